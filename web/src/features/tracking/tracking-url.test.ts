import { describe, expect, it } from 'vitest';
import { decideFrame, REFERENCE_PATTERN, trackingUrlFor } from './tracking-url';

const HOSTS = ['visa.hellovisa.example', 'track.partner.example:8443'];

describe('decideFrame', () => {
  it('frames https pages of a partner host', () => {
    expect(decideFrame('https://visa.hellovisa.example/track?ref=AB12', HOSTS)).toEqual({
      allowed: true,
      url: 'https://visa.hellovisa.example/track?ref=AB12',
    });
    expect(decideFrame('https://VISA.hellovisa.example/x', HOSTS).allowed).toBe(true);
    expect(decideFrame('https://track.partner.example:8443/a', HOSTS).allowed).toBe(true);
  });

  it.each([
    ['http://visa.hellovisa.example/track', 'not-https'],
    ['javascript:alert(1)', 'not-https'],
    ['data:text/html,<h1>hi</h1>', 'not-https'],
    ['https://evil.example/track', 'not-partner'],
    ['https://visa.hellovisa.example.evil.example/track', 'not-partner'],
    ['https://user:pw@visa.hellovisa.example/track', 'not-partner'],
    ['https://track.partner.example/a', 'not-partner'],
    ['/relative/path', 'invalid'],
    ['', 'invalid'],
    [42, 'invalid'],
  ])('refuses %s (%s)', (candidate, reason) => {
    expect(decideFrame(candidate, HOSTS)).toMatchObject({ allowed: false, reason });
  });
});

describe('references', () => {
  it('accepts typical application references and refuses junk', () => {
    expect(REFERENCE_PATTERN.test('HV-2025-001234')).toBe(true);
    expect(REFERENCE_PATTERN.test('FRA/DEL/123456')).toBe(true);
    expect(REFERENCE_PATTERN.test('ab')).toBe(false);
    expect(REFERENCE_PATTERN.test('<script>')).toBe(false);
  });

  it('adds the reference to the partner page, upper-cased', () => {
    expect(trackingUrlFor('https://visa.hellovisa.example/track', ' hv-1234 ')).toBe(
      'https://visa.hellovisa.example/track?ref=HV-1234',
    );
    expect(trackingUrlFor('https://visa.hellovisa.example/track?lang=en', 'AB12')).toBe(
      'https://visa.hellovisa.example/track?lang=en&ref=AB12',
    );
  });
});
