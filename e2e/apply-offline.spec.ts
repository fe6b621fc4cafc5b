import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from '@playwright/test';
import { E2E_APPLY_URL } from '../playwright.config';
import {
  expectNoAxeViolations,
  ok,
  PASSWORD,
  PDF,
  SAME_SITE,
  signInAsOperator,
  signUp,
  submitApplication,
} from './apply-support';
import { appReady, expect, quietHomePopups, test } from './fixtures';

/**
 * The installable app and what it keeps for offline use (docs/offline.md): the manifest and service worker, a
 * traveller's applications readable with no connection, nothing of theirs left after logout or for the next person
 * signing in, and a new build's worker taking over with its own pages.
 */

test.use({ serviceWorkers: 'allow' });
// One after another: the last test puts another build's worker where the server reads it, and every page of the
// server's origin open meanwhile would update to it mid-test (a worker that takes over at once, by design).
test.describe.configure({ mode: 'default' });

test.beforeEach(async ({ context }) => {
  await quietHomePopups(context);
});

/** Waits until the service worker controls the page (it registers after the page has loaded). */
async function controlledByServiceWorker(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
}

/** The names of the caches kept for a traveller's own answers. */
const personalCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('personal-')));

/** Opens the page once the worker is in control, so that its answers pass through the worker. */
async function visitUnderServiceWorker(page: Page, path: string) {
  await page.goto(path);
  await appReady(page);
  await controlledByServiceWorker(page);
  await page.reload();
  await appReady(page);
}

async function setOffline(context: BrowserContext, offline: boolean) {
  await context.setOffline(offline);
}

test('the site meets the install criteria: a valid manifest in each language and a controlling service worker', async ({
  page,
  request,
}) => {
  // The worker and the manifest are the site's own files: the Content-Security-Policy lets them in unchanged.
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (violation: string) => void }).__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.goto('/');
  await appReady(page);
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifest = await (await request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({
    name: 'HelloVisa',
    short_name: 'HelloVisa',
    lang: 'en-IN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b2545',
    background_color: '#f7f8fb',
  });
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((entry: { sizes: string }) => entry.sizes === `${size}x${size}`);
    const png = await (await request.get(icon.src)).body();
    // A PNG's IHDR chunk: width and height as big-endian 32-bit numbers at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
  }
  expect(manifest.icons.some((entry: { purpose: string }) => entry.purpose === 'maskable')).toBe(true);

  await controlledByServiceWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Every Playwright context is an incognito profile, where Chromium never offers to install: not the site's doing.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);

  await page.goto('/hi');
  await appReady(page);
  expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.hi.webmanifest');
  const hindi = await (await request.get('/manifest.hi.webmanifest')).json();
  expect(hindi).toMatchObject({ lang: 'hi-IN', start_url: '/hi/', scope: '/', display: 'standalone' });
  expect(hindi.description).toContain('वीज़ा');
  expect(violations).toEqual([]);
});

test('a traveller reads the applications and an application opened before with no connection, with the offline banner; logout leaves nothing', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signUp(page.request, 'offline');
  const { ref } = await submitApplication(page.request);

  await visitUnderServiceWorker(page, '/account/visa-history');
  await expect(page.getByRole('row', { name: /Thailand/ })).toContainText('Submitted');
  await page.goto(`/account/applications/${ref}`);
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Submitted');
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);
  expect(await personalCaches(page)).toHaveLength(1);

  await setOffline(context, true);
  await page.reload();
  await appReady(page);
  const banner = page.getByRole('status').filter({ hasText: /^Offline — last updated / });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Submitted');
  await expect(page.getByText('Passport').first()).toBeVisible();
  await expectNoAxeViolations(page, 'offline application page');
  await page.goto('/account/visa-history');
  await expect(page.getByRole('row', { name: /Thailand/ })).toContainText('Submitted');
  await expect(banner).toBeVisible();

  // Hindi, offline too: the Hindi shell and banner.
  await page.goto(`/hi/account/applications/${ref}`);
  await expect(page.getByRole('status').filter({ hasText: /^ऑफ़लाइन — अंतिम अपडेट / })).toBeVisible();
  await expect(page.getByRole('list', { name: 'टाइमलाइन' })).toBeVisible();
  await expectNoAxeViolations(page, 'offline application page in Hindi');

  // Back online, the banner goes with the first answer from the network; logout clears the saved answers.
  await setOffline(context, false);
  await page.goto(`/account/applications/${ref}`);
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Submitted');
  await expect(banner).toHaveCount(0);
  await page.getByRole('button', { name: /Asha/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login / Sign Up' })).toBeVisible();
  await expect.poll(() => personalCaches(page)).toEqual([]);

  await setOffline(context, true);
  await page.goto(`/account/applications/${ref}`);
  await expect(
    page
      .getByRole('link', { name: 'Login / Sign Up' })
      .or(page.getByRole('form', { name: 'Log in' }))
      .first(),
  ).toBeVisible();
  await expect(page.getByText(ref)).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Timeline' })).toHaveCount(0);
  await setOffline(context, false);
});

