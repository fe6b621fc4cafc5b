import {
  ACCOUNT_PASSWORD,
  expect,
  holdRequests,
  quietHomePopups,
  SAME_SITE,
  signUpThroughApi,
  test,
  uniqueEmail,
  waitForMessage,
} from './fixtures';

test.beforeEach(async ({ page }) => {
  // Keep the home page's timed booking panel and welcome popup out of the way.
  await quietHomePopups(page);
});

test.describe('sign up, log out, log in', () => {
  test('signs up in one step: Sign Up sends the code, then checks it and creates the account', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const main = page.getByRole('main');
    await main.getByLabel('First name').fill('Meera');
    await main.getByLabel('Last name').fill('Iyer');
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Password', { exact: true }).fill(ACCOUNT_PASSWORD);
    await main.getByLabel('Confirm password').fill(ACCOUNT_PASSWORD);

    // The first Sign Up e-mails the code and waits for it in the same form.
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(main.getByRole('status').filter({ hasText: `Code sent to ${email}` })).toBeVisible();
    await expect(main.getByLabel('OTP')).toBeFocused();
    await expect(page.getByText(/Resend OTP in \d+s/)).toBeVisible();
    const { code, subject } = await waitForMessage(email, { purpose: 'signup' });
    expect(subject).toContain('sign-up code');

    // A wrong code is refused on the code field and creates nothing; the right one signs up.
    await main.getByLabel('OTP').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(main.getByText('Invalid OTP')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await main.getByLabel('OTP').fill(code!);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await expect(page).toHaveURL(/\/$/);
    const account = page.getByRole('button', { name: /Meera/ });
    await expect(account).toBeVisible();

    await account.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Login / Sign Up' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('hv_user'))).toBeNull();

    await page.goto('/login');
    await expect(page.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await page.getByRole('main').getByLabel('Password').fill(ACCOUNT_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /Meera/ })).toBeVisible();
  });

  test('shows the session check first and validates the forms', async ({ page }) => {
    const prerendered = await page.request.get('/login');
    expect(await prerendered.text()).toContain('Checking session…');
    await page.goto('/login');
    await expect(page.getByRole('tab', { name: 'Log in' })).toBeVisible();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Enter your email')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByRole('tab', { name: 'Log in' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Enter your email')).toBeVisible();
    await page.getByRole('tab', { name: 'Mobile Login' }).click();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Enter mobile number')).toBeVisible();
    // No Google client id is configured for the test server: no Google button.
    await expect(page.locator('script[src*="accounts.google.com"]')).toHaveCount(0);
  });

  test("loads the forms' validation at the first focus in them, and a submit made before it arrives still waits for it", async ({
    page,
  }) => {
    const validationChunk = /\/assets\/form-schemas-[\w-]+\.js$/;
    const requested: string[] = [];
    page.on('request', (request) => {
      if (validationChunk.test(new URL(request.url()).pathname)) requested.push(request.url());
    });
    const release = await holdRequests(page, (url) => validationChunk.test(url.pathname));

    await page.goto('/login');
    const main = page.getByRole('main');
    await expect(main.getByLabel('Email')).toBeVisible();
    expect(requested).toEqual([]);

    await main.getByLabel('Email').fill('not-an-address');
    await expect.poll(() => requested.length).toBe(1);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Enter a valid email address')).toHaveCount(0);

    release();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('/signup?ref=CODE opens the Sign Up tab with the referral code', async ({ page }) => {
    await page.goto('/signup?ref=ABC234');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Referral code ABC234 will be applied.')).toBeVisible();
  });

  test('after login goes to the next page, and never to another site', async ({ page }) => {
    const user = await signUpThroughApi(page.request);
    await page.request.post('/api/auth/logout', { headers: SAME_SITE });

    await page.goto('/account/wallet');
    await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fwallet$/);
    await page.getByRole('main').getByLabel('Email').fill(user.email);
    await page.getByRole('main').getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/account\/wallet$/);

    await page.request.post('/api/auth/logout', { headers: SAME_SITE });
    await page.goto('/login?next=https://evil.example/steal');
    await page.getByRole('main').getByLabel('Email').fill(user.email);
    await page.getByRole('main').getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  });

  test('a signed-in visitor opening /login goes to the stored target', async ({ page }) => {
    await signUpThroughApi(page.request);
    await page.goto('/login?next=/account/profile');
    await expect(page).toHaveURL(/\/account\/profile$/);
  });

  test('removes an #sso= token from the address bar', async ({ page }) => {
    await page.goto('/contact#sso=secret-token');
    await expect(page).toHaveURL(/\/contact$/);
  });
});
