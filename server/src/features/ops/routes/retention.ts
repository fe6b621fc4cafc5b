import { RetentionDueQuerySchema, RetentionDueSchema } from '@contract/ops/console';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { retentionDue } from '../../applications';
import { requireSupport } from '../../identity';

const tags = ['ops'];

/** What the retention policy deletes soon (docs/retention.md): operators see it before travellers lose it. */
export async function retentionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/ops/retention',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: 'Applications whose documents (or abandoned drafts) are deleted within the next days, soonest first',
        querystring: RetentionDueQuerySchema,
        response: { 200: RetentionDueSchema },
      },
    },
    async (request) => {
      const { days } = request.query;
      const { documentDays, draftDays, noticeDays } = app.config.retention;
      const policy = { documentDays, draftDays, noticeDays };
      const items = await retentionDue(app.database.db, { now: new Date(), withinDays: days, policy });
      return {
        policy,
        days,
        items: items.map((item) => ({
          ref: item.ref,
          status: item.status,
          country: item.country,
          kind: item.kind,
          since: item.since.toISOString(),
          noticeSentAt: item.noticeSentAt?.toISOString() ?? null,
          deleteOn: item.deleteOn.toISOString(),
        })),
      };
    },
  );
}
