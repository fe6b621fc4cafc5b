import AxeBuilder from '@axe-core/playwright';
import { addVerifiedMobile, expect, accountTest as test } from './fixtures';

test.describe('WhatsApp in Settings', () => {
  test('asks for a verified mobile first', async ({ page }) => {
    await page.goto('/account/settings');
    const whatsapp = page.getByRole('region', { name: 'WhatsApp' });
    await expect(whatsapp).toContainText('first verify your mobile number');
    await expect(whatsapp.getByRole('link', { name: 'Verify it in your profile' })).toHaveAttribute(
      'href',
      '/account/profile',
    );
    await expect(whatsapp.getByRole('button')).toHaveCount(0);
  });

  test('opts in with the words shown, then stops it', async ({ page }) => {
    // Two axe runs over the whole settings page and a reload: past 45 s on a busy 2-core machine.
    test.slow();
    const mobile = await addVerifiedMobile(page.request);
    await page.goto('/account/settings');
    const whatsapp = page.getByRole('region', { name: 'WhatsApp' });
    await expect(whatsapp).toContainText(
      `HelloVisa may send me status updates on my visa applications and account security notices on WhatsApp at +91${mobile}.`,
    );
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);

    await whatsapp.getByRole('button', { name: 'Send me updates on WhatsApp' }).click();
    await expect(whatsapp.getByText('WhatsApp messages turned on')).toBeVisible();
    await expect(whatsapp).toContainText(`You get status updates and security notices on WhatsApp at +91${mobile}`);
    const after = await new AxeBuilder({ page }).analyze();
    expect(after.violations.map((v) => v.id)).toEqual([]);

    await page.reload();
    await whatsapp.getByRole('button', { name: 'Stop WhatsApp messages' }).click();
    await expect(whatsapp.getByText('WhatsApp messages turned off')).toBeVisible();
    await expect(whatsapp.getByRole('button', { name: 'Send me updates on WhatsApp' })).toBeVisible();
  });

  test('in Hindi', async ({ page }) => {
    const mobile = await addVerifiedMobile(page.request);
    await page.goto('/hi/account/settings');
    const whatsapp = page.getByRole('region', { name: 'WhatsApp' });
    await expect(whatsapp).toContainText(`WhatsApp पर +91${mobile} पर भेज सकता है`);
    await whatsapp.getByRole('button', { name: 'मुझे WhatsApp पर अपडेट भेजें' }).click();
    await expect(whatsapp.getByText('WhatsApp संदेश चालू हो गए')).toBeVisible();
  });
});
