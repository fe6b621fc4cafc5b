import { WalletTransactionsQuerySchema, WalletTransactionsSchema } from '@contract/account/wallet';
import { OkSchema } from '@contract/errors';
import {
  IdParamSchema,
  OpsUserApplicationsQuerySchema,
  OpsUserApplicationsSchema,
  OpsUserSchema,
  RevealedSchema,
  RevealSchema,
  UserHitsSchema,
  UserSearchQuerySchema,
  UserSessionParamsSchema,
} from '@contract/ops/console';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendSerialized } from '../../../lib/response-serializer';
import { fileStorage } from '../../../lib/storage';
import { currentAuth, currentOperator, requireSupport } from '../../identity';
import * as people from '../users';

const tags = ['ops'];

/** Users: search, a user, revealing a document number, sessions. */
export async function peopleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const _storage = () => fileStorage(app.config.filesDir);

  app.get(
    '/ops/users',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: 'Find users by e-mail, mobile, name or application reference',
        querystring: UserSearchQuerySchema,
        response: { 200: UserHitsSchema },
      },
    },
    async (request) => people.searchUsers(db(), request.query.q),
  );

  app.get(
    '/ops/users/:id',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: 'A user: profile (passport and PAN masked), applications, wallet, referrals, sessions',
        params: IdParamSchema,
        response: { 200: OpsUserSchema },
      },
    },
    async (request) => people.userDetail(db(), request.params.id, currentAuth(request).sessionId),
  );

  app.get(
    '/ops/users/:id/applications',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: "A user's applications past the draft, newest first, a page at a time",
        params: IdParamSchema,
        querystring: OpsUserApplicationsQuerySchema,
        response: { 200: OpsUserApplicationsSchema },
      },
    },
    async (request) => people.userApplications(db(), request.params.id, request.query),
  );

  app.get(
    '/ops/users/:id/wallet/transactions',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: "A user's wallet transactions, newest first, a page at a time",
        params: IdParamSchema,
        querystring: WalletTransactionsQuerySchema,
        response: { 200: WalletTransactionsSchema },
      },
    },
    // Sent as the database wrote it (the contract's shape), as the traveller's own wallet list is.
    async (request, reply) => sendSerialized(reply, await people.userWallet(db(), request.params.id, request.query)),
  );

  app.post(
    '/ops/users/:id/reveal',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: 'Reveal the passport number or PAN (audited; support: only with an application in their queue)',
        params: IdParamSchema,
        'x-need-to-know': 'user',
        body: RevealSchema,
        response: { 200: RevealedSchema },
      },
    },
    async (request) => people.reveal(db(), currentOperator(request), request.params.id, request.body.field),
  );

  app.delete(
    '/ops/users/:id/sessions/:sessionId',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: "Sign one of the user's devices out",
        params: UserSessionParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      const { id, sessionId } = request.params;
      await people.revokeSession(db(), app.sessions, currentOperator(request), id, sessionId);
      return { ok: true as const };
    },
  );

  app.delete(
    '/ops/users/:id/sessions',
    {
      onRequest: requireSupport,
      schema: { tags, summary: 'Sign the user out everywhere', params: IdParamSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await people.revokeAllSessions(db(), app.sessions, currentOperator(request), request.params.id);
      return { ok: true as const };
    },
  );
}
