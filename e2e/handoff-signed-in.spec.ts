import { E2E_BOOKING_URL } from '../playwright.config';
import { expect, holdRequests, quietHomePopups, test } from './fixtures';
import { exchangeToken, searchFromIndia, signUp, ssoTokenOf } from './handoff-support';

test('a signed-in traveller goes from /go-for-visa straight to the booking site', async ({ page, request }) => {
  const { email } = await signUp(page.request);
  await page.goto('/go-for-visa?to=TH&type=business');
  await page.waitForURL((url) => url.href.startsWith(E2E_BOOKING_URL));
  const landed = new URL(page.url());
  expect(landed.searchParams.get('from')).toBe('IN');
  expect(landed.searchParams.get('to')).toBe('TH');
  expect(landed.searchParams.get('type')).toBe('business');

  const token = ssoTokenOf(page.url());
  const wrongKey = await exchangeToken(request, token, 'not-the-partner-key');
  expect(wrongKey.status()).toBe(401);
  const first = await exchangeToken(request, token);
  expect(first.status()).toBe(200);
  expect((await first.json()).user.email).toBe(email);
  expect((await exchangeToken(request, token)).status()).toBe(404);
});

test('Back from the booking site returns to the page before the hand-off, not into another hand-off', async ({
  page,
}) => {
  await signUp(page.request);
  await quietHomePopups(page);
  await page.goto('/contact');
  await page.goto('/go/visa?to=TH&type=tourist');
  await page.waitForURL((url) => url.href.startsWith(E2E_BOOKING_URL));
  await page.goBack();
  await expect(page).toHaveURL(/\/contact$/);
});

test('the hand-off page shows the route while it checks the session', async ({ page }) => {
  await signUp(page.request);
  // Hold the hand-off request so the page can be read before it leaves.
  const release = await holdRequests(page, '**/api/handoff');
  await page.goto('/go/visa?from=IN&to=AE&type=tourist');
  const main = page.getByRole('main');
  await expect(main.getByText('India → United Arab Emirates')).toBeVisible();
  await expect(main.getByText('Tourist Visa', { exact: true })).toBeVisible();
  await expect(main.getByRole('status')).toHaveText('Redirecting to Visa Booking Page…');
  release();
  await page.waitForURL((url) => url.href.startsWith(E2E_BOOKING_URL));
});

test('a signed-in search goes to the hand-off without the login page', async ({ page }) => {
  await signUp(page.request);
  await quietHomePopups(page);
  await page.goto('/');
  await searchFromIndia(page, { typed: 'singapore', pick: /Singapore/ }, 8, 12);
  await page.getByRole('radio', { name: 'Family' }).check();
  const option = page.getByRole('region', { name: 'Visa Options' }).getByRole('article').first();
  await expect(option).toContainText('Family Visit');
  await option.getByRole('button', { name: /Save .* to your wishlist/ }).click();
  await expect(option.getByRole('button', { name: /Save .* to your wishlist/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await option.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL((url) => url.href.startsWith(E2E_BOOKING_URL));
  expect(new URL(page.url()).searchParams.get('type')).toBe('family');
});

test('anonymous visitors of the hand-off page are sent to log in with the search kept', async ({ page }) => {
  await page.goto('/go/visa?from=IN&to=JP&type=tourist');
  const target = '/go/visa?from=IN&to=JP&type=tourist';
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(target)}`);
  expect(await page.evaluate(() => sessionStorage.getItem('postLoginRedirect'))).toBe(target);
});
