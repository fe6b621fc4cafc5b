import { expectNoAxeViolations } from './apply-support';
import { accountTest, appReady, expect, quietHomePopups, test } from './fixtures';

test('the suggestions for where the traveller starts carry no visa chips; the destination ones do', async ({
  page,
}) => {
  await quietHomePopups(page);
  await page.goto('/');
  await appReady(page);
  await page.getByRole('combobox', { name: 'Where are you starting from?' }).fill('United');
  const origins = page.getByRole('option');
  await expect(origins.first()).toBeVisible();
  await expect(origins.filter({ hasText: /VISA|visa by/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'origin suggestions');

  await page.getByRole('combobox', { name: 'Where are you starting from?' }).fill('India');
  await page.getByRole('option', { name: 'India', exact: true }).click();
  await page.getByRole('combobox', { name: 'Your destination?' }).fill('United');
  await expect(page.getByRole('option', { name: /United Arab Emirates/ })).toContainText('E-VISA');
});

test('the destination picture stays out of the see-through navigation bar, also after scrolling', async ({ page }) => {
  await quietHomePopups(page);
  await page.goto('/visa/thailand');
  await appReady(page);
  const bar = page.getByRole('banner');
  const box = (await bar.boundingBox())!;
  /** What is painted at points along the bar's bottom edge, top to bottom: the bar, then nothing decorative. */
  const paintedUnderBar = () =>
    page.evaluate(
      ({ bottom, width }) =>
        [0.05, 0.25, 0.5, 0.75, 0.95].flatMap((share) => {
          const stack = document.elementsFromPoint(width * share, bottom - 2);
          const onTop = stack[0]?.closest('header:not(main header)');
          return [
            ...(onTop ? [] : [`not the bar on top at ${share}`]),
            ...stack
              .filter((element) => element.matches('main img, main svg'))
              .map((element) => element.outerHTML.slice(0, 80)),
          ];
        }),
      { bottom: box.y + box.height, width: box.width },
    );
  expect(await paintedUnderBar()).toEqual([]);
  await page.mouse.wheel(0, 600);
  await page.mouse.wheel(0, -600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // The bar slides back in once the page is at the top again.
  await expect.poll(paintedUnderBar).toEqual([]);
  await expectNoAxeViolations(page, 'destination page');
});

accountTest('saved applications are said to be started here', async ({ page }) => {
  await page.goto('/account/saved');
  await expect(page.getByText('Applications you started with us and saved to finish later.')).toBeVisible();
  await expect(page.getByText(/booking site/)).toHaveCount(0);
  await expectNoAxeViolations(page, 'saved applications');
});
