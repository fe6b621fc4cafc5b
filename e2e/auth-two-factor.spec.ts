import { generate } from 'otplib';
import { expect, quietHomePopups, SAME_SITE, signUpThroughApi, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await quietHomePopups(page);
});

test('login with two-factor on asks for the authenticator code', async ({ page }) => {
  const user = await signUpThroughApi(page.request);
  const enrol = await page.request.post('/api/settings/toggle-2fa', { data: { enable: true }, headers: SAME_SITE });
  expect(enrol.ok()).toBe(true);
  const { secret } = (await enrol.json()) as { secret: string };
  const confirm = await page.request.post('/api/settings/2fa/confirm', {
    data: { code: await generate({ secret }) },
    headers: SAME_SITE,
  });
  expect(confirm.ok()).toBe(true);
  await page.request.post('/api/auth/logout', { headers: SAME_SITE });

  await page.goto('/login?next=/account/settings');
  await page.getByRole('main').getByLabel('Email').fill(user.email);
  await page.getByRole('main').getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login / Sign Up' })).toBeVisible();

  await page.getByRole('main').getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid code');

  await page
    .getByRole('main')
    .getByLabel('Authentication code')
    // The enrolment spent the current code; a code is accepted once, so sign in with the next one.
    .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(page.getByRole('button', { name: new RegExp(user.firstName) })).toBeVisible();
});
