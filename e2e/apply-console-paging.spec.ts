import { E2E_APPLY_URL } from '../playwright.config';
import { expectNoAxeViolations, ok, signInAsOperator, signUp } from './apply-support';
import { expect, quietHomePopups, test } from './fixtures';

/**
 * The console's long lists page (docs/paging.md): the audit log and a user's wallet ledger show fifty entries at a
 * time and load more on demand. Runs against the server whose embedded database the admin command line can reach (to grant roles).
 */
test("the audit log and a user's ledger show fifty entries at a time and load more", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await quietHomePopups(page);
  const travellerContext = await browser.newContext({ baseURL: E2E_APPLY_URL });
  const email = await signUp(travellerContext.request, 'paged-audit');
  await signInAsOperator(page, 'admin');
  const { items } = await ok(page.request, 'GET', `/api/ops/users?q=${encodeURIComponent(email)}`);
  const travellerId = (items as Array<{ id: string; email: string }>).find((hit) => hit.email === email)!.id;
  // Fifty-one audited wallet credits on one traveller: the first page holds the newest fifty.
  for (let n = 1; n <= 51; n++) {
    await ok(page.request, 'POST', `/api/ops/users/${travellerId}/wallet`, {
      data: { type: 'credit', amount: n, reason: `Paging credit ${n}` },
    });
  }

  await page.goto('/ops/admin');
  const log = page.getByRole('region', { name: 'Audit log' });
  await log.getByLabel('Target (id or reference)').fill(travellerId);
  const rows = log.locator('tbody tr');
  await expect(rows).toHaveCount(50);
  await expect(rows.first()).toContainText('Paging credit 51');
  await expect(log.getByText('Paging credit 1"')).toHaveCount(0);
  await expectNoAxeViolations(page, 'audit log, first page');

  await log.getByRole('button', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(51);
  await expect(rows.last()).toContainText('Paging credit 1"');
  await expect(log.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'audit log, all pages');

  // The traveller's ledger on the user page: the newest fifty with the user, the fifty-first on demand.
  await page.goto(`/ops/users?q=${encodeURIComponent(email)}&id=${encodeURIComponent(travellerId)}`);
  await expect(page.getByRole('heading', { name: /^Wallet: / })).toBeVisible();
  const ledger = page.getByRole('region', { name: 'Wallet ledger' });
  const entries = ledger.locator('tbody tr');
  await expect(entries).toHaveCount(50);
  await expect(entries.first()).toContainText('Paging credit 51');
  const wallet = page.getByRole('region', { name: /^Wallet: / });
  await wallet.getByRole('button', { name: 'Load more' }).click();
  await expect(entries).toHaveCount(51);
  await expect(entries.last()).toContainText('Paging credit 1');
  await expect(wallet.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'user page, wallet all pages');
  await travellerContext.close();
});
