import { PassportCheckSchema } from '@contract/apply/passport-check';
import { ErrorEnvelopeSchema } from '@contract/errors';
import {
  ChecklistDecisionSchema,
  NewNoteSchema,
  OpsApplicationSchema,
  OpsDocumentParamsSchema,
  OpsItemParamsSchema,
  OpsRefParamsSchema,
  OpsStatusChangeSchema,
  QueueNeighboursQuerySchema,
  QueueNeighboursSchema,
  QueuePageSchema,
  QueueQuerySchema,
} from '@contract/ops/console';
import { ApplicationTripCheckSchema } from '@contract/trip-check';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { removeStoredFiles } from '../../../lib/file-removal';
import { fileStorage } from '../../../lib/storage';
import { FRAMEABLE_DOCUMENT_HEADERS } from '../../../plugins/security';
import { applicationTripCheck, queueNeighbours, queuePage } from '../../applications';
import { receiveUpload, UPLOAD_RULES } from '../../documents';
import { currentOperator, requireSupport } from '../../identity';
import { passportEngine } from '../../passport-reading';
import { tripCheckerFor } from '../../trip-check';
import * as desk from '../applications';

const tags = ['ops'];

const VISA_RULES = {
  ...UPLOAD_RULES,
  wrongTypeMessage: 'The visa file must be a PDF, JPG or PNG.',
  missingMessage: 'Choose the visa file first.',
};

