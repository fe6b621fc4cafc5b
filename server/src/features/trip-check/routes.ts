import { ErrorEnvelopeSchema, OkSchema } from '@contract/errors';
import {
  SavedTripListSchema,
  SavedTripParamsSchema,
  SavedTripSchema,
  SaveTripSchema,
  TripCheckRequestSchema,
  TripCheckResponseSchema,
} from '@contract/trip-check';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { catalogueStoreFor } from '../catalogue';
import { currentAuth, requireAuth } from '../identity';
import { tripCheckerFor } from './checker';
import { deleteSavedTrip, listSavedTrips, saveTrip } from './saved-trips';
import { checkTripRequest, type TripCheckDeps } from './service';
import { tripRuleStoreFor } from './store';
import { tripCheckUsesFor, USES_FLUSH_MS } from './uses';

export default async function tripCheckRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const catalogue = catalogueStoreFor(app.database);
  const rules = tripRuleStoreFor(app.database);
  const uses = tripCheckUsesFor(app.database);
  let flushTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await Promise.all([catalogue.start(), rules.start()]);
    flushTimer = setInterval(() => void uses.flush(), USES_FLUSH_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(flushTimer);
    await uses.flush();
  });
  const deps: TripCheckDeps = { catalogue, rules: () => rules.book, staleMonths: app.config.tripCheck.staleMonths };
  const perIp = { name: 'trip-check', points: app.config.tripCheck.perMinute, durationSeconds: 60 };

  app.post(
    '/trip-check',
    {
      schema: {
        tags: ['trip-check'],
        summary: 'Check a trip: a verdict per stop with reasons and sources, passport validity and Schengen days',
        description:
          'Public and rate-limited per address; nothing is stored. Texts in the request’s language. A fact checked longer ago than the staleness age is marked `stale`; one no source confirms is marked `unverified`.',
        body: TripCheckRequestSchema,
        response: { 200: TripCheckResponseSchema, 400: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await app.rateLimits.consume([perIp, request.ip]);
      reply.header('vary', 'accept-language');
      const answer = checkTripRequest(deps, request.body, request.lang);
      uses.count(request.body.legs.map((leg) => leg.country));
      return answer;
    },
  );

  const checker = tripCheckerFor(app.database, app.config.tripCheck.staleMonths);
  const savedTags = ['trip-check'];

  app.get(
    '/trip-check/saved',
    {
      onRequest: requireAuth,
      schema: {
        tags: savedTags,
        summary: 'The signed-in traveller’s saved trips, each with its verdict under today’s rules',
        response: { 200: SavedTripListSchema },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'accept-language');
      return listSavedTrips(checker, app.database.db, currentAuth(request).userId, request.lang);
    },
  );

  app.post(
    '/trip-check/saved',
    {
      onRequest: requireAuth,
      schema: {
        tags: savedTags,
        summary: 'Save a trip: checked first (400 as the trip check), alerted when a rule behind its verdict changes',
        body: SaveTripSchema,
        response: { 201: SavedTripSchema, 400: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { userId } = currentAuth(request);
      const saved = await saveTrip(checker, app.database.db, userId, request.body, request.lang);
      return reply.status(201).send(saved);
    },
  );

  app.delete(
    '/trip-check/saved/:id',
    {
      onRequest: requireAuth,
      schema: {
        tags: savedTags,
        summary: 'Delete a saved trip (its alerts stop)',
        params: SavedTripParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await deleteSavedTrip(app.database.db, currentAuth(request).userId, request.params.id);
      return { ok: true as const };
    },
  );
}
