import { RefParamsSchema } from '@contract/apply/applications';
import { ErrorEnvelopeSchema } from '@contract/errors';
import {
  ApplicationReviewSchema,
  DestinationReviewsQuerySchema,
  DestinationReviewsSchema,
  ReviewRequestSchema,
} from '@contract/reviews';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth, requireAuth } from '../identity';
import { applicationReview, submitReview } from './service';
import { reviewShowcaseFor } from './showcase';

const tags = ['reviews'];

/** Travellers rate an approved application; destination pages read the published reviews (docs/reviews.md). */
export default async function reviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const showcase = reviewShowcaseFor(app.database);
  app.addHook('onReady', () => showcase.start());

  app.get(
    '/applications/:ref/review',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: "The caller's review of their application, and whether it can be rated now",
        params: RefParamsSchema,
        response: { 200: ApplicationReviewSchema },
      },
    },
    async (request) => applicationReview(db(), currentAuth(request).userId, request.params.ref),
  );

  app.post(
    '/applications/:ref/review',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: 'Rate an approved application: 1 to 5 stars and an optional text of at most 1000 characters',
        description:
          "Once per application, by its owner, after the visa is approved (409 before, or a second time; 404 for another traveller's application). The review is shown on the destination's page once support publishes it.",
        params: RefParamsSchema,
        body: ReviewRequestSchema,
        response: { 201: ApplicationReviewSchema, 409: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await submitReview(db(), currentAuth(request).userId, request.params.ref, request.body, request.lang)),
  );

  app.get(
    '/reviews',
    {
      schema: {
        tags,
        summary: "A destination's published reviews: average rating, count and the newest few",
        querystring: DestinationReviewsQuerySchema,
        response: { 200: DestinationReviewsSchema },
      },
    },
    async (request) => showcase.of(request.query.country),
  );
}
