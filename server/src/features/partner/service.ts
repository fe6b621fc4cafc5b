import type {
  PartnerApplicationUpsertSchema,
  PartnerSavedApplicationUpsertSchema,
  PartnerWalletTransactionSchema,
} from '@contract/account/partner';
import type { DbOrTx } from '@db/client';
import { users } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { upsertApplication, upsertSavedApplication } from '../applications/service';
import { paiseToRupees, recordTransaction, rupeesToPaise, toPublicTransaction } from '../wallet/service';

export async function userIdByEmail(db: DbOrTx, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!row) throw notFound('No user with this e-mail.');
  return row.id;
}

export async function putApplication(db: DbOrTx, ref: string, body: z.output<typeof PartnerApplicationUpsertSchema>) {
  const { email, ...fields } = body;
  return upsertApplication(db, await userIdByEmail(db, email), ref, fields);
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
