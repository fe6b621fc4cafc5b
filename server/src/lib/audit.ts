import type { Role } from '@contract/ops/roles';
import type { DbOrTx } from '@db/client';
import { opsAudit } from '@db/schema/index';
import { and, desc, eq, like, or } from 'drizzle-orm';
import { newId } from './ids';

/** Who acts: a signed-in operator, or the command line (no operator id). */
export interface OperatorActor {
  id: string | null;
  email: string;
  ip: string | null;
  role?: Role;
}

/** Whoever runs the server's command line holds its keys: an administrator. */
export const COMMAND_LINE: OperatorActor = { id: null, email: 'command line', ip: null, role: 'admin' };

interface AuditEntry {
  action: string;
  targetType:
    | 'user'
    | 'application'
    | 'contact-message'
    | 'job'
    | 'wallet'
    | 'payment'
    | 'catalogue'
    | 'trip-rule'
    | 'photo-spec'
    | 'grievance'
    | 'breach'
    | 'review';
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/** Writes one audit row, in the caller's transaction so that it stands or falls with the action. */
export async function recordAudit(db: DbOrTx, actor: OperatorActor, entry: AuditEntry): Promise<void> {
  await db.insert(opsAudit).values({
    id: newId(),
    operatorId: actor.id,
    operatorEmail: actor.email,
    operatorRole: actor.role ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.ip,
  });
}

/** Actions that show an operator a traveller's data: unmasking a document number, opening a document. */
export const DATA_ACCESS_ACTIONS = { revealPrefix: 'user.reveal.', documentView: 'document.view' } as const;

/** The audited looks at one user's data (reveals, document views), newest first. */
export async function dataAccessOf(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({
      id: opsAudit.id,
      action: opsAudit.action,
      operatorRole: opsAudit.operatorRole,
      after: opsAudit.after,
      createdAt: opsAudit.createdAt,
    })
    .from(opsAudit)
    .where(
      and(
        eq(opsAudit.targetType, 'user'),
        eq(opsAudit.targetId, userId),
        or(
          like(opsAudit.action, `${DATA_ACCESS_ACTIONS.revealPrefix}%`),
          eq(opsAudit.action, DATA_ACCESS_ACTIONS.documentView),
        ),
      ),
    )
    .orderBy(desc(opsAudit.createdAt))
    .limit(limit);
}
