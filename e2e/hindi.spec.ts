import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { E2E_URL } from '../playwright.config';
import { ACCOUNT_PASSWORD, appReady, expect, quietHomePopups, test, uniqueEmail, waitForMessage } from './fixtures';

const seriousViolations = async (page: import('@playwright/test').Page) => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
};

test.describe('Hindi pages', () => {
  test('/hi is prerendered in Hindi with lang="hi" and hreflang alternates both ways', async ({ request }) => {
    const response = await request.get('/hi', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('वीज़ा सेवाएँ');
    const link = response.headers().link ?? '';
    expect(link).toContain(`<${E2E_URL}/>; rel="alternate"; hreflang="en-IN"`);
    expect(link).toContain(`<${E2E_URL}/hi>; rel="alternate"; hreflang="hi"`);
    const english = await request.get('/', { maxRedirects: 0 });
    expect(english.headers().link).toContain(`<${E2E_URL}/hi>; rel="alternate"; hreflang="hi"`);
  });

  test('the sitemap lists both languages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${E2E_URL}/visa/thailand</loc>`);
    expect(sitemap).toContain(`<loc>${E2E_URL}/hi/visa/thailand</loc>`);
    expect(sitemap).toContain(`hreflang="hi" href="${E2E_URL}/hi/visa/thailand"`);
  });

  for (const path of ['/hi', '/hi/visa/thailand', '/hi/no-such-page']) {
    test(`${path} has lang="hi" and no serious or critical axe violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await appReady(page);
      await expect(page.getByRole('navigation', { name: 'मुख्य' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('a client-rendered account page under /hi is served in Hindi', async ({ page }) => {
    await page.goto('/hi/account/wallet');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page).toHaveURL(/\/hi\/login/);
    await expect(page.getByRole('link', { name: 'लॉग इन / साइन अप' })).toBeVisible();
  });
});

test.describe('the catalogue in Hindi', () => {
  test('/hi/visa/thailand shows the summary, options, times, documents, source and verified date in Hindi', async ({
    page,
  }) => {
    await page.goto('/hi/visa/thailand');
    await appReady(page);
    await expect(page.getByText('बैंकॉक का स्ट्रीट फ़ूड, फ़ुकेट के समुद्र तट और चियांग माई के मंदिर')).toBeVisible();
    // A plural form: "लगभग 5 कार्य दिवसों में तैयार".
    await expect(page.getByText('लगभग 5 कार्य दिवसों में तैयार')).toBeVisible();
    const tourist = page.getByRole('article', { name: '60 दिन से लंबे ठहराव के लिए टूरिस्ट e-Visa' });
    await expect(tourist).toContainText('टूरिस्ट वीज़ा');
    await expect(tourist).toContainText('5 कार्य दिवस');
    await expect(tourist).toContainText('जारी होने से 90 दिन');
    await expect(tourist.getByRole('link', { name: 'HelloVisa कैटलॉग' })).toBeVisible();
    await expect(tourist.locator('time[datetime="2025-01-12"]')).toHaveText('12 जन॰ 2025');
    const documents = page.getByRole('region', { name: 'ज़रूरी दस्तावेज़' });
    await expect(documents.getByRole('heading', { name: 'बिज़नेस' })).toBeVisible();
    await expect(documents).toContainText('पहुँचने की तारीख़ से कम से कम 6 महीने तक वैध पासपोर्ट, 2 खाली पन्नों के साथ');
    await expect(documents).toContainText('जिस कंपनी में आप जाएँगे, उसका निमंत्रण पत्र');
    // The requirement in Hindi words and names; its external source keeps its proper name.
    await expect(page.getByText(/भारत के पासपोर्ट वाले यात्री .*थाईलैंड/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Passport Index' }).first()).toBeVisible();
    await expect(page.getByText('Tourist e-Visa for stays over 60 days')).toHaveCount(0);
  });

  test('the Hindi destination page is served and prerendered with the Hindi catalogue; English is unchanged', async ({
    request,
  }) => {
    const hindi = await (await request.get('/hi/visa/thailand')).text();
    expect(hindi).toContain('बैंकॉक का स्ट्रीट फ़ूड, फ़ुकेट के समुद्र तट और चियांग माई के मंदिर');
    expect(hindi).toContain('12 जन॰ 2025');
    expect(hindi).toContain('बिज़नेस e-Visa');
    const prerendered = readFileSync('web/dist/hi/visa/thailand/index.html', 'utf8');
    expect(prerendered).toContain('बैंकॉक का स्ट्रीट फ़ूड, फ़ुकेट के समुद्र तट और चियांग माई के मंदिर');
    expect(prerendered).toContain('कन्फ़र्म वापसी या आगे की फ़्लाइट का टिकट');

    const english = await (await request.get('/visa/thailand')).text();
    expect(english).toContain('Bangkok street food, Phuket beaches and Chiang Mai temples');
    expect(english).toContain('Tourist e-Visa for stays over 60 days');
    expect(english).toContain('Confirmed return or onward flight ticket');
    expect(english).toContain('Ready in about 5 working days');
    expect(english).toContain('HelloVisa catalogue');
    expect(english).toMatch(/verified\s*(<!-- -->)?\s*<time datetime="2025-01-12">12 Jan 2025<\/time>/i);
    expect(english).not.toContain('बैंकॉक');
  });
});

test.describe('language switcher', () => {
  test('switching to Hindi in the navigation bar is remembered across reloads and new visits', async ({ page }) => {
    await page.goto('/contact');
    await appReady(page);
    await page.getByRole('banner').getByTestId('language-switcher').click();
    await expect(page).toHaveURL(`${E2E_URL}/hi/contact`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('link', { name: 'सहायता / संपर्क' })).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    // An English address opens in Hindi once Hindi is chosen.
    await page.goto('/about');
    await expect(page).toHaveURL(`${E2E_URL}/hi/about`);

    await page.getByRole('contentinfo').getByTestId('language-switcher').click();
    await expect(page).toHaveURL(`${E2E_URL}/about`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await page.goto('/');
    await expect(page).toHaveURL(`${E2E_URL}/`);
  });

  test('a first visit from a Hindi browser opens the Hindi page', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'hi-IN', baseURL: E2E_URL });
    const page = await context.newPage();
    await page.goto('/visa/thailand');
    await expect(page).toHaveURL(`${E2E_URL}/hi/visa/thailand`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await context.close();
  });
});

test.describe('journeys in Hindi', () => {
  test.beforeEach(async ({ page }) => {
    await quietHomePopups(page);
  });

  test('signs up on /hi/login in one step with the e-mail code in Hindi, server errors in Hindi, and stays in Hindi', async ({
    page,
  }) => {
    const email = uniqueEmail('hindi-signup');
    await page.goto('/hi/login');
    await page.getByRole('tab', { name: 'साइन अप' }).click();
    const main = page.getByRole('main');
    await main.getByLabel('पहला नाम').fill('मीरा');
    await main.getByLabel('उपनाम').fill('अय्यर');
    await main.getByLabel('ईमेल').fill(email);
    await main.getByLabel('पासवर्ड', { exact: true }).fill(ACCOUNT_PASSWORD);
    await main.getByLabel('पासवर्ड की पुष्टि करें').fill(ACCOUNT_PASSWORD);
    // Sign Up e-mails the code first and waits for it in the same form, all in Hindi.
    await page.getByRole('button', { name: 'साइन अप', exact: true }).click();
    await expect(main.getByRole('status').filter({ hasText: `कोड ${email} पर भेज दिया गया है` })).toBeVisible();
    await expect(page.getByText(/\d+ सेकंड में OTP फिर से भेजें/)).toBeVisible();
    const message = await waitForMessage(email, { purpose: 'signup' });
    expect(message.subject).toBe('आपका HelloVisa साइन-अप कोड');
    await main.getByLabel('OTP').fill(message.code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'साइन अप', exact: true }).click();
    await expect(main.getByText('OTP गलत है')).toBeVisible();
    await main.getByLabel('OTP').fill(message.code!);
    await page.getByRole('button', { name: 'साइन अप', exact: true }).click();

    await expect(page).toHaveURL(`${E2E_URL}/hi`);
    const account = page.getByRole('button', { name: /मीरा/ });
    await expect(account).toBeVisible();
    await account.click();
    await page.getByRole('link', { name: 'मेरा वॉलेट' }).click();
    await expect(page).toHaveURL(`${E2E_URL}/hi/account/wallet`);
    await expect(page.getByRole('navigation', { name: 'मेरा खाता' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('searches in Hindi: Hindi country names, Latin spellings and cities in the autocomplete', async ({ page }) => {
    await page.goto('/hi');
    await appReady(page);
    const search = page.getByRole('form', { name: 'वीज़ा खोज' });
    const origin = search.getByRole('combobox', { name: 'आप कहाँ से यात्रा शुरू कर रहे हैं?' });
    await origin.fill('भारत');
    await expect(page.getByRole('option', { name: /भारत/ }).first()).toBeVisible();
    await origin.press('Enter');
    const destination = search.getByRole('combobox', { name: 'आपका गंतव्य?' });
    await destination.fill('Bangkok');
    await expect(page.getByRole('option', { name: /थाईलैंड/ }).first()).toBeVisible();
    await destination.fill('थाई');
    const thailand = page.getByRole('option', { name: /थाईलैंड/ }).first();
    await expect(thailand).toBeVisible();
    // The row's hint and chip are Hindi too: "<date> तक वीज़ा पाएँ" with a Hindi month, and the visa chip.
    await expect(thailand).toContainText(/\d+ [\u0900-\u097F]+ तक वीज़ा पाएँ/);
    await expect(thailand).not.toContainText(/Get your visa|VISA/);
    await destination.press('ArrowDown');
    await destination.press('Enter');
    await expect(search.getByText('वीज़ा शुरू होने की तारीख')).toBeVisible();
    await expect(search.getByRole('button', { name: 'पीछे' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('sends a contact message from /hi/contact, with Hindi labels, errors and confirmation', async ({ page }) => {
    await page.goto('/hi/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'संपर्क करें' })).toBeVisible();
    await appReady(page);
    const form = page.getByRole('form', { name: 'सहायता से संपर्क करें' });
    await form.getByRole('button', { name: 'भेजें' }).click();
    await expect(form.getByText('अपना पहला नाम डालें')).toBeVisible();
    await form.getByLabel('पहला नाम').fill('प्रिया');
    await form.getByLabel('उपनाम').fill('शर्मा');
    await form.getByLabel('ईमेल').fill(uniqueEmail('hindi-contact'));
    await form.getByLabel('विषय').selectOption({ label: 'वीज़ा आवेदन में सहायता' });
    await form.getByLabel('संदेश').fill('मुझे थाईलैंड के वीज़ा के दस्तावेज़ों में मदद चाहिए।');
    await form.getByRole('button', { name: 'भेजें' }).click();
    await expect(page.getByText('✅ आपकी क्वेरी जमा हो गई है!')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a wrong password on the Hindi log-in page is answered in Hindi', async ({ page }) => {
    await page.goto('/hi/login');
    const main = page.getByRole('main');
    await main.getByLabel('ईमेल').fill(uniqueEmail('nobody'));
    await main.getByLabel('पासवर्ड').fill('wrong password');
    await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('ईमेल या पासवर्ड गलत है।');
  });

  test('the choice made before signing in is kept after it, and goes to the profile', async ({ page }) => {
    await page.goto('/login');
    await appReady(page);
    await page.getByRole('banner').getByTestId('language-switcher').click();
    await expect(page).toHaveURL(`${E2E_URL}/hi/login`);
    const email = uniqueEmail('hindi-login');
    const signup = await page.request.post('/api/send-otp', { data: { email }, headers: { origin: E2E_URL } });
    expect(signup.ok()).toBe(true);
    const { code } = await waitForMessage(email, { purpose: 'signup' });
    await page.request.post('/api/verify-otp', { data: { email, otp: code }, headers: { origin: E2E_URL } });
    const registered = await page.request.post('/api/auth/register', {
      data: { email, password: ACCOUNT_PASSWORD, confirmPassword: ACCOUNT_PASSWORD, firstName: 'Asha', lastName: 'K' },
      headers: { origin: E2E_URL },
    });
    expect(registered.ok()).toBe(true);
    await page.request.post('/api/auth/logout', { headers: { origin: E2E_URL } });

    await page.goto('/login');
    await expect(page).toHaveURL(`${E2E_URL}/hi/login`);
    const main = page.getByRole('main');
    await main.getByLabel('ईमेल').fill(email);
    await main.getByLabel('पासवर्ड').fill(ACCOUNT_PASSWORD);
    await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
    await expect(page).toHaveURL(`${E2E_URL}/hi`);
    await page.reload();
    await expect(page.getByRole('button', { name: /Asha/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });
});
