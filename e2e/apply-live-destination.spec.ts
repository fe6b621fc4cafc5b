import type { Page } from '@playwright/test';
import { E2E_APPLY_URL } from '../playwright.config';
import { signInAsOperator } from './apply-support';
import { appReady, expect, quietHomePopups, test } from './fixtures';

/**
 * Issue 13, live without a build: an admin changes Georgia's card price and its tourist e-visa fee in the console;
 * a traveller who opens the home page and moves through the app without reloading sees both. (Georgia: no other
 * browser test edits or reads its fees.)
 */
async function editGeorgiaInTheConsole(page: Page) {
  await page.goto('/ops/catalogue');
  await page.getByRole('combobox', { name: 'Destination' }).selectOption('GE');
  const card = page.getByRole('region', { name: 'Destination card' });
  await card.getByLabel('Display price (₹)').fill('3799');
  await card.getByRole('button', { name: 'Save destination' }).click();
  await expect(card.getByLabel('Display price (₹)')).toHaveValue('3799');

  const option = page.getByRole('form', { name: /^Tourist e-Visa/ });
  await expect(option.getByLabel('Government fee (₹)')).toHaveValue('2673');
  await option.getByLabel('Government fee (₹)').fill('2800');
  await option.getByRole('button', { name: 'Save visa option' }).click();
  // 2,800 + 700 + 18% GST on 700 = ₹3,626.
  await expect(page.getByRole('heading', { name: /^Tourist e-Visa .* total ₹3626/ })).toBeVisible();
}

/** Set before a click: still there afterwards only if the page was not reloaded. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('an edit in the console shows on the home grid and on the destination page reached without a reload', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await browser.newContext({ baseURL: E2E_APPLY_URL });
  const consolePage = await admin.newPage();
  await signInAsOperator(consolePage, 'admin');
  await editGeorgiaInTheConsole(consolePage);
  await admin.close();

  const traveller = await browser.newContext({ baseURL: E2E_APPLY_URL });
  await quietHomePopups(traveller);
  const page = await traveller.newPage();
  await page.goto('/');
  await appReady(page);
  const grid = page.getByRole('region', { name: 'Popular Visa Destinations' });
  const georgia = grid.getByRole('link', { name: /^Georgia/ });
  await expect(georgia).toContainText('₹3,799');

  await markDocument(page);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/destinations/georgia'));
  await georgia.click();
  await expect(page).toHaveURL('/visa/georgia');
  expect((await answer).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Georgia Visa' })).toBeVisible();
  await expect(page.getByText('From ₹3,799')).toBeVisible();
  const options = page.getByRole('region', { name: 'Visa options and fees' });
  await expect(options.getByText('₹3,626')).toBeVisible();
  expect(await sameDocument(page)).toBe(true);

  // The same from the destinations index, and back again: the page keeps the live answer.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('link', { name: /See all destinations/ }).click();
  await expect(page).toHaveURL('/visa');
  await page.getByLabel('Search destinations').fill('georgia');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Georgia/ })
    .click();
  await expect(options.getByText('₹3,626')).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  await traveller.close();
});

test('a destination page rendered by the server hydrates without asking the API again', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/destinations')) calls.push(request.url());
  });
  await page.goto('/visa/thailand');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Thailand Visa' })).toBeVisible();
  expect(calls).toEqual([]);
});

test('navigating in the app to a destination that does not exist says so', async ({ page }) => {
  await page.goto('/visa');
  await appReady(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/visa/atlantis');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Destination not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search any country' })).toHaveAttribute('href', '/');
});
