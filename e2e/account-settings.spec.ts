import { ACCOUNT_PASSWORD, expect, SAME_SITE, accountTest as test } from './fixtures';

test.describe('account settings', () => {
  test('change password: a mismatch makes no call, a match saves and clears the fields', async ({
    page,
    account,
    request,
  }) => {
    const calls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/settings/change-password')) calls.push(sent.method());
    });
    await page.goto('/account/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    const form = page.getByRole('region', { name: 'Change Password' });

    await form.getByLabel('Current Password').fill(account.password);
    await form.getByLabel('New Password', { exact: true }).fill('Monsoon-Trip-2027');
    await form.getByLabel('Confirm New Password').fill('Monsoon-Trip-2028');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expect(form.getByRole('alert').first()).toHaveText('New passwords do not match');
    expect(calls).toEqual([]);

    await form.getByLabel('Confirm New Password').fill('Monsoon-Trip-2027');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expect(form.getByText('Password changed successfully!')).toBeVisible();
    expect(calls).toEqual(['POST']);
    await expect(form.getByLabel('Current Password')).toHaveValue('');
    await expect(form.getByLabel('New Password', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Confirm New Password')).toHaveValue('');

    const oldLogin = await request.post('/api/auth/login', {
      data: { email: account.email, password: ACCOUNT_PASSWORD },
    });
    expect(oldLogin.ok()).toBe(false);
    const newLogin = await request.post('/api/auth/login', {
      data: { email: account.email, password: 'Monsoon-Trip-2027' },
    });
    expect(newLogin.ok()).toBe(true);
  });

  test('linked devices: this device is marked, another one is removed at once', async ({ page, account, request }) => {
    const other = await request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
      headers: { ...SAME_SITE, 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' },
    });
    expect(other.ok()).toBe(true);

    await page.goto('/account/settings');
    const devices = page.getByRole('region', { name: 'Linked Devices' });
    const table = devices.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Device', 'IP', 'Last Active', 'Action']);
    await expect(table.locator('tbody tr')).toHaveCount(2);
    const current = table.getByRole('row', { name: /This device/ });
    await expect(current).toHaveCount(1);
    await expect(current.locator('td').nth(2)).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} (am|pm)$/i);

    const phone = table.locator('tbody tr').filter({ hasNotText: 'This device' });
    await phone.getByRole('button', { name: /Remove/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this device from your account?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(devices.getByText('Device removed successfully')).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.getByRole('row', { name: /This device/ })).toHaveCount(1);

    expect((await request.get('/api/auth/me')).status()).toBe(401);
  });

  test('removing this device signs the browser out', async ({ page }) => {
    await page.goto('/account/settings');
    const devices = page.getByRole('region', { name: 'Linked Devices' });
    await devices
      .getByRole('row', { name: /This device/ })
      .getByRole('button', { name: /Remove/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Remove this device from your account?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fsettings/);
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });
});
