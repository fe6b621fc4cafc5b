import { z } from 'zod';
import { EmailSchema } from './common';

export const NewsletterSubscribeSchema = z.object({ email: EmailSchema });
export type NewsletterSubscribe = z.infer<typeof NewsletterSubscribeSchema>;

export const NewsletterUnsubscribeSchema = z.object({
  token: z
    .string({ error: 'The unsubscribe link is incomplete.' })
    .trim()
    .min(1, 'The unsubscribe link is incomplete.')
    .max(200),
});
export type NewsletterUnsubscribe = z.infer<typeof NewsletterUnsubscribeSchema>;

/** POST /api/newsletter/confirm: the token from the confirmation e-mail (double opt-in). */
export const NewsletterConfirmSchema = z.object({
  token: z
    .string({ error: 'The confirmation link is incomplete.' })
    .trim()
    .min(1, 'The confirmation link is incomplete.')
    .max(200),
});
export type NewsletterConfirm = z.infer<typeof NewsletterConfirmSchema>;

export const NewsletterResponseSchema = z.object({
  /** `confirm-sent`: a link to confirm the address was e-mailed; the address joins once it is opened. */
  status: z.enum(['confirm-sent', 'subscribed', 'already-subscribed', 'unsubscribed']),
  message: z.string(),
});
export type NewsletterResponse = z.infer<typeof NewsletterResponseSchema>;
