import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { agreeToApply, expectNoAxeViolations, ok, signInAsOperator, signUp, uploadDocument } from './apply-support';
import { expect, quietHomePopups, test } from './fixtures';
import { isoDaysFromNow } from './handoff-support';

/**
 * Documents against each other (issue 31): the attached passport is read when it is attached; a field typed
 * otherwise refuses payment until the traveller corrects it, and the console's document review shows an operator
 * what was read and what did not match.
 */

const PASSPORTS = path.join(import.meta.dirname, '..', 'server', 'test', 'fixtures', 'passports');
/** 03-ind-scan.jpg of the passport test set reads N2227690, MENON, LENA, born 1964-11-15. */
const MENON = { firstName: 'Lena', lastName: 'Menon', dob: '1964-11-15', nationality: 'Indian' };
const TYPO = 'Passport number: the form says N2227609, the attached passport says N2227690';

const passportPicture = async (request: APIRequestContext, file: string) =>
  uploadDocument(request, 'passport', file, await readFile(path.join(PASSPORTS, file)));

/** A Thailand tourist draft of the signed-in traveller with this passport picture on every checklist item. */
async function draftWithPassport(request: APIRequestContext, passportNo: string, file: string) {
  await ok(request, 'PUT', '/api/profile', { data: { ...MENON, passportNo, passportExpiry: '2034-10-15' } });
  const documentId = await passportPicture(request, file);
  const { application } = await ok(request, 'POST', '/api/applications', {
    data: { optionId: 'th-tourist', start: isoDaysFromNow(30), end: isoDaysFromNow(37) },
  });
  for (const item of application.checklist) {
    await ok(request, 'PUT', `/api/applications/${application.ref}/checklist/${item.id}`, { data: { documentId } });
  }
  return application as { ref: string; checklist: Array<{ id: string }> };
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay ₹/ });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

test('a typed passport number the attached passport contradicts refuses payment until corrected; the console shows a swapped passport', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await quietHomePopups(page);
  await signUp(page.request, 'passport-match', { firstName: 'Lena', lastName: 'Menon' });
  const { ref } = await draftWithPassport(page.request, 'N2227609', '03-ind-scan.jpg');

  await page.goto(`/apply?ref=${ref}&step=review`);
  const review = page.getByRole('form', { name: 'Review and pay' });
  await expect(review.getByText(`Lena Menon — ${TYPO}`)).toBeVisible();
  await expectNoAxeViolations(page, 'review step with a passport that differs');
  await agreeToApply(page);
  await payButton(page).click();
  await expect(review.getByText(TYPO, { exact: true })).toBeVisible();

  // The traveller corrects the number on the travellers step and comes back to pay.
  await page.goto(`/apply?ref=${ref}&step=travellers`);
  await page.getByRole('group', { name: 'You (from your profile)' }).getByLabel('Passport number').fill('N2227690');
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: 'Documents', exact: true })).toBeVisible({ timeout: 15_000 });
  await continueButton(page).click();
  await expect(review).toBeVisible({ timeout: 15_000 });
  await expect(review.getByText(TYPO)).toHaveCount(0);
  await agreeToApply(page);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/pay\/test\//);
  await page.getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/applications/${ref}|step=done`), { timeout: 15_000 });

  // An operator asks for the passport again; the traveller attaches another person's.
  const context = await browser.newContext();
  const operator = await context.newPage();
  await quietHomePopups(operator);
  await signInAsOperator(operator, 'support');
  // The travellers step saved the traveller again, and with it a new checklist: the one paid for.
  const { checklist } = (await ok(page.request, 'GET', `/api/applications/${ref}`)).application;
  await ok(operator.request, 'POST', `/api/ops/applications/${ref}/checklist/${checklist[0]!.id}`, {
    data: { decision: 'rejected', note: 'Attach the passport again' },
  });
  const other = await passportPicture(page.request, '01-aus-scan.jpg');
  await ok(page.request, 'PUT', `/api/applications/${ref}/checklist/${checklist[0]!.id}`, {
    data: { documentId: other },
  });

  await operator.goto(`/ops/applications/${ref}`);
  const panel = operator.getByRole('region', { name: 'Passports against the application' });
  await expect(panel.getByText('Read: every check digit passed')).toBeVisible({ timeout: 15_000 });
  const table = panel.getByRole('table', { name: /^What the form says against what the passport says/ });
  await expect(table.getByRole('row', { name: /Passport number N2227690 DP0979960 Differs/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Surname Menon KHAN Differs/ })).toBeVisible();
  await expect(
    panel.getByText('Passport number: the form says N2227690, the attached passport says DP0979960'),
  ).toBeVisible();
  await expectNoAxeViolations(operator, 'console document review with a mismatch');
  await panel.getByRole('button', { name: 'Read again' }).click();
  await expect(table.getByRole('row', { name: /Surname Menon KHAN Differs/ })).toBeVisible({ timeout: 15_000 });
  await context.close();
});
