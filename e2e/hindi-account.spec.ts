import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { E2E_URL } from '../playwright.config';
import { test as anonymousTest, expect, partnerApi, accountTest as test } from './fixtures';

const seriousViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
};

/** Each account page under /hi: its address, its Hindi heading and one more Hindi text a traveller reads there. */
const PAGES = [
  { path: '/hi/account/profile', heading: 'मेरी प्रोफ़ाइल', text: 'बदलाव सहेजें' },
  { path: '/hi/account/documents', heading: 'दस्तावेज़', text: 'अभी तक कोई दस्तावेज़ अपलोड नहीं किया गया।' },
  { path: '/hi/account/visa-history', heading: 'वीज़ा इतिहास', text: 'कोई वीज़ा आवेदन नहीं मिला।' },
  { path: '/hi/account/saved', heading: 'सहेजे गए आवेदन', text: 'कोई सहेजा गया आवेदन नहीं मिला।' },
  { path: '/hi/account/wishlist', heading: 'मेरी भविष्य की विशलिस्ट', text: 'आपने अभी तक अपनी विशलिस्ट में कुछ नहीं जोड़ा है।' },
  { path: '/hi/account/wallet', heading: 'मेरा वॉलेट', text: 'उपलब्ध बैलेंस' },
  { path: '/hi/account/referrals', heading: 'रेफ़रल और रिवॉर्ड', text: 'आपका रेफ़रल कोड' },
  { path: '/hi/account/settings', heading: 'खाता सेटिंग्स', text: 'टू-फ़ैक्टर ऑथेंटिकेशन' },
  { path: '/hi/account/privacy', heading: 'गोपनीयता और सहमति', text: 'आपने अभी तक कोई सहमति नहीं दी है।' },
  { path: '/hi/account/notifications', heading: 'सूचनाएँ', text: 'अभी कोई सूचना नहीं है।' },
];

test.describe('the account area in Hindi', () => {
  for (const { path, heading, text } of PAGES) {
    test(`${path} is in Hindi, with lang="hi" and no serious or critical axe violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`${E2E_URL}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'मेरा खाता' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the wallet names ledger types in Hindi and keeps rupees and dates in the Indian formats', async ({
    page,
    account,
    request,
  }) => {
    await partnerApi(request, 'POST', '/api/partner/wallet/transactions', {
      email: account.email,
      type: 'credit',
      amount: 150000,
      remarks: 'Welcome bonus',
      idempotencyKey: `${account.email}-hindi-welcome`,
    });
    await page.goto('/hi/account/wallet');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['प्रकार', 'राशि', 'टिप्पणी', 'तारीख']);
    const row = table.getByRole('row', { name: /Welcome bonus/ });
    await expect(row.getByText('क्रेडिट')).toBeVisible();
    await expect(row.getByText('+₹1,50,000.00')).toBeVisible();
    await expect(page.getByText('₹1,50,000.00', { exact: true })).toBeVisible();
  });

  test('visa history and saved applications name countries and visa types in Hindi', async ({
    page,
    account,
    request,
  }) => {
    await partnerApi(request, 'PUT', '/api/partner/applications/E2E-HI-VH-1', {
      email: account.email,
      country: 'Japan',
      type: 'Business Visa',
      status: 'pending',
    });
    await partnerApi(request, 'PUT', '/api/partner/saved-applications/E2E-HI-SA-1', {
      email: account.email,
      country: 'Thailand',
      type: 'Tourist Visa',
    });
    await page.goto('/hi/account/visa-history');
    const history = page.getByRole('row', { name: /जापान/ });
    await expect(history).toContainText('बिज़नेस वीज़ा');
    await expect(history).not.toContainText('Japan');
    await page.goto('/hi/account/saved');
    const saved = page.getByRole('row', { name: /E2E-HI-SA-1/ });
    await expect(saved).toContainText('टूरिस्ट वीज़ा');
    await expect(saved).toContainText('थाईलैंड');
    await page.goto('/account/visa-history');
    await expect(page.getByRole('row', { name: /Japan/ })).toContainText('Business Visa');
  });

  test('changing the password in Hindi: Hindi field errors, no call, then the Hindi confirmation', async ({
    page,
    account,
  }) => {
    await page.goto('/hi/account/settings');
    const form = page.locator('form').filter({ has: page.getByLabel('मौजूदा पासवर्ड') });
    await page.getByRole('button', { name: 'पासवर्ड अपडेट करें' }).click();
    await expect(form.getByText('अपना मौजूदा पासवर्ड डालें')).toBeVisible();
    await expect(form.getByText('नया पासवर्ड डालें')).toBeVisible();

    await form.getByLabel('मौजूदा पासवर्ड').fill(account.password);
    await form.getByLabel('नया पासवर्ड', { exact: true }).fill('Monsoon-Trip-2027');
    await form.getByLabel('नए पासवर्ड की पुष्टि करें').fill('Monsoon-Trip-2028');
    await page.getByRole('button', { name: 'पासवर्ड अपडेट करें' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'नए पासवर्ड मेल नहीं खाते' }).first()).toBeVisible();

    await form.getByLabel('नए पासवर्ड की पुष्टि करें').fill('Monsoon-Trip-2027');
    await page.getByRole('button', { name: 'पासवर्ड अपडेट करें' }).click();
    await expect(page.getByText('पासवर्ड बदल दिया गया!')).toBeVisible();
    await expect(form.getByLabel('मौजूदा पासवर्ड')).toHaveValue('');
  });

  test('saving the profile in Hindi shows the Hindi confirmation and tab names', async ({ page }) => {
    await page.goto('/hi/account/profile');
    await expect(page.getByText('नमस्ते, Asha!')).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'प्रोफ़ाइल के हिस्से' });
    await expect(tabs.getByRole('tab')).toHaveText(['प्रोफ़ाइल जानकारी', 'दस्तावेज़', 'पसंद']);
    await page.getByLabel('शहर').fill('पुणे');
    await page.getByRole('button', { name: 'बदलाव सहेजें' }).click();
    await expect(page.getByText('✓ प्रोफ़ाइल सहेज ली गई!')).toBeVisible();
  });
});

anonymousTest.describe('sign-in screens in Hindi', () => {
  for (const { path, heading } of [
    { path: '/hi/reset-password', heading: 'अपना पासवर्ड रीसेट करें' },
    { path: '/hi/verify-email', heading: 'अपना ईमेल सत्यापित करें' },
  ]) {
    anonymousTest(`${path} is in Hindi with no serious or critical axe violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: 'लॉग इन', exact: true })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
