import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { E2E_APPLY_URL } from '../playwright.config';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { signUp, submitApplication } from './apply-support';
import { type DesktopNotifications, startDesktopNotifications } from './desktop-notifications';
import { appReady, expect, test } from './fixtures';

/**
 * A status update arriving as a browser push and the traveller clicking it (docs/channels.md#browser-push): the push
 * is delivered to the service worker as the push service would (DevTools' ServiceWorker.deliverPushMessage), the
 * worker shows the notification, Chromium hands it to the desktop's notification server, and the click on it comes
 * back the way a user's does (desktop-notifications.ts). A browser of its own: Chromium delivers a click only to a
 * regular profile, and every Playwright context is an incognito one; the desktop's bus is set when it starts.
 */

let desktop: DesktopNotifications;
let profile: string;
let context: BrowserContext;

test.beforeEach(async () => {
  // A browser started for each test, beside the suite's.
  test.slow();
  desktop = await startDesktopNotifications();
  profile = await mkdtemp(path.join(os.tmpdir(), 'hv-push-profile-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: desktop.address },
    baseURL: E2E_APPLY_URL,
    serviceWorkers: 'allow',
  });
  await context.grantPermissions(['notifications'], { origin: E2E_APPLY_URL });
  await context.addInitScript(() => {
    window.localStorage.setItem('bookingPanelShown', '1');
    window.localStorage.setItem('hv_welcome_closed', '1');
  });
});

test.afterEach(async () => {
  await context?.close();
  await desktop?.close();
  await rm(profile, { recursive: true, force: true });
});

/** A page under the control of the service worker (it registers once the page has loaded). */
async function controlledPage(url: string): Promise<Page> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(url);
  await appReady(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
  return page;
}

/** Delivers a push message to the site's service worker, as the browser does when the push service forwards one. */
async function deliverPush(page: Page, message: { title: string; body: string; url: string }) {
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((entry) => entry.scopeURL === `${E2E_APPLY_URL}/` && !entry.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: E2E_APPLY_URL,
    registrationId: await registration,
    data: JSON.stringify(message),
  });
  await cdp.detach();
}

/** Waits for the desktop to show the notification titled `title`. */
async function shownNotification(title: string) {
  await expect.poll(() => desktop.shown.filter((entry) => entry.summary === title).length).toBe(1);
  const shown = desktop.shown.find((entry) => entry.summary === title);
  if (!shown) throw new Error(`no notification titled ${title}`);
  return shown;
}

test("clicking a status update's notification opens the application's page, or brings its open tab forward", async () => {
  await signUp(context.request, 'push-click');
  const { ref } = await submitApplication(context.request);
  const page = await controlledPage('/account');
  const url = `${E2E_APPLY_URL}/account/applications/${ref}`;

  // The payload the server sends for a status update (server/src/features/notifications/deliver.ts).
  const title = `Application ${ref}: with the embassy`;
  await deliverPush(page, { title, body: 'Your application is with the embassy now.', url });
  const notification = await shownNotification(title);
  expect(notification.body).toContain('Your application is with the embassy now.');
  expect(notification.actions).toContain('default');
  expect(
    await page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => shown.data),
    ),
  ).toEqual([{ url }]);

  // No tab is on the application: the click opens it.
  const opened = context.waitForEvent('page');
  desktop.click(notification.id);
  const application = await opened;
  await application.waitForURL(url);
  await appReady(application);
  await expect(application.getByRole('list', { name: 'Timeline' })).toContainText('Submitted');
  // The clicked notification is closed.
  await expect
    .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length))
    .toBe(0);

  // The application's tab is open behind another: the next click goes to it (the worker focuses it) instead of
  // opening another tab.
  await page.bringToFront();
  const again = `Application ${ref}: visa issued`;
  await deliverPush(page, { title: again, body: 'Your visa is ready.', url });
  desktop.click((await shownNotification(again)).id);
  await expect
    .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length))
    .toBe(0);
  expect(context.pages().map((tab) => tab.url())).toEqual([page.url(), url]);
});

test("a notification naming another site's address opens the home page", async () => {
  const page = await controlledPage('/about');
  const title = 'Status update';
  await deliverPush(page, { title, body: 'Open it.', url: 'https://elsewhere.example/phish' });
  const opened = context.waitForEvent('page');
  desktop.click((await shownNotification(title)).id);
  const home = await opened;
  await home.waitForURL(`${E2E_APPLY_URL}/`);
  await appReady(home);
});
