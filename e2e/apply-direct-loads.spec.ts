import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { signUp, submitApplication } from './apply-support';
import { expect, quietHomePopups, test } from './fixtures';

/**
 * Every route of the router answers a direct load (a typed address, a refresh) with HTTP 200 and the page the
 * router renders, never the 404 page first: the server learns the routes from the router's own table, which the
 * build writes to routes.json. Walked signed out and signed in, in English and Hindi; runs against the server
 * with the booking site built in, where /apply and the test payment page are the site's own.
 */
interface RouteManifest {
  prerendered: string[];
  routeTable: Array<{ path: string; prerendered: boolean }>;
}

const manifest = JSON.parse(readFileSync('web/dist/routes.json', 'utf8')) as RouteManifest;
const routes = manifest.routeTable.filter((route) => !route.path.endsWith('*'));

/** An unpaid application of the signed-in traveller: its reference and the pending test payment. */
async function pendingApplication(request: APIRequestContext) {
  const application = await submitApplication(request, { pay: false });
  return { ref: application.ref, paymentId: application.payment.id };
}

/** A real address for each route: parameters filled with a written page or the traveller's own records. */
function addressOf(pattern: string, values: Record<string, string>): string {
  if (!pattern.includes(':')) return pattern;
  const prefix = pattern.slice(0, pattern.indexOf(':'));
  const written = manifest.prerendered.find((urlPath) => urlPath.startsWith(prefix));
  if (written) return written;
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (!value) throw new Error(`no value for :${name} in ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** Loads each address directly: HTTP 200, the routed page (not the 404 page) and no console error. */
async function walk(page: Page, addresses: string[]) {
  const problems: string[] = [];
  let current = '';
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The console asks who the operator is; a visitor or a traveller is refused (401/403), as they should be.
    if (current.includes('/ops') && /status of 40[13]\b/.test(message.text())) return;
    problems.push(`console error ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  for (const address of addresses) {
    current = address;
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(200);
    // The console has its own layout (no footer): its main region shows once the operator check has answered.
    if (address.includes('/ops')) await expect(page.getByRole('main'), address).toBeVisible({ timeout: 30_000 });
    else await expect(page.locator('html[data-ready="true"]'), address).toBeAttached({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: /Page not found|पेज नहीं मिला/ }), address).toHaveCount(0);
    expect(problems, address).toEqual([]);
  }
}

/**
 * The addresses of every route in English, or with the Hindi prefix. A console case (a grievance, a breach) takes a
 * reference no one has: to a visitor or a traveller the operator check answers before any lookup.
 */
const addresses = (values: Record<string, string>, lang: 'en' | 'hi') =>
  routes
    .map((route) => addressOf(route.path, { id: 'GRV-2026-000001', ...values }))
    .map((address) => (lang === 'en' ? address : `/hi${address === '/' ? '' : address}`));

for (const lang of ['en', 'hi'] as const) {
  test(`every route answers a direct load with 200 and no console error, signed out (${lang})`, async ({ page }) => {
    test.setTimeout(300_000);
    await quietHomePopups(page);
    const owner = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
    await signUp(owner.request, 'direct-load-owner');
    const values = await pendingApplication(owner.request);
    await owner.close();
    await walk(page, addresses(values, lang));
  });

  test(`every route answers a direct load with 200 and no console error, signed in (${lang})`, async ({ page }) => {
    test.setTimeout(300_000);
    await quietHomePopups(page);
    await signUp(page.request, 'direct-load');
    const values = await pendingApplication(page.request);
    await walk(page, addresses(values, lang));
  });
}

test('client routes get the app shell of their language; unknown paths the 404 page', async ({ request }) => {
  for (const address of ['/apply?option=th-tourist', '/pay/test/pay_unknown', '/account', '/account/profile']) {
    const english = await request.get(address, { maxRedirects: 0 });
    expect(english.status(), address).toBe(200);
    expect(await english.text()).toContain('<html lang="en-IN">');
    const hindi = await request.get(`/hi${address}`, { maxRedirects: 0 });
    expect(hindi.status(), `/hi${address}`).toBe(200);
    expect(await hindi.text()).toContain('<html lang="hi">');
  }
  for (const address of ['/account/no-such-page', '/blog/no-such-post', '/pay/test', '/ops/no-such-desk']) {
    expect((await request.get(address, { maxRedirects: 0 })).status(), address).toBe(404);
  }
});
