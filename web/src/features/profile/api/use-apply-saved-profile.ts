import type { ProfileSavedResponse } from '@contract/account/profile';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@web/app/session';
import { profileKey } from './get-profile';

/** After any profile change: keep the new profile and refresh the signed-in user (docs/product/my-account.md#profile). */
export function useApplySavedProfile() {
  const queryClient = useQueryClient();
  const { setUser } = useSession();
  return (saved: ProfileSavedResponse) => {
    queryClient.setQueryData(profileKey, { profile: saved.profile });
    setUser(saved.user);
  };
}
