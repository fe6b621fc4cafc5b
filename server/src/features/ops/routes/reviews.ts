import { IdParamSchema } from '@contract/ops/console';
import { HideReviewBodySchema, OpsReviewListSchema, OpsReviewQuerySchema, OpsReviewSchema } from '@contract/reviews';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentOperator, requireSupport } from '../../identity';
import { hideReview, listReviews, publishReview } from '../../reviews';

const tags = ['ops'];

/** Support moderates travellers' reviews before destination pages show them (docs/reviews.md). */
export async function reviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/ops/reviews',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: 'Reviews by status: pending ones oldest first, the others most recently moderated first',
        querystring: OpsReviewQuerySchema,
        response: { 200: OpsReviewListSchema },
      },
    },
    async (request) => listReviews(app.database.db, request.query),
  );

  app.post(
    '/ops/reviews/:id/publish',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: "Publish a review on its destination's page (audited)",
        params: IdParamSchema,
        response: { 200: OpsReviewSchema },
      },
    },
    async (request) => publishReview(app.database, currentOperator(request), request.params.id),
  );

  app.post(
    '/ops/reviews/:id/hide',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: 'Hide a review, with the reason (audited); a published one leaves the destination page',
        params: IdParamSchema,
        body: HideReviewBodySchema,
        response: { 200: OpsReviewSchema },
      },
    },
    async (request) => hideReview(app.database, currentOperator(request), request.params.id, request.body.reason),
  );
}
