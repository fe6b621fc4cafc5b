import { RetentionDueQuerySchema, RetentionDueSchema } from '@contract/ops/console';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { retentionDuePage } from '../../applications';
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
        summary:
          'Applications whose documents (or abandoned drafts) are deleted within the next days, soonest first, a page at a time',
        querystring: RetentionDueQuerySchema,
        response: { 200: RetentionDueSchema },
      },
    },
    async (request) => {
      const { days, cursor, limit } = request.query;
      const { documentDays, draftDays, noticeDays } = app.config.retention;
      const policy = { documentDays, draftDays, noticeDays };
      const page = await retentionDuePage(app.database.db, {
        now: new Date(),
        withinDays: days,
        policy,
        cursor,
        limit,
      });
      return {
        policy,
        days,
        nextCursor: page.nextCursor,
        items: page.items.map((item) => ({
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
