import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { E2E_DATA_DIR, E2E_PARTNER_KEY, E2E_URL } from '../playwright.config';

export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  purpose: string;
  code?: string;
  link?: string;
  createdAt: string;
}

const OUTBOX_DIR = path.resolve(E2E_DATA_DIR, 'outbox');

export async function readOutbox(): Promise<OutboxMessage[]> {
  const files = (await readdir(OUTBOX_DIR).catch(() => [] as string[])).sort();
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(OUTBOX_DIR, file), 'utf8'))));
}

/**
 * Waits for the newest message to `to` (optionally of a purpose) that arrived after `since`; for a shared
 * inbox such as support's, `mentioning` picks the one whose text names this test's sender.
 */
export async function waitForMessage(
  to: string,
  options: { purpose?: string; since?: Date; mentioning?: string } = {},
): Promise<OutboxMessage> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const match = (await readOutbox())
      .filter((m) => m.to === to && (!options.purpose || m.purpose === options.purpose))
      .filter((m) => !options.since || new Date(m.createdAt) >= options.since)
      .filter((m) => !options.mentioning || m.text?.includes(options.mentioning))
      .at(-1);
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no outbox message to ${to}${options.purpose ? ` (${options.purpose})` : ''}`);
}

let counter = 0;
export const uniqueEmail = (label = 'traveller') => `${label}.${Date.now()}.${process.pid}.${++counter}@example.com`;

export const test = base;

/** Where the contact form's messages go: the servers' default SUPPORT_EMAIL. */
export const SUPPORT_INBOX = 'support@hellovisa.example';

/**
 * Waits until the app has taken over the page (it has hydrated the routed page and the footer). A prerendered
 * page paints before its scripts load: until then its buttons do nothing (a form's submit is held and sent
 * once the page is ready).
 */
export async function appReady(page: Page, options: { timeout?: number } = {}) {
  await expect(page.locator('html[data-ready="true"]')).toBeAttached(options);
}
export { expect };

/** Keeps the welcome popup and the booking panel from covering the page under test (a page or a whole context). */
export async function quietHomePopups(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    window.localStorage.setItem('bookingPanelShown', '1');
    window.localStorage.setItem('hv_welcome_closed', '1');
  });
}

// ---------------------------------------------------------------------------------------------
// Account area: a fresh user signed up through the real API (send-otp → code from the outbox →
// verify-otp → register). Signing up with page.request puts the session cookie in the page's
// browser context, so the page is signed in.

export const ACCOUNT_PASSWORD = 'Trip-Planner-2026';

export interface AccountUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  name: string;
}

/** State-changing calls that carry cookies must come from the site itself (CSRF rule). */
export const SAME_SITE = { origin: E2E_URL } as const;

async function expectOk(response: APIResponse, what: string): Promise<APIResponse> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

/**
 * A network address of its own for each traveller signed up through the API: the e2e servers trust the
 * loopback proxy's X-Forwarded-For, so the per-IP sign-up limits (100 an hour) count travellers as they
 * would in the field instead of the whole suite as one network.
 */
const travellerAddress = () => {
  const n = Math.floor(Math.random() * 0xffffff);
  return `10.${n >> 16}.${(n >> 8) & 0xff}.${n & 0xff}`;
};

export async function signUpThroughApi(
  request: APIRequestContext,
  fields: Partial<Omit<AccountUser, 'name'>> & { ref?: string } = {},
): Promise<AccountUser> {
  const { ref, ...rest } = fields;
  const headers = { ...SAME_SITE, 'x-forwarded-for': travellerAddress() };
  const user = {
    email: uniqueEmail('account'),
    password: ACCOUNT_PASSWORD,
    firstName: 'Asha',
    lastName: 'Rao',
    ...rest,
  };
  await expectOk(await request.post('/api/send-otp', { data: { email: user.email }, headers }), 'send-otp');
  const { code } = await waitForMessage(user.email, { purpose: 'signup' });
  await expectOk(
    await request.post('/api/verify-otp', { data: { email: user.email, otp: code }, headers }),
    'verify-otp',
  );
  await expectOk(
    await request.post('/api/auth/register', {
      data: { ...user, confirmPassword: user.password, ...(ref ? { ref } : {}) },
      headers,
    }),
    'register',
  );
  return { ...user, name: `${user.firstName} ${user.lastName}` };
}

/** The booking site's server-to-server API (visa history, saved applications, wallet). */
export async function partnerApi<T = unknown>(
  request: APIRequestContext,
  method: 'PUT' | 'POST',
  path: string,
  data: unknown,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    data,
    headers: { authorization: `Bearer ${E2E_PARTNER_KEY}` },
  });
  return (await (await expectOk(response, `${method} ${path}`)).json()) as T;
}

/** `account`: the signed-in user of this test's page (signed up for every test, used or not). */
export const accountTest = base.extend<{ account: AccountUser }>({
  account: [
    async ({ page }, use) => {
      await use(await signUpThroughApi(page.request));
    },
    { auto: true },
  ],
});

/** A random Indian mobile number (ten digits starting with 9), so parallel tests never share one. */
export const randomMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/**
 * Gives the signed-in account of `request` a verified mobile through the API, as the 'Verify your Mobile'
 * dialog does (send code, verify it with the code from the outbox, add it); returns the number.
 */
export async function addVerifiedMobile(request: APIRequestContext, mobile = randomMobile()): Promise<string> {
  await expectOk(
    await request.post('/api/otpMobile/send-otp-mobile', { data: { mobile }, headers: SAME_SITE }),
    'send-otp-mobile',
  );
  const { code } = await waitForMessage(`+91${mobile}`, { purpose: 'verify-mobile' });
  await expectOk(
    await request.post('/api/otpMobile/verify-otp-mobile', { data: { mobile, otp: code }, headers: SAME_SITE }),
    'verify-otp-mobile',
  );
  await expectOk(await request.post('/api/auth/add-mobile', { data: { mobile }, headers: SAME_SITE }), 'add-mobile');
  return mobile;
}

/** Opens the contact form and fills an 'Unable to Login' query from Arjun Nair; its mobile and login e-mail come next. */
export async function startLoginHelpQuery(page: Page, email: string) {
  await page.goto('/contact');
  // Typed before the app takes over, the fields would look filled but be empty to the form.
  await appReady(page);
  await page.getByLabel('First name').fill('Arjun');
  await page.getByLabel('Last name').fill('Nair');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Subject').selectOption({ label: 'Unable to Login' });
  await page.getByLabel('Message', { exact: true }).fill('The OTP never arrives on my phone.');
}

/** The public pages a visitor reaches from the navigation and footer; specs add the ones only they look at. */
export const PUBLIC_PAGES = [
  '/',
  '/login',
  '/reset-password',
  '/contact',
  '/about',
  '/careers',
  '/privacy',
  '/terms',
  '/blog',
  '/trackyourvisaapplication',
  '/visa',
  '/visa/thailand',
];

/**
 * The app's own module scripts (the shell and the pages' chunks), not the small loader that starts them after
 * the first paint nor the home search's early script: holding these leaves a prerendered page painted but not yet taken over.
 */
export const isAppScript = (url: string | URL) => {
  const { pathname } = new URL(url);
  return (
    pathname.startsWith('/assets/') &&
    pathname.endsWith('.js') &&
    !pathname.includes('start-after-paint') &&
    !pathname.includes('search-before-hydration')
  );
};

/** Holds the page's requests to `url` until the returned release is called, so a waiting state can be looked at. */
export async function holdRequests(page: Page, url: string | ((url: URL) => boolean)): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * The rest of the sign-up form once the names and e-mail are in: the e-mail's code from the outbox, then the
 * password twice, then Sign Up (which checks the code and creates the account).
 */
export async function finishSignUpForm(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const { code } = await waitForMessage(email, { purpose: 'signup' });
  await main.getByLabel('OTP').fill(code!);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
}
