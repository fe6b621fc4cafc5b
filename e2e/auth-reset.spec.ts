import { expect, quietHomePopups, SAME_SITE, signUpThroughApi, test, waitForMessage } from './fixtures';

test.beforeEach(async ({ page }) => {
  await quietHomePopups(page);
});

test('reset password end to end', async ({ page }) => {
  const user = await signUpThroughApi(page.request);
  await page.request.post('/api/auth/logout', { headers: SAME_SITE });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  // The address changes before the lazily loaded page replaces the log-in form (which has an Email field too).
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByRole('main').getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset link sent! Please check your email.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

  const { link, subject } = await waitForMessage(user.email, { purpose: 'reset' });
  expect(subject).toBe('Reset your HelloVisa password');
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByRole('main').getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('main').getByLabel('Confirm password', { exact: true }).fill('different');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters.').first()).toBeVisible();
  await page.getByRole('main').getByLabel('New password', { exact: true }).fill('A-new-travel-secret');
  await page.getByRole('main').getByLabel('Confirm password', { exact: true }).fill('A-new-travel-secrets');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Passwords do not match. Please re-enter.')).toBeVisible();
  await page.getByRole('main').getByLabel('Confirm password', { exact: true }).fill('A-new-travel-secret');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password has been reset! Redirecting to login...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

  await page.getByRole('main').getByLabel('Email').fill(user.email);
  await page.getByRole('main').getByLabel('Password').fill('A-new-travel-secret');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: new RegExp(user.firstName) })).toBeVisible();

  // The link works once.
  await page.request.post('/api/auth/logout', { headers: SAME_SITE });
  await page.goto(link!);
  // The page says so as it opens, without a form to fill first.
  await expect(page.getByText('This reset link is invalid or has expired. Please request a new one.')).toBeVisible();
  await expect(page.getByRole('main').getByLabel('New password', { exact: true })).toHaveCount(0);
});
