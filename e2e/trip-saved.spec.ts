import { expectNoAxeViolations } from './apply-support';
import { accountTest, appReady, expect, quietHomePopups } from './fixtures';

const test = accountTest;

/** A date `days` from today, so the trip stays in the future whenever the spec runs. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a visa-free destination leads with no visa; a checked trip is saved, listed in My trips and deleted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await quietHomePopups(page);

  // Thailand for an Indian passport: the no-visa answer first, the visa only for who needs one.
  await page.goto('/visa/thailand');
  await appReady(page, { timeout: 30_000 });
  await expect(page.getByText('No visa needed for Indian passport holders.')).toBeVisible();
  await expect(page.getByText(/If you need a visa: from ₹/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'I still need a visa' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check your dates' })).toBeVisible();
  await expectNoAxeViolations(page, 'destination page, visa-free');

  // 75 days is longer than the 60 days without a visa: the trip check says so, and the trip is saved.
  await page.goto(`/trip-check?passport=IN&purpose=tourist&leg=TH.${day(20)}.${day(94)}`);
  await appReady(page, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Action needed before you travel' })).toBeVisible();
  const save = page.getByRole('form', { name: 'Save this trip' });
  await save.getByLabel('Name of the trip').fill('Long Bangkok');
  await save.getByRole('button', { name: 'Save trip' }).click();
  await expect(save.getByText('Saved.')).toBeVisible();
  await expectNoAxeViolations(page, 'trip check, save form');

  await save.getByRole('link', { name: 'See My trips' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My trips' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Long Bangkok' });
  await expect(card).toContainText('Action needed before you travel');
  await expect(card.getByRole('link', { name: 'Check this trip again' })).toHaveAttribute(
    'href',
    new RegExp(`leg=TH\\.${day(20)}\\.${day(94)}`),
  );
  await expectNoAxeViolations(page, 'my trips');

  await card.getByRole('button', { name: 'Delete Long Bangkok' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('You have not saved a trip yet.')).toBeVisible();

  // The Hindi page of the same list.
  await page.goto('/hi/account/trips');
  await expect(page.getByRole('heading', { level: 1, name: 'मेरी यात्राएँ' })).toBeVisible();
});
