import type { Page } from '@playwright/test';
import {
  ACCOUNT_PASSWORD,
  expect,
  finishSignUpForm,
  quietHomePopups,
  SAME_SITE,
  signUpThroughApi,
  test,
  uniqueEmail,
  waitForMessage,
} from './fixtures';

const COMMON =
  'This password is one of the most common or breached passwords and is easy to guess. Choose another one.';
const SPENT = 'This reset link is invalid or has expired. Please request a new one.';

test.beforeEach(async ({ page }) => {
  await quietHomePopups(page);
});

async function resetLinkFor(page: Page, email: string): Promise<string> {
  const since = new Date();
  await page.request.post('/api/reset-password', { data: { email }, headers: SAME_SITE });
  return (await waitForMessage(email, { purpose: 'reset', since })).link!;
}

test('sign-up refuses "password" with a clear message on the field', async ({ page }) => {
  const email = uniqueEmail('common-password');
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const main = page.getByRole('main');
  await main.getByLabel('First name').fill('Meera');
  await main.getByLabel('Last name').fill('Iyer');
  await main.getByLabel('Email').fill(email);
  await finishSignUpForm(page, email, 'password');
  await expect(main.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(new RegExp(COMMON));
  await expect(page).toHaveURL(/\/login/);

  await main.getByLabel('Password', { exact: true }).fill(ACCOUNT_PASSWORD);
  await main.getByLabel('Confirm password').fill(ACCOUNT_PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('button', { name: /Meera/ })).toBeVisible();
});

test('the reset page and settings refuse a common password on the field', async ({ page }) => {
  const user = await signUpThroughApi(page.request);
  await page.goto('/account/settings');
  const form = page.getByRole('region', { name: 'Change Password' });
  await form.getByLabel('Current Password').fill(user.password);
  await form.getByLabel('New Password', { exact: true }).fill('Password1');
  await form.getByLabel('Confirm New Password').fill('Password1');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(form.getByLabel('New Password', { exact: true })).toHaveAccessibleDescription(new RegExp(COMMON));
  await expect(form.getByRole('alert').first()).toContainText('Failed to change password');

  await page.request.post('/api/auth/logout', { headers: SAME_SITE });
  await page.goto(await resetLinkFor(page, user.email));
  const main = page.getByRole('main');
  await main.getByLabel('New password', { exact: true }).fill('qwertyuiop');
  await main.getByLabel('Confirm password', { exact: true }).fill('qwertyuiop');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(main.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(new RegExp(COMMON));
  await main.getByLabel('New password', { exact: true }).fill('Monsoon-Trip-2027');
  await main.getByLabel('Confirm password', { exact: true }).fill('Monsoon-Trip-2027');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password has been reset! Redirecting to login...')).toBeVisible();
});

test('a used reset link says so when the page opens and sends a new link in one press', async ({ page }) => {
  const user = await signUpThroughApi(page.request);
  await page.request.post('/api/auth/logout', { headers: SAME_SITE });
  const link = new URL(await resetLinkFor(page, user.email));
  const used = await page.request.post('/api/reset-password/confirm', {
    data: {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      newPassword: 'Monsoon-Trip-2027',
    },
    headers: SAME_SITE,
  });
  expect(used.ok()).toBe(true);

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('alert')).toHaveText(SPENT);
  await expect(page.getByRole('main').getByLabel('New password', { exact: true })).toHaveCount(0);
  const since = new Date();
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.getByText('Password reset link sent! Please check your email.')).toBeVisible();
  const fresh = await waitForMessage(user.email, { purpose: 'reset', since });
  expect(fresh.link).not.toBe(link.toString());
});
