import { E2E_APPLY_URL } from '../playwright.config';
import { expectNoAxeViolations, ok, signInAsOperator, signUp, submitApplication } from './apply-support';
import { expect, quietHomePopups, test } from './fixtures';

/**
 * "Who looked at my data and why" (docs/privacy.md): a support operator opens a traveller's document at the
 * desk and unmasks their passport number; the traveller sees both on /account/privacy, with the role, not the
 * operator's name. Runs against the apply server, where operators can be granted their role.
 */
test("the traveller sees the console's views of their data on /account/privacy", async ({ browser }) => {
  test.setTimeout(180_000);
  const travellerContext = await browser.newContext({ baseURL: E2E_APPLY_URL });
  const operatorContext = await browser.newContext({ baseURL: E2E_APPLY_URL });
  for (const context of [travellerContext, operatorContext]) await quietHomePopups(context);
  const traveller = await travellerContext.newPage();
  const operator = await operatorContext.newPage();

  await signUp(traveller.request, 'privacy-traveller');
  const { user } = await ok(traveller.request, 'GET', '/api/auth/me');
  const { ref } = await submitApplication(traveller.request);
  const { application } = await ok(traveller.request, 'GET', `/api/applications/${ref}`);
  const documentId: string = application.checklist[0].documentId;

  const operatorEmail = await signInAsOperator(operator, 'support');
  const viewed = await operator.request.get(`/api/ops/applications/${application.ref}/documents/${documentId}`);
  expect(viewed.status()).toBe(200);
  await ok(operator.request, 'POST', `/api/ops/users/${user.id}/reveal`, { data: { field: 'passportNo' } });

  await traveller.goto('/account/privacy');
  const access = traveller.getByRole('region', { name: 'Who looked at my data and why' });
  const rows = access.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Saw your passport number in full in the support console');
  await expect(rows.nth(1)).toContainText(`Opened a document of application ${application.ref} to review it`);
  await expect(rows.nth(0)).toContainText('Support staff');
  await expect(access).not.toContainText(operatorEmail);
  await expectNoAxeViolations(traveller, 'who looked at my data');
});
