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

describe('migration 0018: closed applications get the time they closed', () => {
  it('takes the timeline entry that entered the final status, and leaves open applications alone', async () => {
    await database.query(`insert into users (id, email, email_canonical, referral_code)
      values ('closer', 'closer@example.com', 'closer@example.com', 'CLOSER1')`);
    const insert = (id: string, status: string) =>
      database.query(
        `insert into applications (id, ref, user_id, option_id, country, option, start_date, end_date, status,
          government_fee_paise, service_fee_paise, gst_paise, total_paise, updated_at)
         values ($1, $1, 'closer', 'th-tourist', 'TH', '{}'::jsonb, '2026-01-01', '2026-01-10', $2, 0, 0, 0, 0,
          '2026-03-01T00:00:00Z')`,
        [id, status],
      );
    await insert('HV-2026-000901', 'approved');
    await insert('HV-2026-000902', 'in_review');
    await insert('HV-2026-000903', 'cancelled');
    await database.query(`insert into application_events (id, application_id, from_status, status, actor, created_at)
      values ('e1', 'HV-2026-000901', 'submitted', 'with_embassy', 'operator', '2026-01-20T00:00:00Z'),
             ('e2', 'HV-2026-000901', 'with_embassy', 'approved', 'operator', '2026-02-02T10:00:00Z')`);

    const backfill = statementsOf('0018_retention.sql').at(-1);
    await database.query(backfill!);

    const { rows } = await database.query(
      `select id, closed_at from applications where user_id = 'closer' order by id`,
    );
    expect(rows.map((row) => [row.id, row.closed_at ? new Date(row.closed_at as string).toISOString() : null])).toEqual(
      [
        ['HV-2026-000901', '2026-02-02T10:00:00.000Z'],
        ['HV-2026-000902', null],
        // No timeline entry: its last change.
        ['HV-2026-000903', '2026-03-01T00:00:00.000Z'],
      ],
    );
  });
});
