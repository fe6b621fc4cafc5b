import { generate } from 'otplib';
import { expect, accountTest as test } from './fixtures';

const EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

test.describe('the reason beside the fixed message', () => {
  test('an upload the server refuses says why under the fixed message', async ({ page }) => {
    await page.goto('/account/documents');
    await page
      .getByLabel('File')
      .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: EXECUTABLE });
    await page.getByRole('button', { name: 'Upload' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Upload failed. Please try again.');
    await expect(alert).toContainText('Only PDF, JPG and PNG files are accepted.');
  });

  test('the picker refuses another kind of file before any upload', async ({ page }) => {
    await page.goto('/account/documents');
    await expect(page.getByLabel('File')).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/documents/upload')) uploads++;
    });
    await page
      .getByLabel('File')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect(page.getByText('Choose a PDF, JPG or PNG file.')).toBeVisible();
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Please choose a file first.')).toBeVisible();
    expect(uploads).toBe(0);
  });

  test('a wrong current password is named under "Failed to change password"', async ({ page }) => {
    await page.goto('/account/settings');
    const form = page.getByRole('region', { name: 'Change Password' });
    await form.getByLabel('Current Password').fill('not-my-password');
    await form.getByLabel('New Password', { exact: true }).fill('Monsoon-Trip-2027');
    await form.getByLabel('Confirm New Password').fill('Monsoon-Trip-2027');
    await form.getByRole('button', { name: 'Update Password' }).click();
    const alert = form.getByRole('alert').first();
    await expect(alert).toContainText('Failed to change password');
    await expect(alert).toContainText('Current password is incorrect');
  });

  test('a wrong authenticator code is explained under "Failed to toggle 2FA"', async ({ page }) => {
    await page.goto('/account/settings');
    await page
      .getByRole('region', { name: 'Two-Factor Authentication' })
      .getByRole('button', { name: 'Enable 2FA' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
    const secret = ((await dialog.locator('code').textContent()) ?? '').replace(/\s+/g, '');
    const current = await generate({ secret });
    await dialog.getByLabel('6-digit code').fill(current === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Verify and enable' }).click();
    const alert = dialog.getByRole('alert').filter({ hasText: 'Failed to toggle 2FA' });
    await expect(alert).toContainText('That code is not valid. Check your authenticator app and try again.');
  });
});
