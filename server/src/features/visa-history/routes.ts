import {
  SavedApplicationListSchema,
  SavedApplicationPathSchema,
  SavedApplicationsQuerySchema,
  VisaHistoryQuerySchema,
  VisaHistorySchema,
} from '@contract/account/applications';
import { OkSchema } from '@contract/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth, requireAuth } from '../identity';
import * as history from './service';

export default async function visaHistoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/visa/history',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['applications'],
        summary: 'Visa applications of the signed-in user, newest first, a page at a time',
        querystring: VisaHistoryQuerySchema,
        response: { 200: VisaHistorySchema },
      },
    },
    async (request) => history.visaHistory(app.database.db, currentAuth(request).userId, request.query),
  );

  app.get(
    '/applications/saved',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['applications'],
        summary: 'Saved (unfinished) applications, most recently updated first, a page at a time',
        querystring: SavedApplicationsQuerySchema,
        response: { 200: SavedApplicationListSchema },
      },
    },
    async (request) => history.savedApplications(app.database.db, currentAuth(request).userId, request.query),
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
      await history.deleteSavedApplication(app.database.db, currentAuth(request).userId, request.params.ref);
      return { ok: true as const };
    },
  );
}
