import { describe, expect, it } from 'vitest';
import { HOME, type Redirect, resolveRedirect, safeInternalPath, visaSiteHome } from './redirect-target';

const sites = {
  visaBookingUrl: 'https://visa.hellovisa.example/',
  mainSiteUrl: 'https://hellovisa.example/',
  currentOrigin: 'https://www.hellovisa.example',
};
const VISA_HOME: Redirect = { kind: 'external', url: 'https://visa.hellovisa.example/' };
const resolve = (raw: string | null | undefined, fallback: Redirect = HOME) => resolveRedirect(raw, sites, fallback);

describe('post-login redirect target', () => {
  it('keeps a same-site path with its query, dropping the hash', () => {
    expect(resolve('/account/wallet')).toEqual({ kind: 'internal', path: '/account/wallet' });
    expect(resolve('/account/profile?tab=docs#top')).toEqual({ kind: 'internal', path: '/account/profile?tab=docs' });
  });

  it('adds autostart=1 to /go/visa and /go-for-visa when missing', () => {
    expect(resolve('/go/visa')).toEqual({ kind: 'internal', path: '/go/visa?autostart=1' });
    expect(resolve('/go/visa?from=IN&to=TH&type=tourist')).toEqual({
      kind: 'internal',
      path: '/go/visa?from=IN&to=TH&type=tourist&autostart=1',
    });
    expect(resolve('/go-for-visa')).toEqual({ kind: 'internal', path: '/go-for-visa?autostart=1' });
    expect(resolve('/go/visa?autostart=1&to=AE')).toEqual({ kind: 'internal', path: '/go/visa?autostart=1&to=AE' });
    expect(resolve('/account/wallet')).toEqual({ kind: 'internal', path: '/account/wallet' });
  });

  it('allows the visa booking site and the main site as full page loads', () => {
    expect(resolve('https://visa.hellovisa.example/apply?to=TH')).toEqual({
      kind: 'external',
      url: 'https://visa.hellovisa.example/apply?to=TH',
    });
    expect(resolve('https://hellovisa.example/offers')).toEqual({
      kind: 'external',
      url: 'https://hellovisa.example/offers',
    });
  });

  it("loads the server's own paths (an e-mailed download link) as a full page", () => {
    expect(resolve('/api/account/privacy/export/abc')).toEqual({
      kind: 'external',
      url: '/api/account/privacy/export/abc',
    });
    expect(resolve('https://www.hellovisa.example/api/account/privacy/export/abc')).toEqual({
      kind: 'external',
      url: '/api/account/privacy/export/abc',
    });
  });

  it("treats an absolute URL on this site's own origin as its path", () => {
    expect(resolve('https://www.hellovisa.example/go/visa?to=TH')).toEqual({
      kind: 'internal',
      path: '/go/visa?to=TH&autostart=1',
    });
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    'account/wallet',
    'https://visa.hellovisa.example.evil.example/',
    'https://evil.example/https://visa.hellovisa.example/',
    'https://visa.hellovisa.example@evil.example/',
    'https://user:pass@visa.hellovisa.example/',
    'http://visa.hellovisa.example:8443/',
    'ftp://visa.hellovisa.example/',
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/.//evil.example',
    '/a/..//evil.example',
    'https://www.hellovisa.example/..//evil.example',
  ])('falls back for %j', (raw) => {
    expect(resolve(raw)).toEqual(HOME);
    expect(resolve(raw, VISA_HOME)).toEqual(VISA_HOME);
  });

  it('falls back when there is no target', () => {
    expect(resolve(undefined)).toEqual(HOME);
    expect(resolve(null, VISA_HOME)).toEqual(VISA_HOME);
    expect(resolve('   ')).toEqual(HOME);
  });

  it('accepts only plain single-slash paths as internal', () => {
    expect(safeInternalPath('/')).toBe('/');
    expect(safeInternalPath('/a/../b')).toBe('/b');
    expect(safeInternalPath('//evil.example')).toBeUndefined();
    expect(safeInternalPath('/\\evil.example')).toBeUndefined();
    expect(safeInternalPath('https://evil.example')).toBeUndefined();
  });

  it('names the visa site home', () => {
    expect(visaSiteHome(sites)).toEqual(VISA_HOME);
  });
});
