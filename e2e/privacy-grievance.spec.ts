import { execFile } from 'node:child_process';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { expectNoAxeViolations, turnOnTwoFactor } from './apply-support';
import { appReady, expect, SAME_SITE, signUpThroughApi, test, uniqueEmail, waitForMessage } from './fixtures';

/** `npm run admin` against this server's data directory (it goes through the running server). */
function grantRole(email: string, role: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'npm',
      ['run', '--silent', 'admin', '--', 'grant-role', email, role],
      { env: { ...process.env, NODE_ENV: 'test', DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '', LOG_LEVEL: 'silent' } },
      (error, stdout, stderr) => (error ? reject(new Error(`${stderr}${stdout}`)) : resolve(stdout)),
    );
  });
}

async function fillGrievance(
  page: Page,
  email: string,
  labels: { form: string; name: string; email: string; topic: string; details: string },
) {
  const form = page.getByRole('form', { name: labels.form });
  await form.getByLabel(labels.name).fill('Priya Sharma');
  await form.getByRole('textbox', { name: labels.email, exact: true }).fill(email);
  await form.getByLabel(labels.topic).selectOption('erasure');
  await form.getByLabel(labels.details, { exact: true }).fill('Please erase my passport scan.');
}

test.describe('grievances', () => {
  test('the privacy policy names the officer and links the form, which files a grievance in English', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await appReady(page);
    const officer = page.getByRole('region', { name: 'Grievance Officer' });
    await expect(officer).toContainText('grievance@hellovisa.example');
    await expect(officer).toContainText('12 MG Road, Bengaluru');
    await officer.getByRole('link', { name: 'File a grievance online' }).click();
    await expect(page).toHaveURL(/\/privacy\/grievance$/);
    await expect(page.getByRole('heading', { level: 1, name: 'File a grievance' })).toBeVisible();

    await page.getByRole('button', { name: 'Submit grievance' }).click();
    await expect(page.getByText('Enter your name')).toBeVisible();
    await expect(page.getByText('Choose what your grievance is about')).toBeVisible();
    await expect(page.getByText('Describe your grievance', { exact: true }).last()).toBeVisible();
    await expectNoAxeViolations(page, 'grievance form with errors');

    const email = uniqueEmail('grievance');
    await fillGrievance(page, email, {
      form: 'Grievance about personal data',
      name: 'Your name',
      email: 'Email',
      topic: 'What is it about?',
      details: 'Describe your grievance',
    });
    await page.getByRole('button', { name: 'Submit grievance' }).click();
    const recorded = page.getByRole('status').filter({ hasText: 'Your grievance is recorded' });
    await expect(recorded).toContainText(/GRV-\d{4}-\d{6}/);
    const receipt = await waitForMessage(email, { purpose: 'grievance-receipt' });
    expect(receipt.subject).toMatch(/^We received your grievance GRV-/);
    await expectNoAxeViolations(page, 'grievance form sent');
  });

  test('works in Hindi, with Hindi messages and acknowledgement', async ({ page }) => {
    await page.goto('/hi/privacy/grievance');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'शिकायत दर्ज करें' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.getByRole('button', { name: 'शिकायत भेजें' }).click();
    await expect(page.getByText('अपना नाम लिखें')).toBeVisible();
    await expect(page.getByText('चुनें कि आपकी शिकायत किस बारे में है')).toBeVisible();
    await expectNoAxeViolations(page, 'Hindi grievance form with errors');

    const email = uniqueEmail('grievance-hi');
    await fillGrievance(page, email, {
      form: 'निजी डेटा के बारे में शिकायत',
      name: 'आपका नाम',
      email: 'ईमेल',
      topic: 'यह किस बारे में है?',
      details: 'अपनी शिकायत का ब्योरा लिखें',
    });
    await page.getByRole('button', { name: 'शिकायत भेजें' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'आपकी शिकायत संदर्भ' })).toContainText(/GRV-/);
    const receipt = await waitForMessage(email, { purpose: 'grievance-receipt' });
    expect(receipt.subject).toMatch(/^हमें आपकी शिकायत GRV-\d{4}-\d{6} मिल गई है$/);
  });
});

