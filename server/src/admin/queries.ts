import type { DbOrTx } from '@db/client';
import { contactMessages, users, walletAccounts } from '@db/schema/index';
import { desc, eq, ilike, or, sql } from 'drizzle-orm';

const MAX_MATCHES = 20;

/** Users whose id, e-mail or mobile is the query, or whose e-mail or name contains it. */
export function findUsers(db: DbOrTx, query: string) {
  const text = query.trim();
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      mobile: users.mobile,
      emailVerifiedAt: users.emailVerifiedAt,
      totpEnabledAt: users.totpEnabledAt,
      createdAt: users.createdAt,
      balancePaise: sql<number>`coalesce(${walletAccounts.balancePaise}, 0)`,
    })
    .from(users)
    .leftJoin(walletAccounts, eq(walletAccounts.userId, users.id))
    .where(
      or(
        eq(users.id, text),
        eq(users.email, text.toLowerCase()),
        eq(users.mobile, text),
        ilike(users.email, like),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
      ),
    )
    .orderBy(desc(users.createdAt))
    .limit(MAX_MATCHES);
}

export function recentContactMessages(db: DbOrTx, limit: number) {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
}
