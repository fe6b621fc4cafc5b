import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { catalogueHistory, notifications, requirementOverrides } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { COMMANDS } from '../../admin/commands';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const run = (args: string[], options: Record<string, string | boolean> = {}) =>
  COMMANDS['import-requirements']!.run(t.database, { args, options });

async function csvFile(name: string, lines: string[]) {
  const file = path.join(t.dataDir, name);
  await writeFile(file, `${['Passport,Destination,Requirement', ...lines].join('\n')}\n`);
  return file;
}

const requirementFor = async (to: string) =>
  (await t.client().get(`/api/visa/search?from=IN&to=${to}&type=tourist`)).body.requirement;

describe('npm run admin -- import-requirements', () => {
  it('prints what a newer file would change and changes nothing on a dry run', async () => {
    const file = await csvFile('passport-index-2025-06-01.csv', ['IN,TH,90', 'IN,AE,e-visa', 'IN,JP,visa free']);
    const result = await run([file]);
    expect(result.text).toContain('0 added, ');
    expect(result.text).toContain('  ~ IN → TH: visa-free 60 days → visa-free 90 days');
    expect(result.text).toContain('  ~ IN → JP: e-visa → visa-free');
    expect(result.text).not.toContain('IN → AE');
    expect(result.text).toContain('Dry run: nothing changed.');
    expect(await t.database.db.select().from(requirementOverrides)).toEqual([]);
    expect(await t.database.db.select().from(catalogueHistory)).toEqual([]);
  });

  it('with --apply records each change with the file date as verified date, in the history, and tells travellers', async () => {
    const traveller = await createUser(t);
    await traveller.client.post('/api/wishlist', { type: 'destination', country: 'TH' });
    const file = await csvFile('passport-index-2025-06-01.csv', ['IN,TH,90', 'IN,AE,e-visa']);
    const result = await run([file], { apply: true });
    expect(result.text).toContain('Applied: 1 requirements recorded as verified 2025-06-01; 1 travellers told.');

    // The search's cache learns of the change from the database's notification, not at once.
    await expect.poll(async () => (await requirementFor('TH')).days, { timeout: 10_000 }).toBe(90);
    expect(await requirementFor('TH')).toMatchObject({
      category: 'visa-free',
      source: { name: 'Passport Index' },
      verifiedAt: '2025-06-01',
    });
    const history = await t.database.db.select().from(catalogueHistory);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ entity: 'override', entryKey: 'IN:TH', before: null });

    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, traveller.id));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      kind: 'catalogue-change',
      data: { country: 'Thailand', summary: 'Thailand: Indian passport holders now visa-free for 90 days' },
    });

    expect((await run([file])).text).toMatch(/^0 added, \d+ removed, 0 changed/);
  });

  it('reports the line of a malformed file and changes nothing', async () => {
    const before = await t.database.db.select().from(requirementOverrides);
    const badCode = await csvFile('bad-code.csv', ['IN,MY,visa free', 'India,TH,90']);
    await expect(run([badCode], { apply: true })).rejects.toThrow(/^line 3: /);
    const badValue = await csvFile('bad-value.csv', ['IN,MY,visa free', 'IN,SG,maybe']);
    await expect(run([badValue], { apply: true })).rejects.toThrow('line 3: unknown requirement "maybe"');
    const noHeader = path.join(t.dataDir, 'no-header.csv');
    await writeFile(noHeader, 'IN,MY,visa free\n');
    await expect(run([noHeader], { apply: true })).rejects.toThrow(/^line 1: expected the header/);
    await expect(run([path.join(t.dataDir, 'missing.csv')])).rejects.toThrow(/Cannot read/);
    expect(await t.database.db.select().from(requirementOverrides)).toEqual(before);
  });
});

describe('operator commands for requirement overrides', () => {
  const command = (name: string, args: string[], options: Record<string, string> = {}) =>
    COMMANDS[name]!.run(t.database, { args, options });

  it('set an override, list it in the history, revert it, and list the contradiction it made meanwhile', async () => {
    await t.database.db.delete(requirementOverrides);
    expect((await command('catalogue-contradictions', [])).text).toBe('No contradictions.');
    const set = await command('set-override', ['in', 'lk', 'visa-free'], {
      days: '90',
      source: 'Sri Lanka Department of Immigration',
      url: 'https://www.immigration.gov.lk',
      verified: '2025-05-01',
    });
    expect(set.text).toMatch(/^IN → LK: visa-free 90 days \(change \d+\)\.$/);
    await expect.poll(async () => (await requirementFor('LK')).days).toBe(90);
    expect((await command('catalogue-contradictions', [])).text).toContain('LK  Tourist');

    const history = await command('catalogue-history', ['override', 'IN:LK']);
    expect(history.text).toContain('override IN:LK  by command line');
    const [latest] = history.data as Array<{ id: number }>;
    expect((await command('catalogue-revert', [String(latest!.id)])).text).toContain(`Change #${latest!.id} reverted`);
    await expect.poll(async () => (await requirementFor('LK')).category).toBe('visa-on-arrival');
  });

  it('refuse a bad override with the reason and change nothing', async () => {
    const before = await t.database.db.select().from(requirementOverrides);
    await expect(
      command('set-override', ['IN', 'LK', 'visa-free'], {
        days: '90',
        source: 'x',
        url: 'not a url',
        verified: '2025-05-01',
      }),
    ).rejects.toThrow(/^Override: Give the address of the source/);
    await expect(command('set-override', ['IN', 'LK', 'sometimes'], { source: 'x', url: '/visa' })).rejects.toThrow(
      /^Override: /,
    );
    await expect(command('catalogue-revert', ['abc'])).rejects.toThrow('Give the change number');
    expect(await t.database.db.select().from(requirementOverrides)).toEqual(before);
  });
});
