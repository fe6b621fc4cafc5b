import { ChangeSavedSchema } from '@contract/ops/catalogue';
import {
  OpsPhotoSpecsSchema,
  PhotoSpecEditSchema,
  PhotoSpecHistoryQuerySchema,
  PhotoSpecHistorySchema,
  PhotoSpecIdParamsSchema,
} from '@contract/photo-check';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentOperator, requireAdmin, requireSupport } from '../../identity';
import { photoSpecChanges, photoSpecsForConsole, savePhotoSpec } from '../../photo-check';

const tags = ['ops'];

/** The visa photo specifications (DESIGN 14): every operator reads them, admins change them with a source. */
export async function photoSpecRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/ops/photo-specs',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: 'Operators: the visa photo specifications with their sources, dates and versions',
        response: { 200: OpsPhotoSpecsSchema },
      },
    },
    async () => ({ items: await photoSpecsForConsole(db()) }),
  );

  app.put(
    '/ops/photo-specs/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary:
          'Admin: create or change a photo specification; a source and verified date are required (409 when changed since)',
        params: PhotoSpecIdParamsSchema,
        body: PhotoSpecEditSchema,
        response: { 200: ChangeSavedSchema },
      },
    },
    async (request) => {
      const { version, ...spec } = request.body;
      const changeId = await savePhotoSpec(
        app.database,
        currentOperator(request),
        { ...spec, id: request.params.id },
        version,
      );
      return { changeId };
    },
  );

  app.get(
    '/ops/photo-specs/:id/history',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary:
          "Operators: a photo specification's changes, newest first, a page at a time: who, when, before and after",
        params: PhotoSpecIdParamsSchema,
        querystring: PhotoSpecHistoryQuerySchema,
        response: { 200: PhotoSpecHistorySchema },
      },
    },
    async (request) => photoSpecChanges(db(), request.params.id, request.query),
  );
}
