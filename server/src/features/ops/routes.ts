import { OperatorSchema } from '@contract/ops/roles';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth, currentOperator, requireOperator } from '../identity';

const tags = ['ops'];

import { adminRoutes } from './routes/admin';
import { catalogueRoutes } from './routes/catalogue';
import { deskRoutes } from './routes/desk';
import { inboxRoutes } from './routes/inbox';
import { peopleRoutes } from './routes/people';
import { photoSpecRoutes } from './routes/photo-specs';
import { privacyRoutes } from './routes/privacy';
import { retentionRoutes } from './routes/retention';
import { reviewRoutes } from './routes/reviews';
import { tripRuleRoutes } from './routes/trip-rules';

/** The operator console's API (docs/product/console.md), by area: every route carries a role guard. */
export default async function opsRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart);
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/ops/me',
    {
      onRequest: requireOperator,
      schema: {
        tags,
        summary: 'The signed-in operator: role, and whether 2FA is on yet',
        response: { 200: OperatorSchema },
      },
    },
    async (request) => {
      const operator = currentOperator(request);
      const { user } = currentAuth(request);
      return {
        id: operator.id,
        email: operator.email,
        name: [user.firstName, user.lastName].filter(Boolean).join(' '),
        role: operator.role,
        twoFAEnabled: operator.twoFAEnabled,
      };
    },
  );

  await deskRoutes(fastify);
  await inboxRoutes(fastify);
  await peopleRoutes(fastify);
  await adminRoutes(fastify);
  await catalogueRoutes(fastify);
  await privacyRoutes(fastify);
  await retentionRoutes(fastify);
  await reviewRoutes(fastify);
  await tripRuleRoutes(fastify);
  await photoSpecRoutes(fastify);
}
