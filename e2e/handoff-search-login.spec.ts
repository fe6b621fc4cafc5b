import { E2E_BOOKING_URL } from '../playwright.config';
import { expect, quietHomePopups, test } from './fixtures';
import { exchangeToken, isoDaysFromNow, PASSWORD, signUp, ssoTokenOf } from './handoff-support';

test('an anonymous search logs in and lands on the booking site with the search and a single-use token', async ({
  page,
  request,
}) => {
  const { email } = await signUp(request, 'Meera');
  await quietHomePopups(page);
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Where are you starting from?' }).fill('ind');
  await page.getByRole('option', { name: 'India', exact: true }).click();
  await page.getByRole('combobox', { name: 'Your destination?' }).fill('dub');
  await page.getByRole('option', { name: /United Arab Emirates/ }).click();
  const start = isoDaysFromNow(12);
  const end = isoDaysFromNow(19);
  await page.getByLabel('Visa start date').fill(start);
  await page.getByLabel('Visa end date').fill(end);
  await page.getByRole('radio', { name: 'Tourist' }).check();
  await expect(page.getByRole('region', { name: 'Visa Options' }).getByRole('article').first()).toContainText('₹4,999');
  await page.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/login\?next=/);
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();

  await page.waitForURL((url) => url.href.startsWith(E2E_BOOKING_URL));
  const landed = new URL(page.url());
  expect(Object.fromEntries(landed.searchParams)).toEqual({
    from: 'IN',
    to: 'AE',
    start,
    end,
    type: 'tourist',
    autostart: '1',
  });
  const token = ssoTokenOf(page.url());
  expect(token.length).toBeGreaterThan(30);

  const first = await exchangeToken(request, token);
  expect(first.status()).toBe(200);
  expect((await first.json()).user).toMatchObject({ email, name: 'Meera Traveller' });
  const again = await exchangeToken(request, token);
  expect(again.status()).toBe(404);
});
