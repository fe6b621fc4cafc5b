import type {
  PartnerApplicationUpsertSchema,
  PartnerSavedApplicationUpsertSchema,
  PartnerWalletTransactionSchema,
} from '@contract/account/partner';
import { APPLICATION_STATUSES, ApplicationStatusSchema } from '@contract/apply/applications';
import { paiseToRupees, rupeesToPaise } from '@contract/money';
import type { DbOrTx } from '@db/client';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { type ApplicationRow, changeStatus, findApplicationByRef } from '../applications';
import { findUserByEmail } from '../identity';
import { historyEntryOf, upsertHistoryEntry, upsertSavedApplication } from '../visa-history';
import { recordTransaction, toPublicTransaction } from '../wallet';

export async function userIdByEmail(db: DbOrTx, email: string): Promise<string> {
  const user = await findUserByEmail(db, email.trim().toLowerCase());
  if (!user) throw notFound('No user with this e-mail.');
  return user.id;
}

export async function putApplication(db: DbOrTx, ref: string, body: z.output<typeof PartnerApplicationUpsertSchema>) {
  const { email, ...fields } = body;
  const userId = await userIdByEmail(db, email);
  const own = await findApplicationByRef(db, ref);
  if (own) return moveOwnApplication(db, own, userId, fields);
  return upsertHistoryEntry(db, userId, ref, fields);
}

/** An application made on this site: the partner moves it along the state graph like an operator. */
async function moveOwnApplication(
  db: DbOrTx,
  row: ApplicationRow,
  userId: string,
  fields: { status: string; remarks?: string | null },
) {
  if (row.userId !== userId) throw conflict('This application reference belongs to another user.');
  const status = ApplicationStatusSchema.safeParse(fields.status.toLowerCase().replace(/\s+/g, '_'));
  if (!status.success) {
    throw badRequest(`Use one of: ${APPLICATION_STATUSES.join(', ')}`, { status: 'Not a status of this application' });
  }
  if (status.data !== row.status) {
    await changeStatus(db, row.ref, status.data, { actor: 'partner', note: fields.remarks ?? null });
  }
  return { application: historyEntryOf((await findApplicationByRef(db, row.ref))!), created: false };
}

export async function putSavedApplication(
  db: DbOrTx,
  ref: string,
  body: z.output<typeof PartnerSavedApplicationUpsertSchema>,
) {
  const { email, ...fields } = body;
  return upsertSavedApplication(db, await userIdByEmail(db, email), ref, fields);
}

export async function postWalletTransaction(db: DbOrTx, body: z.output<typeof PartnerWalletTransactionSchema>) {
  const result = await recordTransaction(db, {
    userId: await userIdByEmail(db, body.email),
    type: body.type,
    amountPaise: rupeesToPaise(body.amount),
    remarks: body.remarks ?? null,
    idempotencyKey: body.idempotencyKey,
  });
  return {
    body: { transaction: toPublicTransaction(result.transaction), balance: paiseToRupees(result.balancePaise) },
    replayed: result.replayed,
  };
}
