import { appReady, expect, accountTest as test } from './fixtures';

/** Pages whose scripts parse forms (zod) or render rich content: each must run under the strict CSP untouched. */
const PAGES = ['/', '/login', '/contact', '/visa/thailand', '/account/profile', '/account/settings'];

test('pages run under the Content-Security-Policy without a single violation', async ({ page }) => {
  // Reported to the test process as they happen, so a page that navigates on its own loses nothing.
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (violation: string) => void }).__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  for (const path of PAGES) {
    await page.goto(path);
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations, path).toEqual([]);
  }
});
