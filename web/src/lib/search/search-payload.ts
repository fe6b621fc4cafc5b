import type { VisaPurpose } from '@contract/catalogue-rules';
import { paths } from '@web/config/paths';
import { storageKeys, webStorage } from '@web/lib/web-storage';

/** A search (docs/product/search.md#where-a-search-goes). */
export interface SearchPayload {
  from: string;
  to: string;
  start: string;
  end: string;
  type: VisaPurpose;
}

/** What a hand-off carries: the origin defaults to India; the booking panel adds the date the visa is needed by. */
export type HandoffSearch = Partial<SearchPayload> & { by?: string };

function saveSearchPayload(search: HandoffSearch): void {
  webStorage.set('session', storageKeys.searchPayload, JSON.stringify(search));
}

export function readSearchPayload(): HandoffSearch | null {
  const raw = webStorage.get('session', storageKeys.searchPayload);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as HandoffSearch) : null;
  } catch {
    return null;
  }
}

const QUERY_KEYS = ['from', 'to', 'start', 'end', 'type', 'by'] as const;

/** /go/visa?from&to&start&end&type (and by) with only the values that are set. */
export function goVisaTarget(search: HandoffSearch): string {
  const query = new URLSearchParams();
  for (const key of QUERY_KEYS) {
    const value = search[key];
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return text ? `${paths.goVisa}?${text}` : paths.goVisa;
}

/**
 * Where a search goes (docs/product/search.md#where-a-search-goes): signed in → the hand-off page with the search; anonymous → the
 * login page with the hand-off as its target (also kept as postLoginRedirect).
 */
export function searchDestination(search: HandoffSearch, signedIn: boolean): string {
  saveSearchPayload(search);
  const target = goVisaTarget(search);
  if (signedIn) return target;
  webStorage.set('session', storageKeys.postLoginRedirect, target);
  return `${paths.login}?next=${encodeURIComponent(target)}`;
}
