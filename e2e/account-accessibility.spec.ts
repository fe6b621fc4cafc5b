import AxeBuilder from '@axe-core/playwright';
import { expect, partnerApi, SAME_SITE, accountTest as test } from './fixtures';

const PAGES = [
  'profile',
  'documents',
  'visa-history',
  'saved',
  'wishlist',
  'wallet',
  'referrals',
  'settings',
  'privacy',
  'notifications',
];

async function violations(page: import('@playwright/test').Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (violation) =>
      `${where}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target).join(' | ')}`,
  );
}

test('every account screen, filled with data, and the 2FA dialog pass axe', async ({ page, account, request }) => {
  test.setTimeout(180_000);
  const email = account.email;
  // References are unique per run, so a retry with a new account does not meet the first attempt's.
  const ref = (n: number) => `AX-${n}-${account.email.split('@')[0]}`;
  await partnerApi(request, 'PUT', `/api/partner/applications/${ref(1)}`, {
    email,
    country: 'Thailand',
    type: 'Tourist Visa',
    status: 'approved',
    documentUrl: 'https://visa.hellovisa.example/docs/AX-1.pdf',
  });
  await partnerApi(request, 'PUT', `/api/partner/saved-applications/${ref(2)}`, {
    email,
    country: 'Singapore',
    status: 'completed',
    url: 'https://visa.hellovisa.example/applications/AX-2',
  });
  for (const type of ['credit', 'referral', 'other']) {
    await partnerApi(request, 'POST', '/api/partner/wallet/transactions', {
      email,
      type,
      amount: 100,
      idempotencyKey: `${email}-${type}`,
    });
  }
  await page.request.post('/api/wishlist', { data: { type: 'destination', country: 'TH' }, headers: SAME_SITE });
  await page.request.post('/api/documents/upload', {
    multipart: {
      type: 'passport',
      file: { name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    },
    headers: SAME_SITE,
  });

  const found: string[] = [];
  for (const name of PAGES) {
    await page.goto(`/account/${name}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    found.push(...(await violations(page, name)));
  }
  await page.goto('/account/settings');
  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  await expect(page.getByRole('dialog', { name: 'Set up two-factor authentication' })).toBeVisible();
  found.push(...(await violations(page, '2FA dialog')));
  expect(found).toEqual([]);
});
