import AxeBuilder from '@axe-core/playwright';
import { expect, partnerApi, accountTest as test } from './fixtures';

test.describe('visa history', () => {
  test('shows "No visa applications found." for a new account', async ({ page }) => {
    await page.goto('/account/visa-history');
    await expect(page.getByRole('heading', { level: 1, name: 'Visa History' })).toBeVisible();
    await expect(page.getByText('No visa applications found.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('lists the applications the booking site reported, with coloured statuses', async ({
    page,
    account,
    request,
  }) => {
    const apply = (ref: string, body: Record<string, unknown>) =>
      partnerApi(request, 'PUT', `/api/partner/applications/${ref}`, { email: account.email, ...body });
    await apply('E2E-VH-1', {
      country: 'Thailand',
      type: 'Tourist Visa',
      status: 'approved',
      remarks: 'Visa granted for 60 days',
      documentUrl: 'https://visa.hellovisa.example/docs/E2E-VH-1.pdf',
    });
    await apply('E2E-VH-2', { country: 'Japan', type: 'Business Visa', status: 'pending' });
    await apply('E2E-VH-3', {
      country: 'Canada',
      type: 'Student Visa',
      status: 'rejected',
      remarks: 'Missing bank statement',
    });
    await apply('E2E-VH-4', { country: 'France', type: 'Family Visa', status: 'in review' });

    await page.goto('/account/visa-history');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Country',
      'Visa Type',
      'Applied On',
      'Status',
      'Remarks',
      'Download',
    ]);
    await expect(table.locator('tbody tr')).toHaveCount(4);

    const thailand = table.getByRole('row', { name: /Thailand/ });
    await expect(thailand).toContainText('Tourist Visa');
    await expect(thailand).toContainText('Approved');
    await expect(thailand).toContainText('Visa granted for 60 days');
    await expect(thailand).toContainText(/\d{2} [A-Z][a-z]{2} \d{4}/);
    const download = thailand.getByRole('link', { name: /Download/ });
    await expect(download).toHaveAttribute('href', 'https://visa.hellovisa.example/docs/E2E-VH-1.pdf');
    await expect(download).toHaveAttribute('target', '_blank');
    await expect(thailand.getByText('Approved')).toHaveCSS('color', 'rgb(20, 92, 50)');

    const japan = table.getByRole('row', { name: /Japan/ });
    await expect(japan.getByText('Pending')).toHaveCSS('color', 'rgb(154, 52, 18)');
    await expect(japan.getByRole('link')).toHaveCount(0);
    const canada = table.getByRole('row', { name: /Canada/ });
    await expect(canada.getByText('Rejected')).toHaveCSS('color', 'rgb(138, 28, 28)');
    const france = table.getByRole('row', { name: /France/ });
    await expect(france.getByText('In review')).toHaveCSS('color', 'rgb(58, 69, 86)');
    await expect(france.locator('td').nth(4)).toHaveText('-');
    // Rows the booking site wrote have no page here: their country is not a link.
    await expect(france.getByRole('link', { name: /View application/ })).toHaveCount(0);
  });

  test('shows twenty at a time and loads more on demand', async ({ page, account, request }) => {
    const run = Date.now();
    for (let n = 1; n <= 21; n++) {
      await partnerApi(request, 'PUT', `/api/partner/applications/E2E-VHP-${run}-${n}`, {
        email: account.email,
        country: n === 1 ? 'Kenya' : 'Japan',
        type: 'Tourist Visa',
        status: 'pending',
      });
    }
    await page.goto('/account/visa-history');
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(20);
    await expect(page.getByRole('table').getByText('Kenya')).toHaveCount(0);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(21);
    await expect(rows.last()).toContainText('Kenya');
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });
});

test.describe('saved applications', () => {
  test('shows "No saved applications found." for a new account', async ({ page }) => {
    await page.goto('/account/saved');
    await expect(page.getByRole('heading', { level: 1, name: 'Saved Applications' })).toBeVisible();
    await expect(page.getByText('No saved applications found.')).toBeVisible();
  });

  test('shows twenty at a time and loads more on demand', async ({ page, account, request }) => {
    const run = Date.now();
    for (let n = 1; n <= 21; n++) {
      await partnerApi(request, 'PUT', `/api/partner/saved-applications/E2E-SAP-${run}-${n}`, {
        email: account.email,
        country: n === 1 ? 'Kenya' : 'Japan',
      });
    }
    await page.goto('/account/saved');
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(20);
    await expect(page.getByRole('table').getByText('Kenya')).toHaveCount(0);
    const axe = async (step: string) =>
      expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${step}: ${v.id}`)).toEqual([]);
    await axe('first page');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(21);
    await expect(rows.last()).toContainText('Kenya');
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await axe('all pages');

    // A saved application removed from a later page leaves the list it was read into.
    await rows
      .last()
      .getByRole('button', { name: /Delete/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Remove this saved application?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(rows).toHaveCount(20);
    await expect(page.getByRole('table').getByText('Kenya')).toHaveCount(0);
  });

  test('lists saved applications, opens View in a new tab and deletes after confirming', async ({
    page,
    account,
    request,
  }) => {
    const save = (ref: string, body: Record<string, unknown>) =>
      partnerApi(request, 'PUT', `/api/partner/saved-applications/${ref}`, { email: account.email, ...body });
    await save('E2E-SA-1', {
      country: 'Singapore',
      type: 'Tourist Visa',
      status: 'completed',
      url: 'https://visa.hellovisa.example/applications/E2E-SA-1',
    });
    await save('E2E-SA-2', { country: 'Malaysia' });

    await page.goto('/account/saved');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Application ID',
      'Type',
      'Country',
      'Status',
      'Last Updated',
      'Action',
    ]);
    const singapore = table.getByRole('row', { name: /E2E-SA-1/ });
    await expect(singapore).toContainText('Tourist Visa');
    await expect(singapore.getByText('Completed')).toHaveCSS('color', 'rgb(20, 92, 50)');
    const view = singapore.getByRole('link', { name: /View/ });
    await expect(view).toHaveAttribute('href', 'https://visa.hellovisa.example/applications/E2E-SA-1');
    await expect(view).toHaveAttribute('target', '_blank');
    await expect(view).toHaveAttribute('rel', /noopener/);

    const malaysia = table.getByRole('row', { name: /E2E-SA-2/ });
    await expect(malaysia.locator('td').nth(1)).toHaveText('Visa');
    await expect(malaysia.getByText('Pending')).toHaveCSS('color', 'rgb(154, 52, 18)');
    await expect(malaysia.locator('td').nth(4)).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
    await expect(malaysia.getByRole('link')).toHaveCount(0);

    await malaysia.getByRole('button', { name: /Delete/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this saved application?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.locator('tbody tr')).toHaveCount(2);

    await malaysia.getByRole('button', { name: /Delete/ }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.getByRole('row', { name: /E2E-SA-2/ })).toHaveCount(0);

    await singapore.getByRole('button', { name: /Delete/ }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('No saved applications found.')).toBeVisible();

    await page.reload();
    await expect(page.getByText('No saved applications found.')).toBeVisible();
  });
});
