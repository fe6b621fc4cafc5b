import type { ContactRequest, ContactResponse } from '@contract/contact';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { ErrorTexts } from '@web/lib/error-message';

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
/** docs/product/site.md#error-texts: the server's message when it sent one, else the generic failure; offline has its own text. */
export const CONTACT_ERRORS: ErrorTexts = {
  fallback: '❌ Something went wrong.',
  offline: '❌ Could not connect to server. Please try again later.',
};
