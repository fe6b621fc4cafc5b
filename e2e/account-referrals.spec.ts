import { addVerifiedMobile, expect, signUpThroughApi, accountTest as test } from './fixtures';

test.describe('referrals', () => {
  test('shows the code, link, share buttons and zero stats for a new account', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/account/referrals');
    await expect(page.getByRole('heading', { level: 1, name: 'Referrals & Rewards' })).toBeVisible();

    const code =
      (await page
        .getByText(/^[A-Z0-9]{6}$/)
        .first()
        .textContent()) ?? '';
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    const link = page.getByLabel('Your referral link');
    await expect(link).toHaveValue(new RegExp(`/signup\\?ref=${code}$`));
    const linkText = await link.inputValue();

    await page.getByRole('button', { name: 'Copy Link' }).click();
    const toast = page.getByText('Referral link copied!');
    await expect(toast).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(linkText);
    await expect(toast).toBeHidden({ timeout: 3500 });

    const whatsapp = page.getByRole('link', { name: /WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    const whatsappUrl = new URL((await whatsapp.getAttribute('href')) ?? '');
    expect(whatsappUrl.host).toBe('wa.me');
    expect(whatsappUrl.searchParams.get('text')).toContain(code);
    expect(whatsappUrl.searchParams.get('text')).toContain(linkText);

    const email = (await page.getByRole('link', { name: 'Email' }).getAttribute('href')) ?? '';
    expect(email.startsWith('mailto:?')).toBe(true);
    expect(new URLSearchParams(email.slice('mailto:?'.length)).get('subject')).toBe('Join HelloVisa');

    const share = page.getByRole('link', { name: /Share Link/ });
    await expect(share).toHaveAttribute('href', linkText);
    await expect(share).toHaveAttribute('target', '_blank');

    const stats = page.getByRole('list', { name: 'Referral statistics' });
    await expect(stats.getByRole('listitem')).toHaveText([
      'Total Invites0',
      'Successful Referrals0',
      'Referral Credits₹0.00',
    ]);
  });

  test('a friend who signs up with the code shows in the stats', async ({ page, request }) => {
    await page.goto('/account/referrals');
    const link = await page.getByLabel('Your referral link').inputValue();
    const code = new URL(link).searchParams.get('ref') ?? '';

    await signUpThroughApi(request, { firstName: 'Ravi', ref: code });

    await page.reload();
    const stats = page.getByRole('list', { name: 'Referral statistics' });
    await expect(stats.getByRole('listitem').first()).toHaveText('Total Invites1');
    // The reward waits until the friend has verified a mobile number too.
    await expect(stats.getByRole('listitem').nth(1)).toHaveText('Successful Referrals0');
    await addVerifiedMobile(request);

    await page.reload();
    await expect(stats.getByRole('listitem').first()).toHaveText('Total Invites1');
    await expect(stats.getByRole('listitem').nth(1)).toHaveText('Successful Referrals1');
    await expect(stats.getByRole('listitem').nth(2)).toHaveText(/^Referral Credits₹\d[\d,]*\.\d{2}$/);
    await expect(stats.getByRole('listitem').nth(2)).not.toHaveText('Referral Credits₹0.00');
  });
});
