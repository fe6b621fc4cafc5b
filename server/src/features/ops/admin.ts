import type { AuditList, AuditRow } from '@contract/ops/console';
import type { DbOrTx } from '@db/client';
import { opsAudit } from '@db/schema/index';
import { and, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import { notFound } from '../../lib/app-error';
import { type OperatorActor, recordAudit } from '../../lib/audit';
import { keyset, preciseTime } from '../../lib/keyset';
import { failedMessages, resendFailedMessage } from '../notifications';

/** The audit log's pages, newest first, to the microsecond, then id (whatever the filters). */
const auditPages = keyset('ops-audit', ['time', 'id']);

/** The audit log, newest first, a page at a time in one query; operator matches id or e-mail, target matches id. */
export async function auditLog(
  db: DbOrTx,
  query: { operator?: string; target?: string; action?: string; cursor?: string; limit: number },
): Promise<AuditList> {
  const page = auditPages.seek(query.cursor, [opsAudit.createdAt, opsAudit.id], 'desc');
  const where: Array<SQL | undefined> = [page.where];
  if (query.operator) {
    where.push(or(eq(opsAudit.operatorId, query.operator), ilike(opsAudit.operatorEmail, `%${query.operator}%`))!);
  }
  if (query.target) where.push(eq(opsAudit.targetId, query.target));
  if (query.action) where.push(ilike(opsAudit.action, `${query.action}%`));
  const rows = await db
    .select({ ...getTableColumns(opsAudit), cursorAt: preciseTime(opsAudit.createdAt) })
    .from(opsAudit)
    .where(and(...where))
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
  const { items: rowsOfPage, nextCursor } = auditPages.page(rows, query.limit, (row) => [row.cursorAt, row.id]);
  const items: AuditRow[] = rowsOfPage.map((row) => ({
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
  return { items, nextCursor };
}

/** Notification messages that failed for good, a page at a time. */
export async function failedJobs(db: Parameters<typeof failedMessages>[0], query: { cursor?: string; limit: number }) {
  const { items, nextCursor } = await failedMessages(db, query);
  return {
    nextCursor,
    items: items.map((row) => ({
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
