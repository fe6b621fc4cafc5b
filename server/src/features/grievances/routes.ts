import { ErrorEnvelopeSchema } from '@contract/errors';
import {
  GRIEVANCE_RECEIVED,
  GrievanceOfficerSchema,
  GrievanceReceiptSchema,
  GrievanceRequestSchema,
} from '@contract/grievances';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type GrievanceDeps, submitGrievance } from './service';

const tags = ['grievances'];

/** The public grievance form (docs/grievances-and-breaches.md): signed in or not. */
export default async function grievanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: GrievanceDeps = {
    db: app.database.db,
    rateLimits: app.rateLimits,
    officer: app.config.grievanceOfficer,
  };

  app.get(
    '/grievance-officer',
    {
      schema: {
        tags,
        summary: 'The grievance officer the privacy policy names',
        response: { 200: GrievanceOfficerSchema },
      },
    },
    async () => app.config.grievanceOfficer,
  );

  app.post(
    '/grievances',
    {
      schema: {
        tags,
        summary: 'File a grievance about personal data',
        description:
          'Records a case with a reference (GRV-YYYY-NNNNNN) and e-mails an acknowledgement with the deadlines: acknowledged within 24 hours, resolved within 15 days. Limited per address and per e-mail like the contact form.',
        body: GrievanceRequestSchema,
        response: { 201: GrievanceReceiptSchema, 400: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const row = await submitGrievance(deps, request.body, {
        userId: request.auth?.userId ?? null,
        ip: request.ip,
        lang: request.lang,
      });
      return reply.status(201).send({
        message: GRIEVANCE_RECEIVED,
        reference: row.reference,
        acknowledgeBy: row.acknowledgeBy.toISOString(),
        resolveBy: row.resolveBy.toISOString(),
      });
    },
  );
}
