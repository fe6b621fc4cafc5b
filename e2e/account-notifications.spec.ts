import AxeBuilder from '@axe-core/playwright';
import { expect, partnerApi, accountTest as test, waitForMessage } from './fixtures';

const bell = (page: import('@playwright/test').Page) => page.getByRole('button', { name: /^Notifications/ });

test('a status change through the partner API reaches the bell and the notifications page; reading clears the count', async ({
  page,
  account,
  request,
}) => {
  const ref = `E2E-NT-${Date.now()}`;
  const since = new Date();
  await partnerApi(request, 'PUT', `/api/partner/applications/${ref}`, {
    email: account.email,
    country: 'Japan',
    type: 'Tourist e-Visa',
    status: 'In review',
  });
  const mail = await waitForMessage(account.email, { purpose: 'application-status', since });
  expect(mail.subject).toBe(`Japan visa application ${ref}: In review`);

  await page.goto('/about');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByTestId('notification-count')).toHaveText('1');
  await bell(page).click();
  await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
  const dropdown = page
    .locator('[id]')
    .filter({ has: page.getByRole('heading', { name: 'Notifications' }) })
    .last();
  await expect(
    dropdown.getByRole('link', { name: new RegExp(`Japan visa application ${ref}: In review`) }),
  ).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(bell(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(bell(page)).toBeFocused();

  // A new status while the page is open: announced politely when the list refreshes (on focus).
  await partnerApi(request, 'PUT', `/api/partner/applications/${ref}`, {
    email: account.email,
    country: 'Japan',
    type: 'Tourist e-Visa',
    status: 'Approved',
    remarks: 'Your e-Visa is ready.',
  });
  await waitForMessage(account.email, { purpose: 'application-status', since, mentioning: 'Approved' });
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByRole('status').filter({ hasText: 'new notification' })).toHaveText(
    `1 new notification: Japan visa application ${ref}: Approved`,
  );
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');

  await page.goto('/account/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name: 'Notifications' }),
  ).toBeVisible();
  const items = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Status: Approved. Your e-Visa is ready.');
  await expect(items.first().getByRole('link')).toHaveAttribute('href', `/account/applications/${ref}`);
  await expect(page.getByText('2 unread', { exact: true })).toBeVisible();

  await items
    .first()
    .getByRole('button', { name: /Mark as read/ })
    .click();
  await expect(page.getByText('1 unread', { exact: true })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('All caught up.')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
});

test('notification preferences in Settings: security stays on, a change is saved', async ({ page }) => {
  await page.goto('/account/settings');
  const section = page.getByRole('region', { name: 'Notifications' });
  const security = section.getByRole('checkbox', { name: 'E-mail for Account security' });
  await expect(security).toBeChecked();
  await expect(security).toBeDisabled();
  const offersSms = section.getByRole('checkbox', { name: 'SMS for Offers and newsletter' });
  await expect(offersSms).not.toBeChecked();
  const paymentsEmail = section.getByRole('checkbox', { name: 'E-mail for Payments and wallet' });
  // The box is controlled by the saved preferences, which change a task after the click (optimistically):
  // uncheck() reads the state at once, so click and wait for it instead.
  await paymentsEmail.click();
  await expect(paymentsEmail).not.toBeChecked();
  await expect(section.getByText('Notification preferences saved')).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('checkbox', { name: 'E-mail for Payments and wallet' }),
  ).not.toBeChecked();
});

test('the notifications page shows twenty at a time and loads more on demand', async ({ page, account, request }) => {
  for (let n = 1; n <= 21; n++) {
    await partnerApi(request, 'POST', '/api/partner/wallet/transactions', {
      email: account.email,
      type: 'credit',
      amount: n,
      idempotencyKey: `${account.email}-paging-${n}`,
    });
  }
  await page.goto('/account/notifications');
  const items = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(items).toHaveCount(20);
  await expect(items.first()).toContainText('₹21.00 added to your wallet');
  await expect(page.getByText('21 unread', { exact: true })).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(items).toHaveCount(21);
  await expect(items.last()).toContainText('₹1.00 added to your wallet');
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});
