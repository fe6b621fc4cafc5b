import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { appReady, expect, partnerApi, quietHomePopups, SAME_SITE, accountTest as test } from './fixtures';

const PHONE = { width: 390, height: 844 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Each account page with a table, and how many tables it shows once the account has data. */
const TABLE_PAGES = [
  { path: '/account/visa-history', tables: 1 },
  { path: '/account/saved', tables: 1 },
  { path: '/account/documents', tables: 1 },
  { path: '/account/wallet', tables: 1 },
  { path: '/account/settings', tables: 2 },
];

/** A row in every account table, with long words that would widen a squeezed column. */
async function fillAccount(page: Page, email: string) {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const upload = await page.request.post('/api/documents/upload', {
    headers: SAME_SITE,
    multipart: {
      type: 'passport',
      file: {
        name: 'passport-scan-of-asha-rao-front-and-back-pages-2026.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  await partnerApi(page.request, 'PUT', `/api/partner/applications/HV-PHONE-${stamp}`, {
    email,
    country: 'United Kingdom',
    type: 'Tourist Visa',
    status: 'approved',
    remarks: 'Biometrics appointment booked at the VFS centre in Bengaluru',
    documentUrl: 'https://visa.hellovisa.example/docs/HV-PHONE.pdf',
  });
  await partnerApi(page.request, 'PUT', `/api/partner/saved-applications/SA-PHONE-${stamp}`, {
    email,
    country: 'United States',
    type: 'Tourist Visa',
    status: 'pending',
    url: 'https://visa.hellovisa.example/applications/resume/a-long-resume-link',
  });
  await partnerApi(page.request, 'POST', '/api/partner/wallet/transactions', {
    email,
    type: 'credit',
    amount: 1500,
    remarks: 'Welcome credit for your first application',
    idempotencyKey: `${email}-phone`,
  });
}

/** Every table of the page against the screen: its box, its own width, and whether it needs sideways scrolling. */
function measureTables(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main table')].map((table) => {
      const box = table.getBoundingClientRect();
      const scroller = table.closest('section') ?? table.parentElement!;
      return {
        right: Math.ceil(box.right),
        left: Math.floor(box.left),
        scrollWidth: table.scrollWidth,
        boxScrollWidth: scroller.scrollWidth,
        boxClientWidth: scroller.clientWidth,
        page: document.documentElement.scrollWidth,
      };
    }),
  );
}

test.describe('account pages on a 390 px phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('every account table fits the screen as cards, with each value named', async ({ page, account }, info) => {
    test.setTimeout(120_000);
    await quietHomePopups(page);
    await fillAccount(page, account.email);
    const figures: Record<string, unknown> = {};
    for (const { path, tables } of TABLE_PAGES) {
      await page.goto(path);
      await appReady(page);
      await expect(page.locator('main table tbody tr').first()).toBeVisible();
      const measured = await measureTables(page);
      expect(measured, path).toHaveLength(tables);
      figures[path] = measured;
      for (const table of measured) {
        expect(table.left, path).toBeGreaterThanOrEqual(0);
        expect(table.right, path).toBeLessThanOrEqual(PHONE.width);
        expect(table.scrollWidth, path).toBeLessThanOrEqual(PHONE.width);
        // Nothing hides to the right of the table's box: no sideways scrolling needed to read a row.
        expect(table.boxScrollWidth, path).toBeLessThanOrEqual(table.boxClientWidth);
        expect(table.page, path).toBeLessThanOrEqual(PHONE.width);
      }
      await info.attach(`${path.replaceAll('/', '_')}-390.png`, {
        body: await page.locator('main').screenshot(),
        contentType: 'image/png',
      });
    }
    info.annotations.push({ type: 'tables at 390 px', description: JSON.stringify(figures) });
    console.log(`tables at 390 px: ${JSON.stringify(figures)}`);

    // A card names each value with its column: the country of the Visa History row reads "Country".
    await page.goto('/account/visa-history');
    const cell = page.locator('main tbody td').first();
    const label = await cell.evaluate((td) => getComputedStyle(td, '::before').content);
    expect(label).toBe('"Country"');
  });

  test('the account menu folds behind one button, so the page starts on the first screen', async ({
    page,
    account,
  }) => {
    await quietHomePopups(page);
    await fillAccount(page, account.email);
    await page.goto('/account/visa-history');
    await appReady(page);
    const nav = page.getByRole('navigation', { name: 'My Account' });
    const toggle = nav.getByRole('button', { name: /My Account/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toContainText('Visa History');
    await expect(nav.getByRole('link', { name: 'Wallet' })).toBeHidden();
    // The heading and the first row of the table are on the first screen.
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    const firstRow = await page.locator('main tbody tr').first().boundingBox();
    expect(heading!.y + heading!.height).toBeLessThan(PHONE.height / 2);
    expect(firstRow!.y).toBeLessThan(PHONE.height * 0.6);
    const navBox = await nav.boundingBox();
    expect(navBox!.height).toBeLessThanOrEqual(72);

    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Wallet' }).tap();
    await expect(page).toHaveURL(/\/account\/wallet$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toContainText('Wallet');
    await expect(nav.getByRole('link', { name: 'Visa History' })).toBeHidden();
    expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations.map((v) => v.id))).toEqual([]);
  });

  test('the unread notifications count shows on the menu buttons that hide the bell and the link', async ({
    page,
    account,
  }) => {
    await quietHomePopups(page);
    await fillAccount(page, account.email);
    await page.goto('/account/profile');
    await appReady(page);
    const unread = (await (await page.request.get('/api/notifications?limit=5')).json()).unread as number;
    expect(unread).toBeGreaterThan(0);
    const menu = page.getByRole('button', { name: 'Open menu' });
    await expect(menu).toHaveAccessibleName(new RegExp(`Notifications, ${unread} unread`));
    await expect(menu.getByTestId('menu-unread-count')).toHaveText(String(unread));
    const toggle = page.getByRole('navigation', { name: 'My Account' }).getByRole('button');
    await expect(toggle.getByTestId('menu-unread-count')).toHaveText(String(unread));

    await page.request.post('/api/notifications/read', { data: { all: true }, headers: SAME_SITE });
    await page.reload();
    await appReady(page);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAccessibleName('Open menu');
    await expect(page.getByTestId('menu-unread-count')).toHaveCount(0);
  });

  test('the tables pass axe as cards', async ({ page, account }) => {
    test.setTimeout(180_000);
    await quietHomePopups(page);
    await fillAccount(page, account.email);
    for (const { path } of TABLE_PAGES) {
      await page.goto(path);
      await appReady(page);
      await expect(page.locator('main table tbody tr').first()).toBeVisible();
      const result = await new AxeBuilder({ page }).analyze();
      expect(
        result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`),
        path,
      ).toEqual([]);
    }
  });
});

test('on a phone the scroll-to-top button shows only while the reader scrolls back up, never over what they read', async ({
  page,
}) => {
  await page.clock.install();
  await page.setViewportSize(PHONE);
  await quietHomePopups(page);
  await page.goto('/');
  await appReady(page);
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
  await page.evaluate(() => window.scrollTo({ top: 2200, behavior: 'instant' }));
  await expect(button).toBeHidden();

  await page.evaluate(() => window.scrollTo({ top: 1800, behavior: 'instant' }));
  await expect(button).toBeVisible();
  await page.clock.runFor(3_100);
  await expect(button).toBeHidden();

  // Reading on down the page, or at its end over the footer, it stays away.
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await expect(button).toBeHidden();
});
