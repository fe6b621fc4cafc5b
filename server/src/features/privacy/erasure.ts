import { DELETE_NO_PASSWORD, DELETE_OPEN_APPLICATION, DELETE_PAYMENT_IN_FLIGHT } from '@contract/account/privacy';
import type { DbOrTx } from '@db/client';
import { dataExports } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { conflict } from '../../lib/app-error';
import { removeStoredFiles } from '../../lib/file-removal';
import type { RateLimits } from '../../lib/rate-limiter';
import { lockUser } from '../identity';
import { notifyUser } from '../notifications';
import { confirmPassword } from './reauth';

/** What a module says before a deletion, with its rows locked in the deletion transaction. */
export interface ErasureCheck {
  /** Why the account cannot be deleted yet (answered 409), if it cannot. */
  refusal?: string;
  /** Whether money records stay (the confirmation e-mail says so). */
  keepsPayments?: boolean;
}

/**
 * "Delete my account" across the modules, given through their public faces: the checks lock the rows a
 * deletion must not race (applications, payments); the parts erase each module's data. The composition root
 * (account-erasure.ts) lists them, so this module depends on none of them.
 */
export interface AccountErasure {
  checks: ReadonlyArray<(tx: DbOrTx, userId: string) => Promise<ErasureCheck>>;
  parts: ReadonlyArray<(tx: DbOrTx, userId: string, now: Date) => Promise<unknown>>;
}

let registered: AccountErasure | undefined;

/** Wired once at start-up (wiring.ts). */
export function provideAccountErasure(erasure: AccountErasure): void {
  registered = erasure;
}

function erasure(): AccountErasure {
  if (!registered) throw new Error('No account erasure is registered (the server registers one at start-up).');
  return registered;
}

/** The privacy module's own part: pending and ready exports and their ZIPs. Consents stay as evidence. */
async function eraseExports(tx: DbOrTx, userId: string) {
  const gone = await tx
    .delete(dataExports)
    .where(eq(dataExports.userId, userId))
    .returning({ key: dataExports.storageKey });
  await removeStoredFiles(
    tx,
    gone.map((row) => row.key),
  );
}

/**
 * Deletes the account in one transaction: every module's rows a payment or a move could touch locked first (the
 * applications, then the payments), then the user row; refused (409, nothing changed) while an application is open
 * or a payment in flight. That is the order a checkout or a move takes (its application, then the rows that point
 * at the user, which share-lock the user row): taking the user row first deadlocked against a checkout. The
 * confirmation is queued to the old address before identity erases it; files go through the file-removal job.
 */
export async function deleteAccount(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const checks: ErasureCheck[] = [];
    for (const check of erasure().checks) checks.push(await check(tx, userId));
    const refusal = checks.find((c) => c.refusal)?.refusal;
    if (refusal) throw conflict(refusal);
    await lockUser(tx, userId);
    await notifyUser(tx, {
      userId,
      kind: 'account-deleted',
      data: { keptPayments: checks.some((c) => c.keepsPayments) },
      dedupeKey: `account-deleted:${userId}`,
    });
    await eraseExports(tx, userId);
    for (const part of erasure().parts) await part(tx, userId, now);
  });
}

/** The messages the modules' checks answer with (contract/src/account/privacy.ts). */
export const ERASURE_REFUSALS = { openApplication: DELETE_OPEN_APPLICATION, paymentInFlight: DELETE_PAYMENT_IN_FLIGHT };

/** Checks the password again (the caller proves they hold the account), then deletes it. */
export async function confirmAndDeleteAccount(
  deps: { db: DbOrTx; rateLimits: RateLimits; now?: Date },
  userId: string,
  password: string,
): Promise<void> {
  await confirmPassword(deps, { name: 'account-deletion-reauth', noPassword: DELETE_NO_PASSWORD }, userId, password);
  await deleteAccount(deps.db, userId, deps.now ?? new Date());
}
