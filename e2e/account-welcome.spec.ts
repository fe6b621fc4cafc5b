import type { Page } from '@playwright/test';
import { ACCOUNT_PASSWORD, appReady, expect, SAME_SITE, signUpThroughApi, test } from './fixtures';

/** Keeps only the booking panel away: these tests are about the welcome pop-up. */
async function quietBookingPanel(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('bookingPanelShown', '1'));
}

/** Opens the home page and waits until the session is known and the pop-up has had its chance to open. */
async function openHome(page: Page) {
  const session = page.waitForResponse((response) => response.url().endsWith('/api/auth/session'));
  await page.goto('/');
  await appReady(page);
  return (await (await session).json()).user as { welcomed: boolean } | null;
}

test('the welcome pop-up greets an account once, not once per browser; the next account in that browser is greeted', async ({
  page,
  browser,
}) => {
  await quietBookingPanel(page);
  const user = await signUpThroughApi(page.request);
  await openHome(page);
  const welcome = page.getByRole('dialog', { name: `Welcome, ${user.firstName}!` });
  await expect(welcome).toBeVisible();
  await expect.poll(async () => (await (await page.request.get('/api/auth/me')).json()).user.welcomed).toBe(true);
  await welcome.getByRole('button', { name: 'Close' }).click();
  await expect(welcome).toBeHidden();

  // A second browser, signed in to the same account: no greeting.
  const second = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await second.newPage();
  await quietBookingPanel(other);
  const login = await other.request.post('/api/auth/login', {
    data: { email: user.email, password: ACCOUNT_PASSWORD },
    headers: SAME_SITE,
  });
  expect(login.ok()).toBe(true);
  expect((await openHome(other))?.welcomed).toBe(true);
  await expect(other.getByRole('button', { name: /Asha/ })).toBeVisible();
  await expect(other.getByRole('dialog')).toHaveCount(0);
  await second.close();

  // The first browser, reloaded: no greeting either. A new account there is greeted.
  await openHome(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.request.post('/api/auth/logout', { headers: SAME_SITE });
  const next = await signUpThroughApi(page.request, { firstName: 'Kabir' });
  await openHome(page);
  await expect(page.getByRole('dialog', { name: `Welcome, ${next.firstName}!` })).toBeVisible();
});

test('a browser that closed the pop-up before it was kept per account hands that over instead of greeting', async ({
  page,
}) => {
  await quietBookingPanel(page);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('hv_welcome_closed', '1');
    }
  });
  await signUpThroughApi(page.request);
  await openHome(page);
  await expect.poll(async () => (await (await page.request.get('/api/auth/me')).json()).user.welcomed).toBe(true);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('hv_welcome_closed'))).toBeNull();
});

test('the welcome pop-up speaks Hindi on Hindi pages', async ({ page }) => {
  await quietBookingPanel(page);
  const user = await signUpThroughApi(page.request);
  await page.goto('/hi');
  await appReady(page);
  const welcome = page.getByRole('dialog', { name: `स्वागत है, ${user.firstName}!` });
  await expect(welcome).toBeVisible();
  await expect(welcome).toContainText('कुछ ही चरणों में आवेदन करें');
});
