import { expectNoAxeViolations, ok, signInAsOperator, signUp, submitApplication } from './apply-support';
import { expect, quietHomePopups, test } from './fixtures';

/**
 * The retention policy as people see it (docs/retention.md): a cancelled application's page says when its
 * documents will be deleted, and an operator finds it in the console's list of what is due.
 */
test('a cancelled application shows when its documents go, and the console lists it as due', async ({ browser }) => {
  test.setTimeout(180_000);
  const travellerContext = await browser.newContext();
  const operatorContext = await browser.newContext();
  for (const context of [travellerContext, operatorContext]) await quietHomePopups(context);
  const traveller = await travellerContext.newPage();
  const operator = await operatorContext.newPage();

  await signUp(traveller.request, 'retention-traveller');
  const application = await submitApplication(traveller.request);
  await ok(traveller.request, 'POST', `/api/applications/${application.ref}/cancel`, { data: {} });

  await traveller.goto(`/account/applications/${application.ref}`);
  const notice = traveller.getByText(/Under our retention policy, this application's passport scans/);
  await expect(notice).toBeVisible();
  await expect(traveller.getByRole('link', { name: 'Documents', exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(traveller, 'application page');
  // The same in Hindi.
  await traveller.goto(`/hi/account/applications/${application.ref}`);
  await expect(traveller.getByText(/हमारी डेटा रखने की नीति के अनुसार, इस आवेदन के पासपोर्ट स्कैन/)).toBeVisible();
  await expectNoAxeViolations(traveller, 'application page in Hindi');

  await signInAsOperator(operator, 'support');
  await operator.goto('/ops/retention');
  await expect(operator.getByRole('heading', { name: 'Due for deletion' })).toBeVisible();
  await operator.getByRole('combobox', { name: 'Within' }).selectOption('90');
  const table = operator.getByRole('region', { name: 'Applications due for deletion' });
  await expect(table.getByRole('link', { name: application.ref })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(application.ref) })).toContainText('Documents and visa file');
  await expectNoAxeViolations(operator, 'retention list');
});
