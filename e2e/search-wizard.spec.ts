import { appReady, expect, holdRequests, isAppScript, quietHomePopups, test } from './fixtures';
import { isoDaysFromNow, searchFromIndia, typedDate } from './handoff-support';

test.beforeEach(async ({ page }) => {
  await quietHomePopups(page);
});

test('the whole search wizard works by keyboard alone', async ({ page }) => {
  await page.goto('/');
  const origin = page.getByRole('combobox', { name: 'Where are you starting from?' });
  // Tab from the top of the page until the origin field has focus.
  for (let i = 0; i < 40 && !(await origin.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(origin).toBeFocused();
  const progress = page.getByRole('progressbar', { name: 'Search progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '1');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  await page.keyboard.type('ind');
  await expect(page.getByRole('option').first()).toContainText('India');
  await page.keyboard.press('Enter');

  const destination = page.getByRole('combobox', { name: 'Your destination?' });
  await expect(destination).toBeFocused();
  await expect(progress).toHaveAttribute('aria-valuenow', '2');
  await page.keyboard.type('dub');
  const first = page.getByRole('option').first();
  await expect(first).toContainText('United Arab Emirates');
  await expect(first).toContainText('E-VISA');
  await expect(first).toContainText(/Get your visa by \d{1,2} [A-Z][a-z]{2}/);
  await expect(first.locator('mark')).toHaveText('Dub');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');

  const start = isoDaysFromNow(10);
  const end = isoDaysFromNow(17);
  const startField = page.getByLabel('Visa start date');
  await expect(startField).toBeFocused();
  await expect(startField).toHaveAttribute('min', isoDaysFromNow(1));
  await page.keyboard.type(typedDate(start));

  const endField = page.getByLabel('Visa end date');
  await expect(endField).toBeFocused();
  await expect(endField).toHaveAttribute('min', isoDaysFromNow(11));
  await page.keyboard.type(typedDate(end));

  await expect(progress).toHaveAttribute('aria-valuenow', '5');
  await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Tourist' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Tourist' })).toBeChecked();

  const results = page.getByRole('region', { name: 'Visa Options' });
  await expect(results).toContainText('India → United Arab Emirates');
  await expect(results).toContainText('E-visa needed');
  await expect(results).toContainText('as of 12 Jan 2025; check official sources before you travel');
  await expect(results.getByRole('article').first()).toContainText('₹4,999');
  await expect(results.getByRole('article').first()).toContainText('4 working days');

  await page.keyboard.press('Enter');
  const target = `/go/visa?from=IN&to=AE&start=${start}&end=${end}&type=tourist`;
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(target)}`);
  const stored = await page.evaluate(() => ({
    payload: JSON.parse(sessionStorage.getItem('gv_payload') ?? 'null'),
    redirect: sessionStorage.getItem('postLoginRedirect'),
  }));
  expect(stored).toEqual({ payload: { from: 'IN', to: 'AE', start, end, type: 'tourist' }, redirect: target });
});

test('Back steps back, and a new start date resets an end date that no longer fits', async ({ page }) => {
  await page.goto('/');
  await searchFromIndia(page, { typed: 'Bangkok', pick: /Thailand/ }, 5, 9);
  const search = page.getByRole('form', { name: 'Visa search' });
  await search.getByRole('button', { name: 'Back' }).click();
  await search.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Visa start date')).toHaveValue(isoDaysFromNow(5));
  await page.getByLabel('Visa start date').fill(isoDaysFromNow(20));
  await expect(page.getByLabel('Visa end date')).toHaveValue(isoDaysFromNow(21));
  await search.getByRole('button', { name: 'Back' }).click();
  await page.getByLabel('Visa start date').fill(isoDaysFromNow(0));
  await expect(search.getByRole('alert')).toContainText('Choose a date from');
  await expect(search.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('autocomplete: first letter, aliases, up to 10 suggestions, Escape closes then clears', async ({ page }) => {
  await page.goto('/');
  const origin = page.getByRole('combobox', { name: 'Where are you starting from?' });
  await origin.click();
  await origin.pressSequentially('s');
  const options = page.getByRole('option');
  await expect(options).toHaveCount(10);
  for (let i = 0; i < 10; i++) await expect(options.nth(i)).toHaveAccessibleName(/^S/);
  // Where the traveller starts from is not a destination: no visa date or chip there.
  await expect(options.first()).not.toContainText(/visa by|VISA/);
  await origin.fill('uk');
  await expect(options.first()).toContainText('United Kingdom');
  await expect(origin).toHaveAttribute('aria-expanded', 'true');
  await origin.press('Escape');
  await expect(origin).toHaveAttribute('aria-expanded', 'false');
  await origin.press('Escape');
  await expect(origin).toHaveValue('');
});

test('a passport that needs no visa gets a clear answer and nothing to buy', async ({ page }) => {
  await page.goto('/');
  await searchFromIndia(page, { typed: 'thai', pick: /Thailand/ }, 5, 12);
  await page.getByRole('radio', { name: 'Tourist' }).check();
  const results = page.getByRole('region', { name: 'Visa Options' });
  await expect(results).toContainText('Visa free for 60 days');
  await expect(results.getByRole('article')).toHaveCount(0);
});

test('what is typed into the search before the page hydrates still gets its suggestions', async ({ page }) => {
  // A slow phone: the prerendered search is on screen well before the scripts that run it.
  const release = await holdRequests(page, isAppScript);
  await page.goto('/', { waitUntil: 'commit' });
  const origin = page.getByRole('combobox', { name: 'Where are you starting from?' });
  await origin.fill('India');
  release();
  await appReady(page, { timeout: 20_000 });
  await expect(origin).toHaveValue('India');
  await page.getByRole('option', { name: 'India', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Your destination?' })).toBeVisible();
});
