import type { DestinationPage } from '@contract/catalogue';
import type { Lang } from '@contract/lang';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useLang } from '@web/i18n/use-lang';
import { api } from '@web/lib/api-client';
import { LIVE_CATALOGUE_STALE_MS } from '@web/lib/destinations-query';
import { errorStatus } from '@web/lib/error-message';
import { useServerData } from '@web/lib/server-data';
import { useHydrated } from '@web/lib/use-hydrated';
import { use } from 'react';
import { loadBuiltDestination } from '../lib/built-destination';

/**
 * GET /api/destinations/:slug from the live catalogue; null when no destination has the slug. When the API
 * cannot be reached the build's copy stands in, so the page still shows rather than failing the whole app.
 */
async function fetchDestination(slug: string, lang: Lang): Promise<DestinationPage | null> {
  try {
    return await api.get<DestinationPage>(`/api/destinations/${encodeURIComponent(slug)}`);
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    return loadBuiltDestination(slug, lang);
  }
}

/** The API answers in the page's language (sent with every call); a page never changes language in place. */
export const destinationQueryOptions = (slug: string, lang: Lang = 'en') =>
  queryOptions({
    queryKey: ['destinations', slug, lang],
    queryFn: () => fetchDestination(slug, lang),
    staleTime: LIVE_CATALOGUE_STALE_MS,
  });

/**
 * The destination page's data, from the live catalogue. Hydrating a page the server rendered starts from the data
 * it was rendered from (sent in the page), so no fetch is needed; hydrating a prerendered page starts from the
 * build's files and asks for the live answer at once; a page opened by navigating in the app waits for it.
 */
export function useDestination(slug: string): DestinationPage | null {
  const hydrating = !useHydrated();
  const lang = useLang();
  const rendered = useServerData<DestinationPage>('destination');
  const fromServer = hydrating && rendered?.destination.slug === slug ? rendered : undefined;
  const fromBuild = hydrating && !fromServer ? use(loadBuiltDestination(slug, lang)) : undefined;
  const initial = fromServer
    ? { initialData: fromServer }
    : fromBuild !== undefined
      ? { initialData: fromBuild, initialDataUpdatedAt: 0 }
      : {};
  return useSuspenseQuery({ ...destinationQueryOptions(slug, lang), ...initial }).data;
}
