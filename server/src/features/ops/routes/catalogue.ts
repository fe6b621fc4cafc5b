import { DestinationEditSchema, RequirementOverrideInputSchema, VisaOptionEditSchema } from '@contract/catalogue-facts';
import {
  CatalogueHistoryQuerySchema,
  CatalogueHistorySchema,
  ChangeIdParamsSchema,
  ChangeSavedSchema,
  ContradictionsSchema,
  DestinationCodeParamsSchema,
  OpsCatalogueSchema,
  OptionIdParamsSchema,
  OverrideParamsSchema,
  OverrideRemovalQuerySchema,
} from '@contract/ops/catalogue';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileStorage } from '../../../lib/storage';
import {
  catalogueChangesPage,
  catalogueForConsole,
  editDestination,
  editVisaOption,
  removeOverride,
  revertChange,
  saveOverride,
} from '../../catalogue';
import { currentOperator, requireAdmin } from '../../identity';
import { consoleContradictions } from '../facts';

const tags = ['ops'];

/** A catalogue change's answer: the history entry it made. */
const changed = async (change: Promise<number>) => ({ changeId: await change });

/** The catalogue (admin only): facts, overrides, history, contradictions. */
export async function catalogueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const _storage = () => fileStorage(app.config.filesDir);

  app.get(
    '/ops/catalogue',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admin: the catalogue facts (destinations with their visa options, overrides) with versions',
        response: { 200: OpsCatalogueSchema },
      },
    },
    async () => catalogueForConsole(db()),
  );

  app.put(
    '/ops/catalogue/destinations/:code',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: "Admin: change a destination's card (409 when someone changed it since)",
        params: DestinationCodeParamsSchema,
        body: DestinationEditSchema,
        response: { 200: ChangeSavedSchema },
      },
    },
    async (request) =>
      changed(editDestination(app.database, currentOperator(request), request.params.code, request.body)),
  );

  app.put(
    '/ops/catalogue/options/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admin: change a visa option: fees, times, documents, source (409 when someone changed it since)',
        params: OptionIdParamsSchema,
        body: VisaOptionEditSchema,
        response: { 200: ChangeSavedSchema },
      },
    },
    async (request) => changed(editVisaOption(app.database, currentOperator(request), request.params.id, request.body)),
  );

  app.put(
    '/ops/catalogue/overrides',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admin: create or change the requirement override for a passport → destination pair',
        body: RequirementOverrideInputSchema,
        response: { 200: ChangeSavedSchema },
      },
    },
    async (request) => changed(saveOverride(app.database, currentOperator(request), request.body)),
  );

  app.delete(
    '/ops/catalogue/overrides/:passport/:destination',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admin: remove an override (the shipped requirement data applies again)',
        params: OverrideParamsSchema,
        querystring: OverrideRemovalQuerySchema,
        response: { 200: ChangeSavedSchema },
      },
    },
    async (request) =>
      changed(
        removeOverride(app.database, currentOperator(request), {
          ...request.params,
          version: request.query.version,
        }),
      ),
  );

  app.get(
    '/ops/catalogue/history',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admin: catalogue changes, newest first, a page at a time: who, when, before and after',
        querystring: CatalogueHistoryQuerySchema,
        response: { 200: CatalogueHistorySchema },
      },
    },
    async (request) => catalogueChangesPage(db(), request.query),
  );

  app.post(
    '/ops/catalogue/history/:id/revert',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admin: undo a catalogue change (409 when the entry changed again since)',
        params: ChangeIdParamsSchema,
        response: { 200: ChangeSavedSchema },
      },
    },
    async (request) => changed(revertChange(app.database, currentOperator(request), request.params.id)),
  );

  app.get(
    '/ops/catalogue/contradictions',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary:
          'Admin: where the catalogue sells or badges what an Indian passport does not need, and trip rules the requirement data denies',
        response: { 200: ContradictionsSchema },
      },
    },
    async () => consoleContradictions(app.database),
  );
}
