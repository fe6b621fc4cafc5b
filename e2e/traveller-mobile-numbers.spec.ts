import {
  addVerifiedMobile,
  expect,
  quietHomePopups,
  SAME_SITE,
  SUPPORT_INBOX,
  signUpThroughApi,
  startLoginHelpQuery,
  test,
  uniqueEmail,
  waitForMessage,
} from './fixtures';

const spaced = (mobile: string) => `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ page }) => {
  await quietHomePopups(page);
});

test('a mobile pasted as "+91 98765 43210" keeps all ten digits and gets its login code', async ({ page }) => {
  await signUpThroughApi(page.request);
  const mobile = await addVerifiedMobile(page.request);
  const api = page.request;
  await api.post('/api/auth/logout', { headers: SAME_SITE });

  await page.goto('/login');
  await page.getByRole('tab', { name: 'Mobile Login' }).tap();
  const field = page.getByRole('main').getByLabel('Mobile number');
  await field.focus();
  // What a paste does: the whole text arrives at once, through the field's length limit.
  await page.keyboard.insertText(spaced(mobile));
  await expect(field).toHaveValue(mobile);
  const since = new Date();
  await page.getByRole('button', { name: 'Send OTP' }).tap();
  await expect(page.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();
  expect((await waitForMessage(`+91${mobile}`, { purpose: 'login', since })).code).toMatch(/^\d{4}$/);
});

test('typing the +91 and a leading 0 also end as the ten-digit number', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Mobile Login' }).tap();
  const field = page.getByRole('main').getByLabel('Mobile number');
  await field.pressSequentially('+91-98765-43210');
  await expect(field).toHaveValue('9876543210');
  await field.fill('');
  await field.pressSequentially('098765 43210');
  await expect(field).toHaveValue('9876543210');
});

test('the contact form takes a pasted "+91 98765 43210"', async ({ page }) => {
  const email = uniqueEmail('pasted-mobile');
  const since = new Date();
  await startLoginHelpQuery(page, email);
  await page.getByLabel('Mobile number').focus();
  await page.keyboard.insertText('+91 98765 43210');
  await expect(page.getByLabel('Mobile number')).toHaveValue('9876543210');
  await page.getByLabel('Login email').fill('arjun.old@example.com');
  await page.getByRole('button', { name: 'Submit' }).tap();
  await expect(page.getByText('✅ Your query has been submitted!')).toBeVisible();
  const toSupport = await waitForMessage(SUPPORT_INBOX, { purpose: 'contact', since, mentioning: email });
  expect(toSupport.text).toContain('Mobile on the account: 9876543210');
});
