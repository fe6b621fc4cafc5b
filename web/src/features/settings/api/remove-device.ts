import type { Settings } from '@contract/account/settings';
import type { Ok } from '@contract/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { settingsKey } from './get-settings';

export const removeDevice = (id: string) => api.delete<Ok>(`/api/settings/device/${encodeURIComponent(id)}`);

/** Signs a device out and drops it from the list on success (docs/product/my-account.md). */
export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDevice,
    onSuccess: (_ok, id) => {
      queryClient.setQueryData<Settings>(settingsKey, (settings) =>
        settings ? { ...settings, devices: settings.devices.filter((device) => device.id !== id) } : settings,
      );
    },
  });
}
