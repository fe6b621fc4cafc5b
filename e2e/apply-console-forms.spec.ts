import type { Browser, Page } from '@playwright/test';
import { E2E_APPLY_URL } from '../playwright.config';
import { ok, outboxMessage, signInAsOperator, signUp } from './apply-support';
import { expect, quietHomePopups, test, uniqueEmail } from './fixtures';

/**
 * The console's forms as an operator uses them (issue 16): each one changes what it should, where the traveller
 * or the next operator sees it, and a value the contract refuses is named on its field and changes nothing.
 * Runs against the server whose embedded database the admin command line can reach (to grant roles).
 */

test.beforeEach(async ({ page }) => {
  await quietHomePopups(page);
});

/** A traveller signed up in a browser context of their own. */
async function newTraveller(browser: Browser, label: string) {
  const context = await browser.newContext({ baseURL: E2E_APPLY_URL });
  const email = await signUp(context.request, label);
  return { context, email };
}

/** The traveller's account id, as the console's user search finds it. */
async function userIdOf(operator: Page, email: string): Promise<string> {
  const { items } = await ok(operator.request, 'GET', `/api/ops/users?q=${encodeURIComponent(email)}`);
  return (items as Array<{ id: string; email: string }>).find((hit) => hit.email === email)!.id;
}

test("an admin credits a traveller's wallet and the traveller sees it in their balance and ledger", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const traveller = await newTraveller(browser, 'wallet-adjusted');
  await signInAsOperator(page, 'admin');

  await page.goto('/ops/users');
  await page.getByLabel('E-mail, mobile, name or application reference').fill(traveller.email);
  await page.getByRole('button', { name: 'Find user' }).click();
  await page.getByRole('link', { name: traveller.email }).click();
  await expect(page.getByRole('heading', { name: 'Wallet: ₹0.00' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Adjust the wallet' });
  const ledger = page.getByRole('region', { name: 'Wallet ledger' });

  // An amount of nothing is refused on its field, and no transaction is recorded.
  await form.getByLabel('Amount (₹)').fill('0');
  await form.getByLabel('Reason').fill('Goodwill for a delayed visa');
  await form.getByRole('button', { name: 'Record' }).click();
  await expect(form.getByText('The amount must be more than zero')).toBeVisible();
  await expect(ledger.getByRole('row', { name: /Goodwill/ })).toHaveCount(0);
  expect((await ok(traveller.context.request, 'GET', '/api/wallet/balance')).balance).toBe(0);

  await form.getByLabel('Amount (₹)').fill('250.5');
  await form.getByRole('button', { name: 'Record' }).click();
  await expect(form.getByText('Recorded.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wallet: ₹250.50' })).toBeVisible();
  await expect(ledger.getByRole('row', { name: /Goodwill for a delayed visa/ })).toContainText('+₹250.50');

  const account = await traveller.context.newPage();
  await account.goto('/account/wallet');
  await expect(account.getByText('₹250.50').first()).toBeVisible();
  await expect(account.getByRole('row', { name: /Goodwill for a delayed visa/ })).toContainText('+₹250.50');
  await traveller.context.close();
});

test('a support operator replies to a contact message; the reply stays in the thread and is e-mailed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const sender = uniqueEmail('inbox-sender');
  await ok(page.request, 'POST', '/api/contact', {
    data: {
      firstName: 'Kavya',
      lastName: 'Menon',
      email: sender,
      subject: 'feedback',
      message: 'The Georgia checklist was clear, thank you.',
    },
  });
  const operator = await signInAsOperator(page, 'support');

  await page.goto('/ops/inbox');
  await page.getByLabel('Subject').selectOption({ label: 'Feedback' });
  const thread = page.getByRole('listitem').filter({ hasText: `<${sender}>` });
  await expect(thread.getByText('The Georgia checklist was clear, thank you.')).toBeVisible();
  const reply = thread.getByLabel(`Reply by e-mail to ${sender}`);

  // A reply over the contract's limit is named on the field, and nothing is sent.
  await reply.fill('x'.repeat(5001));
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(thread.getByText('Reply is too long (at most 5000 characters)')).toBeVisible();
  await expect(thread.getByText(`Reply by ${operator}`)).toHaveCount(0);

  await reply.fill('Thank you, Kavya. We have passed this on to the team.');
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(thread.getByText(`Reply by ${operator}`)).toBeVisible();
  await expect(reply).toHaveValue('');

  await page.reload();
  await page.getByLabel('Subject').selectOption({ label: 'Feedback' });
  await expect(thread.getByText(/Thank you, Kavya\. We have passed this on to the team\./)).toBeVisible();
  expect((await outboxMessage(sender, 'contact-reply')).text).toContain(
    'Thank you, Kavya. We have passed this on to the team.',
  );
});

