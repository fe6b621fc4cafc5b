import AxeBuilder from '@axe-core/playwright';
import { appReady, expect, test } from './fixtures';

const seriousViolations = async (page: import('@playwright/test').Page) => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target).join(' | ')}`);
};

test.describe('the refund policy page', () => {
  test('/refund-policy is prerendered, reached from the footer, and shows every stage with example amounts', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/refund-policy')).text();
    expect(html).toContain('Refund policy');
    expect(html).toContain('Cancelled by us');
    await page.goto('/about');
    await appReady(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' }).click();
    await expect(page).toHaveURL(/\/refund-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Refund policy' })).toBeVisible();
    const table = page.getByRole('table', { name: 'What comes back of each fee at each stage, with example amounts' });
    await expect(table.getByRole('row')).toHaveCount(10);
    await expect(table.getByRole('row', { name: /^Submitted/ })).toContainText('₹3,499 back');
    await expect(table.getByRole('row', { name: /^With the embassy/ })).toContainText('Spent (paid to the embassy)');
    await expect(table.getByRole('row', { name: /^Rejected/ })).toContainText('₹1,180 back');
    await expect(table.getByRole('row', { name: /^Approved/ })).toContainText('₹0 back');
  });

  test('/refund-policy has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/refund-policy');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/hi/refund-policy is in Hindi, with lang="hi" and no serious or critical axe violation', async ({ page }) => {
    await page.goto('/hi/refund-policy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'रिफ़ंड नीति' })).toBeVisible();
    await expect(page.getByRole('row', { name: /^अस्वीकृत/ })).toContainText('₹1,180 वापस');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'रिफ़ंड नीति' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
