import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { PDF, readyDraft, submitAndPay } from '../../../test/support/apply';
import { partnerClient } from '../../../test/support/partner';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { COMMANDS } from '../../admin/commands';
import { attachmentHeader } from '../documents/upload';
import { visaFileName } from './visa-file';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const run = (name: string, args: string[], options: Record<string, string> = {}) =>
  COMMANDS[name]!.run(t.database, { args, options, config: t.app.config });

describe('operator commands for applications made on this site', () => {
  it('move an application along the graph with a note, then attach the visa the traveller downloads', async () => {
    const user = await createUser(t);
    const draft = await readyDraft(user, { optionId: 'th-tourist' });
    await submitAndPay(user, draft.ref);

    const skipped = await run('application-status', [draft.ref, 'approved']).catch((e) => e);
    expect(skipped.statusCode).toBe(409);

    await run('application-status', [draft.ref.toLowerCase(), 'in_review'], { note: 'Looking at it' });
    const list = await run('application-checklist', [draft.ref]);
    expect(list.text).toContain('in_review');
    const items = (list.data as { items: Array<{ id: string; label: string }> }).items;
    await run('decide-item', [draft.ref, items[0]!.id, 'accepted'], { note: 'Fine' });
    for (const item of items.slice(1)) await run('decide-item', [draft.ref, item.id, 'accepted']);
    await run('application-status', [draft.ref, 'with_embassy']);

    const notAVisa = path.join(t.dataDir, 'notes.txt');
    await writeFile(notAVisa, 'just text');
    expect((await run('attach-visa', [draft.ref, notAVisa]).catch((e) => e)).message).toMatch(/PDF, JPG or PNG/);

    const visa = path.join(t.dataDir, 'visa.pdf');
    await writeFile(visa, PDF);
    const attached = await run('attach-visa', [draft.ref, visa]);
    expect(attached.text).toContain('approved');

    const application = (await user.client.get(`/api/applications/${draft.ref}`)).body.application;
    expect(application.status).toBe('approved');
    // The same decision as the console's: the note names the item it is about.
    expect(application.checklist[0]).toMatchObject({ status: 'accepted', note: `${items[0]!.label}: Fine` });
    expect(application.timeline.map((e: { status: string }) => e.status)).toEqual([
      'draft',
      'submitted',
      'in_review',
      'with_embassy',
      'approved',
    ]);
    expect(application.timeline[2]).toMatchObject({ actor: 'operator', note: 'Looking at it' });
    const history = (await user.client.get('/api/visa/history')).body.items[0];
    expect(history).toMatchObject({ ref: draft.ref, status: 'Approved', documentUrl: application.visaUrl });
    const download = await user.client.get(application.visaUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    // Named by reference and traveller, not by the operator's upload name (visa.pdf).
    const file = `HelloVisa-visa-${draft.ref}-asha-traveller.pdf`;
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="${file}"; filename*=UTF-8''${file}`,
    );

    const other = await createUser(t);
    expect((await other.client.get(application.visaUrl)).status).toBe(404);
  });
});

describe('the issued visa file name', () => {
  it('keeps a name in another script for filename* and gives an ASCII fallback', () => {
    const name = visaFileName('HelloVisa', 'HV-2026-000007', 'आशा  शर्मा', 'image/jpeg');
    expect(name).toBe('HelloVisa-visa-HV-2026-000007-आशा-शर्मा.jpg');
    const header = attachmentHeader(name);
    expect(header).toContain('filename="HelloVisa-visa-HV-2026-000007-');
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; /);
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe(name);
  });
});

describe('the partner API on applications made on this site', () => {
  it('moves them along the state graph (409 otherwise) and answers the Visa History row', async () => {
    const user = await createUser(t);
    const draft = await readyDraft(user, { optionId: 'th-tourist' });
    await submitAndPay(user, draft.ref);
    const partner = partnerClient(t);
    const body = { email: user.email, country: 'TH', type: 'Tourist Visa' };
    const forbidden = await partner.put(`/api/partner/applications/${draft.ref}`, { ...body, status: 'approved' });
    expect(forbidden.status).toBe(409);
    const moved = await partner.put(`/api/partner/applications/${draft.ref}`, {
      ...body,
      status: 'in_review',
      remarks: 'Received at the desk',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.application).toMatchObject({ ref: draft.ref, status: 'In review' });
    const unknown = await partner.put(`/api/partner/applications/${draft.ref}`, { ...body, status: 'pending' });
    expect(unknown.status).toBe(400);
    const stranger = await createUser(t);
    const taken = await partner.put(`/api/partner/applications/${draft.ref}`, {
      ...body,
      email: stranger.email,
      status: 'with_embassy',
    });
    expect(taken.status).toBe(409);
    const application = (await user.client.get(`/api/applications/${draft.ref}`)).body.application;
    expect(application.status).toBe('in_review');
    expect(application.timeline.at(-1)).toMatchObject({ actor: 'partner', note: 'Received at the desk' });
  });
});
