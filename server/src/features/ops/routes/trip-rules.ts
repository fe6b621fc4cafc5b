import { ChangeIdParamsSchema, ChangeSavedSchema } from '@contract/ops/catalogue';
import {
  ConfirmFactSchema,
  OpsTripRulesSchema,
  StaleFactsSchema,
  TripRuleEditSchema,
  TripRuleHistoryQuerySchema,
  TripRuleHistorySchema,
  TripRuleIdParamsSchema,
} from '@contract/ops/trip-rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentOperator, requireAdmin, requireSupport } from '../../identity';
import { revertTripRuleChange, saveTripRule, tripRuleChanges, tripRulesForConsole } from '../../trip-check';
import { confirmFact, staleFacts } from '../facts';

const tags = ['ops'];

/** A change's answer: the history entry it made. */
const changed = async (change: Promise<number>) => ({ changeId: await change });

/**
 * The trip check's rules (DESIGN 13) and the re-verification queue: every operator reads them, admins change
 * them. Edits, reverts and confirmations are in the rule's history and the audit.
 */
export async function tripRuleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/ops/trip-rules',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: 'Operators: the trip rules with their sources, dates and versions',
        response: { 200: OpsTripRulesSchema },
      },
    },
    async () => ({ items: await tripRulesForConsole(db()) }),
  );

  app.put(
    '/ops/trip-rules/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary:
          'Admin: create or change a trip rule; a source and verified date are required (409 when changed since)',
        params: TripRuleIdParamsSchema,
        body: TripRuleEditSchema,
        response: { 200: ChangeSavedSchema },
      },
    },
    async (request) => {
      const { version, ...rule } = request.body;
      return changed(saveTripRule(app.database, currentOperator(request), { ...rule, id: request.params.id }, version));
    },
  );

  app.get(
    '/ops/trip-rules/:id/history',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: "Operators: a trip rule's changes, newest first, a page at a time: who, when, before and after",
        params: TripRuleIdParamsSchema,
        querystring: TripRuleHistoryQuerySchema,
        response: { 200: TripRuleHistorySchema },
      },
    },
    async (request) => tripRuleChanges(db(), request.params.id, request.query),
  );

  app.post(
    '/ops/trip-rules/history/:id/revert',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admin: undo a change of a trip rule (409 when the rule changed again since)',
        params: ChangeIdParamsSchema,
        response: { 200: ChangeSavedSchema },
      },
    },
    async (request) => changed(revertTripRuleChange(app.database, currentOperator(request), request.params.id)),
  );

  app.get(
    '/ops/stale-facts',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary:
          'Operators: the re-verification queue: trip rules and requirement overrides checked longer ago than the staleness age, oldest and most used first',
        response: { 200: StaleFactsSchema },
      },
    },
    async () => staleFacts(app.database, app.config.tripCheck.staleMonths),
  );

  app.post(
    '/ops/stale-facts/confirm',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: "Admin: confirm a fact against a source: its source and date change, recorded in the fact's history",
        body: ConfirmFactSchema,
        response: { 200: ChangeSavedSchema },
      },
    },
    async (request) => changed(confirmFact(app.database, currentOperator(request), request.body)),
  );
}
