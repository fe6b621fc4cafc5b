import { readFileSync } from 'node:fs';
import { expectNoAxeViolations, signUp, submitApplication } from './apply-support';
import { appReady, expect, quietHomePopups, test } from './fixtures';

/**
 * Texts that stayed English on Hindi pages (the autocomplete's rows, the destination page's heading, the sign-up
 * countries, application statuses, timeline notes and notifications). Run by the `apply` project: the account
 * pages need an application made and paid on the server with the booking site built in.
 */

test.beforeEach(async ({ page }) => {
  await quietHomePopups(page);
});

test('the autocomplete rows on /hi: the date hint and the chips in Hindi', async ({ page }) => {
  await page.goto('/hi');
  await appReady(page);
  const search = page.getByRole('form', { name: 'वीज़ा खोज' });
  const origin = search.getByRole('combobox', { name: 'आप कहाँ से यात्रा शुरू कर रहे हैं?' });
  await origin.fill('भारत');
  await expect(page.getByRole('option', { name: /भारत/ }).first()).toBeVisible();
  await origin.press('Enter');
  const destination = search.getByRole('combobox', { name: 'आपका गंतव्य?' });
  await destination.fill('संयुक्त अरब');
  const emirates = page.getByRole('option', { name: /संयुक्त अरब अमीरात/ }).first();
  await expect(emirates).toContainText(/\d+ [\u0900-\u097F]+॰? तक वीज़ा पाएँ/);
  await expect(emirates).toContainText('ई-वीज़ा');
  await expect(emirates).not.toContainText(/Get your visa|VISA/);
  await destination.fill('थाई');
  const thailand = page.getByRole('option', { name: /थाईलैंड/ }).first();
  await expect(thailand).toContainText('वीज़ा');
  await expect(thailand).not.toContainText(/Get your visa|VISA/);
  await expectNoAxeViolations(page, 'autocomplete');
});

test('/hi/visa/thailand is headed and titled in Hindi, in the browser and in the server-rendered page', async ({
  page,
  request,
}) => {
  await page.goto('/hi/visa/thailand');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('थाईलैंड वीज़ा');
  await expect(page.getByRole('navigation', { name: 'पेज का रास्ता' })).toHaveText('होम / थाईलैंड वीज़ा');
  await expect(page).toHaveTitle(/^भारतीयों के लिए थाईलैंड वीज़ा: फ़ीस, दस्तावेज़ और प्रोसेसिंग समय/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^थाईलैंड वीज़ा ₹/);
  await expectNoAxeViolations(page, 'destination');

  for (const html of [await (await request.get('/hi/visa/thailand')).text(), readPrerendered('hi/visa/thailand')]) {
    expect(html).toMatch(/<title>भारतीयों के लिए थाईलैंड वीज़ा/);
    expect(html).toMatch(/<h1[^>]*>.*थाईलैंड वीज़ा<\/h1>/s);
    expect(html).not.toContain('Thailand वीज़ा');
  }
  // The English page keeps its English name.
  const english = await (await request.get('/visa/thailand')).text();
  expect(english).toMatch(/<title>Thailand Visa for Indians/);
});

test('the sign-up form on /hi/login lists countries by their Hindi names, India first, keeping the values', async ({
  page,
}) => {
  await page.goto('/hi/login');
  await page.getByRole('tab', { name: 'साइन अप' }).click();
  const country = page.getByRole('main').getByLabel('देश (वैकल्पिक)');
  await expect(country.locator('option').nth(1)).toHaveText('भारत');
  await expect(country.locator('option', { hasText: 'Thailand' })).toHaveCount(0);
  await country.selectOption({ label: 'थाईलैंड' });
  await expect(country).toHaveValue('Thailand');
  // After India, in Hindi alphabetical order.
  const names = (await country.locator('option').allTextContents()).slice(2);
  expect(names).toEqual([...names].sort(new Intl.Collator('hi-IN').compare));
  await expectNoAxeViolations(page, 'sign-up');
});

test('statuses, timeline notes and notifications on the Hindi account pages', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page.request, 'hindi-statuses');
  const { ref } = await submitApplication(page.request);
  const { ref: draft } = await submitApplication(page.request, { pay: false });

  await page.goto(`/hi/account/applications/${ref}`);
  await expect(page.getByRole('main')).toContainText(`रेफ़रेंस ${ref} · स्थिति: जमा किया गया`);
  const timeline = page.getByRole('list', { name: 'टाइमलाइन' });
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expect(timeline.getByRole('listitem').nth(0)).toContainText('ड्राफ़्ट');
  await expect(timeline.getByRole('listitem').nth(1)).toContainText('जमा किया गया');
  await expect(timeline.getByRole('listitem').nth(1)).toContainText('भुगतान मिल गया');
  await expect(timeline).not.toContainText(/Payment received|Submitted|Draft/);
  await expectNoAxeViolations(page, 'application');

  await page.goto('/hi/account/visa-history');
  const row = page.getByRole('row', { name: new RegExp(ref) });
  await expect(row).toContainText('थाईलैंड');
  await expect(row).toContainText('जमा किया गया');
  await expectNoAxeViolations(page, 'visa history');

  await page.goto('/hi/account/saved');
  const saved = page.getByRole('row', { name: new RegExp(draft) });
  await expect(saved).toContainText('ड्राफ़्ट');
  await expect(saved).not.toContainText('Draft');
  await expectNoAxeViolations(page, 'saved');

  await page.goto('/hi/account/notifications');
  await expect(page.getByRole('heading', { name: `थाईलैंड वीज़ा आवेदन ${ref}: जमा किया गया` })).toBeVisible();
  await expect(page.getByText('स्थिति: जमा किया गया। भुगतान मिल गया')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/Thailand|Submitted|Payment received/);
  await expectNoAxeViolations(page, 'notifications');
});

function readPrerendered(path: string): string {
  return readFileSync(`web/dist/${path}/index.html`, 'utf8');
}
