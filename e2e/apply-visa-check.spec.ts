import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E_APPLY_URL } from '../playwright.config';
import { expectNoAxeViolations, ok, signInAsOperator, signUp, submitApplication } from './apply-support';
import { expect, quietHomePopups, test } from './fixtures';

const VISA = path.join(import.meta.dirname, '../server/test/fixtures/visas/visa-mismatch.jpg');

/**
 * The issued visa checked against the application (issue 31): an administrator attaches a visa whose zone names
 * someone else, is asked to confirm, confirms, and the application's page keeps the warnings.
 */
test('the console asks before approving with a visa that does not match, then shows what differed', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUp(page.request, 'visa-check');
  const { ref } = await submitApplication(page.request);
  const operatorContext = await browser.newContext({ baseURL: E2E_APPLY_URL });
  await quietHomePopups(operatorContext);
  const operator = await operatorContext.newPage();
  await signInAsOperator(operator, 'admin');
  const desk = `/api/ops/applications/${ref}`;
  await ok(operator.request, 'POST', `${desk}/accept-remaining`);
  await ok(operator.request, 'POST', `${desk}/status`, { data: { status: 'with_embassy' } });

  await operator.goto(`/ops/applications/${ref}`);
  await expect(operator.getByRole('heading', { name: 'Status: With the embassy' })).toBeVisible();
  const visa = operator.getByRole('region', { name: 'Issued visa' });
  await visa
    .getByLabel('Visa file (PDF, JPG or PNG)')
    .setInputFiles({ name: 'visa.jpg', mimeType: 'image/jpeg', buffer: await readFile(VISA) });
  await visa.getByRole('button', { name: 'Attach visa and approve' }).click();
  await expect(visa.getByRole('alert')).toContainText("The visa's zone does not match the application (Surname");
  await expectNoAxeViolations(operator, 'visa mismatch question');

  await visa.getByLabel('The visa does not match the application: attach it anyway and approve').check();
  await visa.getByRole('button', { name: 'Attach visa and approve' }).click();
  await expect(operator.getByRole('heading', { name: 'Status: Approved' })).toBeVisible();
  await expect(visa).toContainText('The visa does not match Asha Rao');
  await expect(visa).toContainText('Surname: the application says Rao, the visa says MENEN');
  await expectNoAxeViolations(operator, 'visa check kept');
  await operatorContext.close();
});
