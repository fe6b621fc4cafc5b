import type { APIRequestContext } from '@playwright/test';
import { E2E_APPLY_URL } from '../playwright.config';
import { expectNoAxeViolations, grantRole, signUp, turnOnTwoFactor } from './apply-support';
import { expect, quietHomePopups, test } from './fixtures';
import { isoDaysFromNow } from './handoff-support';

/** Thailand is visa free for 60 days: its visas are offered for a longer trip. */
async function thaiTourist(request: APIRequestContext) {
  const query = new URLSearchParams({
    from: 'IN',
    to: 'TH',
    type: 'tourist',
    start: isoDaysFromNow(10),
    end: isoDaysFromNow(100),
  });
  const response = await request.get(`/api/visa/search?${query}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    options: Array<{ id: string; fee: number; source: unknown; verifiedAt: string }>;
  };
  return body.options.find((option) => option.id === 'th-tourist')!;
}

/**
 * Catalogue editing in the console (issue 13): an admin corrects Thailand's fee and its source, and the
 * public search answers with both at once. Runs against the server whose embedded database the admin
 * command line can reach (to grant the role).
 */
test("an admin corrects Thailand's fee in the console and the search shows it with its source", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: E2E_APPLY_URL });
  await quietHomePopups(context);
  const page = await context.newPage();
  const email = await signUp(page.request, 'catalogue-admin', { firstName: 'Meera', lastName: 'Iyer' });
  expect(await grantRole(email, 'admin')).toContain("is now 'admin'");
  await turnOnTwoFactor(page);

  await page.goto('/ops');
  await page.getByRole('link', { name: 'Catalogue' }).click();
  await expect(page.getByRole('heading', { name: 'Catalogue', level: 2 })).toBeVisible();
  await expect(page.getByText('The catalogue agrees with the requirement data.')).toBeVisible();
  await expectNoAxeViolations(page, 'catalogue');

  await page.getByRole('combobox', { name: 'Destination' }).selectOption('TH');
  const form = page.getByRole('form', { name: /Tourist e-Visa for stays over 60 days/ });
  await expect(form.getByLabel('Government fee (₹)')).toHaveValue('2673');

  // A wrong date is named on its field, and nothing is saved.
  await form.getByLabel('Verified on (YYYY-MM-DD)').fill('2999-01-01');
  await form.getByRole('button', { name: 'Save visa option' }).click();
  await expect(form.getByText('The verified date cannot be in the future')).toBeVisible();
  await expectNoAxeViolations(page, 'field error');

  await form.getByLabel('Government fee (₹)').fill('2800');
  await form.getByLabel('Source', { exact: true }).fill('Royal Thai Embassy, New Delhi');
  await form.getByLabel('Source address').fill('https://www.thaievisa.go.th');
  await form.getByLabel('Verified on (YYYY-MM-DD)').fill('2025-02-01');
  await form.getByRole('button', { name: 'Save visa option' }).click();
  await expect(
    page.getByRole('heading', { name: /Tourist e-Visa for stays over 60 days .* total ₹3626/ }),
  ).toBeVisible();

  await expect.poll(async () => (await thaiTourist(page.request)).fee).toBe(3626);
  expect(await thaiTourist(page.request)).toMatchObject({
    source: { name: 'Royal Thai Embassy, New Delhi', url: 'https://www.thaievisa.go.th' },
    verifiedAt: '2025-02-01',
  });

  // The history shows who changed it; reverting puts the published fee back.
  const history = page.getByRole('region', { name: 'History' });
  const row = history.getByRole('row').filter({ hasText: 'option th-tourist' }).first();
  await expect(row).toContainText(email);
  await expect(row).toContainText('governmentFeePaise: 267300 → 280000');
  await expectNoAxeViolations(page, 'after the edit');
  await row.getByRole('button', { name: /Revert #/ }).click();
  await expect.poll(async () => (await thaiTourist(page.request)).fee).toBe(3499);
  await context.close();
});
