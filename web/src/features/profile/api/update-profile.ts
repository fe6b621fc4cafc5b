import type { ProfileSavedResponse, ProfileUpdate } from '@contract/account/profile';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { useApplySavedProfile } from './use-apply-saved-profile';

/** PUT /api/profile: a new e-mail or mobile is not applied yet; it waits for its code (profile.pendingEmail/Mobile). */
export const updateProfile = (body: ProfileUpdate) => api.put<ProfileSavedResponse>('/api/profile', body);

export function useUpdateProfile() {
  const apply = useApplySavedProfile();
  return useMutation({ mutationFn: updateProfile, onSuccess: apply });
}
