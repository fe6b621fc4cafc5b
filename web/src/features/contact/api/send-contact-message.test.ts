import { describe, expect, it } from 'vitest';
import { toContactPayload } from './send-contact-message';

describe('contact form payload', () => {
  it('sends the login fields empty for subjects that do not need them', () => {
    const payload = toContactPayload({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      subject: 'vaa',
      message: 'Hi',
      loginMobile: null,
      loginEmail: null,
    });
    expect(payload).toMatchObject({ loginMobile: '', loginEmail: '' });
  });
});
