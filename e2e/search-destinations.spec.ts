import { appReady, expect, quietHomePopups, test } from './fixtures';

test('destination pages are prerendered with requirements, options and fees', async ({ request }) => {
  const response = await request.get('/visa/thailand');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('Thailand Visa');
  expect(html).toContain('Requirements for Indian passport holders');
  expect(html).toContain('Visa free for 60 days');
  expect(html).toContain('₹3,499');
  expect(html).toContain('Documents needed');
  const uae = await (await request.get('/visa/uae')).text();
  expect(uae).toContain('₹4,999');
  expect(uae).toContain('E-visa needed');
});

test('sitemap and robots list the destination pages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/visa/thailand</loc>');
  expect(sitemap).toContain('/visa/united-states</loc>');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap:');
});

test('home cards lead to destination pages whose Apply starts the hand-off', async ({ page }) => {
  await quietHomePopups(page);
  await page.goto('/');
  const grid = page.getByRole('region', { name: 'Popular Visa Destinations' });
  const cards = grid.getByRole('link');
  expect(await cards.count()).toBeGreaterThanOrEqual(80);
  await expect(grid.getByRole('link', { name: /Malaysia/ })).toContainText('₹2,999');
  await grid.getByRole('link', { name: /Singapore/ }).click();
  await expect(page).toHaveURL('/visa/singapore');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Singapore Visa');
  await expect(page.getByRole('heading', { name: 'Visa options and fees' })).toBeVisible();
  await appReady(page);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  const target = '/go/visa?from=IN&to=SG&type=tourist';
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(target)}`);
});

test('a server-rendered destination page hydrates from its own data: no mismatch, no layout shift', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/visa/thailand', '/hi/visa/japan']) {
    await page.goto(path);
    await expect(page.locator('#server-data')).toHaveCount(1);
    // Hydrated: React has taken over the server's HTML.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')),
        ),
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(() => (window as unknown as { __shifts: { total: number } }).__shifts.total);
    expect(shift).toBeLessThan(0.01);
  }
  expect(errors.filter((text) => /hydrat|did not match|Minified React error/i.test(text))).toEqual([]);
});
