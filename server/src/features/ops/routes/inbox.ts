import {
  IdParamSchema,
  InboxListSchema,
  InboxMessageSchema,
  InboxQuerySchema,
  InboxReplyBodySchema,
  InboxUpdateSchema,
} from '@contract/ops/console';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileStorage } from '../../../lib/storage';
import { inbox, replyToMessage, updateMessage } from '../../contact';
import { currentOperator, requireSupport } from '../../identity';

const tags = ['ops'];

/** The contact inbox: messages, their status and replies. */
export async function inboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const _storage = () => fileStorage(app.config.filesDir);

  app.get(
    '/ops/contact',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: 'Contact messages, newest first, by status and subject',
        querystring: InboxQuerySchema,
        response: { 200: InboxListSchema },
      },
    },
    async (request) => inbox(db(), request.query),
  );

  app.patch(
    '/ops/contact/:id',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: "Change a contact message's status (new, open, resolved) or assignee",
        params: IdParamSchema,
        body: InboxUpdateSchema,
        response: { 200: InboxMessageSchema },
      },
    },
    async (request) => updateMessage(db(), currentOperator(request), request.params.id, request.body),
  );

  app.post(
    '/ops/contact/:id/reply',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary:
          'Reply to a contact message by e-mail, or on WhatsApp to a WhatsApp conversation (kept with the message)',
        description:
          "A WhatsApp conversation's reply goes as the operator's text within 24 hours of the traveller's last message, and as the support-reply template after (WhatsApp's customer-service window); the reply's `via` says which.",
        params: IdParamSchema,
        body: InboxReplyBodySchema,
        response: { 200: InboxMessageSchema },
      },
    },
    async (request) =>
      replyToMessage(db(), currentOperator(request), request.params.id, request.body.body, app.config.productName),
  );
}
