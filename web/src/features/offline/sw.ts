/// <reference lib="webworker" />
// The service worker (docs/offline.md). HTML always comes from the network while there is one; the precached app
// shell of the page's language stands in only when there is none. The files of the offline pages are precached per
// build, every other hashed file is kept once a page has used it. A signed-in traveller's own answers (PERSONAL_API)
// are kept in a cache named for that traveller, read only offline.
import { langFromPath } from '@contract/lang';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { OFFLINE_SAVED_AT, PERSONAL_API, PERSONAL_CACHE_PREFIX, SESSION_API } from './personal-api';

declare const self: ServiceWorkerGlobalScope;

// A new build takes over at once: its pages are fetched from the network anyway, and its precache holds the assets
// those pages name, so no open tab is left between two builds for longer than a navigation.
self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
enableNavigationPreload();

const network = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options);
      } catch (error) {
        const shell = langFromPath(options.url.pathname) === 'hi' ? '/app-shell.hi.html' : '/app-shell.html';
        const cached = await matchPrecache(shell);
        if (cached) return cached;
        throw error;
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

// Hashed files never change under their name: once a page has used one (a destination's facts, another page's chunk),
// it is answered from the cache, which keeps the ASSETS_KEPT most recently stored (workbox-expiration). The
// precache's files are answered by its own route.
const ASSETS_KEPT = 200;
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'assets', plugins: [new ExpirationPlugin({ maxEntries: ASSETS_KEPT })] }),
);

// The deployment's public settings: the app reads them before it starts.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === '/app-config.js',
  new NetworkFirst({ cacheName: 'app-config' }),
);

const personalCaches = async () => (await caches.keys()).filter((name) => name.startsWith(PERSONAL_CACHE_PREFIX));

/** Drops every traveller's cache but `keep`'s. */
async function dropPersonalCaches(keep?: string) {
  await Promise.all((await personalCaches()).filter((name) => name !== keep).map((name) => caches.delete(name)));
}

/** The signed-in traveller's cache: the only one there is (the page and the session answers keep it so). */
async function currentPersonalCache(): Promise<Cache | undefined> {
  const names = await personalCaches();
  return names.length === 1 && names[0] ? caches.open(names[0]) : undefined;
}

/** A copy of an answer with the moment it was saved, which the page shows in its offline banner. */
async function stamped(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(OFFLINE_SAVED_AT, new Date().toISOString());
  headers.delete('vary');
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

/**
 * Where an answer is kept: the session answer names the traveller, whose cache it opens (and every other one is
 * dropped); any other answer goes into the current traveller's cache, or nowhere when nobody is known.
 */
async function cacheFor(url: URL, response: Response): Promise<Cache | undefined> {
  if (url.pathname !== SESSION_API) return currentPersonalCache();
  const { user } = (await response.clone().json()) as { user?: { id?: string } | null };
  if (!user?.id) return undefined;
  const name = `${PERSONAL_CACHE_PREFIX}${user.id}`;
  await dropPersonalCaches(name);
  return caches.open(name);
}

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && PERSONAL_API.some((pattern) => pattern.test(url.pathname)),
  async ({ request, url }) => {
    let response: Response;
    try {
      response = await fetch(request);
    } catch (error) {
      const saved = await (await currentPersonalCache())?.match(request, { ignoreVary: true });
      if (saved) return saved;
      throw error;
    }
    if (response.status === 401 && url.pathname === SESSION_API) await dropPersonalCaches();
    else if (response.ok) {
      const cache = await cacheFor(url, response);
      if (cache) await cache.put(request, await stamped(response.clone()));
    }
    return response;
  },
);

// Browser push (docs/channels.md#browser-push): a status change arrives as { title, body, url }; a click opens the
// application's page, or focuses a tab already on it.
interface PushMessage {
  title?: string;
  body?: string;
  url?: string;
}

self.addEventListener('push', (event) => {
  let message: PushMessage = {};
  try {
    message = (event.data?.json() ?? {}) as PushMessage;
  } catch {
    message = { body: event.data?.text() };
  }
  event.waitUntil(
    self.registration.showNotification(message.title ?? 'HelloVisa', {
      body: message.body,
      icon: '/icons/icon-192.png',
      data: { url: message.url ?? '/' },
    }),
  );
});

/** Only a page of this site is opened: a payload naming another origin opens the home page. */
function sameOriginUrl(url: unknown): string {
  try {
    const target = new URL(String(url), self.location.origin);
    return target.origin === self.location.origin ? target.href : self.location.origin;
  } catch {
    return self.location.origin;
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl((event.notification.data as { url?: string } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) return void (await open.focus());
      await self.clients.openWindow(url);
    })(),
  );
});
