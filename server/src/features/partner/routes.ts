import {
  PartnerApplicationResponseSchema,
  PartnerApplicationUpsertSchema,
  PartnerRefParamsSchema,
  PartnerSavedApplicationResponseSchema,
  PartnerSavedApplicationUpsertSchema,
  PartnerWalletTransactionResponseSchema,
  PartnerWalletTransactionSchema,
} from '@contract/account/partner';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePartner } from '../../plugins/partner-auth';
import * as partner from './service';

/** The booking site's server-to-server calls that feed visa history, saved applications and wallets. */
export default async function partnerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/partner/applications/:ref',
    {
      onRequest: requirePartner,
      schema: {
        tags: ['partner'],
        summary: "Create or update a user's visa application (visa history)",
        params: PartnerRefParamsSchema,
        body: PartnerApplicationUpsertSchema,
        response: { 200: PartnerApplicationResponseSchema, 201: PartnerApplicationResponseSchema },
      },
    },
    async (request, reply) => {
      const { application, created } = await partner.putApplication(app.database.db, request.params.ref, request.body);
      return reply.status(created ? 201 : 200).send({ application });
    },
  );

  app.put(
    '/partner/saved-applications/:ref',
    {
      onRequest: requirePartner,
      schema: {
        tags: ['partner'],
        summary: "Create or update a user's saved application",
        params: PartnerRefParamsSchema,
        body: PartnerSavedApplicationUpsertSchema,
        response: { 200: PartnerSavedApplicationResponseSchema, 201: PartnerSavedApplicationResponseSchema },
      },
    },
    async (request, reply) => {
      const { savedApplication, created } = await partner.putSavedApplication(
        app.database.db,
        request.params.ref,
        request.body,
      );
      return reply.status(created ? 201 : 200).send({ savedApplication });
    },
  );

  app.post(
    '/partner/wallet/transactions',
    {
      onRequest: requirePartner,
      schema: {
        tags: ['partner'],
        summary: 'Record a wallet credit or debit once per idempotencyKey',
        description: "A debit beyond the balance answers 422 'Insufficient wallet balance'.",
        body: PartnerWalletTransactionSchema,
        response: { 200: PartnerWalletTransactionResponseSchema, 201: PartnerWalletTransactionResponseSchema },
      },
    },
    async (request, reply) => {
      const { body, replayed } = await partner.postWalletTransaction(app.database.db, request.body);
      return reply.status(replayed ? 200 : 201).send(body);
    },
  );
}
