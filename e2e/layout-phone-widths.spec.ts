import type { Page } from '@playwright/test';
import {
  appReady,
  expect,
  PUBLIC_PAGES,
  partnerApi,
  quietHomePopups,
  SAME_SITE,
  accountTest as test,
} from './fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const PAGES = [...PUBLIC_PAGES, '/visa/united-states', '/privacy/grievance'];
const ACCOUNT_PAGES = [
  '/account/profile',
  '/account/documents',
  '/account/visa-history',
  '/account/saved',
  '/account/wishlist',
  '/account/wallet',
  '/account/referrals',
  '/account/settings',
  '/account/privacy',
  '/account/notifications',
];

/** How wide the page really is: the document's scroll width and the right edge of the widest in-flow element. */
async function pageWidth(page: Page): Promise<{ width: number; widest: string }> {
  return page.evaluate(() => {
    let widest = { right: 0, what: '' };
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const { right, width } = element.getBoundingClientRect();
      const own = getComputedStyle(element);
      if (width === 0 || own.position === 'fixed' || own.visibility === 'hidden') continue;
      // Content inside a box that scrolls (or clips) sideways does not widen the page.
      let parent = element.parentElement;
      let clipped = false;
      while (parent && parent !== document.body) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.position === 'fixed') {
          clipped = true;
          break;
        }
        parent = parent.parentElement;
      }
      if (!clipped && right > widest.right) {
        widest = { right, what: `${element.tagName.toLowerCase()}.${element.className}` };
      }
    }
    const width = Math.max(document.documentElement.scrollWidth, Math.ceil(widest.right));
    return { width, widest: widest.what };
  });
}

async function fillAccount(page: Page, email: string) {
  const request = page.request;
  const upload = await request.post('/api/documents/upload', {
    headers: SAME_SITE,
    multipart: {
      type: 'passport',
      file: {
        name: 'passport-scan-of-asha-rao-front-and-back-pages-2026.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  await partnerApi(request, 'PUT', `/api/partner/applications/HV-WIDTH-${Date.now()}`, {
    email,
    country: 'United Kingdom',
    type: 'Tourist Visa',
    status: 'pending',
    remarks: 'Biometrics appointment booked at the VFS centre in Bengaluru',
  });
  await partnerApi(request, 'PUT', `/api/partner/saved-applications/SA-WIDTH-${Date.now()}`, {
    email,
    country: 'United States',
    type: 'Tourist Visa',
    status: 'pending',
    url: 'https://visa.hellovisa.example/applications/resume/a-long-resume-link',
  });
  await partnerApi(request, 'POST', '/api/partner/wallet/transactions', {
    email,
    type: 'credit',
    amount: 1500,
    remarks: 'Welcome credit for your first application',
    idempotencyKey: `${email}-width`,
  });
}

for (const width of [320, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 }, isMobile: true, hasTouch: true });

    test('no page is wider than the screen, and the menu button stays on it', async ({ page, account }) => {
      test.setTimeout(120_000);
      await quietHomePopups(page);
      await fillAccount(page, account.email);
      const measured: Array<{ path: string; width: number; widest: string; menuRight: number }> = [];
      for (const path of [...PAGES, ...ACCOUNT_PAGES]) {
        await page.goto(path);
        await appReady(page);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        if (path === '/account/documents') await expect(page.getByRole('table')).toBeVisible();
        if (path === '/account/settings') await expect(page.getByRole('table').first()).toBeVisible();
        const box = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
        measured.push({ path, ...(await pageWidth(page)), menuRight: box ? box.x + box.width : -1 });
      }
      const widest = measured.reduce((a, b) => (b.width > a.width ? b : a));
      test.info().annotations.push({ type: `widest page at ${width} px`, description: JSON.stringify(widest) });
      console.log(`widest page at ${width} px: ${JSON.stringify(widest)}`);
      expect(measured.filter((entry) => entry.width > width || entry.menuRight > width || entry.menuRight < 0)).toEqual(
        [],
      );
    });
  });
}

test.describe('account tables on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('Delete and Remove are reached inside the table box, which scrolls on its own', async ({ page, account }) => {
    await fillAccount(page, account.email);
    await page.goto('/account/documents');
    const documents = page.getByRole('region', { name: 'Uploaded documents' });
    const box = await documents.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await documents.getByRole('button', { name: /^Delete/ }).tap();
    await expect(page.getByText('Are you sure you want to delete this document?')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).tap();

    await page.goto('/account/settings');
    const devices = page.getByRole('region', { name: 'Devices' });
    await devices.getByRole('button', { name: /^Remove/ }).tap();
    await expect(page.getByText('Remove this device from your account?')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