/** The review desk: the queue, an application, its items, status, visa and refunds. */
export async function deskRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const storage = () => fileStorage(app.config.filesDir);

  app.get(
    '/ops/applications',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: 'The application queue: filters, sort by submission, keyset pages, counts per status',
        querystring: QueueQuerySchema,
        response: { 200: QueuePageSchema },
      },
    },
    async (request) => queuePage(db(), request.query),
  );

  app.get(
    '/ops/applications/:ref',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: 'One application with its internal notes and the moves allowed now',
        params: OpsRefParamsSchema,
        response: { 200: OpsApplicationSchema },
      },
    },
    async (request) => desk.applicationDetail(db(), currentOperator(request), request.params.ref),
  );

  app.post(
    '/ops/applications/:ref/status',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: 'Move an application along the state graph (409 with the allowed moves otherwise)',
        params: OpsRefParamsSchema,
        body: OpsStatusChangeSchema,
        response: { 200: OpsApplicationSchema },
      },
    },
    async (request) => {
      await desk.changeApplicationStatus(app.database.db, currentOperator(request), request.params.ref, request.body);
      return desk.applicationDetail(db(), currentOperator(request), request.params.ref);
    },
  );

  app.post(
    '/ops/applications/:ref/checklist/:itemId',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: 'Accept or reject a checklist item with a note (a rejection asks the traveller again)',
        params: OpsItemParamsSchema,
        body: ChecklistDecisionSchema,
        response: { 200: OpsApplicationSchema },
      },
    },
    async (request) => {
      const { ref, itemId } = request.params;
      await desk.decideItem(db(), currentOperator(request), ref, itemId, request.body);
      return desk.applicationDetail(db(), currentOperator(request), ref);
    },
  );

  app.post(
    '/ops/applications/:ref/accept-remaining',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: 'Accept every uploaded document not decided yet (rejected ones wait for a new upload)',
        params: OpsRefParamsSchema,
        response: { 200: OpsApplicationSchema },
      },
    },
    async (request) => {
      await desk.acceptRemaining(db(), currentOperator(request), request.params.ref);
      return desk.applicationDetail(db(), currentOperator(request), request.params.ref);
    },
  );

  const trips = tripCheckerFor(app.database, app.config.tripCheck.staleMonths);
  app.get(
    '/ops/applications/:ref/trip-check',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: "The trip check of an application's dates for each traveller (the traveller's ready-to-fly panel)",
        params: OpsRefParamsSchema,
        response: { 200: ApplicationTripCheckSchema },
      },
    },
    async (request) => {
      const row = await desk.findOrNotFound(db(), request.params.ref);
      return applicationTripCheck(trips, db(), row, 'en');
    },
  );

  app.get(
    '/ops/applications/:ref/passport-check',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary:
          "The document review: each traveller's attached passport as read (fields, matched or not, unreadable, duplicates)",
        params: OpsRefParamsSchema,
        response: { 200: PassportCheckSchema },
        'x-need-to-know': 'application',
      },
    },
    async (request) => desk.passportReview(db(), trips, currentOperator(request), request.params.ref),
  );

  app.post(
    '/ops/applications/:ref/documents/:documentId/read',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary:
          "Read an application's attached passport again; the review answers with what was read or why nothing could be (422: not a passport)",
        params: OpsDocumentParamsSchema,
        response: { 200: PassportCheckSchema, 422: ErrorEnvelopeSchema },
        'x-need-to-know': 'application',
      },
    },
    async (request) => {
      const { ref, documentId } = request.params;
      const deps = { db: db(), storage: storage(), engine: passportEngine(app.config.passportReading.idleMs) };
      await desk.readPassportAgain(deps, currentOperator(request), ref, documentId);
      return desk.passportReview(db(), trips, currentOperator(request), ref);
    },
  );

  app.get(
    '/ops/applications/:ref/neighbours',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: 'The previous and next application in the queue with these filters',
        params: OpsRefParamsSchema,
        querystring: QueueNeighboursQuerySchema,
        response: { 200: QueueNeighboursSchema },
      },
    },
    async (request) => queueNeighbours(db(), request.params.ref, request.query),
  );

  app.post(
    '/ops/applications/:ref/visa',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary:
          'Attach the issued visa (multipart `file`, optional `note`, `override` for an administrator): the application becomes approved',
        description:
          "A visa zone (MRV-A) in the file is read and compared with the application's traveller (names, birth date, " +
          'nationality, the passport number where the zone carries it). A mismatch answers 409 with the field ' +
          '`confirmMismatch` until the form sends `confirmMismatch=yes`; the check is kept and shown as `visaCheck`.',
        consumes: ['multipart/form-data'],
        params: OpsRefParamsSchema,
        response: { 200: OpsApplicationSchema, 409: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const { ref } = request.params;
      await desk.applicationDetail(db(), currentOperator(request), ref);
      const file = await receiveUpload(request, storage(), VISA_RULES);
      try {
        const deps = { db: db(), storage: storage(), engine: passportEngine(app.config.passportReading.idleMs) };
        const check = await desk.checkIssuedVisa({ ...deps, checker: trips }, ref, file);
        await desk.attachVisa(db(), currentOperator(request), ref, file, check);
      } catch (error) {
        await removeStoredFiles(db(), [file.key]).catch(() => {});
        throw error;
      }
      return desk.applicationDetail(db(), currentOperator(request), ref);
    },
  );

  app.post(
    '/ops/applications/:ref/notes',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: 'Add an internal note (never shown to the traveller)',
        params: OpsRefParamsSchema,
        body: NewNoteSchema,
        response: { 200: OpsApplicationSchema },
      },
    },
    async (request) => {
      await desk.addNote(db(), currentOperator(request), request.params.ref, request.body.body);
      return desk.applicationDetail(db(), currentOperator(request), request.params.ref);
    },
  );

  app.get(
    '/ops/applications/:ref/documents/:documentId',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary:
          "A checklist document of the application, inline (PDF or image) for the operator's review (support: only in their queue)",
        params: OpsDocumentParamsSchema,
        'x-need-to-know': 'application',
      },
    },
    async (request, reply) => {
      const row = await desk.checklistDocument(
        db(),
        currentOperator(request),
        request.params.ref,
        request.params.documentId,
      );
      const file = await storage().get(row.storageKey);
      if (!file) return reply.status(404).send({ error: 'The file of this document is missing.', code: 'NOT_FOUND' });
      await desk.auditDocumentView(db(), currentOperator(request), row);
      return reply
        .headers(FRAMEABLE_DOCUMENT_HEADERS)
        .header('content-type', row.contentType)
        .header('content-length', String(file.size))
        .header('content-disposition', `inline; filename="${row.filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"`)
        .header('cache-control', 'private, no-store')
        .header('connection', 'close')
        .send(file.stream);
    },
  );
}
