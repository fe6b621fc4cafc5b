import { expect, partnerApi, accountTest as test } from './fixtures';

test.describe('wallet', () => {
  test('a new wallet shows ₹0.00 and "No transactions yet."', async ({ page }) => {
    await page.goto('/account/wallet');
    await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
    await expect(page.getByText('Available Balance')).toBeVisible();
    await expect(page.getByText('₹0.00')).toBeVisible();
    await expect(page.getByText('Redeem your credits for visa, flight or holiday bookings.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Transactions' })).toBeVisible();
    await expect(page.getByText('No transactions yet.')).toBeVisible();
  });

  test('shows the balance and coloured, signed transactions from the ledger', async ({ page, account, request }) => {
    const record = (type: string, amount: number, key: string, remarks?: string) =>
      partnerApi(request, 'POST', '/api/partner/wallet/transactions', {
        email: account.email,
        type,
        amount,
        remarks,
        idempotencyKey: `${account.email}-${key}`,
      });
    await record('credit', 1500, 'welcome', 'Welcome bonus');
    await record('debit', 249.5, 'visa-fee', 'Thailand visa fee');
    await record('referral', 100, 'friend');
    await record('other', 10.25, 'goodwill', 'Goodwill credit');

    await page.goto('/account/wallet');
    await expect(page.getByText('₹1,360.75')).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Type', 'Amount', 'Remarks', 'Date']);
    await expect(table.locator('tbody tr')).toHaveCount(4);

    const credit = table.getByRole('row', { name: /Welcome bonus/ });
    await expect(credit.getByText('+₹1,500.00')).toHaveCSS('color', 'rgb(21, 128, 61)');
    await expect(credit.getByText('Credit')).toBeVisible();
    await expect(credit.locator('td').nth(3)).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} (am|pm)$/i);

    const debit = table.getByRole('row', { name: /Thailand visa fee/ });
    await expect(debit.getByText('-₹249.50')).toHaveCSS('color', 'rgb(185, 28, 28)');
    await expect(debit.getByText('Debit')).toBeVisible();

    const referral = table.locator('tbody tr[data-type="referral"]');
    await expect(referral.getByText('Referral')).toHaveCSS('background-color', 'rgb(254, 249, 195)');
    await expect(referral.getByText('+₹100.00')).toBeVisible();
    await expect(referral.locator('td').nth(2)).toHaveText('-');

    const other = table.getByRole('row', { name: /Goodwill credit/ });
    await expect(other.getByText('+₹10.25')).toHaveCSS('color', 'rgb(29, 78, 216)');
  });

  test('shows fifty transactions at a time and loads more on demand', async ({ page, account, request }) => {
    for (let n = 1; n <= 51; n++) {
      await partnerApi(request, 'POST', '/api/partner/wallet/transactions', {
        email: account.email,
        type: 'credit',
        amount: n,
        remarks: `Credit ${n}`,
        idempotencyKey: `${account.email}-page-${n}`,
      });
    }
    await page.goto('/account/wallet');
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(50);
    await expect(rows.first()).toContainText('Credit 51');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(51);
    await expect(rows.last()).toContainText('Credit 1');
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('the transactions read as cards at 375 px, nothing wider than the screen', async ({
    page,
    account,
    request,
  }) => {
    await partnerApi(request, 'POST', '/api/partner/wallet/transactions', {
      email: account.email,
      type: 'credit',
      amount: 99999.99,
      remarks: 'A long remark that would otherwise push the page wider than a small phone screen',
      idempotencyKey: `${account.email}-narrow`,
    });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/account/wallet');
    await expect(page.getByText('+₹99,999.99')).toBeAttached();
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(375);
    const region = page.getByRole('region', { name: 'Transactions', exact: true });
    const overflows = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(overflows).toBe(false);
    const remark = page.getByText('A long remark that would otherwise push the page wider than a small phone screen');
    await expect(remark).toBeVisible();
    const box = await remark.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  });
});
