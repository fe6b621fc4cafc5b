import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '@db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalMailbox } from '../server/src/features/identity/mailbox';
import { freshDatabase } from '../server/test/test-app';
import { migrationsFolder } from './client';

/** The statements of one migration file, as the migrator runs them. */
const statementsOf = (file: string) =>
  readFileSync(path.join(migrationsFolder, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('migration 0014: every account has its mailbox', () => {
  it('fills in the mailbox as canonicalMailbox does, then requires one', async () => {
    // The column as an older release left it: optional, and empty for accounts made before it.
    await database.query('alter table users alter column email_canonical drop not null', []);
    const emails = [
      'Asha.Rao+2@Gmail.com',
      'a.sha.rao@googlemail.com',
      'ravi.k+promo@example.in',
      ' meera@example.com ',
      '+tag@example.com',
    ];
    for (const [index, email] of emails.entries()) {
      await database.query('insert into users (id, email, referral_code) values ($1, $2, $3)', [
        `legacy${index}`,
        email,
        `LEGACY${index}`,
      ]);
    }

    for (const statement of statementsOf('0014_mailbox-always-set.sql')) await database.query(statement);

    const { rows } = await database.query(`select email_canonical from users where id like 'legacy%' order by id`, []);
    expect(rows.map((row) => row.email_canonical)).toEqual(emails.map(canonicalMailbox));
    await expect(
      database.query(`insert into users (id, email, referral_code) values ('legacy9', 'x@example.com', 'LEGACY9')`, []),
    ).rejects.toThrow(/email_canonical/);
  });
});
