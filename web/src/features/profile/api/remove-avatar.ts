import type { ProfileSavedResponse } from '@contract/account/profile';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { useApplySavedProfile } from './use-apply-saved-profile';

export const removeAvatar = () => api.delete<ProfileSavedResponse>('/api/profile/avatar');

export function useRemoveAvatar() {
  const apply = useApplySavedProfile();
  return useMutation({ mutationFn: removeAvatar, onSuccess: apply });
}
