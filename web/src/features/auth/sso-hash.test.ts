import { describe, expect, it } from 'vitest';
import { stripSsoHash, withoutSsoHash } from './sso-hash';

describe('#sso= hash', () => {
  it('is removed, keeping other hash parameters', () => {
    expect(withoutSsoHash('#sso=abc.def')).toBe('');
    expect(withoutSsoHash('#tab=docs&sso=abc')).toBe('#tab=docs');
    expect(withoutSsoHash('#sso=abc&tab=docs')).toBe('#tab=docs');
  });

  it('leaves other hashes alone', () => {
    expect(withoutSsoHash('')).toBeUndefined();
    expect(withoutSsoHash('#visa-services')).toBeUndefined();
    expect(withoutSsoHash('#notsso=1')).toBeUndefined();
  });

  it('replaces the history entry without the token', () => {
    const calls: unknown[][] = [];
    const history = { state: { key: 1 }, replaceState: (...args: unknown[]) => calls.push(args) } as unknown as History;
    stripSsoHash({ hash: '#sso=secret', pathname: '/go/visa', search: '?to=TH' } as Location, history);
    expect(calls).toEqual([[{ key: 1 }, '', '/go/visa?to=TH']]);
    stripSsoHash({ hash: '', pathname: '/', search: '' } as Location, history);
    expect(calls).toHaveLength(1);
  });
});
