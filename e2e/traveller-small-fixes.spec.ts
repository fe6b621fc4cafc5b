import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { appReady, expect, holdRequests, quietHomePopups, test } from './fixtures';
import { searchFromIndia } from './handoff-support';

test.beforeEach(async ({ page }) => {
  await quietHomePopups(page);
});

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
};
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function seriousAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

/** WCAG contrast ratio of two computed rgb() colours. */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

test('tracking points to where the reference really is', async ({ page }) => {
  await page.goto('/trackyourvisaapplication');
  const hint = page.getByText(/You will find it/);
  await expect(hint).toContainText('Application ID column');
  // A reference of this site has a box of its own, first on the page.
  await expect(page.getByRole('heading', { name: 'Track your application' })).toBeVisible();
  await expect(hint).toContainText('confirmation e-mail');
  await expect(hint).not.toContainText('Visa History');
  await hint.getByRole('link', { name: 'My Account → Saved Applications' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fsaved/);
});

test('the hidden skip link leaves no shadow at the top of the page until it is focused', async ({ page }) => {
  await page.goto('/about');
  await appReady(page);
  const skip = page.getByRole('link', { name: 'Skip to content' });
  const hidden = await skip.evaluate((element) => ({
    bottom: element.getBoundingClientRect().bottom,
    shadow: getComputedStyle(element).boxShadow,
  }));
  expect(hidden.shadow).toBe('none');
  expect(hidden.bottom).toBeLessThanOrEqual(0);
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport({ ratio: 1 });
});

for (const width of [1366, 390]) {
  test(`the Contact header's title is clear of its picture at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 850 });
    await page.goto('/contact');
    const banner = page.locator('header').filter({ has: page.getByRole('heading', { name: 'Contact Us', level: 1 }) });
    const title = await box(banner.getByRole('heading', { name: 'Contact Us' }));
    const text = await box(banner.getByText('Questions about a visa, your documents or your account?'));
    const picture = await box(banner.locator('img'));
    expect(overlaps(title, picture)).toBe(false);
    expect(overlaps(text, picture)).toBe(false);
  });
}

test('a destination page lays its visa options out across the width', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 850 });
  await page.goto('/visa/united-states');
  const options = page.getByRole('region', { name: 'Visa options and fees' }).getByRole('article');
  await expect(options.first()).toBeVisible();
  const first = await box(options.nth(0));
  const second = await box(options.nth(1));
  expect(Math.abs(first.y - second.y)).toBeLessThan(40);
  expect(second.x).toBeGreaterThan(first.x + first.width);
  const section = await box(page.getByRole('region', { name: 'Visa options and fees' }));
  const row = await options.evaluateAll((cards) => {
    const top = cards[0]!.getBoundingClientRect().top;
    const inRow = cards.filter((card) => Math.abs(card.getBoundingClientRect().top - top) < 40);
    return Math.max(...inRow.map((card) => card.getBoundingClientRect().right));
  });
  expect(row - section.x).toBeGreaterThan(section.width * 0.7);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the scroll-to-top button stays beside the content and shows on the dark footer', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 850 });
  await page.goto('/');
  await page.getByRole('heading', { name: 'Popular Visa Destinations' }).scrollIntoViewIfNeeded();
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await expect(button).toBeVisible();
  const content = await box(page.locator('main .container').first());
  expect((await box(button)).x).toBeGreaterThanOrEqual(content.x + content.width);

  await page.locator('footer').scrollIntoViewIfNeeded();
  const colours = await page.evaluate(() => {
    const toTop = document.querySelector<HTMLElement>('button[aria-label="Scroll to top"]')!;
    const footer = document.querySelector<HTMLElement>('footer')!;
    return {
      button: getComputedStyle(toTop).backgroundColor,
      ring: getComputedStyle(toTop).borderTopColor,
      ringWidth: Number.parseFloat(getComputedStyle(toTop).borderTopWidth),
      footer: getComputedStyle(footer).backgroundColor,
    };
  });
  // The white ring outlines it against the footer, and the arrow's background against the ring (WCAG 1.4.11).
  expect(colours.ringWidth).toBeGreaterThanOrEqual(2);
  expect(contrast(colours.ring, colours.footer)).toBeGreaterThanOrEqual(3);
  expect(contrast(colours.ring, colours.button)).toBeGreaterThanOrEqual(3);
  expect(contrast(colours.button, colours.footer)).toBeGreaterThan(2);
});

test('a Visa Services card starts the search with its purpose chosen', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  const services = page.getByRole('region', { name: 'Visa Services' });
  await services.getByRole('button', { name: 'Find a business visa' }).click();
  const origin = page.getByRole('combobox', { name: 'Where are you starting from?' });
  await expect(origin).toBeFocused();
  await expect(origin).toBeInViewport();
  await searchFromIndia(page, { typed: 'United Kingdom', pick: /United Kingdom/ }, 40, 45);
  await expect(page.getByRole('radio', { name: 'Business' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Visa Options' })).toContainText('· Business');
});

test('"Checking visa requirements…" shows as a styled notice inside the page margins', async ({ page }) => {
  // Hold the search answer back until the notice has been looked at: a fixed delay let the answer arrive (and the
  // notice go) before the measurement on a busy machine.
  const release = await holdRequests(page, '**/api/visa/search?*');
  await page.goto('/');
  await searchFromIndia(page, { typed: 'United Kingdom', pick: /United Kingdom/ }, 40, 45);
  await page.getByRole('radio', { name: 'Tourist' }).check();
  const notice = page.getByRole('status').filter({ hasText: 'Checking visa requirements…' });
  await expect(notice).toBeVisible();
  // The page's own notice gives way to the loaded answer's; whichever is shown must look right, so the check is
  // repeated if React swaps the element while it is measured.
  await expect(async () => {
    const look = await notice.evaluate((element) => ({
      left: element.getBoundingClientRect().left,
      background: getComputedStyle(element).backgroundColor,
      padding: getComputedStyle(element).paddingLeft,
    }));
    expect(look.left).toBeGreaterThanOrEqual(16);
    expect(look.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(Number.parseFloat(look.padding)).toBeGreaterThan(0);
  }).toPass({ timeout: 5_000 });
  release();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Visa Options' }).getByRole('article').first()).toBeVisible();
});
