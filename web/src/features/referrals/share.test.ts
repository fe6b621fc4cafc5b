import { describe, expect, it } from 'vitest';
import { CODE_PLACEHOLDER, referralLinkOf, shareLinks, shareText } from './share';

describe('referralLinkOf', () => {
  it('uses the link the server sent', () => {
    expect(referralLinkOf({ code: 'AB12CD', link: 'https://x.example/signup?ref=AB12CD' }, 'https://y.example')).toBe(
      'https://x.example/signup?ref=AB12CD',
    );
  });

  it('builds origin + /signup?ref= + code when the link is missing', () => {
    expect(referralLinkOf({ code: 'AB12CD', link: '' }, 'https://y.example')).toBe(
      'https://y.example/signup?ref=AB12CD',
    );
    expect(referralLinkOf({ code: null }, 'https://y.example')).toBe(
      `https://y.example/signup?ref=${CODE_PLACEHOLDER}`,
    );
  });
});

describe('shareLinks', () => {
  const link = 'https://hellovisa.example/signup?ref=AB12CD';
  const links = shareLinks('HelloVisa', 'AB12CD', link);

  it('puts the code and link in the invitation', () => {
    const text = shareText('HelloVisa', 'AB12CD', link);
    expect(text).toContain('AB12CD');
    expect(text).toContain(link);
  });

  it('makes a wa.me share link with the invitation', () => {
    const url = new URL(links.whatsapp);
    expect(url.origin).toBe('https://wa.me');
    expect(url.searchParams.get('text')).toBe(shareText('HelloVisa', 'AB12CD', link));
  });

  it("makes a mail draft with the subject 'Join' + product name", () => {
    expect(links.email.startsWith('mailto:?')).toBe(true);
    const params = new URLSearchParams(links.email.slice('mailto:?'.length));
    expect(params.get('subject')).toBe('Join HelloVisa');
    expect(params.get('body')).toContain(link);
  });

  it('shares the referral link itself', () => {
    expect(links.link).toBe(link);
  });
});
