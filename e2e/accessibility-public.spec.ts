import AxeBuilder from '@axe-core/playwright';
import { appReady, expect, PUBLIC_PAGES, test } from './fixtures';

const PAGES = [
  ...PUBLIC_PAGES,
  '/signup',
  '/reset-password-confirm?token=abc&email=asha%40example.com',
  '/verify-email',
  '/Newsroom',
  '/newsletter/confirm?token=abc',
  '/no-such-page',
];

test.describe('accessibility of the public pages', () => {
  for (const path of PAGES) {
    test(`${path} has no serious or critical axe violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Audit the page once the client has taken over the prerendered HTML.
      await appReady(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target).join(' | ')}`,
        );
      expect(serious).toEqual([]);
    });
  }

  test('a blog post has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/blog');
    await page
      .getByRole('main')
      .getByRole('link')
      .filter({ hasText: /\w{12,}/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/blog\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  test('the log-in tabs work by keyboard alone', async ({ page }) => {
    await page.goto('/login');
    await appReady(page);
    const login = page.getByRole('tab', { name: 'Log in' });
    await expect(login).toBeVisible();
    await login.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Mobile Login' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel').getByRole('textbox').first()).toBeFocused();
  });
});
