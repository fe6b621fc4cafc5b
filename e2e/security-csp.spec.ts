import { expect, accountTest as test } from './fixtures';

/** Pages whose scripts parse forms (zod) or render rich content: each must run under the strict CSP untouched. */
const PAGES = ['/', '/login', '/contact', '/visa/thailand', '/account/profile', '/account/settings'];

test('pages run under the Content-Security-Policy without a single violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.locator('html[data-ready="true"]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect(violations, path).toEqual([]);
  }
});
