import type { NewsletterResponse } from '@contract/newsletter';
import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';

export const subscribeToNewsletter = (email: string) => api.post<NewsletterResponse>('/api/newsletter', { email });
export const unsubscribeFromNewsletter = (token: string) =>
  api.post<NewsletterResponse>('/api/newsletter/unsubscribe', { token });

export const useSubscribe = () => useMutation({ mutationFn: subscribeToNewsletter });
export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribeFromNewsletter });

/** The server's words for the field or the request, else a plain fallback. */
export function newsletterErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  if (error.isNetworkError) return 'Could not connect to server. Please try again later.';
  return error.fields.email ?? error.fields.token ?? error.message;
}
