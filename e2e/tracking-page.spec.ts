import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const PARTNER = 'https://visa.hellovisa.example';
const FRAME_TITLE = 'Visa application status from our visa partner';

/** The partner site is outside this repository: answer its page locally so the frame has content. */
async function servePartnerPage(page: Page) {
  await page.route(`${PARTNER}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Tracking</title><h1>Partner tracking</h1><p id="url">${route.request().url()}</p>`,
    }),
  );
}

/** Opens the tracking page the way the app does after an in-app navigation carrying `trackUrl`. */
async function openWithTrackUrl(page: Page, trackUrl: string) {
  await page.goto('/');
  await page.evaluate((url) => {
    window.history.pushState({ usr: { trackUrl: url }, key: 'e2e', idx: 1 }, '', '/trackyourvisaapplication');
  }, trackUrl);
  await page.reload();
}

test.describe('visa tracking', () => {
  test('frames the configured partner page by default', async ({ page }) => {
    await servePartnerPage(page);
    await page.goto('/trackyourvisaapplication');
    await expect(page.getByRole('heading', { level: 1, name: 'Track your visa application' })).toBeVisible();
    const frame = page.getByTitle(FRAME_TITLE);
    await expect(frame).toHaveAttribute('src', `${PARTNER}/track`);
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Partner tracking' })).toBeVisible();
  });

  test('frames an allowed trackUrl from navigation state', async ({ page }) => {
    await servePartnerPage(page);
    await openWithTrackUrl(page, `${PARTNER}/track?ref=HV-77`);
    await expect(page.getByTitle(FRAME_TITLE)).toHaveAttribute('src', `${PARTNER}/track?ref=HV-77`);
  });

  for (const refused of ['https://evil.example/track', `http://visa.hellovisa.example/track`]) {
    test(`refuses to frame ${refused}`, async ({ page }) => {
      await openWithTrackUrl(page, refused);
      await expect(page.getByText('We can’t show this tracking page.')).toBeVisible();
      await expect(page.locator('iframe')).toHaveCount(0);
    });
  }

  test('a pasted reference opens the partner tracking page', async ({ page }) => {
    await servePartnerPage(page);
    await page.goto('/trackyourvisaapplication');
    await page.getByLabel('Application reference').fill('<script>');
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByText(/Use the reference from your confirmation e-mail/)).toBeVisible();

    await page.getByLabel('Application reference').fill('hv-2025-001234');
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByTitle(FRAME_TITLE)).toHaveAttribute('src', `${PARTNER}/track?ref=HV-2025-001234`);
    await expect(page.frameLocator('iframe').locator('#url')).toHaveText(`${PARTNER}/track?ref=HV-2025-001234`);
  });
});
