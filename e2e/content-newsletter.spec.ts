import { expect, test, uniqueEmail, waitForMessage } from './fixtures';

test('footer sign-up asks to confirm by e-mail, the link subscribes, a returning address is known, and the welcome link unsubscribes', async ({
  page,
}) => {
  const email = uniqueEmail('newsletter');
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  const input = footer.getByLabel('Email address');

  await input.fill('not-an-email');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Enter a valid email address')).toBeVisible();

  await input.fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    footer.getByText('Almost done! Please open the link we just e-mailed you to confirm your subscription.'),
  ).toBeVisible();
  await expect(input).toHaveValue('');

  const confirmation = await waitForMessage(email, { purpose: 'newsletter-confirm' });
  const confirmLink = new URL(confirmation.link ?? '');
  expect(confirmLink.pathname).toBe('/newsletter/confirm');
  await page.goto(`${confirmLink.pathname}${confirmLink.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByText('Thanks for subscribing! Check your inbox for a welcome e-mail.')).toBeVisible();

  await page.goto('/about');
  await input.fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('You are already subscribed to our newsletter.')).toBeVisible();

  const welcome = await waitForMessage(email, { purpose: 'newsletter' });
  const link = new URL(welcome.link ?? '');
  expect(link.pathname).toBe('/newsletter/unsubscribe');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from our newsletter' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You have been unsubscribed.', { exact: false })).toBeVisible();

  await page.goto('/newsletter/unsubscribe?token=not-a-real-token');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('This unsubscribe link is not valid.', { exact: false })).toBeVisible();
});
