import { expectNoAxeViolations } from './apply-support';
import { appReady, expect, quietHomePopups, test } from './fixtures';

/** A date `days` from today, so the trips stay in the future whenever the spec runs. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('trip check page', () => {
  test.beforeEach(async ({ page }) => {
    await quietHomePopups(page);
  });

  test('a shared trip is checked from its address; adding a US change of planes changes the verdict', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`/trip-check?passport=IN&purpose=tourist&leg=TH.${day(20)}.${day(29)}`);
    await appReady(page, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Check your trip' })).toBeVisible();
    const verdict = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(verdict).toHaveText('Ready to go: no visa needed for this trip');
    await expect(page.getByText(/Your stay of 10 days fits within the 60 days India passport holders/)).toBeVisible();
    await expectNoAxeViolations(page, 'trip check, ready');

    await page.getByRole('button', { name: 'Add a stop' }).click();
    await page.getByLabel('Stop 2').selectOption('US');
    const stop = page.getByRole('group', { name: 'Stops, in order' });
    await stop.getByLabel('Arrive').nth(1).fill(day(29));
    await stop.getByLabel('Leave').nth(1).fill(day(29));
    await stop.getByLabel('Only changing planes').nth(1).check();
    await page.getByRole('button', { name: 'Check my trip' }).click();

    await expect(page).toHaveURL(new RegExp(`leg=US\\.${day(29)}\\.${day(29)}\\.transit`));
    await expect(verdict).toHaveText('Action needed before you travel');
    await expect(page.getByText(/has no transit without a visa for India passport holders/)).toBeVisible();
    await expectNoAxeViolations(page, 'trip check, action needed');
  });

  test('bad dates come back as field messages', async ({ page }) => {
    await page.goto(`/trip-check?passport=IN&leg=FR.${day(20)}.${day(10)}`);
    await appReady(page, { timeout: 30_000 });
    await expect(
      page.getByRole('form', { name: 'Your trip' }).getByText('The departure date is before the arrival date'),
    ).toBeVisible();
  });

  test('the Hindi page answers in Hindi', async ({ page }) => {
    await page.goto(`/hi/trip-check?passport=IN&purpose=tourist&leg=TH.${day(20)}.${day(94)}`);
    await appReady(page, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'अपनी यात्रा जाँचें' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText('यात्रा से पहले कुछ करना ज़रूरी है');
    await expect(page.getByText(/आपका 75 दिन का ठहराव उन 60 दिनों से लंबा है/)).toBeVisible();
    await expectNoAxeViolations(page, 'trip check in Hindi');
  });
});
