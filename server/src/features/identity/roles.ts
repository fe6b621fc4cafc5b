import { OPERATOR_IDLE_HOURS, type Role } from '@contract/ops/roles';
import type { DbOrTx } from '@db/client';
import { sessions, users } from '@db/schema/index';
import { eq, ne, sql } from 'drizzle-orm';
import { notFound } from '../../lib/app-error';
import { type OperatorActor, recordAudit } from '../../lib/audit';
import { lockUserByEmail, updateUser } from './users';

const OPERATOR_IDLE_MS = OPERATOR_IDLE_HOURS * 60 * 60 * 1000;

/** Operators' sessions end after 12 hours idle; travellers keep the configured default. */
export function sessionIdleFor(user: { role: string }): number | undefined {
  return user.role === 'traveller' ? undefined : OPERATOR_IDLE_MS;
}

interface RoleChange {
  userId: string;
  email: string;
  before: Role;
  after: Role;
}

/**
 * Grants (or takes back) a role, audited. Sessions already open for a new operator are held to the
 * operators' idle timeout from now on; the console's guard reads the role afresh on each request.
 */
export async function grantRole(db: DbOrTx, email: string, role: Role, actor: OperatorActor): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const user = await lockUserByEmail(tx, email.trim().toLowerCase());
    if (!user) throw notFound(`No user with the e-mail ${email}.`);
    const change = { userId: user.id, email: user.email, before: user.role as Role, after: role };
    if (user.role === role) return change;
    await updateUser(tx, user.id, { role });
    if (role !== 'traveller') {
      await tx
        .update(sessions)
        .set({ idleTimeoutSeconds: sql`least(${sessions.idleTimeoutSeconds}, ${OPERATOR_IDLE_MS / 1000})` })
        .where(eq(sessions.userId, user.id));
    }
    await recordAudit(tx, actor, {
      action: 'role.grant',
      targetType: 'user',
      targetId: user.id,
      before: { role: user.role },
      after: { role },
    });
    return change;
  });
}

/** Whether anyone may use the operator console (support or admin). */
export async function hasOperator(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(ne(users.role, 'traveller')).limit(1);
  return row !== undefined;
}
