import type { TransactionType, WalletTransaction, WalletTransactions } from '@contract/account/wallet';
import { paiseToRupees } from '@contract/money';
import type { DbOrTx } from '@db/client';
import { conflict, unprocessable } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { isUniqueViolation } from '../../lib/pg-errors';
import { notifyUser } from '../notifications';
import * as repo from './repo';

/** Debits take from the balance; credits, referral rewards and other adjustments add to it. */
const signFor = (type: TransactionType) => (type === 'debit' ? -1 : 1);

interface NewTransaction {
  userId: string;
  type: TransactionType;
  /** Positive integer paise; the type decides the direction. */
  amountPaise: number;
  remarks?: string | null;
  /** Makes a retried request record nothing new (partner API, referral rewards). */
  idempotencyKey?: string | null;
  /**
   * False when the caller tells the owner in its own words (a refund's notice names the application), or
   * later (a payment's wallet part, once the payment went through: `announceRecorded`).
   */
  announce?: boolean;
}

interface RecordedTransaction {
  transaction: repo.TransactionRow;
  balancePaise: number;
  /** True when the idempotency key had already been used: nothing new was written. */
  replayed: boolean;
}

/**
 * A ledger row as the API shows it. The transactions list writes the same shape in SQL
 * (`repo.transactionsPageAnswer`): a change here is made there too (wallet.test.ts compares them).
 */
export function toPublicTransaction(row: repo.TransactionRow): WalletTransaction {
  const amountPaise = Number(row.amountPaise);
  return {
    id: row.id,
    type: row.type as TransactionType,
    amount: paiseToRupees(Math.abs(amountPaise)),
    direction: amountPaise < 0 ? 'debit' : 'credit',
    remarks: row.remarks,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Appends one ledger entry and moves the balance by the same amount in one database transaction.
 * A debit that would take the balance below zero changes nothing and answers 422.
 */
export async function recordTransaction(db: DbOrTx, input: NewTransaction): Promise<RecordedTransaction> {
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise <= 0) {
    throw unprocessable('The amount must be more than zero.');
  }
  const key = input.idempotencyKey ?? null;
  if (key) {
    const earlier = await repo.transactionByIdempotencyKey(db, key);
    if (earlier) return replay(db, earlier, input);
  }
  try {
    return await db.transaction(async (tx) => {
      const delta = signFor(input.type) * input.amountPaise;
      await repo.ensureAccount(tx, input.userId);
      const balancePaise = await repo.applyDelta(tx, input.userId, delta);
      if (balancePaise === null) throw unprocessable('Insufficient wallet balance');
      const transaction = await repo.insertTransaction(tx, {
        id: newId(),
        userId: input.userId,
        type: input.type,
        amountPaise: delta,
        remarks: input.remarks ?? null,
        idempotencyKey: key,
      });
      if (input.announce !== false) await announceTransaction(tx, transaction, balancePaise);
      return { transaction, balancePaise, replayed: false };
    });
  } catch (error) {
    if (key && isUniqueViolation(error)) {
      const earlier = await repo.transactionByIdempotencyKey(db, key);
      if (earlier) return replay(db, earlier, input);
    }
    throw error;
  }
}

/**
 * Tells the owner about an entry recorded quietly (`announce: false`) once it is final, e.g. the wallet
 * part of a payment once the payment went through; with the balance as it is now. Once per entry.
 */
export async function announceRecorded(db: DbOrTx, idempotencyKey: string) {
  const transaction = await repo.transactionByIdempotencyKey(db, idempotencyKey);
  if (transaction) await announceTransaction(db, transaction, await repo.balanceOf(db, transaction.userId));
}

/** Tells the owner about a new ledger entry, in its transaction: once per entry. */
async function announceTransaction(db: DbOrTx, transaction: repo.TransactionRow, balancePaise: number) {
  const amountPaise = Math.abs(Number(transaction.amountPaise));
  const base = { userId: transaction.userId, dedupeKey: `wallet:${transaction.id}` };
  if (transaction.type === 'referral') {
    await notifyUser(db, { ...base, kind: 'referral-reward', data: { amountPaise } });
    return;
  }
  const kind = transaction.type === 'debit' ? 'wallet-debit' : 'wallet-credit';
  await notifyUser(db, { ...base, kind, data: { amountPaise, remarks: transaction.remarks, balancePaise } });
}

async function replay(db: DbOrTx, earlier: repo.TransactionRow, input: NewTransaction): Promise<RecordedTransaction> {
  const same =
    earlier.userId === input.userId &&
    earlier.type === input.type &&
    Math.abs(Number(earlier.amountPaise)) === input.amountPaise;
  if (!same) throw conflict('This idempotencyKey was already used for a different transaction.');
  return { transaction: earlier, balancePaise: await repo.balanceOf(db, input.userId), replayed: true };
}

export async function balance(db: DbOrTx, userId: string) {
  return { balance: paiseToRupees(await repo.balanceOf(db, userId)) };
}

/** A page of the list as the JSON text of WalletTransactionsSchema, written by the database (repo.transactionsPageAnswer). */
export function transactionsAnswer(
  db: DbOrTx,
  userId: string,
  query: { cursor?: string; limit: number },
): Promise<string> {
  return repo.transactionsPageAnswer(db, userId, query);
}

/** The first page of `limit` entries as objects, with the next page's cursor (the operator console's user page). */
export async function transactionsPage(db: DbOrTx, userId: string, limit: number): Promise<WalletTransactions> {
  return JSON.parse(await transactionsAnswer(db, userId, { limit })) as WalletTransactions;
}
