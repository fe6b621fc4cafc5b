import { appReady, expect, signUpThroughApi, test } from './fixtures';

const PANEL = 'Explore your Gateway, Book your Visa';

test('the booking panel waits while the visitor is typing in the search, and never takes the field from them', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await appReady(page);
  const panel = page.getByRole('dialog', { name: PANEL });
  await page.clock.runFor(8_000);
  const origin = page.getByRole('combobox', { name: 'Where are you starting from?' });
  await origin.pressSequentially('Ind');
  await page.clock.runFor(4_000);
  await expect(panel).toBeHidden();
  await expect(origin).toBeFocused();
  await origin.pressSequentially('ia');
  await page.clock.runFor(6_000);
  await expect(panel).toBeHidden();
  await expect(origin).toHaveValue('India');
  expect(await page.evaluate(() => localStorage.getItem('bookingPanelShown'))).toBeNull();

  // Once the visitor leaves the field and stops typing, the panel opens, once.
  await page.getByRole('heading', { name: 'Your Gateway to The World' }).click();
  await page.clock.runFor(6_000);
  await expect(panel).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('bookingPanelShown'))).toBe('1');
});

test('for a signed-in visitor on a new browser the booking panel waits for the welcome popup, never stacking', async ({
  page,
}) => {
  const user = await signUpThroughApi(page.request);
  await page.clock.install();
  await page.goto('/');
  await appReady(page);
  const welcome = page.getByRole('dialog', { name: `Welcome, ${user.firstName}!` });
  const panel = page.getByRole('dialog', { name: PANEL });
  await expect(welcome).toBeVisible();
  await page.clock.runFor(15_000);
  await expect(panel).toBeHidden();
  expect(await page.locator('dialog[open]').count()).toBe(1);

  await welcome.getByRole('button', { name: 'Close' }).click();
  await expect(welcome).toBeHidden();
  await page.clock.runFor(6_000);
  await expect(panel).toBeVisible();
  expect(await page.locator('dialog[open]').count()).toBe(1);
});
