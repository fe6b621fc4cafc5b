import { appReady, expect, quietHomePopups, test } from './fixtures';

test('the destinations index filters by what an Indian passport needs and searches by name', async ({ page }) => {
  await page.goto('/visa');
  await expect(page.getByRole('heading', { level: 1, name: 'Visa destinations' })).toBeVisible();
  await appReady(page);
  const list = page.getByRole('main').getByRole('list');
  const all = await list.getByRole('link').count();
  expect(all).toBeGreaterThanOrEqual(80);
  await expect(list.getByRole('link', { name: /Thailand/ })).toContainText('Visa-free 60 days');

  await page.getByRole('button', { name: 'Visa-free' }).click();
  await expect(page.getByRole('button', { name: 'Visa-free' })).toHaveAttribute('aria-pressed', 'true');
  await expect(list.getByRole('link', { name: /Thailand/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /United States/ })).toHaveCount(0);
  const visaFree = await list.getByRole('link').count();
  expect(visaFree).toBeLessThan(all);
  for (const badge of await list.getByRole('link').allTextContents()) expect(badge).toContain('Visa-free');

  await page.getByRole('button', { name: 'eTA' }).click();
  await expect(list.getByRole('link', { name: /Kenya/ })).toContainText('eTA');

  await page.getByRole('button', { name: 'All' }).click();
  await page.getByLabel('Search destinations').fill('tha');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('1 destination');
  await list.getByRole('link', { name: /Thailand/ }).click();
  await expect(page).toHaveURL('/visa/thailand');
});

test('an unknown destination page answers a real 404', async ({ request }) => {
  const response = await request.get('/visa/atlantis');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page not found');
  expect((await request.get('/visa')).status()).toBe(200);
});

test('a destination page names the source and date of each fact and says visa-free first', async ({ request }) => {
  const html = await (await request.get('/visa/thailand')).text();
  expect(html).toMatch(
    /Source:(<!-- -->)? <a href="https:\/\/github.com\/ilyankou\/passport-index-dataset"[^>]*>Passport Index<\/a>/,
  );
  expect(html).toMatch(/verified(<!-- -->)? <time dateTime="2025-01-12">12 Jan 2025<\/time>/);
  expect(html.indexOf('Visa free for 60 days')).toBeLessThan(html.indexOf('Tourist e-Visa for stays over 60 days'));
  expect(html).not.toContain('>E-VISA<');
});

test.describe('the home page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows the destinations two to a row with a link to the index, the page under 12,000 px', async ({ page }) => {
    await quietHomePopups(page);
    await page.goto('/');
    await appReady(page);
    const grid = page.getByRole('region', { name: 'Popular Visa Destinations' });
    const cards = grid.getByRole('listitem');
    const first = await cards.nth(0).boundingBox();
    const second = await cards.nth(1).boundingBox();
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(12_000);
    await grid.getByRole('link', { name: /See all destinations/ }).click();
    await expect(page).toHaveURL('/visa');
  });
});
