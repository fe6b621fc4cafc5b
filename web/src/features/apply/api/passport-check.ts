import type { Application } from '@contract/apply/applications';
import type { PassportCheck } from '@contract/apply/passport-check';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** Keyed by what the check reads (travellers' details, attached documents) so a change of either checks again. */
export const passportCheckQuery = (application: Application) =>
  queryOptions({
    queryKey: [
      'apply',
      'passport-check',
      application.ref,
      application.start,
      application.end,
      JSON.stringify(application.travellers),
      application.checklist.map((item) => `${item.id}:${item.documentId}`).join(','),
    ],
    queryFn: () => api.get<PassportCheck>(`/api/applications/${encodeURIComponent(application.ref)}/passport-check`),
  });

/** GET /api/applications/:ref/passport-check: the attached passports as read against the application. */
export const usePassportCheck = (application: Application) => useQuery(passportCheckQuery(application));
