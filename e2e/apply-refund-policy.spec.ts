import { expectNoAxeViolations, ok, signUp, submitApplication } from './apply-support';
import { appReady, expect, test } from './fixtures';

test('the review step sums the refund policy up before payment, from the option’s fees', async ({ page }) => {
  await signUp(page.request, 'refund-review');
  const { ref } = await submitApplicationDraft(page.request);
  await page.goto(`/apply?ref=${ref}&step=review`);
  await appReady(page);
  await expect(
    page.getByText(
      'Cancel before we lodge your application: ₹3,499.00 back. After lodging: the government fee is spent; ₹826.00 back if the embassy refuses the visa.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read the refund policy' })).toHaveAttribute('href', '/refund-policy');
});

test('the application page shows what cancelling now gives back; wallet credit only when ticked', async ({ page }) => {
  await signUp(page.request, 'refund-cancel');
  const { ref } = await submitApplication(page.request);
  await page.goto(`/account/applications/${ref}`);
  await appReady(page);
  // The account area loads its page and the application on first use (a cold server on a busy machine).
  const refund = page.getByRole('region', { name: 'If you cancel now' });
  await expect(refund).toBeVisible({ timeout: 30_000 });
  await expect(refund).toContainText('You get ₹3,499.00 back:');
  await expect(refund).toContainText('To your card or UPI: ₹3,499.00. To your wallet: ₹0.00.');
  // The on-time promise: the date the decision is promised by, and the public record (docs/on-time.md).
  const promise = page.getByTestId('promised-decision');
  await expect(promise).toContainText(/^Decision promised by \d{1,2} [A-Z][a-z]{2} \d{4}\./);
  await expect(promise.getByRole('link', { name: 'Our on-time record' })).toHaveAttribute('href', '/on-time');
  const walletInstead = refund.getByRole('checkbox', { name: /wallet credit instead/ });
  await expect(walletInstead).not.toBeChecked();
  await expectNoAxeViolations(page, 'application page');
  await walletInstead.check();
  await expect(refund).toContainText('To your card or UPI: ₹0.00. To your wallet: ₹3,499.00.');
  await page.getByRole('button', { name: 'Cancel application' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel application' }).click();
  await expect(page.getByRole('region', { name: 'If you cancel now' })).toHaveCount(0);
  // The timeline says where the money went, and that wallet credit was the traveller's choice.
  const refundEntry = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem').filter({ hasText: 'Refund' });
  await expect(refundEntry).toContainText('₹3,499.00 to your wallet — available now');
  await expect(refundEntry).toContainText('Wallet credit, as you chose when cancelling');
  await expectNoAxeViolations(page, 'application page after the refund');
  const balance = await ok(page.request, 'GET', '/api/wallet/balance');
  expect(balance.balance).toBe(3499);
});

/** A Thailand tourist draft with every document attached, not yet paid. */
async function submitApplicationDraft(request: import('@playwright/test').APIRequestContext) {
  const submitted = await submitApplication(request, { pay: false });
  // Submitting made a pending payment; failing it keeps the draft at the review step.
  await ok(request, 'POST', `/api/payments/test/${submitted.payment.id}`, { data: { outcome: 'failure' } });
  return submitted;
}
