import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './apply-support';
import { appReady, expect, signUpThroughApi, test } from './fixtures';

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
  test('our own reference comes first, answered in the page; the partner frame waits for a partner reference', async ({
    page,
  }) => {
    await servePartnerPage(page);
    await page.goto('/trackyourvisaapplication');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Track your visa application' })).toBeVisible();
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(headings).toHaveText(['Track your application', 'Applied through our visa partner?']);
    // Every example on the page is the same reference.
    const examples = ((await page.getByRole('main').textContent()) ?? '').match(/HV-\d{4}-\d{6}/g) ?? [];
    expect(new Set(examples)).toEqual(new Set(['HV-2026-123456']));
    await expect(page.getByRole('textbox', { name: 'Application reference' })).toHaveAttribute(
      'placeholder',
      'e.g. HV-2026-123456',
    );
    await expect(page.locator('iframe')).toHaveCount(0);

    const lookup = page.getByRole('form', { name: 'Track your application' });
    await lookup.getByLabel('Application reference').fill('HV-2000-000001');
    await lookup.getByLabel('E-mail').fill('nobody@example.com');
    await lookup.getByRole('button', { name: 'Find my application' }).click();
    await expect(lookup.getByText('No application matches this reference and e-mail.')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoAxeViolations(page, 'tracking page');
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

  test('a pasted partner reference opens the partner tracking page', async ({ page }) => {
    await servePartnerPage(page);
    await page.goto('/trackyourvisaapplication');
    await page.getByLabel('Visa partner’s reference', { exact: true }).fill('<script>');
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(page.getByText(/Use the reference from the visa partner’s confirmation e-mail/)).toBeVisible();

    await page.getByLabel('Visa partner’s reference', { exact: true }).fill('hv-2025-001234');
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(page.getByTitle(FRAME_TITLE)).toHaveAttribute('src', `${PARTNER}/track?ref=HV-2025-001234`);
    await expect(page.frameLocator('iframe').locator('#url')).toHaveText(`${PARTNER}/track?ref=HV-2025-001234`);
  });

  test('a signed-in traveller is asked for the reference only', async ({ page }) => {
    const user = await signUpThroughApi(page.request);
    await page.goto('/trackyourvisaapplication');
    await appReady(page);
    const lookup = page.getByRole('form', { name: 'Track your application' });
    await expect(lookup.getByText(`You are signed in as ${user.email}.`)).toBeVisible();
    await expect(lookup.getByLabel('E-mail')).toHaveCount(0);
    await lookup.getByLabel('Application reference').fill('HV-2000-000001');
    await lookup.getByRole('button', { name: 'Find my application' }).click();
    await expect(lookup.getByText('None of your applications has this reference.')).toBeVisible();
  });
});
