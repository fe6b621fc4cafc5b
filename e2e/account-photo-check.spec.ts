import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, accountTest as test } from './fixtures';

/** The visa photo check on the Documents page (issue 31): a bad photo explained, fixed, saved; axe on each state. */

const photo = (name: string) => ({
  name: `${name}.jpg`,
  mimeType: 'image/jpeg',
  buffer: readFileSync(path.resolve(import.meta.dirname, '../server/test/photos', `${name}.jpg`)),
});

async function expectNoViolations(page: import('@playwright/test').Page) {
  const result = await new AxeBuilder({ page }).include('section[aria-labelledby]').analyze();
  expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('checks a badly framed photo, fixes it and saves it to the documents', async ({ page }) => {
  // The first check on a fresh server loads the face detector.
  test.setTimeout(120_000);
  await page.goto('/account/documents');
  const check = page.getByRole('region', { name: 'Check a visa photo' });
  await expect(check).toBeVisible();
  await check.getByRole('button', { name: 'Check photo' }).click();
  await expect(check.getByText('Choose the country you are applying to.')).toBeVisible();

  await check.getByLabel('Country you are applying to').selectOption('TH');
  await check.getByLabel('Photo', { exact: true }).setInputFiles(photo('head-size'));
  await check.getByRole('button', { name: 'Check photo' }).click();
  await expect(check.getByText('Your photo has 1 problem:')).toBeVisible();
  await expect(check.getByText(/Your head \(chin to crown\) must fill 70–80%/)).toBeVisible();
  await expect(check.getByRole('link', { name: /ICAO Doc 9303/ })).toBeVisible();
  await expectNoViolations(page);

  await check.getByRole('button', { name: 'Fix it for me' }).click();
  const fixed = check.getByRole('img', { name: 'Your photo, cropped and resized to the specification' });
  await expect(fixed).toBeVisible();
  await expect.poll(() => fixed.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBeGreaterThanOrEqual(531);
  await expectNoViolations(page);

  await check.getByRole('button', { name: 'Save to my documents' }).click();
  await expect(check.getByText('Saved to your documents.')).toBeVisible();
  const row = page.getByRole('table').getByRole('row', { name: /head-size-visa-photo\.jpg/ });
  await expect(row.locator('td').first()).toHaveText('Visa photo');
});

test('says what to retake when a photo cannot be fixed', async ({ page }) => {
  await page.goto('/account/documents');
  const check = page.getByRole('region', { name: 'Check a visa photo' });
  await check.getByLabel('Country you are applying to').selectOption('US');
  await check.getByLabel('Photo', { exact: true }).setInputFiles(photo('blurred'));
  await check.getByRole('button', { name: 'Check photo' }).click();
  await expect(check.getByText(/The photo is blurred/)).toBeVisible();
  await expect(check.getByRole('link', { name: /U.S. Department of State/ })).toBeVisible();
  await expect(check.getByRole('button', { name: 'Fix it for me' })).toHaveCount(0);
  await expectNoViolations(page);
});
