import type { Page } from '@playwright/test';
import { expectNoAxeViolations, signUp } from './apply-support';
import { expect, quietHomePopups, test } from './fixtures';
import { isoDaysFromNow } from './handoff-support';

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

test.beforeEach(async ({ page }) => {
  await quietHomePopups(page);
});

test('a traveller saves a co-traveller on the Travellers page, then picks them in the next application', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signUp(page.request, 'saved-travellers');

  // The Travellers page, from the account menu.
  await page.goto('/account/profile');
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('link', { name: 'My Travellers' }).click();
  await expect(page).toHaveURL(/\/account\/travellers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Travellers' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('You have not saved any travellers yet.')).toBeVisible();
  await expectNoAxeViolations(page, 'travellers empty');

  // A relationship is chosen, never assumed; an expired passport is refused with a clear message.
  await page.getByRole('button', { name: 'Add a traveller' }).click();
  const form = page.getByRole('form', { name: 'New traveller' });
  await form.getByLabel('First name').fill('Meera');
  await form.getByLabel('Last name').fill('Rao');
  await form.getByLabel('Date of birth').fill('1991-07-03');
  await form.getByLabel('Passport number').fill('k7654321');
  await form.getByLabel('Passport expiry date').fill(isoDaysFromNow(-2));
  await form.getByRole('button', { name: 'Save traveller' }).click();
  await expect(form.getByText('Choose how this traveller is related to you')).toBeVisible();
  await form.getByLabel('Relationship to you').selectOption('Spouse');
  await form.getByRole('button', { name: 'Save traveller' }).click();
  await expect(form.getByLabel('Passport expiry date')).toHaveAccessibleDescription(
    'Passport expiry must be a future date',
  );
  await form.getByLabel('Passport expiry date').fill(isoDaysFromNow(900));
  await expect(form.getByLabel('Nationality').locator('option').nth(1)).toHaveText('India');
  await form.getByLabel('Nationality').selectOption({ label: 'India' });
  await expectNoAxeViolations(page, 'travellers form');
  await form.getByRole('button', { name: 'Save traveller' }).click();
  await expect(page.getByText('Meera is saved.')).toBeVisible();
  const card = page.getByRole('article', { name: 'Meera Rao' });
  await expect(card).toContainText('Spouse');
  await expect(card).toContainText('K7654321');
  await expect(card).toContainText('India');
  await expectNoAxeViolations(page, 'travellers list');

  // The next application offers her: one click fills the co-traveller.
  const start = isoDaysFromNow(30);
  await page.goto(`/apply?from=IN&to=TH&type=business&start=${start}&end=${isoDaysFromNow(37)}`);
  const option = page.getByRole('radio', { name: /Business e-Visa/ });
  await option.click();
  await expect(option).toBeChecked();
  await continueButton(page).click();
  await expect(page.getByLabel('Travel start date')).toHaveValue(start);
  await continueButton(page).click();

  await expect(page.getByRole('heading', { name: 'Travellers', exact: true })).toBeVisible();
  const me = page.getByRole('group', { name: 'You (from your profile)' });
  await me.getByLabel('Passport number').fill('Z1234567');
  await me.getByLabel('Passport expiry date').fill(isoDaysFromNow(1500));
  const saved = page.getByRole('region', { name: 'Your saved travellers' });
  await saved.getByRole('button', { name: 'Add Meera Rao (Spouse)' }).click();
  const meera = page.getByRole('group', { name: 'Co-traveller 1' });
  await expect(meera.getByLabel('First name')).toHaveValue('Meera');
  await expect(meera.getByLabel('Last name')).toHaveValue('Rao');
  await expect(meera.getByLabel('Relationship to you')).toHaveValue('Spouse');
  await expect(meera.getByLabel('Date of birth')).toHaveValue('1991-07-03');
  await expect(meera.getByLabel('Nationality')).toHaveValue('India');
  await expect(meera.getByLabel('Passport number')).toHaveValue('K7654321');
  await expect(meera.getByLabel('Passport expiry date')).toHaveValue(isoDaysFromNow(900));
  await expect(meera.getByRole('checkbox')).toHaveCount(0);
  await expect(saved).toHaveCount(0);

  // A new person typed in is offered for saving (ticked), and a relationship must be chosen for them too.
  await page.getByRole('button', { name: 'Add a co-traveller' }).click();
  const ravi = page.getByRole('group', { name: 'Co-traveller 2' });
  await ravi.getByLabel('First name').fill('Ravi');
  await ravi.getByLabel('Last name').fill('Rao');
  await ravi.getByLabel('Passport number').fill('Y7654321');
  await ravi.getByLabel('Passport expiry date').fill(isoDaysFromNow(1600));
  await expect(ravi.getByRole('checkbox', { name: 'Save to My Travellers for my next application' })).toBeChecked();
  await continueButton(page).click();
  await expect(ravi.getByText('Choose how this traveller is related to you')).toBeVisible();
  await ravi.getByLabel('Relationship to you').selectOption('Child');
  await expectNoAxeViolations(page, 'travellers step');
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: 'Documents', exact: true })).toBeVisible();

  await page.goto('/account/travellers');
  await expect(page.getByRole('heading', { level: 1, name: 'My Travellers' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('article', { name: 'Ravi Rao' })).toContainText('Child');
  await expect(page.getByRole('article')).toHaveCount(2);

  // Edit and delete on the page.
  await page.getByRole('button', { name: 'Edit Ravi Rao' }).click();
  const edit = page.getByRole('form', { name: 'Change Ravi’s details' });
  await edit.getByLabel('Relationship to you').selectOption('Sibling');
  await edit.getByRole('button', { name: 'Save traveller' }).click();
  await expect(page.getByRole('article', { name: 'Ravi Rao' })).toContainText('Sibling');
  await page.getByRole('button', { name: 'Delete Ravi Rao' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Ravi from your travellers?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('the Travellers page in Hindi', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page.request, 'saved-travellers-hi');
  await page.goto('/hi/account/travellers');
  await expect(page.getByRole('heading', { level: 1, name: 'मेरे यात्री' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'यात्री जोड़ें' }).click();
  const form = page.getByRole('form', { name: 'नया यात्री' });
  await expect(form.getByLabel('राष्ट्रीयता').locator('option').nth(1)).toHaveText('भारत');
  await form.getByLabel('पहला नाम').fill('Meera');
  await form.getByLabel('आपसे संबंध').selectOption('Spouse');
  await form.getByLabel('पासपोर्ट की समाप्ति तिथि').fill(isoDaysFromNow(-2));
  await form.getByRole('button', { name: 'यात्री सहेजें' }).click();
  await expect(form.getByText('पासपोर्ट की समाप्ति तिथि आने वाली तारीख होनी चाहिए').first()).toBeVisible();
  await expectNoAxeViolations(page, 'travellers hi');
});
