import { appReady, expect, test } from './fixtures';
import { isoDaysFromNow } from './handoff-support';

test('the booking panel opens by itself once, 10 s after the first visit', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  // The 10 s count starts when the page comes alive; time is moved on only from then.
  await appReady(page);
  const panel = page.getByRole('dialog', { name: 'Explore your Gateway, Book your Visa' });
  await page.clock.runFor(9_000);
  await expect(panel).toBeHidden();
  await page.clock.runFor(1_500);
  await expect(panel).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('bookingPanelShown'))).toBe('1');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await page.reload();
  await appReady(page);
  await page.clock.runFor(15_000);
  await expect(panel).toBeHidden();
});

test('the booking panel never opens while the visitor is in the search or a field, and never takes the focus', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await appReady(page);
  const panel = page.getByRole('dialog', { name: 'Explore your Gateway, Book your Visa' });
  const origin = page.getByRole('combobox', { name: 'Where are you starting from?' });
  await origin.click();
  await page.keyboard.type('Ind');
  // Well past 10 s, the visitor still in the search: the panel waits and the focus stays where it is.
  await page.clock.runFor(20_000);
  await expect(panel).toBeHidden();
  await expect(origin).toBeFocused();
  await expect(origin).toHaveValue('Ind');

  // Another field of the page (the newsletter's e-mail in the footer): still no panel.
  const newsletter = page.getByRole('contentinfo').getByRole('textbox').first();
  await newsletter.fill('asha@example.com');
  await page.clock.runFor(20_000);
  await expect(panel).toBeHidden();
  await expect(newsletter).toBeFocused();

  // A quiet moment: the focus leaves the fields and nothing is typed for a few seconds.
  await newsletter.blur();
  await page.clock.runFor(5_000);
  await expect(panel).toBeVisible();
});

test('a visitor busy for a whole minute is left alone this visit; the panel comes on the next', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await appReady(page);
  const panel = page.getByRole('dialog', { name: 'Explore your Gateway, Book your Visa' });
  const origin = page.getByRole('combobox', { name: 'Where are you starting from?' });
  await origin.focus();
  await page.clock.runFor(75_000);
  await origin.blur();
  await page.clock.runFor(30_000);
  await expect(panel).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('bookingPanelShown'))).toBeNull();

  await page.reload();
  await appReady(page);
  await page.clock.runFor(10_500);
  await expect(panel).toBeVisible();
});

test('the booking panel on demand: five required fields, then Book your Visa', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('bookingPanelShown', '1'));
  await page.goto('/');
  await appReady(page);
  await page.getByRole('button', { name: 'Quick visa booking' }).click();
  const panel = page.getByRole('dialog', { name: 'Explore your Gateway, Book your Visa' });
  await expect(panel).toBeVisible();
  const origin = panel.getByLabel('Origin Country');
  await expect(origin).toHaveValue('IN');
  await origin.selectOption('');
  await panel.getByRole('button', { name: 'Book your Visa' }).click();
  await expect(panel.getByText('Choose your origin country')).toBeVisible();
  await expect(panel.getByText('Choose your destination country')).toBeVisible();
  await expect(panel.getByText('Choose your earliest departure date')).toBeVisible();
  await expect(panel.getByText('Choose the date you need the visa by')).toBeVisible();
  await expect(panel.getByText('Choose a visa type')).toBeVisible();
  await expect(origin).toBeFocused();

  await origin.selectOption('IN');
  await panel.getByLabel('Destination Country').selectOption('SG');
  await panel.getByLabel('Earliest departure').fill(isoDaysFromNow(20));
  await panel.getByLabel('Visa Required by').fill(isoDaysFromNow(15));
  await panel.getByLabel('Visa Type').selectOption('business');
  await panel.getByRole('button', { name: 'Book your Visa' }).click();
  const target = `/go/visa?from=IN&to=SG&start=${isoDaysFromNow(20)}&type=business&by=${isoDaysFromNow(15)}`;
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(target)}`);
});
