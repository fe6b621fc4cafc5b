import type { ProfileSavedResponse } from '@contract/account/profile';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { useApplySavedProfile } from './use-apply-saved-profile';

/** Image types the server takes for a profile picture (it checks the content and resizes to 256×256). */
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

export function uploadAvatar(file: File): Promise<ProfileSavedResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<ProfileSavedResponse>('/api/profile/avatar', form);
}

export function useUploadAvatar() {
  const apply = useApplySavedProfile();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: apply });
}
