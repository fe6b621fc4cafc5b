import type { DbOrTx } from '@db/client';
import { walletAccounts, walletTransactions } from '@db/schema/index';
import { and, eq, gte, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import { keyset, preciseTime } from '../../lib/keyset';

export type TransactionRow = typeof walletTransactions.$inferSelect;

export async function ensureAccount(db: DbOrTx, userId: string): Promise<void> {
  await db.insert(walletAccounts).values({ userId }).onConflictDoNothing();
}

/**
 * Adds delta to the balance only if the result stays at or above zero. The condition is checked by
 * the UPDATE itself, so concurrent debits queue on the row and each sees the previous one's result.
 * Returns the new balance, or null when the balance was too small.
 */
export async function applyDelta(db: DbOrTx, userId: string, deltaPaise: number): Promise<number | null> {
  const [row] = await db
    .update(walletAccounts)
    .set({ balancePaise: sql`${walletAccounts.balancePaise} + ${deltaPaise}`, updatedAt: new Date() })
    .where(and(eq(walletAccounts.userId, userId), gte(sql`${walletAccounts.balancePaise} + ${deltaPaise}`, 0)))
    .returning({ balancePaise: walletAccounts.balancePaise });
  return row ? Number(row.balancePaise) : null;
}

export async function insertTransaction(db: DbOrTx, values: typeof walletTransactions.$inferInsert) {
  const [row] = await db.insert(walletTransactions).values(values).returning();
  return row!;
}

export async function balanceOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ balancePaise: walletAccounts.balancePaise })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId));
  return row ? Number(row.balancePaise) : 0;
}

/** The balances of these users in one query; a user with no wallet yet has 0. */
export async function balancesOf(db: DbOrTx, userIds: string[]): Promise<Map<string, number>> {
  const rows = userIds.length
    ? await db
        .select({ userId: walletAccounts.userId, balancePaise: walletAccounts.balancePaise })
        .from(walletAccounts)
        .where(inArray(walletAccounts.userId, userIds))
    : [];
  const balances = new Map(rows.map((row) => [row.userId, Number(row.balancePaise)]));
  return new Map(userIds.map((id) => [id, balances.get(id) ?? 0]));
}

export async function ledgerSum(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${walletTransactions.amountPaise}), 0)` })
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId));
  return Number(row?.sum ?? 0);
}

/** A timestamp as the API writes it (ISO 8601 in UTC, milliseconds), made by the database. */
const isoTime = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The wallet list's pages: newest first, by the time of the entry to the microsecond, then id. */
export const walletPages = keyset('wallet-transactions', ['time', 'id']);

/**
 * A page of entries as the API answers its items (`[…]`, WalletTransactionSchema), written by the database as one
 * text value: the list is the wallet page's every visit, and one column of one row is far cheaper for the server
 * than parsing 50 rows and serialising them again. Each item is `row_to_json` (compact, keys in the contract's
 * order); amounts are rupees (`float8` paise / 100 prints as JavaScript prints `paise / 100`). The same row says
 * whether more follow and the key of the page's last entry, for the next page's cursor. `limit + 1` rows are read
 * on wallet_transactions_user_created_id_idx, backwards from the cursor (`after`) or from the newest; prepared once
 * per database, one statement for the first page and one for the others, so each plan walks the index.
 */
function preparePageAnswer(db: DbOrTx, after: boolean) {
  const t = walletTransactions;
  const limit = sql.placeholder('limit');
  return db
    .select({
      items: sql<string>`'[' || coalesce(string_agg(row_to_json(item)::text, ',' order by page.created_at desc, page.id desc) filter (where page.n <= ${limit}), '') || ']'`,
      more: sql<boolean>`count(*) > ${limit}`,
      lastAt: sql<string | null>`max(${preciseTime(sql`page.created_at`)}) filter (where page.n = ${limit})`,
      lastId: sql<string | null>`max(page.id) filter (where page.n = ${limit})`,
    })
    .from(
      sql`(
        select rows.*, row_number() over (order by rows.created_at desc, rows.id desc) as n
        from (
          select ${t.id} as id, ${t.type} as type, ${t.amountPaise} as amount_paise, ${t.remarks} as remarks,
            ${t.createdAt} as created_at
          from ${t}
          where ${t.userId} = ${sql.placeholder('userId')}
            ${after ? sql`and (${t.createdAt}, ${t.id}) < (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')})` : sql``}
          order by ${t.createdAt} desc, ${t.id} desc
          limit ${sql.placeholder('fetch')}
        ) rows
      ) page cross join lateral (
        select page.id as "id", page.type as "type", abs(page.amount_paise)::float8 / 100 as "amount",
          case when page.amount_paise < 0 then 'debit' else 'credit' end as "direction",
          page.remarks as "remarks", ${isoTime(sql`page.created_at`)} as "createdAt"
      ) item`,
    )
    .prepare(after ? 'wallet_transactions_page_after_answer' : 'wallet_transactions_first_page_answer');
}
const pageAnswers = new WeakMap<
  DbOrTx,
  { first: ReturnType<typeof preparePageAnswer>; after: ReturnType<typeof preparePageAnswer> }
>();

/**
 * A page of a user's ledger after the cursor, newest first, as the JSON text of WalletTransactionsSchema: the
 * items as the database wrote them, and the cursor of the next page (null on the last).
 */
export async function transactionsPageAnswer(
  db: DbOrTx,
  userId: string,
  query: { cursor?: string; limit: number },
): Promise<string> {
  const keys = walletPages.decode(query.cursor);
  let answers = pageAnswers.get(db);
  if (!answers) {
    answers = { first: preparePageAnswer(db, false), after: preparePageAnswer(db, true) };
    pageAnswers.set(db, answers);
  }
  const params = { userId, limit: query.limit, fetch: query.limit + 1 };
  const [row] = keys
    ? await answers.after.execute({ ...params, afterAt: keys[0], afterId: keys[1] })
    : await answers.first.execute(params);
  const { items, more, lastAt, lastId } = row!;
  const nextCursor = more && lastAt && lastId ? JSON.stringify(walletPages.encode([lastAt, lastId])) : 'null';
  return `{"items":${items},"nextCursor":${nextCursor}}`;
}

export async function transactionByIdempotencyKey(db: DbOrTx, key: string): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(walletTransactions).where(eq(walletTransactions.idempotencyKey, key));
  return row;
}
