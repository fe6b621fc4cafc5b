import { E2E_APPLY_URL } from '../playwright.config';
import { expectNoAxeViolations, grantRole, PDF, signUp, submitApplication, turnOnTwoFactor } from './apply-support';
import { expect, quietHomePopups, test } from './fixtures';

/**
 * The operator console's journey (issue 12): a support operator, sent to turn on 2FA first, works an
 * application from the queue while the traveller, in a second browser, answers a document request
 * and downloads the issued visa. Runs against the server with the booking site built in.
 */
test('a support operator with 2FA rejects a document, the traveller re-uploads, the visa is issued and downloaded', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const travellerContext = await browser.newContext({ baseURL: E2E_APPLY_URL });
  const operatorContext = await browser.newContext({ baseURL: E2E_APPLY_URL });
  for (const context of [travellerContext, operatorContext]) {
    await quietHomePopups(context);
  }
  const traveller = await travellerContext.newPage();
  const operator = await operatorContext.newPage();

  await signUp(traveller.request, 'console-traveller');
  const application = await submitApplication(traveller.request);
  const item = application.checklist[0]!;
  const operatorEmail = await signUp(operator.request, 'console-support');

  // A traveller has no console.
  await operator.goto('/ops');
  await expect(operator.getByRole('alert')).toContainText('staff only');

  // Granted support from the command line while the server runs; sent to turn 2FA on first.
  expect(await grantRole(operatorEmail, 'support')).toContain("is now 'support'");
  await turnOnTwoFactor(operator);

  // The queue, then the application.
  await operator.goto('/ops');
  await expect(operator.getByRole('heading', { name: 'Applications' })).toBeVisible();
  await expect(operator.getByRole('list', { name: 'Applications per status' })).toContainText('Submitted:');
  await expectNoAxeViolations(operator, 'queue');
  await operator.getByRole('combobox', { name: 'Status' }).selectOption('submitted');
  await operator.getByRole('link', { name: application.ref }).click();
  await expect(operator.getByRole('heading', { name: 'Status: Submitted' })).toBeVisible();
  const desk = operator.getByRole('region', { name: 'Documents' });
  await desk
    .getByRole('navigation', { name: 'Checklist' })
    .getByRole('button', { name: new RegExp(`^${item.label}`) })
    .click();
  await expect(desk.locator('iframe')).toHaveAttribute('src', /\/api\/ops\/applications\/.+\/documents\//);
  await expectNoAxeViolations(operator, 'application');

  // Enter in the note rejects. A click beside the PDF can go to Chromium's viewer frame while it lays itself
  // out (Chromium 156 routed it there, and the page never saw the click), so the keyboard is used here.
  const note = desk.getByLabel('Note to the traveller (needed to reject)');
  await note.fill('The photo page is blurred');
  await note.press('Enter');
  await expect(operator.getByRole('heading', { name: 'Status: Documents requested' })).toBeVisible();

  // The traveller sees the note and uploads again.
  await traveller.goto(`/account/applications/${application.ref}`);
  await expect(traveller.getByText(`Note from our team: ${item.label}: The photo page is blurred`)).toBeVisible();
  await traveller
    .getByLabel(new RegExp(`Or upload a new file for ${item.label}`))
    .first()
    .setInputFiles({ name: 'passport-clear.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(traveller.getByText('In review').first()).toBeVisible();

  // The operator accepts the new upload with the rest, takes it to the embassy and attaches the issued visa.
  await operator.reload();
  await expect(operator.getByRole('heading', { name: 'Status: In review' })).toBeVisible();
  await desk.getByRole('button', { name: /^Accept all remaining/ }).click();
  await operator.getByRole('dialog').getByRole('button', { name: 'Accept all' }).click();
  await expect(desk.getByRole('button', { name: /^Accept all remaining/ })).toBeHidden();
  await operator.getByRole('combobox', { name: 'Move to' }).selectOption('with_embassy');
  await operator.getByRole('button', { name: 'Change status' }).click();
  await expect(operator.getByRole('heading', { name: 'Status: With the embassy' })).toBeVisible();
  // Need to know: past review the application leaves support's queue, so its documents are withheld, with why.
  await expect(desk).toContainText('This application is not in your queue');
  await expect(desk.locator('iframe')).toHaveCount(0);
  await expect(operator.getByRole('region', { name: 'Traveller details' })).toContainText(/•+567/);
  await expectNoAxeViolations(operator, 'application outside the queue');
  await operator
    .getByLabel('Visa file (PDF, JPG or PNG)')
    .setInputFiles({ name: 'visa.pdf', mimeType: 'application/pdf', buffer: PDF });
  await operator.getByRole('button', { name: 'Attach visa and approve' }).click();
  await expect(operator.getByRole('heading', { name: 'Status: Approved' })).toBeVisible();

  // The traveller downloads it.
  await traveller.reload();
  const downloading = traveller.waitForEvent('download');
  await traveller.getByRole('link', { name: 'Download your visa' }).click();
  expect((await downloading).suggestedFilename()).toBe(`HelloVisa-visa-${application.ref}-asha-rao.pdf`);

  // The other console pages pass axe too; the admin page after an admin grant shows who did what.
  await operator.goto('/ops/inbox');
  await expect(operator.getByRole('heading', { name: 'Contact inbox' })).toBeVisible();
  await expectNoAxeViolations(operator, 'inbox');
  await operator.goto(`/ops/users?q=${encodeURIComponent(application.ref)}`);
  await operator.getByRole('link', { name: /console-traveller/ }).click();
  await expect(operator.getByText(/Passport number: •+567/)).toBeVisible();
  await expectNoAxeViolations(operator, 'users');
  // Its only application is decided: support may not reveal the passport number any more; an admin may.
  await operator.getByRole('button', { name: 'Reveal Passport number' }).click();
  await expect(operator.getByRole('alert')).toContainText("None of this traveller's applications is in your queue");
  await expectNoAxeViolations(operator, 'users refused reveal');

  expect(await grantRole(operatorEmail, 'admin')).toContain("is now 'admin'");
  await operator.reload();
  await operator.getByRole('button', { name: 'Reveal Passport number' }).click();
  await expect(operator.getByText('Passport number: Z1234567')).toBeVisible();
  await operator.goto('/ops/admin');
  const audit = operator.getByRole('region', { name: 'Audit log entries' });
  await expect(audit).toContainText('checklist.reject');
  await expect(audit).toContainText('application.visa');
  await expect(audit).toContainText('user.reveal.passportNo');
  await expectNoAxeViolations(operator, 'admin');

  // An admin refunds the service fee and GST from the application's page, then the rest from the admin
  // page; sending the same refund again gives nothing more.
  await operator.goto(`/ops/applications/${application.ref}`);
  const refundPanel = operator.getByRole('region', { name: 'Refund', exact: true });
  await refundPanel.getByLabel('Amount').selectOption('service-fee');
  await refundPanel.getByLabel('Reason').fill('Slow service');
  await refundPanel.getByRole('button', { name: 'Refund' }).click();
  await expect(refundPanel.getByText(/^Refunded: .+ to the wallet\.$/)).toBeVisible();
  await expectNoAxeViolations(operator, 'application refund');
  await operator.goto('/ops/admin');
  const adminRefund = operator.getByRole('region', { name: 'Refund an application' });
  await adminRefund.getByLabel('Application reference').fill(application.ref);
  await adminRefund.getByLabel('Reason').fill('Trip called off');
  await adminRefund.getByRole('button', { name: 'Refund' }).click();
  await expect(adminRefund.getByText(/^Refunded: .+ to the wallet\.$/)).toBeVisible();
  await adminRefund.getByRole('button', { name: 'Refund' }).click();
  await expect(adminRefund.getByText(/This refund was made already/)).toBeVisible();
  await operator.reload();
  await expect(operator.getByRole('region', { name: 'Audit log entries' })).toContainText('payment.refund.full');
  await expectNoAxeViolations(operator, 'admin refund');

  await travellerContext.close();
  await operatorContext.close();
});
