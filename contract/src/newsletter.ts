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

export const NewsletterResponseSchema = z.object({
  status: z.enum(['subscribed', 'already-subscribed', 'unsubscribed']),
  message: z.string(),
});
export type NewsletterResponse = z.infer<typeof NewsletterResponseSchema>;
