import { accountTest, expect, finishSignUpForm, quietHomePopups, test, uniqueEmail, waitForMessage } from './fixtures';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const randomMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

accountTest.describe('profile feedback on a phone', () => {
  accountTest.use(PHONE);

  accountTest('the saved message shows beside Save Changes, where the eye is', async ({ page }) => {
    await page.goto('/account/profile');
    await page.getByLabel('City').fill('Pune');
    const save = page.getByRole('button', { name: 'Save Changes' });
    await save.scrollIntoViewIfNeeded();
    await save.tap();
    const saved = page.getByText('✓ Profile saved successfully!');
    await expect(saved).toBeInViewport();
    await expect(save).toBeInViewport();
  });

  accountTest(
    'a new mobile brings its code box into view with the focus in the code field',
    async ({ page, account }) => {
      const mobile = randomMobile();
      await page.goto('/account/profile');
      await page.getByLabel('Mobile', { exact: true }).fill(mobile);
      await page.getByLabel('Current password').fill(account.password);
      const save = page.getByRole('button', { name: 'Save Changes' });
      await save.scrollIntoViewIfNeeded();
      await save.tap();
      const codeField = page
        .getByRole('form', { name: 'Confirm your new mobile number' })
        .getByLabel('Code sent to your new mobile');
      await expect(codeField).toBeFocused();
      await expect(codeField).toBeInViewport();
      const { code } = await waitForMessage(`+91${mobile}`, { purpose: 'change-mobile' });
      await page.keyboard.type(code!);
      await page.getByRole('button', { name: 'Verify', exact: true }).tap();
      await expect(page.getByText('Mobile number verified!')).toBeVisible();
    },
  );
});

test('the sign-up country is chosen from a list and becomes the profile nationality', async ({ page }) => {
  await quietHomePopups(page);
  const email = uniqueEmail('country');
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const main = page.getByRole('main');
  await main.getByLabel('First name').fill('Kabir');
  await main.getByLabel('Last name').fill('Shah');
  await main.getByLabel('Email').fill(email);
  const country = main.getByRole('combobox', { name: 'Country (optional)' });
  await expect(country.locator('option').nth(1)).toHaveText('India');
  await country.selectOption('United Kingdom');
  await finishSignUpForm(page, email, 'Monsoon-Trip-2027');
  await expect(page.getByRole('button', { name: /Kabir/ })).toBeVisible();

  await page.goto('/account/profile');
  await expect(page.getByLabel('Nationality')).toHaveValue('United Kingdom');
});
