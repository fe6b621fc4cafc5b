import type { Page } from '@playwright/test';
import { expectNoAxeViolations, signUp } from './apply-support';
import { expect, quietHomePopups, test } from './fixtures';
import { isoDaysFromNow } from './handoff-support';

/** The step's Continue ("आगे बढ़ें"), not the navigation bar's "वीज़ा के लिए आगे बढ़ें". */
const continueButton = (page: Page) => page.getByRole('button', { name: 'आगे बढ़ें', exact: true });

test.beforeEach(async ({ page }) => {
  await quietHomePopups(page);
});

test('the apply wizard in Hindi, from the visa to the review, with lang="hi" and no axe violation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page.request, 'apply-hindi');
  const start = isoDaysFromNow(30);

  await page.goto(`/hi/apply?from=IN&to=TH&type=business&start=${start}&end=${isoDaysFromNow(37)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'वीज़ा के लिए आवेदन करें' })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'आवेदन के चरण' });
  await expect(steps).toContainText('यात्रा की तारीखें');
  await expect(steps).toContainText('जाँचें और भुगतान करें');

  // 1. Visa: purpose and option in Hindi, the price per traveller in rupees.
  await expect(page.getByRole('heading', { name: 'अपना वीज़ा चुनें' })).toBeVisible();
  await expect(page.getByLabel('यात्रा का उद्देश्य')).toHaveValue('business');
  await expect(page.getByLabel('यात्रा का उद्देश्य').locator('option:checked')).toHaveText('बिज़नेस वीज़ा');
  await expect(page.getByText('आपके पासपोर्ट के लिए ज़रूरी:')).toBeVisible();
  // The catalogue's own texts in Hindi: the option's name, stay and validity, and the processing days.
  const option = page.getByRole('radio', { name: /बिज़नेस e-Visa/ });
  await expect(page.getByRole('group', { name: 'वीज़ा विकल्प' })).toContainText(
    '7 कार्य दिवस · ठहराव 60 दिन · वैधता जारी होने से 90 दिन',
  );
  await expect(page.getByRole('group', { name: 'वीज़ा विकल्प' })).not.toContainText('Business e-Visa');
  await expect(page.getByRole('group', { name: 'वीज़ा विकल्प' })).toContainText(/₹[\d,]+\.\d{2} प्रति यात्री/);
  await continueButton(page).click();
  await expect(page.getByText('आगे बढ़ने के लिए कोई वीज़ा विकल्प चुनें।')).toBeVisible();
  // The choice goes through the address (the step's state), so the radio is checked once the page has re-rendered.
  await option.click();
  await expect(option).toBeChecked();
  await expect(page.getByText('आगे बढ़ने के लिए कोई वीज़ा विकल्प चुनें।')).toHaveCount(0);
  await expectNoAxeViolations(page, 'visa');
  await continueButton(page).click();

  // 2. Dates: the processing time in Hindi, and the step's own checks.
  const dates = page.getByRole('form', { name: 'यात्रा की तारीखें' });
  await expect(dates.getByLabel('यात्रा शुरू होने की तारीख')).toHaveValue(start);
  await expect(dates.getByText(/^प्रोसेसिंग में लगभग \d+ कार्य दिवस लगते? हैं: .+ तक आवेदन करें।$/)).toBeVisible();
  await dates.getByLabel('यात्रा खत्म होने की तारीख').fill('');
  await continueButton(page).click();
  await expect(dates.getByText('यात्रा खत्म होने की तारीख डालें')).toBeVisible();
  await dates.getByLabel('यात्रा खत्म होने की तारीख').fill(isoDaysFromNow(37));
  await expectNoAxeViolations(page, 'dates');
  await continueButton(page).click();

  // 3. Travellers: the account holder, prefilled from the profile; a co-traveller added and removed.
  await expect(page.getByRole('heading', { name: 'यात्री', exact: true })).toBeVisible();
  const me = page.getByRole('group', { name: 'आप (आपकी प्रोफ़ाइल से)' });
  await expect(me.getByLabel('पहला नाम')).toHaveValue('Asha');
  await me.getByLabel('जन्म तिथि').fill('1990-04-12');
  await me.getByLabel('पासपोर्ट नंबर').fill('Z1234567');
  await me.getByLabel('पासपोर्ट की समाप्ति तिथि').fill(isoDaysFromNow(1500));
  await page.getByRole('button', { name: 'सह-यात्री जोड़ें' }).click();
  const coTraveller = page.getByRole('group', { name: 'सह-यात्री 1' });
  await expect(coTraveller.getByLabel('आपसे संबंध').locator('option', { hasText: 'पति/पत्नी' })).toHaveCount(1);
  await expectNoAxeViolations(page, 'travellers');
  await coTraveller.getByRole('button', { name: 'सह-यात्री 1 को हटाएँ' }).click();
  await continueButton(page).click();

  // 4. Documents: the checklist's progress and states in Hindi.
  await expect(page.getByText(/^\d+ में से 0 ज़रूरी दस्तावेज़ जुड़ गए$/)).toBeVisible();
  await expect(page.getByText('बाकी है').first()).toBeVisible();
  // The checklist's documents, stored in English with the application, shown in Hindi.
  await expect(page.getByText('कन्फ़र्म वापसी या आगे की फ़्लाइट का टिकट', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Confirmed return or onward flight ticket')).toHaveCount(0);
  await expect(page.getByLabel(/^आपके दस्तावेज़ों से \(.+ के लिए\)$/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'documents');
  await continueButton(page).click();

  // 5. Review: the fees table, the refund policy and the pay button in Hindi, rupees in hi-IN.
  await expect(page.getByRole('heading', { name: 'जाँचें और भुगतान करें', level: 2 })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '1 यात्री' })).toBeVisible();
  await expect(page.getByText(/^बिज़नेस e-Visa, थाईलैंड$/).first()).toBeVisible();
  await expect(page.getByRole('row', { name: /सर्विस फ़ीस पर 18% GST/ })).toContainText('₹');
  const total = page.getByRole('row', { name: /कुल/ });
  await expect(total).toContainText(/₹[\d,]+\.\d{2}/);
  await expect(page.getByText(/^आवेदन जमा करने से पहले रद्द करें: ₹[\d,]+\.\d{2} वापस।/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'रिफ़ंड नीति पढ़ें' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^₹[\d,]+\.\d{2} का भुगतान करें$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'वापस', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'review');
});

test('/hi/trackyourvisaapplication in Hindi: both forms, their checks and a lookup that finds nothing', async ({
  page,
}) => {
  await page.goto('/hi/trackyourvisaapplication');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'अपने वीज़ा आवेदन को ट्रैक करें' })).toBeVisible();
  await expect(page).toHaveTitle(/अपने वीज़ा आवेदन को ट्रैक करें/);

  const byReference = page.getByRole('form', { name: 'रेफ़रेंस से ट्रैक करें' });
  await byReference.getByRole('button', { name: 'ट्रैक करें' }).click();
  await expect(byReference.getByRole('alert')).toHaveText('वीज़ा पार्टनर का रेफ़रेंस डालें');
  await byReference.getByLabel('वीज़ा पार्टनर का रेफ़रेंस').fill('HV 12');
  await byReference.getByRole('button', { name: 'ट्रैक करें' }).click();
  await expect(byReference.getByRole('alert')).toContainText('पुष्टि ई-मेल वाला रेफ़रेंस डालें');

  const lookup = page.getByRole('form', { name: 'अपना आवेदन ट्रैक करें' });
  await lookup.getByRole('button', { name: 'मेरा आवेदन खोजें' }).click();
  await expect(lookup.getByText('आवेदन का रेफ़रेंस नंबर डालें')).toBeVisible();
  await lookup.getByLabel('आवेदन रेफ़रेंस', { exact: true }).fill('HV-2026-999999');
  await lookup.getByLabel('ई-मेल').fill('nobody@example.com');
  await lookup.getByRole('button', { name: 'मेरा आवेदन खोजें' }).click();
  await expect(lookup.getByRole('alert')).toHaveText('इस रेफ़रेंस और ई-मेल से कोई आवेदन नहीं मिला।');
  await expectNoAxeViolations(page, 'track');
});
