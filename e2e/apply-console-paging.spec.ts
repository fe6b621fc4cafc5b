import { E2E_APPLY_URL } from '../playwright.config';
import { expectNoAxeViolations, ok, signInAsOperator, signUp } from './apply-support';
import { expect, quietHomePopups, test } from './fixtures';

/**
 * The console's long lists page (docs/paging.md): the audit log shows fifty entries at a time and loads more on
 * demand. Runs against the server whose embedded database the admin command line can reach (to grant roles).
 */
test('the audit log shows fifty entries at a time and loads more', async ({ page, browser }) => {
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
  await travellerContext.close();
});
