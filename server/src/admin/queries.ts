import type { DbOrTx } from '@db/client';
import { ownersOfReference } from '../features/applications';
import { searchUsers } from '../features/identity';
import { balancesOf } from '../features/wallet';

const MAX_MATCHES = 20;

/** The staff search over users (id, e-mail, mobile, name, application reference), with wallet balances. */
export async function findUsers(db: DbOrTx, query: string) {
  const rows = await searchUsers(db, query, MAX_MATCHES, await ownersOfReference(db, query));
  const balances = await balancesOf(
    db,
    rows.map((user) => user.id),
  );
  return rows.map((user) => ({
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    mobile: user.mobile,
    emailVerifiedAt: user.emailVerifiedAt,
    totpEnabledAt: user.totpEnabledAt,
    createdAt: user.createdAt,
    balancePaise: balances.get(user.id) ?? 0,
  }));
}