test("the audit log's filters narrow the rows to an operator, a target and an action", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const first = await newTraveller(browser, 'audit-first');
  const second = await newTraveller(browser, 'audit-second');
  const admin = await signInAsOperator(page, 'admin');
  const firstId = await userIdOf(page, first.email);
  const secondId = await userIdOf(page, second.email);
  for (const id of [firstId, secondId]) {
    await ok(page.request, 'POST', `/api/ops/users/${id}/wallet`, {
      data: { type: 'credit', amount: 10, reason: 'Audit filter check' },
    });
  }

  await page.goto('/ops/admin');
  const filters = page.getByRole('form', { name: 'Filter the audit log' });
  const rows = page.getByRole('region', { name: 'Audit log entries' }).locator('tbody tr');
  await filters.getByLabel('Operator (e-mail)').fill(admin);
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: firstId })).toContainText('wallet.credit');
  await expect(rows.filter({ hasText: secondId })).toContainText(admin);

  await filters.getByLabel('Target (id or reference)').fill(firstId);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`user ${firstId}`);

  // An operator longer than the contract takes is named on its field; the rows stay as they were.
  await filters.getByLabel('Operator (e-mail)').fill('x'.repeat(201));
  await expect(filters.getByText('Operator is too long (at most 200 characters)')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`user ${firstId}`);

  await filters.getByLabel('Operator (e-mail)').fill(admin);
  const debits = page.waitForResponse((response) => response.url().includes('action=wallet.debit'));
  await filters.getByLabel('Action').fill('wallet.debit');
  await debits;
  await expect(rows).toHaveCount(0);
  await filters.getByLabel('Action').fill('wallet.');
  await expect(rows).toHaveCount(1);
  await first.context.close();
  await second.context.close();
});

test("an admin's requirement override shows on the public destination page with its note and source", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsOperator(page, 'admin');
  await page.goto('/ops/catalogue');
  const overrides = page.getByRole('region', { name: 'Requirement overrides' });
  const form = page.getByRole('form', { name: 'Save an override' });

  // A destination that is not a country code is named on its field, and no override is saved.
  await form.getByLabel('Destination (country code)').fill('Mongolia');
  await form.getByLabel('Requirement').selectOption('visa-free');
  await form.getByLabel('Visa-free days (visa-free only)').fill('30');
  await form.getByLabel('Note').fill('Visa free since 1 March for holidays of up to 30 days.');
  await form.getByLabel('Source', { exact: true }).fill('Embassy of Mongolia, New Delhi');
  await form.getByLabel('Source address').fill('https://mongolianembassy.in/visa');
  await form.getByRole('button', { name: 'Save override' }).click();
  await expect(form.getByText('Enter the destination as a two-letter country code')).toBeVisible();
  await expect(overrides.getByText(/IN → MN/)).toHaveCount(0);

  await form.getByLabel('Destination (country code)').fill('mn');
  await form.getByRole('button', { name: 'Save override' }).click();
  await expect(form.getByText('Saved.')).toBeVisible();
  await expect(overrides.getByRole('listitem').filter({ hasText: 'IN → MN' })).toContainText(
    'visa-free (30 days) · Embassy of Mongolia, New Delhi',
  );

  const requirement = page.getByRole('region', { name: 'Requirements for Indian passport holders' });
  await expect(async () => {
    await page.goto('/visa/mongolia');
    await expect(requirement).toContainText('Visa free for 30 days.', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(requirement).toContainText('Visa free since 1 March for holidays of up to 30 days.');
  await expect(requirement).toContainText('Embassy of Mongolia, New Delhi');
});
