import { HealthSchema } from '@contract/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: HealthSchema } } },
    async () => {
      try {
        await app.database.ping();
      } catch (error) {
        app.log.error({ err: error }, 'health check: database down');
        throw new AppError('UNAVAILABLE', 'The database is not reachable.');
      }
      return {
        status: 'ok' as const,
        database: 'up' as const,
        databaseKind: app.database.kind,
        notifications: app.database.listening ? ('up' as const) : ('down' as const),
      };
    },
  );
}
