import type { Locator } from '@playwright/test';
import { expectNoAxeViolations, signUp, submitApplication } from './apply-support';
import { expect, quietHomePopups, test } from './fixtures';

/** The right edge of each cell's text (not of the cell), rounded to the pixel. */
const textRightEdges = (cells: Locator) =>
  cells.evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return Math.round(range.getBoundingClientRect().right);
    }),
  );

test('the fee table of an application reads as labels and amounts lined up on the right', async ({ page }) => {
  await quietHomePopups(page);
  await signUp(page.request, 'trust-fees');
  const application = await submitApplication(page.request);

  await page.goto(`/account/applications/${application.ref}`);
  const table = page.getByRole('table', { name: 'Fees' });
  await expect(table).toBeVisible();
  // Thailand tourist: the government fee is a whole amount, not the remainder of ₹3,499.
  await expect(table.getByRole('row', { name: /Government fee/ })).toContainText('₹2,673.00');

  const label = table.getByRole('rowheader', { name: 'Government fee' });
  await expect(label).toHaveCSS('text-transform', 'none');
  await expect(label).toHaveCSS('font-weight', '400');
  for (const column of [2, 3]) {
    const cells = table.locator(`tr > :nth-child(${column})`);
    await expect(cells).toHaveCount(5);
    await expect(cells.nth(1)).toHaveCSS('font-variant-numeric', 'tabular-nums');
    const edges = await textRightEdges(cells);
    expect(new Set(edges).size, `column ${column} right edges ${edges.join(', ')}`).toBe(1);
  }
  await expectNoAxeViolations(page, 'application page');

  // Visa History: the country links to the application's page; Remarks holds remarks.
  await page.goto('/account/visa-history');
  const row = page.getByRole('table').getByRole('row', { name: /Thailand/ });
  await expect(row.locator('td').nth(4)).toHaveText('-');
  const view = row
    .locator('td')
    .first()
    .getByRole('link', { name: `Thailand (View application ${application.ref})` });
  await expect(view).toHaveAttribute('href', `/account/applications/${application.ref}`);
  await expectNoAxeViolations(page, 'visa history');
});
