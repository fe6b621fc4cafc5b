import { HealthSchema } from '@contract/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkHealth } from './checks';

/** How soon a load balancer may ask again when the server is down. */
const RETRY_AFTER_SECONDS = 5;

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Each dependency and an overall status (503 when a required dependency is down)',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(app);
      if (health.status !== 'down') return health;
      app.log.error({ problems: health.problems }, 'health check: required dependency down');
      return reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send(health);
    },
  );
}
