import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { appReady, expect, holdRequests, isAppScript, quietHomePopups, test } from './fixtures';

// A slow phone: the prerendered home search is on screen seconds before the app's scripts have run. The page's
// early script (web/src/search-before-hydration.ts) suggests countries meanwhile and hands over to the app.

test.beforeEach(async ({ page }) => {
  // Each test waits out a hydration held back on purpose, and checks the page with axe meanwhile.
  test.slow();
  await quietHomePopups(page);
});

const seriousViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
};

const notHydrated = (page: Page) => expect(page.locator('html[data-ready]')).toHaveCount(0);

test('before hydration the first step suggests as the combobox does, and passes axe', async ({ page }) => {
  // The page's policy allows no inline script or style: the browser reports anything it refuses.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  await holdRequests(page, isAppScript);
  await page.goto('/', { waitUntil: 'commit' });
  const origin = page.getByRole('combobox', { name: 'Where are you starting from?' });
  await origin.click();
  await origin.pressSequentially('s');
  const options = page.getByRole('option');
  await expect(options).toHaveCount(10);
  expect(await options.evaluateAll((found) => found.map((option) => option.textContent?.[0]))).toEqual(
    Array(10).fill('S'),
  );
  await expect(options.first().locator('mark')).toHaveText('S');
  await expect(options.first()).not.toContainText(/visa by|VISA/);
  await notHydrated(page);

  // The ARIA combobox pattern: the input owns the listbox and points at the active option; a status counts them.
  await expect(origin).toHaveAttribute('aria-expanded', 'true');
  const listId = await origin.getAttribute('aria-controls');
  await expect(page.locator(`[id="${listId}"][role="listbox"]`)).toBeVisible();
  await expect(origin).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id')) ?? '');
  await expect(page.getByRole('status').filter({ hasText: '10 suggestions' })).toBeAttached();
  expect(await seriousViolations(page)).toEqual([]);
  await origin.fill('zzq');
  await expect(page.locator('p:not([role="status"])', { hasText: 'No matches — try a country or city' })).toBeVisible();
  await expect(origin).toHaveAttribute('aria-expanded', 'false');
  expect(refused).toEqual([]);
});

test('a country picked by keyboard before hydration is kept, and the search goes on after it', async ({ page }) => {
  const release = await holdRequests(page, isAppScript);
  await page.goto('/', { waitUntil: 'commit' });
  const origin = page.getByRole('combobox', { name: 'Where are you starting from?' });
  await origin.click();
  await origin.pressSequentially('in');
  const options = page.getByRole('option');
  await expect(options.first()).toHaveAccessibleName('India');
  await origin.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(origin).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '');
  await origin.press('ArrowUp');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await origin.press('Enter');
  await expect(origin).toHaveValue('India');
  await expect(origin).toHaveAttribute('aria-expanded', 'false');
  await expect(options).toHaveCount(0);
  await notHydrated(page);

  // The app takes over with India picked: the search moves on to the destination, by keyboard.
  release();
  await appReady(page, { timeout: 30_000 });
  const destination = page.getByRole('combobox', { name: 'Your destination?' });
  await expect(destination).toBeFocused();
  await expect(page.getByRole('progressbar', { name: 'Search progress' })).toHaveAttribute('aria-valuenow', '2');
  await page.keyboard.type('dub');
  await expect(options.first()).toContainText('United Arab Emirates');
  await expect(options.first()).toContainText('E-VISA');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Visa start date')).toBeFocused();
  const search = page.getByRole('form', { name: 'Visa search' });
  await search.getByRole('button', { name: 'Back' }).click();
  await search.getByRole('button', { name: 'Back' }).click();
  await expect(origin).toHaveValue('India');
});

test('what was typed before hydration, and the option the keyboard was on, are kept after it', async ({ page }) => {
  const release = await holdRequests(page, isAppScript);
  await page.goto('/', { waitUntil: 'commit' });
  const origin = page.getByRole('combobox', { name: 'Where are you starting from?' });
  await origin.click();
  await origin.pressSequentially('uni');
  const options = page.getByRole('option');
  await expect(options.first()).toHaveAccessibleName('United Arab Emirates');
  await origin.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  const second = await options.nth(1).textContent();
  await origin.press('Escape');
  await expect(origin).toHaveAttribute('aria-expanded', 'false');
  await origin.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await origin.press('ArrowDown');
  await notHydrated(page);

  release();
  await appReady(page, { timeout: 30_000 });
  // The app's own suggestions, for the same text, on the same option; nothing of the early script is left.
  await expect(origin).toHaveValue('uni');
  await expect(origin).toHaveAttribute('aria-expanded', 'true');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(1)).toHaveText(second ?? '');
  await expect(page.locator('[id$="-early-list"]')).toHaveCount(0);
  const listId = await origin.getAttribute('aria-controls');
  await expect(page.locator(`[id="${listId}"]`).getByRole('option')).toHaveCount(await options.count());
  await origin.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Your destination?' })).toBeFocused();
  await page.getByRole('form', { name: 'Visa search' }).getByRole('button', { name: 'Back' }).click();
  await expect(origin).toHaveValue(second ?? '');
});

test('the Hindi page suggests Hindi names before hydration and keeps the pick after', async ({ page }) => {
  const release = await holdRequests(page, isAppScript);
  await page.goto('/hi', { waitUntil: 'commit' });
  const origin = page.getByRole('combobox', { name: 'आप कहाँ से यात्रा शुरू कर रहे हैं?' });
  await origin.click();
  await origin.pressSequentially('भार');
  const options = page.getByRole('option');
  await expect(options.first()).toHaveAccessibleName('भारत');
  await expect(options.first().locator('mark')).toHaveText('भार');
  await expect(page.getByRole('status').filter({ hasText: /सुझाव/ })).toBeAttached();
  expect(await seriousViolations(page)).toEqual([]);
  // English names still find the country on the Hindi page (as aliases).
  await origin.fill('thai');
  await expect(options.first()).toContainText('थाईलैंड (Thailand)');
  await origin.fill('भारत');
  await origin.press('Enter');
  await expect(origin).toHaveValue('भारत');
  await notHydrated(page);

  release();
  await appReady(page, { timeout: 30_000 });
  const destination = page.getByRole('combobox', { name: 'आपका गंतव्य?' });
  await expect(destination).toBeFocused();
  await page.keyboard.type('थाई');
  await expect(options.first()).toContainText('थाईलैंड');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('वीज़ा शुरू होने की तारीख')).toBeFocused();
});

test('an early script that arrives after the app has taken over stays out of the search', async ({ page }) => {
  const release = await holdRequests(page, (url) => url.pathname.includes('search-before-hydration'));
  await page.goto('/', { waitUntil: 'commit' });
  await appReady(page, { timeout: 30_000 });
  release();
  // The page's load waits for its async scripts: the early script has run once it fires.
  await page.waitForLoadState('load');
  const origin = page.getByRole('combobox', { name: 'Where are you starting from?' });
  await origin.click();
  await origin.pressSequentially('s');
  await expect(page.getByRole('listbox')).toHaveCount(1);
  await expect(page.getByRole('option')).toHaveCount(10);
  await expect(page.locator('[id$="-early-list"]')).toHaveCount(0);
});
