import { createECDH, randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, accountTest as test } from './fixtures';

/**
 * Browser push in Settings (docs/channels.md#browser-push). Headless Chromium cannot reach a real push service here
 * (subscribing asks Google's), so the browser's PushManager answers with a subscription made in the test: a real
 * P-256 key and auth secret, an endpoint on a push service that is never called. The permission is granted as a
 * traveller would when the browser asks.
 */
test.use({ serviceWorkers: 'allow' });

const browserSubscription = () => ({
  endpoint: `https://push.example/e2e-${randomBytes(8).toString('hex')}`,
  expirationTime: null,
  keys: {
    p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  },
});

/** PushManager answering with `subscription`, and remembering the key it was asked to subscribe with. */
async function fakePushManager(page: Page, subscription: ReturnType<typeof browserSubscription>) {
  await page.addInitScript((json) => {
    const state = window as unknown as { __pushKey?: number[]; __subscribed?: boolean };
    const unsubscribe = async () => {
      state.__subscribed = false;
      return true;
    };
    const made = { ...json, toJSON: () => json, unsubscribe };
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      state.__pushKey = Array.from(new Uint8Array(options?.applicationServerKey as ArrayBuffer));
      state.__subscribed = true;
      return made as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return (state.__subscribed ? made : null) as unknown as PushSubscription | null;
    };
  }, subscription);
}

async function controlledByServiceWorker(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
}

test.describe('Notifications in this browser', () => {
  test('turning them on asks for permission, stores the subscription and lists it with the devices', async ({
    page,
    context,
  }) => {
    const subscription = browserSubscription();
    await fakePushManager(page, subscription);
    await context.grantPermissions(['notifications']);
    await page.goto('/account/settings');
    await controlledByServiceWorker(page);
    const push = page.getByRole('region', { name: 'Notifications in this browser' });
    await push.getByRole('button', { name: 'Turn on notifications in this browser' }).click();
    await expect(push.getByText('Notifications turned on in this browser')).toBeVisible();
    await expect(push.getByRole('button', { name: 'Turn off notifications in this browser' })).toBeVisible();
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');

    // Subscribed with the server's VAPID key, and stored for this session.
    const { publicKey } = await (await page.request.get('/api/push/key')).json();
    const asked = await page.evaluate(() => (window as unknown as { __pushKey?: number[] }).__pushKey);
    expect(Buffer.from(asked ?? []).toString('base64url')).toBe(publicKey);
    const stored = await (await page.request.get('/api/push/subscriptions')).json();
    expect(stored.items).toEqual([expect.objectContaining({ current: true })]);
    const devices = page.getByRole('region', { name: 'Linked Devices' });
    await expect(devices.getByText('Notifications on')).toBeVisible();

    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);

    await push.getByRole('button', { name: 'Turn off notifications in this browser' }).click();
    await expect(push.getByText('Notifications turned off in this browser')).toBeVisible();
    expect((await (await page.request.get('/api/push/subscriptions')).json()).items).toEqual([]);
  });

  test('says so when the permission is refused, and stores nothing', async ({ page }) => {
    await fakePushManager(page, browserSubscription());
    await page.addInitScript(() => {
      Notification.requestPermission = async () => 'denied';
    });
    await page.goto('/account/settings');
    await controlledByServiceWorker(page);
    const push = page.getByRole('region', { name: 'Notifications in this browser' });
    await push.getByRole('button', { name: 'Turn on notifications in this browser' }).click();
    await expect(push.getByText('Notifications are blocked for this site.')).toBeVisible();
    expect((await (await page.request.get('/api/push/subscriptions')).json()).items).toEqual([]);
  });

  test('in Hindi', async ({ page, context }) => {
    await fakePushManager(page, browserSubscription());
    await context.grantPermissions(['notifications']);
    await page.goto('/hi/account/settings');
    await controlledByServiceWorker(page);
    const push = page.getByRole('region', { name: 'इस ब्राउज़र में सूचनाएँ' });
    await push.getByRole('button', { name: 'इस ब्राउज़र में सूचनाएँ चालू करें' }).click();
    await expect(push.getByText('इस ब्राउज़र में सूचनाएँ चालू हो गईं')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });
});
