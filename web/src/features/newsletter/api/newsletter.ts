import type { NewsletterResponse } from '@contract/newsletter';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { ErrorTexts } from '@web/lib/error-message';

export const subscribeToNewsletter = (email: string) => api.post<NewsletterResponse>('/api/newsletter', { email });
export const unsubscribeFromNewsletter = (token: string) =>
  api.post<NewsletterResponse>('/api/newsletter/unsubscribe', { token });

export const confirmNewsletter = (token: string) => api.post<NewsletterResponse>('/api/newsletter/confirm', { token });

export const useConfirmSubscription = () => useMutation({ mutationFn: confirmNewsletter });
export const useSubscribe = () => useMutation({ mutationFn: subscribeToNewsletter });
export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribeFromNewsletter });

/** The server's words for the field or the request, else a plain fallback. */
export const NEWSLETTER_ERRORS: ErrorTexts = {
  fallback: 'Something went wrong. Please try again.',
  offline: 'Could not connect to server. Please try again later.',
  fields: ['email', 'token'],
};
