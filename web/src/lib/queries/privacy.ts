import { type PrivacyOverview, SUBMISSION_PURPOSES } from '@contract/account/privacy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** /account/privacy's consents and audit, shared with the apply wizard (which asks whether an application's consents stand). */
export const privacyKey = ['account', 'privacy'] as const;

export const privacyQueryOptions = () =>
  queryOptions({ queryKey: privacyKey, queryFn: () => api.get<PrivacyOverview>('/api/account/privacy') });

/** Whether both consents a submission needs stand for this application already (given on an earlier attempt). */
export function useSubmissionConsentsGiven(ref: string): boolean {
  const privacy = useQuery(privacyQueryOptions());
  const standing = (privacy.data?.consents ?? []).filter(
    (consent) => consent.application?.ref === ref && consent.status === 'granted',
  );
  return SUBMISSION_PURPOSES.every((purpose) => standing.some((consent) => consent.purpose === purpose));
}
