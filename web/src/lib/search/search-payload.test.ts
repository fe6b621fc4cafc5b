import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { goVisaTarget, readSearchPayload, searchDestination } from './search-payload';

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const payload = { from: 'IN', to: 'AE', start: '2030-01-10', end: '2030-01-17', type: 'tourist' as const };

describe('search payload and where a search goes', () => {
  beforeEach(() => {
    Object.assign(globalThis, { window: { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() } });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('builds the hand-off address with only the values that are set', () => {
    expect(goVisaTarget(payload)).toBe('/go/visa?from=IN&to=AE&start=2030-01-10&end=2030-01-17&type=tourist');
    expect(goVisaTarget({ to: 'TH' })).toBe('/go/visa?to=TH');
    expect(goVisaTarget({})).toBe('/go/visa');
  });

  it('sends a signed-in traveller to the hand-off and keeps the search in the tab', () => {
    expect(searchDestination(payload, true)).toBe(goVisaTarget(payload));
    expect(readSearchPayload()).toEqual(payload);
  });

  it('sends an anonymous traveller to log in with the hand-off as the target', () => {
    const target = goVisaTarget(payload);
    expect(searchDestination(payload, false)).toBe(`/login?next=${encodeURIComponent(target)}`);
    const storage = (globalThis as unknown as { window: { sessionStorage: MemoryStorage } }).window.sessionStorage;
    expect(storage.getItem('postLoginRedirect')).toBe(target);
    expect(JSON.parse(storage.getItem('gv_payload') ?? 'null')).toEqual(payload);
  });
});
