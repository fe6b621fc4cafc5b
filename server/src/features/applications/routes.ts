import {
  SavedApplicationListSchema,
  SavedApplicationPathSchema,
  VisaHistorySchema,
} from '@contract/account/applications';
import { OkSchema } from '@contract/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth, requireAuth } from '../identity';
import * as applications from './service';

export default async function applicationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/visa/history',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['applications'],
        summary: 'Visa applications of the signed-in user, newest first',
        response: { 200: VisaHistorySchema },
      },
    },
    async (request) => applications.visaHistory(app.database.db, currentAuth(request).userId),
  );

  app.get(
    '/applications/saved',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['applications'],
        summary: 'Saved (unfinished) applications, most recently updated first',
        response: { 200: SavedApplicationListSchema },
      },
    },
    async (request) => applications.savedApplications(app.database.db, currentAuth(request).userId),
  );

  app.delete(
    '/applications/:ref',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['applications'],
        summary: 'Remove a saved application',
        params: SavedApplicationPathSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await applications.deleteSavedApplication(app.database.db, currentAuth(request).userId, request.params.ref);
      return { ok: true as const };
    },
  );
}
