import {
  SavedTravellerInputSchema,
  SavedTravellerListSchema,
  SavedTravellerSchema,
} from '@contract/account/travellers';
import { IdParamsSchema } from '@contract/common';
import { OkSchema } from '@contract/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth, requireAuth } from '../identity';
import * as travellers from './service';

const TAGS = ['travellers'];

/** The signed-in account's saved travellers (co-travellers offered in the apply wizard). */
export default async function travellerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/travellers',
    {
      onRequest: requireAuth,
      schema: {
        tags: TAGS,
        summary: 'Saved travellers, in the order they were saved',
        response: { 200: SavedTravellerListSchema },
      },
    },
    async (request) => travellers.list(db(), currentAuth(request).userId),
  );

  app.post(
    '/travellers',
    {
      onRequest: requireAuth,
      schema: {
        tags: TAGS,
        summary: 'Save a traveller (422 when the list is full, 409 when a saved traveller has the passport number)',
        body: SavedTravellerInputSchema,
        response: { 201: SavedTravellerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await travellers.add(db(), currentAuth(request).userId, request.body)),
  );

  app.put(
    '/travellers/:id',
    {
      onRequest: requireAuth,
      schema: {
        tags: TAGS,
        summary: 'Change a saved traveller (every field: one left out is cleared)',
        params: IdParamsSchema,
        body: SavedTravellerInputSchema,
        response: { 200: SavedTravellerSchema },
      },
    },
    async (request) => travellers.update(db(), currentAuth(request).userId, request.params.id, request.body),
  );

  app.delete(
    '/travellers/:id',
    {
      onRequest: requireAuth,
      schema: { tags: TAGS, summary: 'Delete a saved traveller', params: IdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await travellers.remove(db(), currentAuth(request).userId, request.params.id);
      return { ok: true as const };
    },
  );
}
