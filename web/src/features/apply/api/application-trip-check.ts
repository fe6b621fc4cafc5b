import type { Application } from '@contract/apply/applications';
import type { ApplicationTripCheck } from '@contract/trip-check';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLang } from '@web/i18n/use-lang';
import { api } from '@web/lib/api-client';

/** Keyed by what the check reads (dates, travellers' passports) so a change of either checks again. */
export const applicationTripCheckQuery = (application: Application, lang: string) =>
  queryOptions({
    queryKey: [
      'apply',
      'trip-check',
      application.ref,
      lang,
      application.start,
      application.end,
      application.travellers.map((t) => `${t.id}:${t.nationality}:${t.passportExpiry}`).join(','),
    ],
    queryFn: () => api.get<ApplicationTripCheck>(`/api/applications/${encodeURIComponent(application.ref)}/trip-check`),
  });

/** GET /api/applications/:ref/trip-check: the ready-to-fly panel of the wizard. */
export function useApplicationTripCheck(application: Application | undefined) {
  const lang = useLang();
  return useQuery({
    ...applicationTripCheckQuery(application ?? ({ ref: '', travellers: [] } as unknown as Application), lang),
    enabled: application !== undefined,
  });
}
