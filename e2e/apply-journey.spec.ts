import { E2E_APPLY_URL, E2E_PARTNER_KEY } from '../playwright.config';
import { agreeToApply, expectNoAxeViolations, ok, PASSWORD, PDF, SAME_SITE, signUp, signupCode } from './apply-support';
import { expect, quietHomePopups, test, uniqueEmail } from './fixtures';
import { isoDaysFromNow } from './handoff-support';

test('search, sign up, apply for two travellers, pay with wallet credits and the test provider, follow it, cancel another draft', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await quietHomePopups(page);
  const start = isoDaysFromNow(30);
  const end = isoDaysFromNow(37);

  // Search IN → Thailand, business (an Indian passport is visa-free there for tourism: no option cards).
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Where are you starting from?' }).fill('ind');
  await page.getByRole('option', { name: 'India', exact: true }).click();
  await page.getByRole('combobox', { name: 'Your destination?' }).fill('thai');
  await page.getByRole('option', { name: /Thailand/ }).click();
  await page.getByLabel('Visa start date').fill(start);
  await page.getByLabel('Visa end date').fill(end);
  await page.getByRole('radio', { name: 'Business' }).check();
  await expect(page.getByRole('region', { name: 'Visa Options' })).toContainText('India → Thailand');
  await page.getByRole('button', { name: 'Search' }).click();

  // Sign up on the login page it leads to; the search comes back as the application.
  await expect(page).toHaveURL(/\/login\?next=/);
  const email = uniqueEmail('apply');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const main = page.getByRole('main');
  await main.getByLabel('First name').fill('Asha');
  await main.getByLabel('Last name').fill('Rao');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await main.getByLabel('OTP').fill(await signupCode(email));
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  await expect(page).toHaveURL(/\/apply\?/);
  expect(new URL(page.url()).searchParams.get('to')).toBe('TH');
  expect(new URL(page.url()).searchParams.get('type')).toBe('business');

  // Wallet credits and a document in the vault, as the traveller would already have them.
  const request = page.request;
  await ok(request, 'POST', '/api/partner/wallet/transactions', {
    data: { email, type: 'credit', amount: 1000, idempotencyKey: `e2e-${email}` },
    headers: { authorization: `Bearer ${E2E_PARTNER_KEY}` },
  });
  // Each traveller's own passport: one passport on two travellers refuses the payment.
  for (const name of ['vault-passport.pdf', 'spouse-passport.pdf']) {
    await ok(request, 'POST', '/api/documents/upload', {
      multipart: { type: 'passport', file: { name, mimeType: 'application/pdf', buffer: PDF } },
      headers: SAME_SITE,
    });
  }

  // 1. Visa: the requirement for an Indian passport, then the option.
  await expect(page.getByText('What your passport needs:')).toBeVisible();
  // The choice goes through the page address, so the radio shows as checked only after that re-render.
  const businessEVisa = page.getByRole('radio', { name: /Business e-Visa/ });
  await businessEVisa.click();
  await expect(businessEVisa).toBeChecked();
  await expectNoAxeViolations(page, 'visa');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 2. Dates, carried over from the search.
  await expect(page.getByLabel('Travel start date')).toHaveValue(start);
  await expect(page.getByLabel('Travel end date')).toHaveValue(end);
  const dates = page.getByRole('form', { name: 'Travel dates' });
  await expect(dates.getByText(/Processing takes about \d+ working days?: apply by /)).toBeVisible();
  await page.getByLabel('Travel start date').fill(isoDaysFromNow(1));
  await expect(dates.getByText(/you are late; the earliest realistic start is /)).toBeVisible();
  await page.getByLabel('Travel start date').fill(start);
  await expectNoAxeViolations(page, 'dates');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 3. Travellers: the account holder and a co-traveller.
  await expect(page.getByRole('heading', { name: 'Travellers' })).toBeVisible();
  const me = page.getByRole('group', { name: 'You (from your profile)' });
  await expect(me.getByLabel('First name')).toHaveValue('Asha');
  await me.getByLabel('Date of birth').fill('1990-04-12');
  await me.getByLabel('Passport number').fill('Z1234567');
  await me.getByLabel('Passport expiry date').fill(isoDaysFromNow(1500));
  await page.getByRole('button', { name: 'Add a co-traveller' }).click();
  const spouse = page.getByRole('group', { name: 'Co-traveller 1' });
  await spouse.getByLabel('First name').fill('Ravi');
  await spouse.getByLabel('Last name').fill('Rao');
  await spouse.getByLabel('Relationship to you').selectOption('Spouse');
  await spouse.getByLabel('Date of birth').fill('1988-01-20');
  await spouse.getByLabel('Passport number').fill('Y7654321');
  await spouse.getByLabel('Passport expiry date').fill(isoDaysFromNow(1600));
  await expectNoAxeViolations(page, 'travellers');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 4. Documents (Back first: the travellers step keeps what was entered).
  await expect(page.getByText('0 of 12 required documents attached')).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Co-traveller 1' }).getByLabel('Passport number')).toHaveValue(
    'Y7654321',
  );
  await expect(page.getByRole('group', { name: 'You (from your profile)' }).getByLabel('Passport number')).toHaveValue(
    'Z1234567',
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('0 of 12 required documents attached')).toBeVisible();
  await page
    .getByLabel(/Or upload a new file for Recent passport-size photo/)
    .first()
    .setInputFiles({ name: 'photo.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('1 of 12 required documents attached')).toBeVisible();
  const pickers = page.getByLabel(/^From your documents for/);
  const count = await pickers.count();
  expect(count).toBe(14);
  // The vault's entries read "name · uploaded date": each passport is picked by its value. The first half of the
  // pickers is the account holder's checklist, the second half the co-traveller's.
  const optionValue = (name: string) => pickers.first().locator('option', { hasText: name }).getAttribute('value');
  const passports = [await optionValue('vault-passport.pdf'), await optionValue('spouse-passport.pdf')];
  for (let i = 0; i < count; i++) {
    const picker = pickers.nth(i);
    if ((await picker.inputValue()) === '') {
      await picker.selectOption(passports[i < count / 2 ? 0 : 1]!);
      await expect(page.getByText('Saving…')).toHaveCount(0);
    }
  }
  await expect(page.getByText('12 of 12 required documents attached')).toBeVisible();
  await expectNoAxeViolations(page, 'documents');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 5. Review: fees for two travellers, the refund policy summed up, ₹1,000 of wallet credits.
  await expect(page.getByRole('heading', { name: 'Review and pay' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Total/ })).toContainText('₹9,998.00');
  await expect(page.getByRole('row', { name: /GST 18% on the service fee/ })).toContainText('₹360.00');
  await expect(
    page.getByText(
      'Cancel before we lodge your application: ₹9,998.00 back. After lodging: the government fee is spent; ₹2,360.00 back if the embassy refuses the visa.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Wallet credits to use (₹)')).toHaveValue('1000');
  // A business GSTIN for the tax invoice: its check character is verified as it is typed.
  const gstin = page.getByLabel('Business GSTIN for the invoice (optional)');
  await gstin.fill('27AAPFU0939F1ZW');
  await expect(page.getByText('Enter a valid GSTIN (15 characters, e.g. 27AAPFU0939F1ZV)')).toBeVisible();
  await gstin.fill('27aapfu0939f1zv');
  await expect(page.getByText(/Enter a valid GSTIN/)).toHaveCount(0);
  // The notice and its two consents: paying without them is refused on the form.
  await page.getByRole('button', { name: 'Pay ₹8,998.00' }).click();
  await expect(
    page.getByText('Tick both boxes to apply: we cannot prepare or send the application without them.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/step=review/);
  await agreeToApply(page);
  await expect(page.getByText(/^Tick both boxes to apply/)).toHaveCount(0);
  await expectNoAxeViolations(page, 'review');
  await page.getByRole('button', { name: 'Pay ₹8,998.00' }).click();

  // 6. The test provider.
  await expect(page).toHaveURL(/\/pay\/test\//);
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();
  await expectNoAxeViolations(page, 'payment');
  await page.getByRole('button', { name: 'Pay successfully' }).click();

  // 7. Confirmation.
  await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
  const ref = new URL(page.url()).searchParams.get('ref')!;
  expect(ref).toMatch(/^HV-\d{4}-\d{6}$/);
  await expectNoAxeViolations(page, 'confirmation');
  expect((await (await request.get('/api/wallet/balance')).json()).balance).toBe(0);

  // Visa History lists it; its page shows the timeline, the payment and the invoice.
  await page.goto('/account/visa-history');
  const row = page.getByRole('row', { name: /Thailand/ });
  await expect(row).toContainText('Business Visa');
  await expect(row).toContainText('Submitted');
  await row.getByRole('link', { name: /View application/ }).click();
  await expect(page.getByRole('heading', { name: 'Business e-Visa, Thailand' })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expect(timeline).toContainText('Submitted');
  await expect(page.getByRole('link', { name: 'Download GST invoice (PDF)' })).toBeVisible();
  await expectNoAxeViolations(page, 'application page');

  // Tracking by reference and e-mail, without signing in.
  const visitorContext = await page.context().browser()!.newContext({ baseURL: E2E_APPLY_URL });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/trackyourvisaapplication');
  const lookup = visitor.getByRole('form', { name: 'Track your application' });
  await lookup.getByLabel('Application reference').fill(ref);
  await lookup.getByLabel('E-mail').fill(email);
  await lookup.getByRole('button', { name: 'Find my application' }).click();
  await expect(visitor.getByRole('region', { name: `Application ${ref}` })).toContainText('Status: Submitted');
  await expect(visitor.getByRole('region', { name: `Application ${ref}` })).toContainText(
    'Business Visa, Thailand. Status: Submitted',
  );
  await expectNoAxeViolations(visitor, 'tracking');
  await visitorContext.close();

  // Another draft, cancelled from Saved Applications.
  const other = await ok(request, 'POST', '/api/applications', {
    data: { optionId: 'th-tourist', start, end, travellers: [{ self: true }] },
    headers: SAME_SITE,
  });
  await page.goto('/account/saved');
  const draftRow = page.getByRole('row', { name: new RegExp(other.application.ref) });
  await expect(draftRow).toContainText('Draft');
  await draftRow.getByRole('button', { name: /Delete/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Delete|Remove|Yes/ })
    .click();
  await expect(page.getByRole('row', { name: new RegExp(other.application.ref) })).toHaveCount(0);
  const cancelled = await (await request.get(`/api/applications/${other.application.ref}`)).json();
  expect(cancelled.application.status).toBe('cancelled');
});

test('a submitted application is cancelled from its page with everything refunded', async ({ page }) => {
  const request = page.request;
  const email = await signUp(request, 'cancel', { firstName: 'Meera', lastName: 'Iyer' });
  await ok(request, 'PUT', '/api/profile', {
    data: { firstName: 'Meera', dob: '1991-02-03', passportNo: 'K1234567', passportExpiry: isoDaysFromNow(2000) },
    headers: SAME_SITE,
  });
  const document = await ok(request, 'POST', '/api/documents/upload', {
    multipart: { type: 'passport', file: { name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF } },
    headers: SAME_SITE,
  });
  await ok(request, 'POST', '/api/partner/wallet/transactions', {
    data: { email, type: 'credit', amount: 5000, idempotencyKey: `e2e-${email}` },
    headers: { authorization: `Bearer ${E2E_PARTNER_KEY}` },
  });
  const { application } = await ok(request, 'POST', '/api/applications', {
    data: { optionId: 'th-tourist', start: isoDaysFromNow(20), end: isoDaysFromNow(25) },
    headers: SAME_SITE,
  });
  for (const item of application.checklist) {
    await ok(request, 'PUT', `/api/applications/${application.ref}/checklist/${item.id}`, {
      data: { documentId: document.id },
      headers: SAME_SITE,
    });
  }
  await ok(request, 'POST', `/api/applications/${application.ref}/submit`, {
    data: { walletAmount: 5000, consents: { processing: true, embassySharing: true } },
    headers: SAME_SITE,
  });

  await page.goto(`/account/applications/${application.ref}`);
  await expect(page.getByText('Status: Submitted')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel application' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel application' }).click();
  await expect(page.getByText('Status: Cancelled')).toBeVisible();
  await expect(page.getByText('Refunded ₹3,499.00 to your wallet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel application' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'cancelled application');
  expect((await (await request.get('/api/wallet/balance')).json()).balance).toBe(5000);
});
