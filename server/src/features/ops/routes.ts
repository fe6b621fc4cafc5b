import { DestinationEditSchema, RequirementOverrideInputSchema, VisaOptionEditSchema } from '@contract/catalogue-facts';
import { OkSchema } from '@contract/errors';
import {
  CatalogueHistoryQuerySchema,
  CatalogueHistorySchema,
  ChangeIdParamsSchema,
  ChangeSavedSchema,
  ContradictionsSchema,
  DestinationCodeParamsSchema,
  OpsCatalogueSchema,
  OptionIdParamsSchema,
  OverrideParamsSchema,
  OverrideRemovalQuerySchema,
} from '@contract/ops/catalogue';
import {
  AuditListSchema,
  AuditQuerySchema,
  ChecklistDecisionSchema,
  FailedJobsSchema,
  IdParamSchema,
  InboxListSchema,
  InboxMessageSchema,
  InboxQuerySchema,
  InboxReplyBodySchema,
  InboxUpdateSchema,
  NewNoteSchema,
  OpsApplicationSchema,
  OpsDocumentParamsSchema,
  OpsItemParamsSchema,
  OpsRefParamsSchema,
  OpsRefundedSchema,
  OpsRefundSchema,
  OpsStatusChangeSchema,
  OpsUserSchema,
  QueueNeighboursQuerySchema,
  QueueNeighboursSchema,
  QueuePageSchema,
  QueueQuerySchema,
  RevealedSchema,
  RevealSchema,
  RoleChangedSchema,
  RoleChangeSchema,
  UserHitsSchema,
  UserSearchQuerySchema,
  UserSessionParamsSchema,
  WalletAdjustedSchema,
  WalletAdjustmentSchema,
} from '@contract/ops/console';
import { OperatorSchema } from '@contract/ops/roles';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { removeStoredFiles } from '../../lib/file-removal';
import { fileStorage } from '../../lib/storage';
import { FRAMEABLE_DOCUMENT_HEADERS } from '../../plugins/security';
import { currentAuth } from '../../plugins/session';
import { catalogueChanges } from '../catalogue/facts';
import { UPLOAD_RULES } from '../documents/service';
import { receiveUpload } from '../documents/upload';
import * as admin from './admin';
import * as desk from './applications';
import * as catalogue from './catalogue';
import { currentOperator, requireAdmin, requireOperator, requireSupport } from './guard';
import * as inbox from './inbox';
import { queueNeighbours, queuePage } from './queue';
import * as people from './users';

const tags = ['ops'];

const VISA_RULES = {
  ...UPLOAD_RULES,
  wrongTypeMessage: 'The visa file must be a PDF, JPG or PNG.',
  missingMessage: 'Choose the visa file first.',
};

