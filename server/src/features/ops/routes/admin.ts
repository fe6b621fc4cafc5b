import { OkSchema } from '@contract/errors';
import {
  AuditListSchema,
  AuditQuerySchema,
  FailedJobsQuerySchema,
  FailedJobsSchema,
  IdParamSchema,
  OpsRefParamsSchema,
  OpsRefundedSchema,
  OpsRefundSchema,
  RoleChangedSchema,
  RoleChangeSchema,
  WalletAdjustedSchema,
  WalletAdjustmentSchema,
} from '@contract/ops/console';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentOperator, requireAdmin } from '../../identity';
import * as admin from '../admin';
import * as desk from '../applications';
import * as people from '../users';

const tags = ['ops'];

/** Admin only: roles, wallet adjustments, the audit log, failed messages. */
export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

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
        summary: 'Admin: the audit log, by operator, target and action, newest first, a page at a time',
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
        summary: 'Admin: notification messages that failed for good, newest first, a page at a time',
        querystring: FailedJobsQuerySchema,
        response: { 200: FailedJobsSchema },
      },
    },
    async (request) => admin.failedJobs(app.database.db, request.query),
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
}
