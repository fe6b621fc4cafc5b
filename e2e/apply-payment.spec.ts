import { E2E_PARTNER_KEY } from '../playwright.config';
import { agreeToApply, expectNoAxeViolations, ok, PDF, SAME_SITE, signUp } from './apply-support';
import { expect, test } from './fixtures';
import { isoDaysFromNow } from './handoff-support';

/** A signed-up traveller holding `credits` rupees of wallet credits, with a Thailand tourist draft ready to pay. */
async function readyToPay(page: import('@playwright/test').Page, credits: number, start = isoDaysFromNow(30)) {
  const request = page.request;
  const email = await signUp(request, 'pay', { firstName: 'Meera', lastName: 'Iyer' });
  await ok(request, 'PUT', '/api/profile', {
    data: { firstName: 'Meera', dob: '1991-02-03', passportNo: 'K1234567', passportExpiry: isoDaysFromNow(2000) },
  });
  const document = await ok(request, 'POST', '/api/documents/upload', {
    multipart: { type: 'passport', file: { name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF } },
    headers: SAME_SITE,
  });
  await ok(request, 'POST', '/api/partner/wallet/transactions', {
    data: { email, type: 'credit', amount: credits, idempotencyKey: `e2e-${email}` },
    headers: { authorization: `Bearer ${E2E_PARTNER_KEY}` },
  });
  const { application } = await ok(request, 'POST', '/api/applications', {
    data: { optionId: 'th-tourist', start, end: isoDaysFromNow(45) },
  });
  for (const item of application.checklist) {
    await ok(request, 'PUT', `/api/applications/${application.ref}/checklist/${item.id}`, {
      data: { documentId: document.id },
    });
  }
  return application.ref as string;
}

test('after a failed payment, the payment step offers the wallet amount the traveller chose again', async ({
  page,
}) => {
  const ref = await readyToPay(page, 2000);
  await page.goto(`/apply?ref=${ref}&step=review`);
  const wallet = page.getByLabel('Wallet credits to use (₹)');
  await expect(wallet).toHaveValue('2000');
  await wallet.fill('500');
  await agreeToApply(page);
  await page.getByRole('button', { name: 'Pay ₹2,999.00' }).click();

  await expect(page).toHaveURL(/\/pay\/test\//);
  await page.getByRole('button', { name: 'Fail payment' }).click();

  await expect(page).toHaveURL(/step=review&payment=failed/);
  await expect(page.getByText('The payment did not go through')).toBeVisible();
  await expect(wallet).toHaveValue('500');
  await expect(page.getByRole('button', { name: 'Pay ₹2,999.00' })).toBeVisible();
  await expectNoAxeViolations(page, 'payment step after a failed payment');
});

test('a trip that starts before the visa can be ready is paid for only once the traveller ticks that they understand', async ({
  page,
}) => {
  const ref = await readyToPay(page, 500, isoDaysFromNow(2));
  await page.goto(`/apply?ref=${ref}&step=review`);
  const form = page.getByRole('form', { name: 'Review and pay' });
  await expect(form.getByText(/for a .+ start you are late; the earliest realistic start is /)).toBeVisible();
  const understand = form.getByRole('checkbox', {
    name: /^I understand the visa may not be ready by \d+ \w{3} \d{4}$/,
  });
  await expect(understand).not.toBeChecked();
  await agreeToApply(form);

  await form.getByRole('button', { name: 'Pay ₹2,999.00' }).click();
  await expect(form.getByText('Tick the box to confirm, or go back and choose a later start date.')).toBeVisible();
  await expect(understand).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/step=review/);
  await expectNoAxeViolations(page, 'payment step of a late trip');
  const { application } = await ok(page.request, 'GET', `/api/applications/${ref}`);
  expect(application.payments).toEqual([]);

  await understand.check();
  await form.getByRole('button', { name: 'Pay ₹2,999.00' }).click();
  await expect(page).toHaveURL(/\/pay\/test\//);
});
