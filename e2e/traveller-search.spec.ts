import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { appReady, expect, quietHomePopups, test } from './fixtures';
import { isoDaysFromNow } from './handoff-support';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayMonth = (iso: string) => `${Number(iso.slice(8))} ${MONTHS[Number(iso.slice(5, 7)) - 1]}`;

test.beforeEach(async ({ page }) => {
  await quietHomePopups(page);
});

async function searchTrip(page: Page, destination: string, option: RegExp, start: string, end: string) {
  await page.goto('/');
  await appReady(page);
  await page.getByRole('combobox', { name: 'Where are you starting from?' }).fill('India');
  await page.getByRole('option', { name: 'India', exact: true }).click();
  await page.getByRole('combobox', { name: 'Your destination?' }).fill(destination);
  await page.getByRole('option', { name: option }).first().click();
  await page.getByLabel('Visa start date').fill(start);
  await page.getByLabel('Visa end date').fill(end);
  await page.getByRole('radio', { name: 'Tourist' }).check();
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`);
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('choosing the purpose brings the answer into view with a summary of the trip, and login names the trip', async ({
    page,
  }) => {
    const start = isoDaysFromNow(40);
    const end = isoDaysFromNow(45);
    await searchTrip(page, 'United Kingdom', /United Kingdom/, start, end);

    const results = page.getByRole('region', { name: 'Visa Options' });
    await expect(results.getByRole('heading', { name: 'Visa Options' })).toBeInViewport();
    const dates =
      start.slice(0, 7) === end.slice(0, 7)
        ? `${Number(start.slice(8))}–${dayMonth(end)}`
        : `${dayMonth(start)} – ${dayMonth(end)}`;
    await expect(results).toContainText(`India → United Kingdom · ${dates} · Tourist`);
    await expect(results.getByRole('article').first()).toBeVisible();
    // The hero's search pill fades out as the answer scrolls in: audit once the fade has finished.
    await expect
      .poll(() => page.getByRole('form', { name: 'Visa search' }).evaluate((form) => getComputedStyle(form).opacity))
      .toBe('0');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Search, at the top of the page, leads to a login page that names the trip it will continue.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await expect(page.getByText('Log in to continue your United Kingdom tourist visa')).toBeVisible();
  });

  test("an option's Apply also leads to a login page that names the trip", async ({ page }) => {
    await searchTrip(page, 'United Kingdom', /United Kingdom/, isoDaysFromNow(40), isoDaysFromNow(45));
    const results = page.getByRole('region', { name: 'Visa Options' });
    await results.getByRole('button', { name: 'Apply for Tourist Visa' }).click();
    await expect(page.getByText('Log in to continue your United Kingdom tourist visa')).toBeVisible();
  });
});

test('a trip that starts before the visa can be ready is called late, with the earliest realistic start', async ({
  page,
}) => {
  const start = isoDaysFromNow(12);
  await searchTrip(page, 'United States', /United States/, start, isoDaysFromNow(22));
  const tourist = page
    .getByRole('region', { name: 'Visa Options' })
    .getByRole('article', { name: 'Tourist Visa', exact: true });
  await expect(tourist).toContainText(
    new RegExp(
      `Too soon: Processing takes about 60 working days: for a ${dayMonth(start)} start you are late; the earliest realistic start is \\d{1,2} [A-Z][a-z]{2} \\d{4}\\.`,
    ),
  );
});

test('a trip with time to spare says when to apply by', async ({ page }) => {
  const start = isoDaysFromNow(60);
  await searchTrip(page, 'United Kingdom', /United Kingdom/, start, isoDaysFromNow(66));
  const first = page.getByRole('region', { name: 'Visa Options' }).getByRole('article').first();
  await expect(first).toContainText(
    new RegExp(
      `Processing takes about \\d+ working days: apply by \\d{1,2} [A-Z][a-z]{2} \\d{4} for a ${dayMonth(start)} start\\.`,
    ),
  );
  await expect(first).not.toContainText('late');
});

test('the destination page checks the processing time against the dates when it knows them', async ({ page }) => {
  await page.goto('/visa/united-states');
  const tourist = page.getByRole('article', { name: 'Tourist Visa', exact: true });
  await expect(tourist).toContainText(
    /Processing takes about 60 working days: applying today, the earliest realistic start is \d{1,2} [A-Z][a-z]{2} \d{4}\./,
  );

  const start = isoDaysFromNow(12);
  await page.goto(`/visa/united-states?start=${start}`);
  await expect(tourist).toContainText(`for a ${dayMonth(start)} start you are late; the earliest realistic start is`);
  // Each Apply button names its option.
  await expect(page.getByRole('button', { name: 'Apply for Tourist Visa' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply for Business Visa' })).toBeVisible();
});

test('the booking panel warns when the departure is too soon for the visa', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  await page.getByRole('button', { name: 'Quick visa booking' }).click();
  const panel = page.getByRole('dialog', { name: 'Explore your Gateway, Book your Visa' });
  await panel.getByLabel('Destination Country').selectOption('US');
  const departure = isoDaysFromNow(12);
  await panel.getByLabel('Earliest departure').fill(departure);
  await expect(panel).toContainText(
    `Too soon: Processing takes about 60 working days: for a ${dayMonth(departure)} start you are late; the earliest realistic start is`,
  );
  await panel.getByLabel('Earliest departure').fill(isoDaysFromNow(200));
  await expect(panel).toContainText(/apply by \d{1,2} [A-Z][a-z]{2} \d{4} for a/);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
