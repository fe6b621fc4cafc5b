import { E2E_APPLY_URL } from '../playwright.config';
import { expectNoAxeViolations, grantRole, signUp, turnOnTwoFactor } from './apply-support';
import { expect, quietHomePopups, test } from './fixtures';

/**
 * The visa photo specifications in the console (issue 31): an admin changes the US one with its source, the
 * history shows the change and the photo check answers from it. Runs against the server the admin command line
 * can reach.
 */
test('an admin edits a photo specification with its source and sees it in the history', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: E2E_APPLY_URL });
  await quietHomePopups(context);
  const page = await context.newPage();
  const email = await signUp(page.request, 'photo-admin', { firstName: 'Meera', lastName: 'Iyer' });
  expect(await grantRole(email, 'admin')).toContain("is now 'admin'");
  await turnOnTwoFactor(page);

  await page.goto('/ops');
  await page.getByRole('link', { name: 'Photo specifications' }).click();
  await expect(page.getByRole('heading', { name: 'Photo specifications', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Open us-2x2' }).click();
  const form = page.getByRole('form', { name: 'Edit photo specification us-2x2' });
  const minWidth = form.getByLabel('Minimum width (pixels)');
  await expect(minWidth).toHaveValue(/^\d+$/);
  // A retry meets the first attempt's change: widen from whatever is there.
  const before = Number(await minWidth.inputValue());
  await expectNoAxeViolations(page, 'photo specifications');

  // Without its source the change is refused on the field, and nothing is saved.
  await form.getByLabel('Source', { exact: true }).fill('');
  await form.getByRole('button', { name: 'Save specification' }).click();
  await expect(form.getByText('Name the source')).toBeVisible();

  await form.getByLabel('Source', { exact: true }).fill('U.S. Department of State: photo requirements');
  await minWidth.fill(String(before + 50));
  await form.getByRole('button', { name: 'Save specification' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Saved as change #\d+/ })).toBeVisible();
  const history = page.getByRole('region', { name: 'History of us-2x2' });
  await expect(history.getByRole('row').filter({ hasText: email }).first()).toContainText(
    `minWidthPx: ${before} → ${before + 50}`,
  );
  await expectNoAxeViolations(page, 'photo specification saved');
  await context.close();
});
