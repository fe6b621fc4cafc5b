import { ErrorEnvelopeSchema } from '@contract/errors';
import {
  NewsletterConfirmSchema,
  NewsletterResponseSchema,
  NewsletterSubscribeSchema,
  NewsletterUnsubscribeSchema,
} from '@contract/newsletter';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { confirm, type NewsletterDeps, subscribe, unsubscribe } from './service';

export default async function newsletterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: NewsletterDeps = {
    db: app.database.db,
    rateLimits: app.rateLimits,
    productName: app.config.productName,
    publicUrl: app.config.publicUrl,
  };

  app.post(
    '/newsletter',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address to the newsletter',
        description:
          'Double opt-in: 201 `confirm-sent` when a confirmation link was e-mailed (the address joins once it is opened); 200 `confirm-sent` when one was sent minutes ago; 200 `already-subscribed`.',
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
      const { created, body } = await subscribe(deps, request.body.email, request.ip);
      return reply.status(created ? 201 : 200).send(body);
    },
  );

  app.post(
    '/newsletter/confirm',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a subscription with the token from the confirmation e-mail',
        description:
          'The first call subscribes and sends a welcome e-mail with an unsubscribe link; later calls answer already-subscribed.',
        body: NewsletterConfirmSchema,
        response: { 200: NewsletterResponseSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => confirm(deps, request.body.token),
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
    async (request) => unsubscribe(deps.db, request.body.token),
  );
}