/** The operator console's API (DESIGN 9), by area: every route carries a role guard. */
export default async function opsRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const storage = () => fileStorage(app.config.filesDir);

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

  // ---- Applications ----------------------------------------------------------------------------

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
    async (request) => desk.applicationDetail(db(), request.params.ref),
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
      return desk.applicationDetail(db(), request.params.ref);
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
      return desk.applicationDetail(db(), ref);
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
      return desk.applicationDetail(db(), request.params.ref);
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
        consumes: ['multipart/form-data'],
        params: OpsRefParamsSchema,
        response: { 200: OpsApplicationSchema },
      },
    },
    async (request) => {
      const { ref } = request.params;
      await desk.applicationDetail(db(), ref);
      const file = await receiveUpload(request, storage(), VISA_RULES);
      try {
        await desk.attachVisa(db(), currentOperator(request), ref, file);
      } catch (error) {
        await removeStoredFiles(db(), [file.key]).catch(() => {});
        throw error;
      }
      return desk.applicationDetail(db(), ref);
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
      return desk.applicationDetail(db(), request.params.ref);
    },
  );

  app.get(
    '/ops/applications/:ref/documents/:documentId',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: "A checklist document of the application, inline (PDF or image) for the operator's review",
        params: OpsDocumentParamsSchema,
      },
    },
    async (request, reply) => {
      const row = await desk.checklistDocument(db(), request.params.ref, request.params.documentId);
      const file = await storage().get(row.storageKey);
      if (!file) return reply.status(404).send({ error: 'The file of this document is missing.', code: 'NOT_FOUND' });
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

  // ---- Contact inbox ---------------------------------------------------------------------------

  app.get(
    '/ops/contact',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: 'Contact messages, newest first, by status and subject',
        querystring: InboxQuerySchema,
        response: { 200: InboxListSchema },
      },
    },
    async (request) => inbox.inbox(db(), request.query),
  );

  app.patch(
    '/ops/contact/:id',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: "Change a contact message's status (new, open, resolved) or assignee",
        params: IdParamSchema,
        body: InboxUpdateSchema,
        response: { 200: InboxMessageSchema },
      },
    },
    async (request) => inbox.updateMessage(db(), currentOperator(request), request.params.id, request.body),
  );

  app.post(
    '/ops/contact/:id/reply',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: 'Reply to a contact message by e-mail (kept with the message)',
        params: IdParamSchema,
        body: InboxReplyBodySchema,
        response: { 200: InboxMessageSchema },
      },
    },
    async (request) => inbox.replyToMessage(db(), currentOperator(request), request.params.id, request.body.body),
  );

  // ---- Users -----------------------------------------------------------------------------------

  app.get(
    '/ops/users',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: 'Find users by e-mail, mobile, name or application reference',
        querystring: UserSearchQuerySchema,
        response: { 200: UserHitsSchema },
      },
    },
    async (request) => people.searchUsers(db(), request.query.q),
  );

  app.get(
    '/ops/users/:id',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: 'A user: profile (passport and PAN masked), applications, wallet, referrals, sessions',
        params: IdParamSchema,
        response: { 200: OpsUserSchema },
      },
    },
    async (request) => people.userDetail(db(), request.params.id, currentAuth(request).sessionId),
  );

  app.post(
    '/ops/users/:id/reveal',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: 'Reveal the passport number or PAN (audited)',
        params: IdParamSchema,
        body: RevealSchema,
        response: { 200: RevealedSchema },
      },
    },
    async (request) => people.reveal(db(), currentOperator(request), request.params.id, request.body.field),
  );

  app.delete(
    '/ops/users/:id/sessions/:sessionId',
    {
      onRequest: requireSupport,
      schema: {
        tags,
        summary: "Sign one of the user's devices out",
        params: UserSessionParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      const { id, sessionId } = request.params;
      await people.revokeSession(db(), app.sessions, currentOperator(request), id, sessionId);
      return { ok: true as const };
    },
  );

  app.delete(
    '/ops/users/:id/sessions',
    {
      onRequest: requireSupport,
      schema: { tags, summary: 'Sign the user out everywhere', params: IdParamSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await people.revokeAllSessions(db(), app.sessions, currentOperator(request), request.params.id);
      return { ok: true as const };
    },
  );

  // ---- Admin only ------------------------------------------------------------------------------

  app.post(
    '/ops/users/:id/wallet',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admin: credit or debit the wallet with a reason (through the ledger)',
        params: IdParamSchema,
        body: WalletAdjustmentSchema,
        response: { 200: WalletAdjustedSchema },
      },
    },
    async (request) => people.adjustWallet(db(), currentOperator(request), request.params.id, request.body),
  );

  app.post(
    '/ops/applications/:ref/refund',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admin: refund a paid application, in full or its service fee and GST, to the wallet or the provider',
        params: OpsRefParamsSchema,
        body: OpsRefundSchema,
        response: { 200: OpsRefundedSchema },
      },
    },
    async (request) => desk.refundPayment(app.database.db, currentOperator(request), request.params.ref, request.body),
  );

  app.post(
    '/ops/users/:id/role',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admin: grant or take back a role',
        params: IdParamSchema,
        body: RoleChangeSchema,
        response: { 200: RoleChangedSchema },
      },
    },
    async (request) =>
      people.changeRole(db(), app.sessions, currentOperator(request), request.params.id, request.body.role),
  );

  app.get(
    '/ops/audit',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admin: the audit log, by operator, target and action',
        querystring: AuditQuerySchema,
        response: { 200: AuditListSchema },
      },
    },
    async (request) => admin.auditLog(db(), request.query),
  );

  app.get(
    '/ops/jobs/failed',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admin: notification messages that failed for good',
        response: { 200: FailedJobsSchema },
      },
    },
    async () => admin.failedJobs(app.database.db),
  );

  app.post(
    '/ops/jobs/:id/retry',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admin: send a failed message again',
        params: IdParamSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await admin.retryFailedJob(db(), currentOperator(request), request.params.id);
      return { ok: true as const };
    },
  );
  // ---- Catalogue (admin only) ------------------------------------------------------------------

  app.get(
    '/ops/catalogue',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admin: the catalogue facts (destinations with their visa options, overrides) with versions',
        response: { 200: OpsCatalogueSchema },
      },
    },
    async () => catalogue.catalogueForConsole(db()),
  );

  app.put(
    '/ops/catalogue/destinations/:code',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: "Admin: change a destination's card (409 when someone changed it since)",
        params: DestinationCodeParamsSchema,
        body: DestinationEditSchema,
        response: { 200: ChangeSavedSchema },
      },
    },
    async (request) =>
      catalogue.saveDestination(app.database, currentOperator(request), request.params.code, request.body),
  );

  app.put(
    '/ops/catalogue/options/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admin: change a visa option: fees, times, documents, source (409 when someone changed it since)',
        params: OptionIdParamsSchema,
        body: VisaOptionEditSchema,
        response: { 200: ChangeSavedSchema },
      },
    },
    async (request) => catalogue.saveOption(app.database, currentOperator(request), request.params.id, request.body),
  );

  app.put(
    '/ops/catalogue/overrides',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admin: create or change the requirement override for a passport → destination pair',
        body: RequirementOverrideInputSchema,
        response: { 200: ChangeSavedSchema },
      },
    },
    async (request) => catalogue.saveOverride(app.database, currentOperator(request), request.body),
  );

  app.delete(
    '/ops/catalogue/overrides/:passport/:destination',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admin: remove an override (the shipped requirement data applies again)',
        params: OverrideParamsSchema,
        querystring: OverrideRemovalQuerySchema,
        response: { 200: ChangeSavedSchema },
      },
    },
    async (request) =>
      catalogue.removeOverride(app.database, currentOperator(request), {
        ...request.params,
        version: request.query.version,
      }),
  );

  app.get(
    '/ops/catalogue/history',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admin: catalogue changes, newest first: who, when, before and after',
        querystring: CatalogueHistoryQuerySchema,
        response: { 200: CatalogueHistorySchema },
      },
    },
    async (request) => ({ items: await catalogueChanges(db(), request.query) }),
  );

  app.post(
    '/ops/catalogue/history/:id/revert',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admin: undo a catalogue change (409 when the entry changed again since)',
        params: ChangeIdParamsSchema,
        response: { 200: ChangeSavedSchema },
      },
    },
    async (request) => catalogue.revert(app.database, currentOperator(request), request.params.id),
  );

  app.get(
    '/ops/catalogue/contradictions',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admin: where the catalogue sells or badges what an Indian passport does not need',
        response: { 200: ContradictionsSchema },
      },
    },
    async () => catalogue.contradictions(app.database),
  );
}