test("the next traveller signing in on the same browser never gets the previous one's saved answers", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const first = await signUp(page.request, 'offline-first');
  const { ref } = await submitApplication(page.request);
  const secondContext = await browser.newContext({ baseURL: E2E_APPLY_URL });
  const second = await signUp(secondContext.request, 'offline-second', { firstName: 'Rohan', lastName: 'Mehta' });
  await secondContext.close();

  await visitUnderServiceWorker(page, `/account/applications/${ref}`);
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Submitted');
  const [firstCache] = await personalCaches(page);
  expect(firstCache).toBeDefined();

  // The first traveller's session ends behind the page's back; the second signs in on the same tab.
  await page.request.post('/api/auth/logout', { headers: SAME_SITE });
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(second);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: /Rohan/ })).toBeVisible();
  await expect.poll(async () => (await personalCaches(page)).filter((name) => name === firstCache)).toEqual([]);

  await setOffline(context, true);
  await page.goto(`/account/applications/${ref}`);
  await appReady(page);
  await expect(page.getByRole('list', { name: 'Timeline' })).toHaveCount(0);
  await expect(page.getByText('Thailand')).toHaveCount(0);
  await setOffline(context, false);
  expect(first).not.toBe(second);
});

test('the issued visa file opened before is readable offline', async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  await signUp(page.request, 'offline-visa');
  const { ref } = await submitApplication(page.request);
  const operatorContext = await browser.newContext({ baseURL: E2E_APPLY_URL });
  const operator = await operatorContext.newPage();
  await signInAsOperator(operator, 'admin');
  const desk = `/api/ops/applications/${ref}`;
  await ok(operator.request, 'POST', `${desk}/accept-remaining`);
  await ok(operator.request, 'POST', `${desk}/status`, { data: { status: 'with_embassy' } });
  await ok(operator.request, 'POST', `${desk}/visa`, {
    multipart: { file: { name: 'visa.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  await operatorContext.close();

  await visitUnderServiceWorker(page, `/account/applications/${ref}`);
  const link = page.getByRole('link', { name: 'Download your visa' });
  const fileName = `HelloVisa-visa-${ref}-asha-rao.pdf`;
  const online = page.waitForEvent('download');
  await link.click();
  expect((await online).suggestedFilename()).toBe(fileName);

  await setOffline(context, true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /^Offline — last updated / })).toBeVisible();
  const offline = page.waitForEvent('download');
  await link.click();
  const download = await offline;
  expect(download.suggestedFilename()).toBe(fileName);
  expect((await readFile(await download.path())).subarray(0, 8).toString()).toBe('%PDF-1.4');
  await setOffline(context, false);
});

/**
 * Puts the next build's service worker where the server reads it (web/dist/sw.js and its compressed twins): the
 * same worker with another app shell revision, as a build whose pages changed has. Answers how to put the first back.
 */
async function deployNextWorker(): Promise<() => Promise<void>> {
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => path.resolve('web/dist', name));
  const originals = await Promise.all(files.map((file) => readFile(file)));
  const built = originals[0]!.toString();
  const revision = /"revision":"([0-9a-f]{16})","url":"\/app-shell\.html"/.exec(built)?.[1];
  expect(revision).toBeDefined();
  const next = built.replace(revision!, 'nextbuild0000000');
  await Promise.all([
    writeFile(files[0]!, next),
    writeFile(files[1]!, brotliCompressSync(next)),
    writeFile(files[2]!, gzipSync(next)),
  ]);
  return async () => {
    await Promise.all(files.map((file, index) => writeFile(file, originals[index]!)));
  };
}

test("a new build's service worker takes over at once, pages still come from the server, the offline shell from the new build", async ({
  page,
  context,
}) => {
  await page.goto('/about');
  await appReady(page);
  await controlledByServiceWorker(page);

  // The next build's app shell carries a mark, as the new worker precaches it.
  await context.route(
    (url) => url.pathname === '/app-shell.html',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('<head>', '<head><meta name="build" content="next" />');
      await route.fulfill({ response, body: html });
    },
  );
  const restore = await deployNextWorker();
  try {
    // The browser finds the new worker at its next check: it installs, takes over at once and controls the tab.
    const changed = page.evaluate(
      () =>
        new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve())),
    );
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    await changed;
  } finally {
    await restore();
  }
  // The new worker's shell replaces the first build's once it has activated.
  const precachedShells = () =>
    page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.startsWith('workbox-precache'));
      const keys = await Promise.all(
        names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
      );
      return keys.flat().filter((url) => url.includes('/app-shell.html'));
    });
  await expect.poll(precachedShells).toEqual([expect.stringContaining('__WB_REVISION__=nextbuild0000000')]);

  // A page is the server's answer of the moment (asked for while the worker starts), never a copy the worker kept.
  const response = await page.goto('/about');
  await appReady(page);
  const current = await page.request.get('/about');
  expect(await response!.headerValue('etag')).toBe(current.headers().etag);
  await expect(page.locator('meta[name="build"]')).toHaveCount(0);

  // Offline, the shell that stands in for any page is the new build's.
  await context.setOffline(true);
  await page.goto('/contact');
  await appReady(page);
  await expect(page.locator('meta[name="build"]')).toHaveAttribute('content', 'next');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await context.setOffline(false);
});
