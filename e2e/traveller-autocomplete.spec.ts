import type { Page } from '@playwright/test';
import { appReady, expect, quietHomePopups, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await quietHomePopups(page);
  await page.goto('/');
  await appReady(page);
});

test('Indian former and alternate city names find India, "bang" included', async ({ page }) => {
  const origin = page.getByRole('combobox', { name: 'Where are you starting from?' });
  await origin.fill('bang');
  await expect(page.getByRole('option', { name: /^India .*Bangalore/ })).toBeVisible();
  for (const city of ['bangalore', 'bombay', 'madras', 'calcutta']) {
    await origin.fill(city);
    await expect(page.getByRole('option').first(), city).toContainText('India');
  }
  await page.getByRole('option').first().click();
  await expect(page.getByRole('combobox', { name: 'Your destination?' })).toBeFocused();
});

/** The visible line in the suggestions popup (a hidden status region repeats it for screen readers). */
const popupLine = (page: Page, text: string | RegExp) => page.locator('p:not([role="status"])', { hasText: text });

test('a query with no match says so and suggests what to type', async ({ page }) => {
  const origin = page.getByRole('combobox', { name: 'Where are you starting from?' });
  await origin.fill('qwxz');
  await expect(popupLine(page, 'No matches — try a country or city')).toBeVisible();
  await origin.fill('Ind');
  await expect(popupLine(page, 'No matches — try a country or city')).toBeHidden();
});

test('"schengen" points to the Schengen countries', async ({ page }) => {
  await page.getByRole('combobox', { name: 'Where are you starting from?' }).fill('India');
  await page.getByRole('option', { name: 'India', exact: true }).click();
  const destination = page.getByRole('combobox', { name: 'Your destination?' });
  await destination.fill('schengen');
  await expect(
    popupLine(page, /Schengen is an area of 29 countries: apply to the one where you will spend the most nights/),
  ).toBeVisible();
  const options = page.getByRole('option');
  await expect(options).toHaveCount(10);
  await expect(options.first()).toContainText('France');
  await expect(page.getByRole('option', { name: /Germany/ })).toBeVisible();
  await page.getByRole('option', { name: /Italy/ }).click();
  await expect(page.getByLabel('Visa start date')).toBeFocused();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Your destination?' })).toHaveValue('Italy');
});
