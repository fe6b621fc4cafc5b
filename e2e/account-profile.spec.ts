import sharp from 'sharp';
import { expect, accountTest as test, uniqueEmail, waitForMessage } from './fixtures';

const inFuture = (years: number) => `${new Date().getUTCFullYear() + years}-01-31`;

test.describe('profile', () => {
  test('header card, keyboard tabs and one form saved with Save Changes', async ({ page, account }) => {
    await page.goto('/account/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    const header = page.getByRole('region', { name: 'Your profile' });
    await expect(header.getByText('Hello, Asha!')).toBeVisible();
    await expect(header.getByText('Asha Rao')).toBeVisible();
    await expect(header.getByText(account.email)).toBeVisible();
    await expect(header.getByText('No mobile number added')).toBeVisible();
    await expect(header.getByText('A', { exact: true })).toBeVisible();

    const tabs = page.getByRole('tablist', { name: 'Profile sections' });
    await expect(tabs.getByRole('tab')).toHaveText(['Profile Info', 'Documents', 'Preferences']);
    const info = tabs.getByRole('tab', { name: 'Profile Info' });
    await expect(info).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('First name')).toHaveValue('Asha');

    await page.getByLabel('City').fill('Pune');
    await page.getByLabel('Date of birth').fill('1990-04-01');
    await page.getByLabel('Marital status').selectOption('Married');

    await info.focus();
    await page.keyboard.press('ArrowRight');
    const documents = tabs.getByRole('tab', { name: 'Documents' });
    await expect(documents).toBeFocused();
    await expect(documents).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Documents' })).toBeVisible();
    await expect(page.getByLabel('City')).toBeHidden();
    await page.getByLabel('Passport number').fill('k1234567');
    await page.getByLabel('Passport expiry').fill(inFuture(5));
    await page.getByLabel('PAN card number').fill('abcde1234f');

    await documents.focus();
    await page.keyboard.press('End');
    await expect(tabs.getByRole('tab', { name: 'Preferences' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('International travel plans').fill('Japan in spring');

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('✓ Profile saved successfully!')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('City')).toHaveValue('Pune');
    await expect(page.getByLabel('Date of birth')).toHaveValue('1990-04-01');
    await expect(page.getByLabel('Marital status')).toHaveValue('Married');
    await tabs.getByRole('tab', { name: 'Documents' }).click();
    await expect(page.getByLabel('Passport number')).toHaveValue('K1234567');
    await expect(page.getByLabel('PAN card number')).toHaveValue('ABCDE1234F');
    await tabs.getByRole('tab', { name: 'Preferences' }).click();
    await expect(page.getByLabel('International travel plans')).toHaveValue('Japan in spring');
  });

  test('an invalid field brings its tab forward with the message and saves nothing', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/profile') && sent.method() === 'PUT') calls.push('PUT');
    });
    await page.goto('/account/profile');
    const tabs = page.getByRole('tablist', { name: 'Profile sections' });
    await tabs.getByRole('tab', { name: 'Documents' }).click();
    await page.getByLabel('PAN card number').fill('12345');
    await tabs.getByRole('tab', { name: 'Preferences' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(tabs.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('PAN card number')).toBeFocused();
    await expect(page.getByText('Enter a valid PAN (format AAAAA9999A)')).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('a new email and mobile apply only after their codes, and blank ones are left out', async ({
    page,
    account,
  }) => {
    const newEmail = uniqueEmail('moved');
    await page.goto('/account/profile');
    await page.getByLabel('Email', { exact: true }).fill(newEmail);
    await page.getByLabel('Mobile', { exact: true }).fill('98765 43210');
    // A new email or mobile needs the current password: without it nothing is saved.
    const password = page.getByLabel('Current password');
    await expect(password).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Enter your current password to change your email or mobile')).toBeVisible();
    await expect(password).toBeFocused();
    await password.fill('not-my-password');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Current password is incorrect')).toBeVisible();
    await password.fill(account.password);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('✓ Profile saved successfully!')).toBeVisible();
    await expect(password).toBeHidden();

    const header = page.getByRole('region', { name: 'Your profile' });
    await expect(header.getByText(account.email)).toBeVisible();
    const confirmEmail = page.getByRole('form', { name: 'Confirm your new email' });
    await expect(confirmEmail).toContainText(newEmail);
    const { code: emailCode } = await waitForMessage(newEmail, { purpose: 'change-email' });
    await confirmEmail.getByLabel('Code sent to your new email').fill(emailCode === '000000' ? '111111' : '000000');
    await confirmEmail.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Invalid OTP')).toBeVisible();
    await confirmEmail.getByLabel('Code sent to your new email').fill(emailCode ?? '');
    await confirmEmail.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Email verified!')).toBeVisible();
    await expect(header.getByText(newEmail)).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(newEmail);

    const confirmMobile = page.getByRole('form', { name: 'Confirm your new mobile number' });
    const { code: smsCode } = await waitForMessage('+919876543210', { purpose: 'change-mobile' });
    await confirmMobile.getByLabel('Code sent to your new mobile').fill(smsCode ?? '');
    await confirmMobile.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Mobile number verified!')).toBeVisible();
    await expect(header.getByText('+919876543210')).toBeVisible();

    let body: Record<string, unknown> = {};
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/profile') && sent.method() === 'PUT') body = sent.postDataJSON();
    });
    await page.getByLabel('Email', { exact: true }).fill('');
    await page.getByLabel('Mobile', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('✓ Profile saved successfully!')).toBeVisible();
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('mobile');
    expect(body).toHaveProperty('firstName', 'Asha');
    await expect(header.getByText(newEmail)).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(newEmail);
  });

  test('a profile photo replaces the initial and can be removed', async ({ page }) => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c2410c' } })
      .jpeg()
      .toBuffer();
    await page.goto('/account/profile');
    const header = page.getByRole('region', { name: 'Your profile' });
    await header
      .locator('input[name="avatar"]')
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(header.getByText('Profile photo updated.')).toBeVisible();
    const avatar = header.getByRole('img', { name: 'Your profile' });
    await expect(avatar).toBeVisible();
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(256);

    await header.getByRole('button', { name: 'Remove photo' }).click();
    await expect(header.getByText('Profile photo removed.')).toBeVisible();
    await expect(header.getByRole('img')).toHaveCount(0);
    await expect(header.getByText('A', { exact: true })).toBeVisible();
  });

  test('a lost session on save sends the browser to log in again', async ({ page, context }) => {
    await page.goto('/account/profile');
    await expect(page.getByLabel('First name')).toHaveValue('Asha');
    await context.clearCookies();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fprofile/);
  });
});
