import type { ChangePassword } from '@contract/account/settings';
import type { Ok } from '@contract/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { settingsKey } from './get-settings';

export const changePassword = (body: ChangePassword) => api.post<Ok>('/api/settings/change-password', body);

/** Changes the password; the server signs the other devices out, so the device list is reloaded. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKey }),
  });
}
