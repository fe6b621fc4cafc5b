import { WalletBalanceSchema, WalletTransactionsQuerySchema, WalletTransactionsSchema } from '@contract/account/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendSerialized } from '../../lib/response-serializer';
import { currentAuth, requireAuth } from '../identity';
import * as wallet from './service';

export default async function walletRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/wallet/balance',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['wallet'],
        summary: 'Wallet balance in rupees',
        response: { 200: WalletBalanceSchema },
      },
    },
    async (request) => wallet.balance(app.database.db, currentAuth(request).userId),
  );

  app.get(
    '/wallet/transactions',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['wallet'],
        summary: 'Wallet transactions, newest first, a page at a time',
        querystring: WalletTransactionsQuerySchema,
        response: { 200: WalletTransactionsSchema },
      },
    },
    // Sent as the database wrote it (the contract's shape), without a serialiser pass.
    async (request, reply) =>
      sendSerialized(
        reply,
        await wallet.transactionsAnswer(app.database.db, currentAuth(request).userId, request.query),
      ),
  );
}
