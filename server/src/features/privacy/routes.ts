import { ConsentSchema, GrantConsentSchema, PrivacyOverviewSchema } from '@contract/account/privacy';
import { IdParamsSchema } from '@contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth, requireAuth } from '../identity';
import { consentChannel } from './channel';
import * as privacy from './service';

const tags = ['privacy'];

/** /account/privacy: consents by purpose and who in the console looked at the caller's data. */
export default async function privacyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/account/privacy',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: "The caller's consents (with notice version, time, channel) and the audited views of their data",
        response: { 200: PrivacyOverviewSchema },
      },
    },
    async (request) => privacy.privacyOverview(db(), currentAuth(request).userId),
  );

  app.post(
    '/account/privacy/consents',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary:
          'Give a consent under the current notice: marketing, or processing / embassy sharing of an application',
        description: "404 for an application that is not the caller's; 409 for a finished one.",
        body: GrantConsentSchema,
        response: { 201: ConsentSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await privacy.grantConsent(db(), currentAuth(request).userId, request.body, consentChannel(request))),
  );

  app.post(
    '/account/privacy/consents/:id/withdraw',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: 'Withdraw one of the caller’s consents (docs/privacy.md says what that does to an application)',
        params: IdParamsSchema,
        response: { 200: ConsentSchema },
      },
    },
    async (request) =>
      privacy.withdrawConsent(db(), currentAuth(request).userId, request.params.id, consentChannel(request)),
  );
}
