import type { APIRequestContext } from '@playwright/test';
import { E2E_APPLY_URL } from '../playwright.config';
import { expectNoAxeViolations, grantRole, signUp, turnOnTwoFactor } from './apply-support';
import { expect, quietHomePopups, test } from './fixtures';
import { isoDaysFromNow } from './handoff-support';

/** 75 days in Thailand for an Indian passport: the verdict the Thai stay rule decides. */
async function thaiLongStay(request: APIRequestContext) {
  const response = await request.post('/api/trip-check', {
    data: { passport: 'IN', legs: [{ country: 'TH', arrive: isoDaysFromNow(20), depart: isoDaysFromNow(94) }] },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { verdict: string }).verdict;
}

/**
 * The trip rules in the console (issue 30): an admin corrects Thailand's visa-free stay with its source, the
 * trip check answers from it at once, the history shows the change and a revert puts it back; then a stale
 * fact is confirmed in the re-verification queue. Runs against the server the admin command line can reach.
 */
test('an admin edits a trip rule with its source, sees it in the history, reverts it, and confirms a stale fact', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: E2E_APPLY_URL });
  await quietHomePopups(context);
  const page = await context.newPage();
  const email = await signUp(page.request, 'rules-admin', { firstName: 'Kavya', lastName: 'Rao' });
  expect(await grantRole(email, 'admin')).toContain("is now 'admin'");
  await turnOnTwoFactor(page);
  expect(await thaiLongStay(request)).toBe('action-needed');

  await page.goto('/ops');
  await page.getByRole('link', { name: 'Trip rules' }).click();
  await expect(page.getByRole('heading', { name: 'Trip rules', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Open stay:in:th' }).click();
  const form = page.getByRole('form', { name: 'Edit rule stay:in:th' });
  await expect(form.getByLabel('Rule (JSON)')).toHaveValue(/"days": 60/);
  await expectNoAxeViolations(page, 'trip rules');

  // A rule without its source is named on the field, and nothing is saved.
  await form.getByLabel('Source', { exact: true }).fill('');
  await form.getByRole('button', { name: 'Save rule' }).click();
  await expect(form.getByText('Name the source')).toBeVisible();

  await form.getByLabel('Rule (JSON)').fill('{ "kind": "stay", "days": 90 }');
  await form.getByLabel('Source', { exact: true }).fill('Royal Thai Embassy, New Delhi');
  await form.getByLabel('Source address').fill('https://newdelhi.thaiembassy.org/en/');
  await form.getByRole('button', { name: 'Save rule' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Saved as change #\d+/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rule stay:in:th', exact: true })).toContainText(
    'visa-free up to 90 days',
  );
  await expect.poll(() => thaiLongStay(request)).toBe('ready');

  const history = page.getByRole('region', { name: 'History of stay:in:th' });
  const change = history.getByRole('row').filter({ hasText: email }).first();
  await expect(change).toContainText('"days":60');
  await expect(change).toContainText('"days":90');
  await expectNoAxeViolations(page, 'rule history');
  await change.getByRole('button', { name: /Revert #/ }).click();
  await expect(history.getByRole('row').filter({ hasText: /reverts #\d+/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rule stay:in:th', exact: true })).toContainText(
    'visa-free up to 60 days',
  );
  await expect.poll(() => thaiLongStay(request)).toBe('action-needed');

  // The US transit rule was last checked long ago: confirming it against its source takes it off the queue.
  await page.getByRole('link', { name: 'Facts to re-check' }).click();
  const queue = page.getByRole('region', { name: 'Queue' });
  await expect(queue.getByRole('row').filter({ hasText: 'Trip rule transit:in:us' })).toBeVisible();
  await expectNoAxeViolations(page, 'facts to re-check');
  await queue.getByRole('button', { name: 'Check transit:in:us' }).click();
  await page.getByRole('button', { name: 'Confirm transit:in:us' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Confirmed transit:in:us.' })).toBeVisible();
  await expect(queue.getByRole('row').filter({ hasText: 'Trip rule transit:in:us' })).toHaveCount(0);
  await context.close();
});
