import type { AuditRow } from '@contract/ops/console';
import type { DbOrTx } from '@db/client';
import { opsAudit } from '@db/schema/index';
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { notFound } from '../../lib/app-error';
import { type OperatorActor, recordAudit } from '../../lib/audit';
import { failedMessages, resendFailedMessage } from '../notifications';

/** The audit log, newest first; operator matches id or e-mail, target matches id. */
export async function auditLog(
  db: DbOrTx,
  query: { operator?: string; target?: string; action?: string; limit: number },
) {
  const where: SQL[] = [];
  if (query.operator) {
    where.push(or(eq(opsAudit.operatorId, query.operator), ilike(opsAudit.operatorEmail, `%${query.operator}%`))!);
  }
  if (query.target) where.push(eq(opsAudit.targetId, query.target));
  if (query.action) where.push(ilike(opsAudit.action, `${query.action}%`));
  const rows = await db
    .select()
    .from(opsAudit)
    .where(and(...where))
    .orderBy(desc(opsAudit.createdAt))
    .limit(query.limit);
  const items: AuditRow[] = rows.map((row) => ({
    id: row.id,
    operator: row.operatorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items };
}

/** Notification messages that failed for good. */
export async function failedJobs(db: Parameters<typeof failedMessages>[0]) {
  const rows = await failedMessages(db, 100);
  return {
    items: rows.map((row) => ({
      ...row,
      attempts: Number(row.attempts),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** Sends a failed message again: back to the queue with a fresh delivery job (once, however often clicked). */
export async function retryFailedJob(db: DbOrTx, actor: OperatorActor, id: string) {
  await db.transaction(async (tx) => {
    const row = await resendFailedMessage(tx, id);
    if (!row) throw notFound('No failed message with this id.');
    await recordAudit(tx, actor, {
      action: 'job.retry',
      targetType: 'job',
      targetId: id,
      before: { status: 'failed' },
      after: { status: 'queued', to: row.to, purpose: row.purpose },
    });
  });
}
