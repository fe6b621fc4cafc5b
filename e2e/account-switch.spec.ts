import { expect, partnerApi, quietHomePopups, SAME_SITE, signUpThroughApi, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await quietHomePopups(page);
});

test("the next traveller signing in on the same tab never sees the previous one's account data", async ({
  page,
  request,
}) => {
  const first = await signUpThroughApi(page.request, { firstName: 'Kavya' });
  await partnerApi(request, 'POST', '/api/partner/wallet/transactions', {
    email: first.email,
    type: 'credit',
    amount: 250,
    idempotencyKey: `${first.email}-credit`,
  });
  const second = await signUpThroughApi(request, { firstName: 'Rohan' });

  await page.goto('/account/wallet');
  await expect(page.getByText('₹250.00', { exact: true })).toBeVisible();

  // The session ends behind the page's back (say, removed from another device); the next call answers 401.
  await page.request.post('/api/auth/logout', { headers: SAME_SITE });
  await page.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);

  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(second.email);
  await form.getByLabel('Password').fill(second.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await page.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name: 'Wallet' }).click();
  await expect(page.getByText('₹0.00', { exact: true })).toBeVisible();
  await expect(page.getByText('₹250.00')).toHaveCount(0);
});
