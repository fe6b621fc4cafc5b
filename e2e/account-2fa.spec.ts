import { generate } from 'otplib';
import { expect, accountTest as test } from './fixtures';

test.describe('two-factor authentication in settings', () => {
  test('enrol in the dialog, log out, and the next login asks for the code', async ({ page, account }) => {
    await page.goto('/account/settings');
    const box = page.getByRole('region', { name: 'Two-Factor Authentication' });
    await expect(box.getByText('Disabled')).toBeVisible();
    await box.getByRole('button', { name: 'Enable 2FA' }).click();

    const dialog = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
    await expect(dialog.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
    const secret = ((await dialog.locator('code').textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    await dialog.getByLabel('6-digit code').fill('12345');
    await dialog.getByRole('button', { name: 'Verify and enable' }).click();
    await expect(dialog.getByText('Enter the 6-digit code', { exact: true })).toBeVisible();

    const current = await generate({ secret });
    await dialog.getByLabel('6-digit code').fill(current === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Verify and enable' }).click();
    await expect(dialog.getByText('Invalid OTP')).toBeVisible();
    await expect(dialog.getByText('Failed to toggle 2FA')).toBeVisible();

    await dialog.getByLabel('6-digit code').fill(await generate({ secret }));
    await dialog.getByRole('button', { name: 'Verify and enable' }).click();
    const codesDialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
    const codes = codesDialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCode = (await codes.first().textContent()) ?? '';
    await codesDialog.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(codesDialog).toBeHidden();
    await expect(box.getByText('Two-Factor Authentication enabled')).toBeVisible();
    await expect(box.getByText('Enabled', { exact: true })).toBeVisible();
    await expect(box.getByRole('button', { name: 'Disable 2FA' })).toBeVisible();

    await page.reload();
    await expect(box.getByText('Enabled', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: /Asha/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Login / Sign Up' })).toBeVisible();
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);

    await page.goto('/login?next=/account/settings');
    // The login page is prerendered: type only once the app has taken it over.
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    // The enrolment spent the current code; a code is accepted once, so sign in with the next one.
    await page
      .getByLabel('Authentication code')
      .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page).toHaveURL(/\/account\/settings$/);
    await expect(box.getByText('Enabled', { exact: true })).toBeVisible();

    // Switching off asks for a code; a recovery code works once.
    await box.getByRole('button', { name: 'Disable 2FA' }).click();
    const disable = page.getByRole('dialog', { name: 'Disable two-factor authentication' });
    await disable.getByRole('button', { name: 'Disable 2FA' }).click();
    await expect(disable.getByText('Enter OTP')).toBeVisible();
    await disable.getByLabel('Authentication code').fill(recoveryCode);
    await disable.getByRole('button', { name: 'Disable 2FA' }).click();
    await expect(disable).toBeHidden();
    await expect(box.getByText('Two-Factor Authentication disabled')).toBeVisible();
    await expect(box.getByText('Disabled', { exact: true })).toBeVisible();
    await expect(box.getByRole('button', { name: 'Enable 2FA' })).toBeVisible();
  });
});
