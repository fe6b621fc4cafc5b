import { connect } from 'node:net';
import { E2E_PORT } from '../playwright.config';
import { appReady, expect, isAppScript, test } from './fixtures';

test.describe('site shell', () => {
  test('home page is prerendered with the hero heading', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Your Gateway to The World');
  });

  test('prerendered pages fetch their scripts after the first contentful paint, then hydrate', async ({ page }) => {
    for (const pagePath of ['/', '/visa/thailand', '/login']) {
      await page.goto(pagePath);
      await appReady(page);
      const { firstContentfulPaint, resources } = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        resources: performance.getEntriesByType('resource').map(({ name, startTime }) => ({ name, startTime })),
      }));
      const scripts = resources.filter((entry) => isAppScript(entry.name));
      const timing = {
        firstContentfulPaint,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
      };
      expect(timing.scripts).toBeGreaterThan(0);
      expect(timing.firstContentfulPaint).not.toBeNull();
      expect(timing.firstScript).toBeGreaterThanOrEqual(timing.firstContentfulPaint ?? Number.POSITIVE_INFINITY);
    }
  });

  test('navigation reaches the main pages', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Gateway to The World' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Support / Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await nav.getByRole('link', { name: 'Login / Sign Up' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const flight = nav.getByRole('link', { name: /Book Flight/ });
    await expect(flight).toHaveAttribute('target', '_blank');
    await expect(flight).toHaveAttribute('rel', /noopener/);
    await nav.getByRole('button', { name: 'Go for Visa' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fgo%2Fvisa/);
  });

  test('footer links and the account guard', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Discover' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Subscribe' })).toBeVisible();
    await expect(footer.getByText(/© \d{4} HelloVisa\. All rights reserved\./)).toBeVisible();
    await page.goto('/account/wallet');
    await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fwallet/);
  });

  test('mobile menu slides in at 375 px and closes with Escape', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await appReady(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('button', { name: 'Visa Services' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Visa Services' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('mobile-menu.png') });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Visa Services' })).toBeHidden();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });

  test('navigation bar hides on scroll-down and comes back', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 600 });
    await page.goto('/terms');
    // The bar listens to scrolling once the page has hydrated.
    await appReady(page);
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
    });
    const bar = page.getByRole('banner');
    await page.mouse.move(600, 500);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(bar).toHaveCSS('transform', /matrix\(1, 0, 0, 1, 0, -\d+/);
    await expect(bar).toHaveCSS('transform', 'none', { timeout: 4000 });
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
  });

  test('navigation bar still hides on scroll-down after one of its links was clicked', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 600 });
    await page.goto('/about');
    await appReady(page);
    await page.getByRole('banner').getByRole('link', { name: 'Support / Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
    });
    await page.mouse.move(600, 500);
    // The route change resets the scroll shortly after navigating; on a loaded machine that reset can land
    // after the test's own scroll, so each attempt starts again from the top.
    await expect(async () => {
      await page.evaluate(async () => {
        const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        window.scrollTo(0, 0);
        await nextFrame();
        window.scrollTo(0, 600);
      });
      await expect(page.getByRole('banner')).toHaveCSS('transform', /matrix\(1, 0, 0, 1, 0, -\d+/, { timeout: 1500 });
    }).toPass({ timeout: 15_000 });
  });

  test('unknown pages answer 404 with a styled page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test('a page address that cannot be decoded answers the 404 page, never a server error', async () => {
  // Sent raw: HTTP clients strip the fragment, but a hand-written request may carry one.
  const statusLine = await new Promise<string>((resolve, reject) => {
    const socket = connect(E2E_PORT, '127.0.0.1', () =>
      socket.write('GET /x#%ZZ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
    );
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('end', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
  expect(statusLine).toBe('HTTP/1.1 404 Not Found');
});
