import { IdParamSchema } from '@contract/ops/console';
import {
  BreachAffectedBodySchema,
  BreachAffectedResultSchema,
  BreachCreateSchema,
  BreachDetailSchema,
  BreachListQuerySchema,
  BreachListSchema,
  BreachNotifyResultSchema,
  BreachReportSchema,
  BreachSchema,
  BreachTravellersQuerySchema,
  BreachTravellersSchema,
  GrievanceCaseSchema,
  GrievanceListSchema,
  GrievanceNoteBodySchema,
  GrievanceQuerySchema,
  GrievanceResolveBodySchema,
} from '@contract/ops/grievances';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acknowledgeGrievance,
  addAffected,
  addGrievanceNote,
  breachDetail,
  breachReport,
  breachTravellers,
  grievanceCase,
  listBreaches,
  listGrievances,
  markBreachReported,
  notifyAffected,
  recordBreach,
  resolveGrievance,
} from '../../grievances';
import { currentOperator, requireAdmin, requireSupport } from '../../identity';

const tags = ['ops'];

/** Grievance cases (support and admin) and personal-data breaches (admin only): docs/grievances-and-breaches.md. */
export async function privacyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const officer = () => app.config.grievanceOfficer;

  app.get(
    '/ops/grievances',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: 'Grievance cases, the next deadline first, with overdue marked',
        querystring: GrievanceQuerySchema,
        response: { 200: GrievanceListSchema },
      },
    },
    async (request) => listGrievances(db(), request.query),
  );

  app.get(
    '/ops/grievances/:id',
    {
      onRequest: requireSupport,
      schema: { tags, summary: 'A grievance case', params: IdParamSchema, response: { 200: GrievanceCaseSchema } },
    },
    async (request) => grievanceCase(db(), request.params.id),
  );

  app.post(
    '/ops/grievances/:id/acknowledge',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: 'Acknowledge a grievance (the person is told by e-mail)',
        params: IdParamSchema,
        response: { 200: GrievanceCaseSchema },
      },
    },
    async (request) => acknowledgeGrievance(db(), currentOperator(request), request.params.id),
  );

  app.post(
    '/ops/grievances/:id/notes',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: 'Add an internal note to a grievance',
        params: IdParamSchema,
        body: GrievanceNoteBodySchema,
        response: { 200: GrievanceCaseSchema },
      },
    },
    async (request) => addGrievanceNote(db(), currentOperator(request), request.params.id, request.body.body),
  );

  app.post(
    '/ops/grievances/:id/resolve',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: 'Resolve a grievance with a reply e-mailed to the person',
        params: IdParamSchema,
        body: GrievanceResolveBodySchema,
        response: { 200: GrievanceCaseSchema },
      },
    },
    async (request) =>
      resolveGrievance(db(), currentOperator(request), request.params.id, request.body.reply, officer()),
  );

  app.get(
    '/ops/breaches',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Recorded personal-data breaches, newest discovery first, a page at a time',
        querystring: BreachListQuerySchema,
        response: { 200: BreachListSchema },
      },
    },
    async (request) => listBreaches(db(), request.query),
  );

  app.post(
    '/ops/breaches',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: "Record a personal-data breach (the Board's 72 hours run from its discovery)",
        body: BreachCreateSchema,
        response: { 201: BreachSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await recordBreach(db(), currentOperator(request), request.body)),
  );

  app.get(
    '/ops/breaches/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'A breach and the first page of its affected travellers',
        params: IdParamSchema,
        response: { 200: BreachDetailSchema },
      },
    },
    async (request) => breachDetail(db(), request.params.id),
  );

  app.get(
    '/ops/breaches/:id/travellers',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: "A breach's affected travellers in the order they were added, a page at a time",
        params: IdParamSchema,
        querystring: BreachTravellersQuerySchema,
        response: { 200: BreachTravellersSchema },
      },
    },
    async (request) => breachTravellers(db(), request.params.id, request.query),
  );

  app.post(
    '/ops/breaches/:id/affected',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Add affected travellers, by e-mail or by documents uploaded in a period',
        params: IdParamSchema,
        body: BreachAffectedBodySchema,
        response: { 200: BreachAffectedResultSchema },
      },
    },
    async (request) => addAffected(db(), currentOperator(request), request.params.id, request.body),
  );

  app.post(
    '/ops/breaches/:id/notify',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Send the breach notice to every affected traveller not yet sent it (in their language)',
        params: IdParamSchema,
        response: { 200: BreachNotifyResultSchema },
      },
    },
    async (request) => notifyAffected(db(), currentOperator(request), request.params.id, officer()),
  );

  app.post(
    '/ops/breaches/:id/reported',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Mark the report to the Data Protection Board as sent',
        params: IdParamSchema,
        response: { 200: BreachSchema },
      },
    },
    async (request) => markBreachReported(db(), currentOperator(request), request.params.id),
  );

  app.get(
    '/ops/breaches/:id/report',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'The report for the Data Protection Board (DPDP Rules 2025 rule 7(2))',
        params: IdParamSchema,
        response: { 200: BreachReportSchema },
      },
    },
    async (request) =>
      breachReport(db(), request.params.id, { officer: officer(), dataFiduciary: app.config.productName }),
  );
}
