import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ACCOUNT_PASSWORD,
  accountTest,
  expect,
  quietHomePopups,
  SAME_SITE,
  test,
  uniqueEmail,
  waitForMessage,
} from './fixtures';
import { isoDaysFromNow } from './handoff-support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function expectNoAxeViolations(page: Page, step: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${step}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

async function call(request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', url: string, options = {}) {
  const response = await request.fetch(url, { method, headers: SAME_SITE, ...options });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** A Thailand tourist application, submitted with both consents and paid through the test provider. */
async function paidApplication(request: APIRequestContext): Promise<string> {
  await call(request, 'PUT', '/api/profile', {
    data: {
      firstName: 'Asha',
      lastName: 'Rao',
      dob: '1990-04-12',
      nationality: 'Indian',
      passportNo: 'Z1234567',
      passportExpiry: isoDaysFromNow(3 * 365),
    },
  });
  const document = await call(request, 'POST', '/api/documents/upload', {
    multipart: { type: 'passport', file: { name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  const { application } = await call(request, 'POST', '/api/applications', {
    data: { optionId: 'th-tourist', start: isoDaysFromNow(40), end: isoDaysFromNow(47), travellers: [{ self: true }] },
  });
  for (const item of application.checklist as Array<{ id: string }>) {
    await call(request, 'PUT', `/api/applications/${application.ref}/checklist/${item.id}`, {
      data: { documentId: document.id },
    });
  }
  const { payment } = await call(request, 'POST', `/api/applications/${application.ref}/submit`, {
    data: { walletAmount: 0, consents: { processing: true, embassySharing: true } },
  });
  await call(request, 'POST', `/api/payments/test/${payment.id}`, { data: { outcome: 'success' } });
  return application.ref;
}

test('sign-up shows the notice with marketing unticked; a ticked box is listed on /account/privacy and withdrawn in one click', async ({
  page,
}) => {
  await quietHomePopups(page);
  const email = uniqueEmail('privacy');
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const main = page.getByRole('main');
  const notice = main.getByRole('region', { name: 'What we collect and why' });
  await expect(notice).toContainText('to run your account and prepare the visa applications you ask for');
  await expect(notice.getByRole('link', { name: 'Read the Privacy Policy' })).toHaveAttribute('href', '/privacy');
  const marketing = notice.getByRole('checkbox', { name: /^Send me offers and travel news by e-mail/ });
  await expect(marketing).not.toBeChecked();
  await expectNoAxeViolations(page, 'sign-up notice');

  await main.getByLabel('First name').fill('Meera');
  await main.getByLabel('Last name').fill('Iyer');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(ACCOUNT_PASSWORD);
  await main.getByLabel('Confirm password').fill(ACCOUNT_PASSWORD);
  await marketing.check();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  const { code } = await waitForMessage(email, { purpose: 'signup' });
  await main.getByLabel('OTP').fill(code!);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('button', { name: /Meera/ })).toBeVisible();

  await page.goto('/account/profile');
  await page.getByRole('navigation').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/account\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy and consent' })).toBeVisible();
  const consents = page.getByRole('region', { name: 'Your consents' });
  await expect(consents.getByText('You receive marketing e-mail from us.')).toBeVisible();
  const row = consents.getByRole('row', { name: /Marketing e-mail/ });
  await expect(row).toContainText('Notice signup-2026-11-26');
  await expect(row).toContainText('on the website');
  await expect(page.getByRole('region', { name: 'Who looked at my data and why' })).toContainText(
    'No one on our staff has opened your documents',
  );
  await expectNoAxeViolations(page, 'privacy page');

  // Marketing needs no warning: one click withdraws it.
  await row.getByRole('button', { name: /Withdraw/ }).click();
  await expect(consents.getByText('Consent withdrawn.')).toBeVisible();
  await expect(row).toContainText(/Withdrawn \d{2} [A-Z][a-z]{2} \d{4}/);
  await expect(consents.getByText('You have not agreed to marketing e-mail: we send you none.')).toBeVisible();
  await expect(consents.getByRole('button', { name: 'Agree to marketing e-mail' })).toBeVisible();
});

accountTest("withdrawing a paid application's processing consent explains the consequence first", async ({ page }) => {
  const ref = await paidApplication(page.request);
  await page.goto('/account/privacy');
  const consents = page.getByRole('region', { name: 'Your consents' });
  const processing = consents.getByRole('row', { name: /Processing of an application/ });
  await expect(processing).toContainText(ref);
  await expect(processing).toContainText('Notice apply-2026-11-26');
  await expect(consents.getByRole('row', { name: /Sharing with the embassy or visa centre/ })).toContainText(
    'embassy or visa centre of Thailand',
  );

  await processing.getByRole('button', { name: /Withdraw/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw this consent?' });
  await expect(dialog).toContainText(`We will stop working on application ${ref}`);
  await expect(dialog).toContainText('the refund policy says what is refunded');
  await expectNoAxeViolations(page, 'withdrawal dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(processing).toContainText('Given');

  await processing.getByRole('button', { name: /Withdraw/ }).click();
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog).toBeHidden();
  await expect(processing).toContainText(/Withdrawn /);
});

accountTest('the privacy page in Hindi', async ({ page }) => {
  await call(page.request, 'POST', '/api/account/privacy/consents', { data: { purpose: 'marketing' } });
  await page.goto('/hi/account/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'गोपनीयता और सहमति' })).toBeVisible();
  const consents = page.getByRole('region', { name: 'आपकी सहमतियाँ' });
  await expect(consents.getByRole('row', { name: /मार्केटिंग ई-मेल/ })).toContainText('मुझे ई-मेल से ऑफ़र और यात्रा समाचार भेजें');
  await expect(page.getByRole('region', { name: 'मेरा डेटा किसने और क्यों देखा' })).toBeVisible();
  await expectNoAxeViolations(page, 'Hindi privacy page');
});

accountTest(
  'download my data: the password again, then an e-mailed link to a ZIP that only this account opens',
  async ({ page, account }) => {
    await page.goto('/account/privacy');
    const section = page.getByRole('region', { name: 'Download my data' });
    await expect(section).toContainText('The link works for 24 hours');
    const password = section.getByLabel('Your password');
    const button = section.getByRole('button', { name: 'Download my data' });

    await button.click();
    await expect(section.getByText('Enter your password to download your data')).toBeVisible();
    await password.fill('not-my-password-1');
    await button.click();
    await expect(section.getByText('We could not start the download.')).toBeVisible();
    await expect(section.getByText('Password is incorrect').first()).toBeVisible();
    await expectNoAxeViolations(page, 'export refused');

    const since = new Date();
    await password.fill(account.password);
    await button.click();
    await expect(section.getByText('We are preparing your data.')).toBeVisible();
    await expect(password).toHaveValue('');
    await expectNoAxeViolations(page, 'export queued');

    const message = await waitForMessage(account.email, { purpose: 'data-export-ready', since });
    const link = message.text?.match(/\/api\/account\/privacy\/export\/[\w-]+/)?.[0];
    expect(link).toBeDefined();
    const zip = await page.request.get(link!);
    expect(zip.status()).toBe(200);
    expect(zip.headers()['content-type']).toBe('application/zip');
    expect((await zip.body()).subarray(0, 2).toString()).toBe('PK');
    const stranger = await page.context().browser()!.newContext();
    expect((await stranger.request.get(new URL(link!, page.url()).toString())).status()).toBe(401);
    await stranger.close();
  },
);

accountTest('download my data in Hindi', async ({ page }) => {
  await page.goto('/hi/account/privacy');
  const section = page.getByRole('region', { name: 'मेरा डेटा डाउनलोड करें' });
  await expect(section.getByLabel('आपका पासवर्ड')).toBeVisible();
  await section.getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' }).click();
  await expect(section.getByText('अपना डेटा डाउनलोड करने के लिए अपना पासवर्ड डालें')).toBeVisible();
  await expectNoAxeViolations(page, 'Hindi export section');
});

accountTest(
  'delete my account: what goes and what stays said first, refused while paid work is open, then erased and signed out',
  async ({ page, account }) => {
    const ref = await paidApplication(page.request);
    await page.goto('/account/privacy');
    const section = page.getByRole('region', { name: 'Delete my account' });
    await expect(section).toContainText('What we delete');
    await expect(section).toContainText('Every document and photo you uploaded');
    await expect(section).toContainText('What we keep, and why');
    await expect(section).toContainText('CGST Act section 36, Rule 56');
    await expect(section.getByRole('link', { name: 'CGST Act 2017, section 36' })).toHaveAttribute(
      'href',
      /knowyourgst/,
    );
    await expectNoAxeViolations(page, 'delete section');
    const password = section.getByLabel('Your password');
    const button = section.getByRole('button', { name: 'Delete my account' });
    const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });

    // A wrong password: refused after the dialog, nothing erased.
    await password.fill('not-my-password-1');
    await button.click();
    await expectNoAxeViolations(page, 'delete dialog');
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(section.getByText('Password is incorrect').first()).toBeVisible();

    // An open paid application: asked to cancel it first.
    await password.fill(account.password);
    await button.click();
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(section.getByText('You have a paid application in progress.')).toBeVisible();

    await call(page.request, 'POST', `/api/applications/${ref}/cancel`, { data: {} });
    const since = new Date();
    await button.click();
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    const message = await waitForMessage(account.email, { purpose: 'account-deleted', since });
    expect(message.text).toContain('we deleted your account');
    expect((await page.request.get('/api/profile')).status()).toBe(401);
  },
);

accountTest('delete my account in Hindi', async ({ page }) => {
  await page.goto('/hi/account/privacy');
  const section = page.getByRole('region', { name: 'मेरा खाता हटाएँ' });
  await expect(section).toContainText('हम क्या रखते हैं, और क्यों');
  await expect(section).toContainText('CGST अधिनियम धारा 36, नियम 56');
  await section.getByRole('button', { name: 'मेरा खाता हटाएँ' }).click();
  await expect(section.getByText('अपना खाता हटाने के लिए अपना पासवर्ड डालें')).toBeVisible();
  await expectNoAxeViolations(page, 'Hindi delete section');
});
