import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_APPLY_DATA_DIR, E2E_APPLY_URL } from '../playwright.config';
import { expect, type OutboxMessage, uniqueEmail } from './fixtures';
import { isoDaysFromNow } from './handoff-support';

/** Helpers of the specs run by the `apply` project, against the server with the booking site built in. */

/** This server's own origin: cookie-authenticated writes must come from the site itself. */
export const SAME_SITE = { origin: E2E_APPLY_URL };
export const PASSWORD = 'Trip-Planner-2026';
/** The smallest file the document checks take for a PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The newest message of `purpose` to `to` in this server's outbox, waited for. */
export async function outboxMessage(to: string, purpose: string): Promise<OutboxMessage> {
  const dir = path.resolve(E2E_APPLY_DATA_DIR, 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const message = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as OutboxMessage;
      if (message.to === to && message.purpose === purpose) return message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${purpose} message to ${to}`);
}

/** A one-page PDF with a line of text, as a browser's PDF viewer shows it (the PDF above is too bare for that). */
export const PAGE_PDF = (() => {
  const text = 'BT /F1 24 Tf 72 720 Td (Passport of Asha Rao) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
})();

/** The sign-up code mailed to `email`. */
export async function signupCode(email: string): Promise<string> {
  return (await outboxMessage(email, 'signup')).code!;
}

/** A call that must succeed, from this site's origin unless `options.headers` says otherwise; answers its JSON. */
export async function ok(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: Record<string, unknown> = {},
) {
  const response = await request.fetch(url, { method, headers: SAME_SITE, ...options });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

export interface SubmittedApplication {
  ref: string;
  checklist: Array<{ id: string; label: string }>;
  payment: { id: string; status: string };
}

/**
 * Submits a Thailand tourist application of the signed-in traveller with a passport in the profile and a
 * document on every checklist item (`documentFor` picks an uploaded document's id per item; a PDF by default),
 * paid through the test provider unless `pay` is false.
 */
export async function submitApplication(
  request: APIRequestContext,
  options: { documentFor?: (index: number) => Promise<string> | string; pay?: boolean } = {},
): Promise<SubmittedApplication> {
  await ok(request, 'PUT', '/api/profile', {
    data: {
      firstName: 'Asha',
      lastName: 'Rao',
      dob: '1990-04-12',
      nationality: 'Indian',
      passportNo: 'Z1234567',
      passportExpiry: isoDaysFromNow(3 * 365),
    },
  });
  const documentFor = options.documentFor ?? (await uploadOnce(request, 'passport', 'passport.pdf', PDF));
  const { application } = await ok(request, 'POST', '/api/applications', {
    data: { optionId: 'th-tourist', start: isoDaysFromNow(40), end: isoDaysFromNow(47), travellers: [{ self: true }] },
  });
  for (const [index, item] of (application as SubmittedApplication).checklist.entries()) {
    await ok(request, 'PUT', `/api/applications/${application.ref}/checklist/${item.id}`, {
      data: { documentId: await documentFor(index) },
    });
  }
  const { payment } = await ok(request, 'POST', `/api/applications/${application.ref}/submit`, {
    data: { walletAmount: 0, consents: { processing: true, embassySharing: true } },
  });
  if (options.pay !== false && payment.status === 'pending') {
    await ok(request, 'POST', `/api/payments/test/${payment.id}`, { data: { outcome: 'success' } });
  }
  return { ...(application as SubmittedApplication), payment };
}

/** Uploads a document to the vault; answers its id. */
export async function uploadDocument(
  request: APIRequestContext,
  type: string,
  name: string,
  buffer: Buffer,
): Promise<string> {
  const mimeType = name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg';
  return (await ok(request, 'POST', '/api/documents/upload', { multipart: { type, file: { name, mimeType, buffer } } }))
    .id;
}

async function uploadOnce(request: APIRequestContext, type: string, name: string, buffer: Buffer) {
  const id = await uploadDocument(request, type, name, buffer);
  return () => id;
}

/** Signs a traveller up through the API (code from the outbox); the request context is signed in afterwards. */
export async function signUp(
  request: APIRequestContext,
  label: string,
  name = { firstName: 'Asha', lastName: 'Rao' },
): Promise<string> {
  const email = uniqueEmail(label);
  await ok(request, 'POST', '/api/send-otp', { data: { email } });
  await ok(request, 'POST', '/api/verify-otp', { data: { email, otp: await signupCode(email) } });
  await ok(request, 'POST', '/api/auth/register', {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD, ...name, agree: true },
  });
  return email;
}

/** `npm run admin` while the e2e server holds the embedded database: it goes through the server. */
export function grantRole(email: string, role: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'npm',
      ['run', '--silent', 'admin', '--', 'grant-role', email, role],
      {
        env: { ...process.env, NODE_ENV: 'test', DATA_DIR: E2E_APPLY_DATA_DIR, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      },
      (error, stdout, stderr) => (error ? reject(new Error(`${stderr}${stdout}`)) : resolve(stdout)),
    );
  });
}

/** Ticks the review step's two consents (processing, and sharing with the embassy), both needed to pay. */
export async function agreeToApply(scope: Page | Locator) {
  await scope.getByRole('checkbox', { name: /^I agree that HelloVisa processes the personal data/ }).check();
  await scope.getByRole('checkbox', { name: /^I agree that HelloVisa shares this data with the embassy/ }).check();
}

export async function expectNoAxeViolations(page: Page, step: string) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${step}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

/** Turns on two-factor sign-in from the settings page the console sends a new operator to. */
export async function turnOnTwoFactor(page: Page) {
  await page.goto('/ops');
  await expect(page).toHaveURL(/\/account\/settings\?reason=ops-2fa/);
  const box = page.getByRole('region', { name: 'Two-Factor Authentication' });
  await box.getByRole('button', { name: 'Enable 2FA' }).click();
  const enrol = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
  const secret = ((await enrol.locator('code').textContent()) ?? '').replace(/\s+/g, '');
  await enrol.getByLabel('6-digit code').fill(await generate({ secret }));
  await enrol.getByRole('button', { name: 'Verify and enable' }).click();
  await page
    .getByRole('dialog', { name: 'Save your recovery codes' })
    .getByRole('button', { name: 'I have saved my codes' })
    .click();
  await expect(box.getByText('Enabled', { exact: true })).toBeVisible();
}

/** A new account with the role and two-factor sign-in, signed in on this page. */
export async function signInAsOperator(page: Page, role: string): Promise<string> {
  const email = await signUp(page.request, 'catalogue-admin', { firstName: 'Meera', lastName: 'Iyer' });
  expect(await grantRole(email, role)).toContain(`is now '${role}'`);
  await turnOnTwoFactor(page);
  return email;
}
