import type { ProfileSavedResponse, VerifyContact } from '@contract/account/profile';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { useApplySavedProfile } from './use-apply-saved-profile';

/** The code sent to the new e-mail or mobile; once right, the change is applied. */
export const verifyContact = (body: VerifyContact) =>
  api.post<ProfileSavedResponse>('/api/profile/verify-contact', body);

export function useVerifyContact() {
  const apply = useApplySavedProfile();
  return useMutation({ mutationFn: verifyContact, onSuccess: apply });
}
