import type { Role } from '@contract/ops/roles';
import type { DbOrTx } from '@db/client';
import { opsAudit } from '@db/schema/index';
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
    | 'grievance'
    | 'breach';
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
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.ip,
  });
}
