import { ReferralInfoSchema } from '@contract/account/referrals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth, requireAuth } from '../identity';
import * as referrals from './service';

export default async function referralRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/referrals',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['referrals'],
        summary: 'Referral code, link and rewards of the signed-in user',
        response: { 200: ReferralInfoSchema },
      },
    },
    async (request) => referrals.referralInfo(app.database.db, currentAuth(request).user, app.config.publicUrl),
  );
}