test('the console: grievance cases with deadlines, and a breach with its notices and the Board report', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const traveller = uniqueEmail('breach-traveller');
  const filed = await page.request.post('/api/grievances', {
    data: { name: 'Ravi Kumar', email: traveller, topic: 'access', details: 'Send me what you hold.' },
    headers: SAME_SITE,
  });
  expect(filed.status()).toBe(201);
  const { reference } = await filed.json();

  const admin = await signUpThroughApi(page.request, { firstName: 'Meera', lastName: 'Iyer' });
  expect(await grantRole(admin.email, 'admin')).toContain("is now 'admin'");
  await turnOnTwoFactor(page);

  await page.goto('/ops/grievances');
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('new');
  await expect(row).toContainText('(in 23 h)');
  await expect(row).toContainText('(in 14 d 23 h)');
  await expectNoAxeViolations(page, 'grievance list');

  await row.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { name: `Grievance ${reference}: Access to my data` })).toBeVisible();
  await expectNoAxeViolations(page, 'grievance case');
  await page.getByRole('button', { name: /^Acknowledge/ }).click();
  await expect(page.getByText(/^done .* by /).first()).toBeVisible();
  await page.getByLabel('Add a note (not sent to the person)').fill('Export requested from the data team.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Export requested from the data team.')).toBeVisible();
  await page.getByLabel(/Reply with the outcome/).fill('We have sent you a copy of your data.');
  await page.getByRole('button', { name: 'Resolve and send reply' }).click();
  await expect(page.getByRole('heading', { name: 'Reply sent' })).toBeVisible();
  expect((await waitForMessage(traveller, { purpose: 'grievance-resolved' })).text).toContain(
    'We have sent you a copy of your data.',
  );

  // A traveller who will be told of the breach (signed up in a context of their own).
  const affected = await signUpThroughApi(request);
  await page.goto('/ops/breaches');
  await expectNoAxeViolations(page, 'breach list');
  const form = page.getByRole('form', { name: 'Record a breach' });
  await form.getByLabel('Title').fill('Backup bucket left public');
  await form.getByLabel(/^What happened \(nature/).fill('A backup of uploaded documents was readable for six hours.');
  await form.getByLabel('Discovered (your time)').fill('2026-01-10T09:30');
  await form.getByLabel('Passport details').check();
  await form.getByLabel('Where (system, service or place)').fill('Backup bucket');
  await form.getByLabel('Likely impact on the people affected').fill('Passport scans could be misused.');
  await form.getByLabel(/^Measures taken/).fill('The bucket was closed and keys rotated.');
  await form.getByRole('button', { name: 'Record the breach' }).click();
  await expect(page.getByRole('heading', { name: 'Breach BR-', exact: false })).toBeVisible();
  await expect(page.getByText("The 72 hours for the Board's report have passed.")).toBeVisible();

  await page.getByLabel(/E-mail addresses/).fill(`${affected.email}\nnobody@example.com`);
  await page.getByRole('button', { name: 'Add travellers' }).click();
  await expect(page.getByText('Added 1; 0 already listed. No account for: nobody@example.com.')).toBeVisible();
  await page.getByRole('button', { name: 'Send the notice to 1 traveller(s)' }).click();
  await expect(page.getByText('Notice sent to 1; 0 had it already.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Every listed traveller has the notice' })).toBeDisabled();
  const notice = await waitForMessage(affected.email, { purpose: 'data-breach' });
  expect(notice.text).toContain('readable for six hours');

  const report = page.getByRole('region', { name: /Report to the Data Protection Board/ });
  await expect(report).toContainText('Passport details');
  await expect(report).toContainText('1 of 1 notified');
  await expectNoAxeViolations(page, 'breach detail and report');
});
