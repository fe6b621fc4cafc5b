import type { ContactRequest, ContactResponse } from '@contract/contact';
import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';

/** The body the server expects: the two login fields are sent empty unless the subject needs them. */
export function toContactPayload(values: ContactRequest) {
  return { ...values, loginMobile: values.loginMobile ?? '', loginEmail: values.loginEmail ?? '' };
}

export const sendContactMessage = (values: ContactRequest) =>
  api.post<ContactResponse>('/api/contact', toContactPayload(values));

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

export const CONTACT_SUCCESS = '✅ Your query has been submitted!';
export const CONTACT_FAILED = '❌ Something went wrong.';
export const CONTACT_OFFLINE = '❌ Could not connect to server. Please try again later.';

/** SPEC 8: the server's message when it sent one, else the generic failure; offline has its own text. */
export function contactErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return CONTACT_FAILED;
  if (error.isNetworkError) return CONTACT_OFFLINE;
  return error.code === 'HTTP_ERROR' ? CONTACT_FAILED : error.message;
}
