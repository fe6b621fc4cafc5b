import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, signUp } from './apply-support';
import { expect, quietHomePopups, test } from './fixtures';
import { isoDaysFromNow } from './handoff-support';

const PASSPORTS = path.join(import.meta.dirname, '..', 'server', 'test', 'fixtures', 'passports');
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

test.beforeEach(async ({ page }) => {
  await quietHomePopups(page);
});

test('a co-traveller is filled from a passport photo, a typed passport number that differs is settled, a short passport is flagged', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signUp(page.request, 'passport-photo');
  await page.goto(`/apply?from=IN&to=TH&type=business&start=${isoDaysFromNow(30)}&end=${isoDaysFromNow(37)}`);
  const option = page.getByRole('radio', { name: /Business e-Visa/ });
  await option.click();
  await expect(option).toBeChecked();
  await continueButton(page).click();
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: 'Travellers', exact: true })).toBeVisible();

  const me = page.getByRole('group', { name: 'You (from your profile)' });
  await me.getByLabel('Passport number').fill('Z1234567');
  await me.getByLabel('Passport expiry date').fill(isoDaysFromNow(1500));
  await page.getByRole('button', { name: 'Add a co-traveller' }).click();
  const lena = page.getByRole('group', { name: 'Co-traveller 1' });
  await lena.getByLabel('Relationship to you').selectOption('Friend');
  // Typed with two digits swapped; the passport says N2227690.
  await lena.getByLabel('Passport number').fill('N2227609');

  await lena.getByLabel('Fill from passport photo').setInputFiles(path.join(PASSPORTS, '03-ind-scan.jpg'));
  await expect(lena.getByText('Some details you typed differ from it')).toBeVisible({ timeout: 30_000 });
  await expect(lena.getByLabel('First name')).toHaveValue('Lena');
  await expect(lena.getByLabel('Last name')).toHaveValue('Menon');
  await expect(lena.getByLabel('Date of birth')).toHaveValue('1964-11-15');
  await expect(lena.getByLabel('Nationality')).toHaveValue('India');
  await expect(lena.getByLabel('Passport expiry date')).toHaveValue('2034-10-15');
  const choice = lena.getByRole('group', {
    name: 'Passport number: you typed N2227609, the passport says N2227690',
  });
  await expect(choice).toBeVisible();
  await expectNoAxeViolations(page, 'travellers step with a passport choice');

  // Going on is refused until the traveller picks one.
  await continueButton(page).click();
  await expect(page.getByText('Choose which to keep for each before you go on')).toBeVisible();
  await choice.getByLabel("Use the passport's: N2227690").check();
  await expect(lena.getByLabel('Passport number')).toHaveValue('N2227690');

  // A second co-traveller's passport expires too soon after the trip for the trip check's rule.
  await page.getByRole('button', { name: 'Add a co-traveller' }).click();
  const sita = page.getByRole('group', { name: 'Co-traveller 2' });
  await sita.getByLabel('Relationship to you').selectOption('Friend');
  await sita.getByLabel('Fill from passport photo').setInputFiles(path.join(PASSPORTS, '12-can-photo.jpg'));
  await expect(sita.getByText('This passport is not valid long enough for this trip')).toBeVisible({
    timeout: 30_000,
  });
  await expect(sita.getByLabel('Passport number')).toHaveValue('GU2490630');
  await expectNoAxeViolations(page, 'travellers step with a short passport');
  await sita.getByRole('button', { name: /^Remove/ }).click();

  // A photo with no zone: the server's message says what to do.
  await page.getByRole('button', { name: 'Add a co-traveller' }).click();
  const third = page.getByRole('group', { name: 'Co-traveller 2' });
  await third.getByLabel('Fill from passport photo').setInputFiles(path.join(PASSPORTS, 'landscape.jpg'));
  await expect(third.getByText('We could not find the two lines at the bottom of the photo page.')).toBeVisible({
    timeout: 30_000,
  });
  await third.getByRole('button', { name: /^Remove/ }).click();

  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: 'Documents', exact: true })).toBeVisible({ timeout: 15_000 });
});
