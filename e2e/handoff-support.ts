import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_PARTNER_KEY, E2E_URL } from '../playwright.config';
import { uniqueEmail, waitForMessage } from './fixtures';

export const PASSWORD = 'correct horse battery';

/** A date N days from today, as YYYY-MM-DD in the browser's calendar (the e2e browser runs on this machine). */
export function isoDaysFromNow(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Walks the home page's search from India to a destination (`typed`, then the first suggestion matching `pick`)
 * and fills the visa dates `startIn` and `endIn` days from now: the purpose step comes next.
 */
export async function searchFromIndia(
  page: Page,
  destination: { typed: string; pick: RegExp },
  startIn: number,
  endIn: number,
) {
  await page.getByRole('combobox', { name: 'Where are you starting from?' }).fill('India');
  await page.getByRole('option', { name: 'India', exact: true }).click();
  await page.getByRole('combobox', { name: 'Your destination?' }).fill(destination.typed);
  await page.getByRole('option', { name: destination.pick }).first().click();
  await page.getByLabel('Visa start date').fill(isoDaysFromNow(startIn));
  await page.getByLabel('Visa end date').fill(isoDaysFromNow(endIn));
}

/** What to type into a Chromium date field in the en-US locale: month, day, year. */
export function typedDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${month}${day}${year}`;
}

/**
 * Signs a traveller up through the real API (e-mail code from the outbox, then register). With the
 * page's own request context the browser is signed in afterwards.
 */
export async function signUp(request: APIRequestContext, firstName = 'Asha'): Promise<{ email: string }> {
  const email = uniqueEmail('search');
  const headers = { origin: E2E_URL };
  const since = new Date();
  const sent = await request.post('/api/send-otp', { data: { email }, headers });
  if (!sent.ok()) throw new Error(`send-otp: ${sent.status()} ${await sent.text()}`);
  const message = await waitForMessage(email, { since });
  const verified = await request.post('/api/verify-otp', { data: { email, otp: message.code }, headers });
  if (!verified.ok()) throw new Error(`verify-otp: ${verified.status()} ${await verified.text()}`);
  const registered = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD, firstName, lastName: 'Traveller', agree: true },
    headers,
  });
  if (!registered.ok()) throw new Error(`register: ${registered.status()} ${await registered.text()}`);
  return { email };
}

/** The booking site's server-to-server call: trade the #sso token for the user. */
export function exchangeToken(request: APIRequestContext, token: string, key = E2E_PARTNER_KEY) {
  return request.post('/api/partner/sso/exchange', {
    data: { token },
    headers: { authorization: `Bearer ${key}` },
  });
}

/** The hand-off token carried in the booking URL's fragment. */
export const ssoTokenOf = (url: string) => new URL(url).hash.replace(/^#sso=/, '');
