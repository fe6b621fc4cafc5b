import {
  addVerifiedMobile,
  expect,
  quietHomePopups,
  randomMobile,
  SAME_SITE,
  signUpThroughApi,
  test,
  waitForMessage,
} from './fixtures';

test.beforeEach(async ({ page }) => {
  await quietHomePopups(page);
});

test('mobile login with the code from the outbox', async ({ page }) => {
  // A user with a verified mobile, added through the API like the 'Verify your Mobile' dialog does.
  const user = await signUpThroughApi(page.request);
  const mobile = await addVerifiedMobile(page.request);
  const e164 = `+91${mobile}`;
  const api = page.request;
  await api.post('/api/auth/logout', { headers: SAME_SITE });

  await page.goto('/login');
  await page.getByRole('tab', { name: 'Mobile Login' }).click();
  await page.getByRole('main').getByLabel('Mobile number').fill(mobile);
  const since = new Date();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();
  const { code } = await waitForMessage(e164, { purpose: 'login', since });
  expect(code).toMatch(/^\d{4}$/);

  await page.getByRole('button', { name: 'Verify & Login' }).click();
  await expect(page.getByRole('main').getByText('Enter OTP')).toBeVisible();

  await page
    .getByRole('main')
    .getByLabel('OTP')
    .fill(code === '0000' ? '1111' : '0000');
  await page.getByRole('button', { name: 'Verify & Login' }).click();
  await expect(page.getByText('Invalid OTP')).toBeVisible();

  await page.getByRole('main').getByLabel('OTP').fill(code!);
  await page.getByRole('button', { name: 'Verify & Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: new RegExp(user.firstName) })).toBeVisible();
});

test('mobile login answers a number that is not registered like any other, without saying which', async ({ page }) => {
  const mobile = randomMobile();
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Mobile Login' }).click();
  await page.getByRole('main').getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(/is registered and verified on an account, a code is on its way/)).toBeVisible();
  await expect(page.getByRole('main').getByLabel('OTP')).toBeVisible();
});

test('mobile login asks for a wait once a number had too many wrong codes, and tells its owner', async ({
  page,
  request,
}) => {
  test.slow(); // two codes, as far apart as the server asks (30 s)
  const user = await signUpThroughApi(page.request);
  const mobile = await addVerifiedMobile(page.request);
  const e164 = `+91${mobile}`;
  const api = page.request;
  await api.post('/api/auth/logout', { headers: SAME_SITE });

  // Someone else guesses: 5 wrong tries on each of two codes.
  const sendCode = () =>
    request.post('/api/otpMobile/send-otp-mobile', { data: { mobile, type: 'login' }, headers: SAME_SITE });
  for (let round = 0; round < 2; round++) {
    const since = new Date();
    let sent = await sendCode();
    if (round > 0) {
      // A new code only once the last is 30 s old: wait as long as the server says, then ask again.
      expect(sent.status()).toBe(429);
      const wait = Number(sent.headers()['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(30);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      sent = await sendCode();
    }
    expect(sent.ok()).toBe(true);
    const { code } = await waitForMessage(e164, { purpose: 'login', since });
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) {
      const res = await request.post('/api/otpMobile/verify-otp-mobile', {
        data: { mobile, otp: wrong },
        headers: SAME_SITE,
      });
      expect(res.status()).toBe(400);
    }
  }
  const notice = await waitForMessage(user.email, { purpose: 'mobile-login-locked' });
  expect(notice.subject).toContain('Wrong login codes for your mobile number');

  await page.goto('/login');
  await page.getByRole('tab', { name: 'Mobile Login' }).click();
  await page.getByRole('main').getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(
    page.getByText('Too many wrong login codes were entered for this number.', { exact: false }),
  ).toBeVisible();
});

test("the Hindi Mobile Login tab says 'Enter mobile number' in Hindi on its field", async ({ page }) => {
  await page.goto('/hi/login');
  await page.getByRole('tab', { name: 'मोबाइल लॉग इन' }).click();
  await page.getByRole('button', { name: 'OTP भेजें' }).click();
  await expect(page.getByRole('main').getByText('मोबाइल नंबर डालें')).toBeVisible();
  await expect(page.getByRole('main').getByLabel('मोबाइल नंबर')).toHaveAttribute('aria-invalid', 'true');
});
