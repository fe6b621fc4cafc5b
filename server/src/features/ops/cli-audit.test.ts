import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { opsAudit, visaApplications } from '@db/schema/index';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { PDF, readyDraft, submitAndPay } from '../../../test/support/apply';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { COMMANDS } from '../../admin/commands';
import { newId } from '../../lib/ids';

/** Every operator command that changes something leaves an audit row by "command line". */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const run = (name: string, args: string[], options: Record<string, string | boolean> = {}) =>
  COMMANDS[name]!.run(t.database, { args, options, config: t.app.config });

async function auditRows(action: string, targetId: string) {
  return t.database.db
    .select()
    .from(opsAudit)
    .where(and(eq(opsAudit.action, action), eq(opsAudit.targetId, targetId)))
    .orderBy(desc(opsAudit.createdAt));
}

async function paidApplication() {
  const user = await createUser(t);
  const draft = await readyDraft(user, { optionId: 'th-tourist' });
  await submitAndPay(user, draft.ref);
  return draft.ref;
}

describe('operator commands write the audit log', () => {
  it('application-status records the move with the note', async () => {
    const ref = await paidApplication();
    await run('application-status', [ref, 'in_review'], { note: 'Looking at it' });
    const [row] = await auditRows('application.status', ref);
    expect(row).toMatchObject({
      operatorId: null,
      operatorEmail: 'command line',
      targetType: 'application',
      before: { status: 'submitted' },
      after: { status: 'in_review', note: 'Looking at it' },
    });
  });

  it('a refused move writes no row', async () => {
    const ref = await paidApplication();
    await expect(run('application-status', [ref, 'approved'])).rejects.toMatchObject({ statusCode: 409 });
    expect(await auditRows('application.status', ref)).toHaveLength(0);
  });

  it('decide-item records the decision on the item', async () => {
    const ref = await paidApplication();
    const list = await run('application-checklist', [ref]);
    const item = (list.data as { items: Array<{ id: string; label: string }> }).items[0]!;
    await run('decide-item', [ref, item.id, 'rejected'], { note: 'Blurred' });
    const [row] = await auditRows('checklist.reject', ref);
    expect(row).toMatchObject({
      operatorEmail: 'command line',
      after: { itemId: item.id, label: item.label, status: 'rejected', note: 'Blurred' },
    });
  });

  it('attach-visa records the approval and the file', async () => {
    const ref = await paidApplication();
    await run('application-status', [ref, 'in_review']);
    // The command line is an administrator's: it may move on before the documents are accepted, with a reason.
    await expect(run('application-status', [ref, 'with_embassy'])).rejects.toMatchObject({ statusCode: 409 });
    await run('application-status', [ref, 'with_embassy'], { override: 'Checked by phone' });
    const visa = path.join(t.dataDir, 'audited-visa.pdf');
    await writeFile(visa, PDF);
    await run('attach-visa', [ref, visa], { override: 'Checked by phone' });
    const overrides = await auditRows('application.status.override', ref);
    expect(overrides).toHaveLength(2);
    expect(overrides.map((entry) => entry.after)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'with_embassy', note: 'Checked by phone' }),
        expect.objectContaining({ status: 'approved', note: 'Checked by phone' }),
      ]),
    );
    const [row] = await auditRows('application.visa', ref);
    expect(row).toMatchObject({
      operatorEmail: 'command line',
      before: { status: 'with_embassy', visaFile: null },
      after: { status: 'approved', visaFile: 'audited-visa.pdf' },
    });
  });

  it('wallet-credit and wallet-debit record the balances and the reason', async () => {
    const user = await createUser(t);
    await run('wallet-credit', [user.email, '500'], { remark: 'Goodwill' });
    await run('wallet-debit', [user.email, '120.50'], { remark: 'Correction' });
    const [credit] = await auditRows('wallet.credit', user.id);
    expect(credit).toMatchObject({
      operatorEmail: 'command line',
      targetType: 'user',
      before: { balance: 0 },
      after: { balance: 500, amount: 500, reason: 'Goodwill' },
    });
    const [debit] = await auditRows('wallet.debit', user.id);
    expect(debit).toMatchObject({ before: { balance: 500 }, after: { balance: 379.5, reason: 'Correction' } });
  });

  it('set-status records the visa application status before and after', async () => {
    const user = await createUser(t);
    const ref = `HVL${Date.now()}`;
    await t.database.db
      .insert(visaApplications)
      .values({ id: newId(), userId: user.id, ref, country: 'TH', type: 'Tourist', status: 'Submitted' });
    await run('set-status', [ref, 'Approved'], { remarks: 'Issued' });
    const [row] = await auditRows('visa-application.status', ref);
    expect(row).toMatchObject({
      operatorEmail: 'command line',
      before: { status: 'Submitted', remarks: null },
      after: { status: 'Approved', remarks: 'Issued' },
    });
    await expect(run('set-status', ['HV-NONE', 'Approved'])).rejects.toMatchObject({ statusCode: 404 });
    expect(await auditRows('visa-application.status', 'HV-NONE')).toHaveLength(0);
  });

  it('set-override, catalogue-revert and import-requirements --apply record the catalogue changes', async () => {
    const set = await run('set-override', ['IN', 'MV', 'visa-free'], {
      days: '30',
      source: 'Maldives Immigration',
      url: 'https://immigration.gov.mv',
      verified: '2025-05-01',
    });
    const changeId = (set.data as { changeId: number }).changeId;
    const [override] = await auditRows('catalogue.override', 'override:IN:MV');
    expect(override).toMatchObject({
      operatorEmail: 'command line',
      targetType: 'catalogue',
      after: { changeId, passport: 'IN', destination: 'MV', category: 'visa-free', days: 30 },
    });

    const reverted = await run('catalogue-revert', [String(changeId)]);
    const [revert] = await auditRows('catalogue.revert', 'override:IN:MV');
    expect(revert).toMatchObject({
      before: { category: 'visa-free' },
      after: { changeId: (reverted.data as { changeId: number }).changeId, revertOf: changeId },
    });

    const file = path.join(t.dataDir, 'passport-index-2025-07-01.csv');
    await writeFile(file, 'Passport,Destination,Requirement\nIN,MV,60\n');
    await run('import-requirements', [file]);
    expect(await auditRows('catalogue.import-requirements', 'requirements')).toHaveLength(0);
    await run('import-requirements', [file], { apply: true });
    const [imported] = await auditRows('catalogue.import-requirements', 'requirements');
    expect(imported).toMatchObject({
      operatorEmail: 'command line',
      after: { asOf: '2025-07-01', source: 'import-requirements passport-index-2025-07-01.csv' },
    });
  });
});
