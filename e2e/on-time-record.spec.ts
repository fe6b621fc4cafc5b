import { expectNoAxeViolations } from './apply-support';
import { appReady, expect, quietHomePopups, test } from './fixtures';

/**
 * The public on-time record (docs/on-time.md#the-public-record) on a fresh server: nothing decided yet, so the page
 * says so in a sentence, and the home page keeps its standing figures (the thresholds are far off).
 */
test.describe('the on-time record page', () => {
  test('/on-time is prerendered, reached from the footer, and says nothing is decided yet', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/on-time')).text();
    expect(html).toContain('On-time record');
    const record = await (await request.get('/api/on-time')).json();
    expect(record).toMatchObject({ total: { decided: 0, onTime: 0, onTimePercent: null }, months: [], misses: [] });

    await page.goto('/about');
    await appReady(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'On-time Record' }).click();
    await expect(page).toHaveURL(/\/on-time$/);
    await expect(page.getByRole('heading', { level: 1, name: 'On-time record' })).toBeVisible();
    await expect(
      page.getByText(
        'No application with a promised date has been decided yet: the record starts with the first decision.',
      ),
    ).toBeVisible();
    await expect(page.getByText(/^Figures as of /)).toBeVisible();
    await expectNoAxeViolations(page, '/on-time');
  });

  test('/hi/on-time is in Hindi, with lang="hi", a footer link and no axe violation', async ({ page }) => {
    await page.goto('/hi/on-time');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'समय पर फ़ैसलों का रिकॉर्ड' })).toBeVisible();
    await expect(page.getByText(/वादे की तारीख़ वाले किसी आवेदन पर अभी तक फ़ैसला नहीं हुआ है/)).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'समय पर फ़ैसलों का रिकॉर्ड' })).toBeVisible();
    await expectNoAxeViolations(page, '/hi/on-time');
  });

  test('the home page keeps its standing figures until the product has enough of its own', async ({
    page,
    request,
  }) => {
    expect(await (await request.get('/api/home-figures')).json()).toEqual({ live: false });
    await quietHomePopups(page);
    await page.goto('/');
    await appReady(page);
    const stats = page.getByRole('region', { name: 'Our numbers' });
    await expect(stats).toContainText('99.2%');
    await expect(stats).toContainText('4.81');
    await expect(stats.getByRole('link')).toHaveCount(0);
  });
});
