import type { ProfileResponse, ResendContact } from '@contract/account/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { profileKey } from './get-profile';

/** A fresh code for the pending e-mail or mobile change (the server allows one every 30 s). */
export const resendContactCode = (body: ResendContact) =>
  api.post<ProfileResponse>('/api/profile/verify-contact/resend', body);

export function useResendContactCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendContactCode,
    onSuccess: (response) => queryClient.setQueryData(profileKey, response),
  });
}
