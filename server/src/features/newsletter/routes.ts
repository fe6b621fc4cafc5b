import { ErrorEnvelopeSchema } from '@contract/errors';
import { NewsletterResponseSchema, NewsletterSubscribeSchema, NewsletterUnsubscribeSchema } from '@contract/newsletter';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { subscribe, unsubscribe } from './service';

export default async function newsletterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/newsletter',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address to the newsletter',
        description:
          '201 for a new (or returning) subscriber, who gets a welcome e-mail with an unsubscribe link; 200 when the address is already subscribed.',
        body: NewsletterSubscribeSchema,
        response: {
          200: NewsletterResponseSchema,
          201: NewsletterResponseSchema,
          400: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { created, body } = await subscribe(app, request.body.email, request.ip);
      return reply.status(created ? 201 : 200).send(body);
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe with the token from the welcome e-mail',
        body: NewsletterUnsubscribeSchema,
        response: { 200: NewsletterResponseSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => unsubscribe(app, request.body.token),
  );
}
