import { HomeFiguresSchema, OnTimeRecordSchema } from '@contract/on-time-record';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onTimeRecordFor } from './cache';

const tags = ['on-time'];

/** The public on-time record and the home page's figures (docs/on-time.md#the-public-record). */
export default async function onTimeRecordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const record = onTimeRecordFor(app.database);
  const thresholds = app.config.homeFigures;

  app.get(
    '/on-time',
    {
      schema: {
        tags,
        summary: 'The public on-time record: decisions by month and destination, the share on time, the misses',
        description:
          'Applications with a promised decision date that were approved or rejected, by the month of the decision and by destination: how many, the share decided on or before the promised date, the median working days from submission to decision, and every miss (reference masked) with the days late and the compensation paid, in paise. Computed from the database at most an hour before.',
        response: { 200: OnTimeRecordSchema },
      },
    },
    async () => record.record(),
  );

  app.get(
    '/home-figures',
    {
      schema: {
        tags,
        summary: "The home page's figures: live once enough applications are decided and reviews published",
        description:
          '`live: false` until HOME_FIGURES_MIN_DECIDED applications were decided and HOME_FIGURES_MIN_REVIEWS reviews published; then the on-time share, the count decided and the average published rating.',
        response: { 200: HomeFiguresSchema },
      },
    },
    async () => record.homeFigures(thresholds),
  );
}
