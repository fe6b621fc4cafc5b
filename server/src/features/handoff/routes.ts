import {
  HandoffRequestSchema,
  HandoffResponseSchema,
  SsoExchangeRequestSchema,
  SsoExchangeResponseSchema,
} from '@contract/handoff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePartner } from '../../plugins/partner-auth';
import { currentAuth, requireAuth } from '../identity';
import { exchangeHandoffToken, type HandoffDeps, startHandoff } from './service';

export default async function handoffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: HandoffDeps = {
    db: app.database.db,
    rateLimits: app.rateLimits,
    visaBookingUrl: app.config.visaBookingUrl,
  };

  app.post(
    '/handoff',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['handoff'],
        summary: 'Start a visa application on the booking site: a single-use sign-in link with the search',
        body: HandoffRequestSchema,
        response: { 200: HandoffResponseSchema },
      },
    },
    async (request) => startHandoff(deps, currentAuth(request).userId, request.body),
  );

  app.post(
    '/partner/sso/exchange',
    {
      onRequest: requirePartner,
      schema: {
        tags: ['partner'],
        summary: 'Booking site: exchange a hand-off token for the user (once per token, within 2 minutes)',
        body: SsoExchangeRequestSchema,
        response: { 200: SsoExchangeResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return exchangeHandoffToken(deps.db, request.body.token);
    },
  );
}
