import { ContactRequestSchema, ContactResponseSchema } from '@contract/contact';
import { ErrorEnvelopeSchema } from '@contract/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTACT_RECEIVED, type ContactDeps, submitContactMessage, toContactMessage } from './service';

export default async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: ContactDeps = {
    db: app.database.db,
    rateLimits: app.rateLimits,
    productName: app.config.productName,
    supportEmail: app.config.supportEmail,
  };

  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the support team',
        description:
          'Stores the message, e-mails the support inbox and an acknowledgement to the sender. Subjects `login` and `signup` also require `loginMobile` (10 to 15 digits) and `loginEmail`; for other subjects both are ignored and stored as null.',
        body: ContactRequestSchema,
        response: { 201: ContactResponseSchema, 400: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const row = await submitContactMessage(deps, request.body, {
        userId: request.auth?.userId ?? null,
        ip: request.ip,
        lang: request.lang,
      });
      return reply.status(201).send({ message: CONTACT_RECEIVED, contactMessage: toContactMessage(row) });
    },
  );
}
