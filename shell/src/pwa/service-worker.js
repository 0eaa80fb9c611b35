/* global self, caches, clients, __GC_PRECACHE__ */
// GreenCart's service worker (docs/SHOPPER-UX.md "Installing the shop"), emitted by the build
// as /sw.js with its version and the shell's files filled in (tools/webpack/serviceWorker.mjs).
//
// What it keeps: the shell's files and the offline page (precached), and the content-hashed
// static files of the shell and the remotes (kept once fetched; a hashed name never changes
// content). What it never keeps: anything else, above all the API's answers, which carry the
// shopper's data: those requests are not even intercepted. A page opened without a network
// shows the offline page.
const VERSION = '__GC_BUILD_ID__';
const PRECACHE_FILES = __GC_PRECACHE__;
const SHELL_CACHE = `greencart-shell-${VERSION}`;
const STATIC_CACHE = 'greencart-static';
/** Hashed files kept at most (oldest dropped first): a few releases of every app. */
const STATIC_LIMIT = 300;
/** `name.0123abcd.js`: content-hashed by the builds (as the static servers' cache rule). */
const HASHED = /(?:^|[/.-])[0-9a-f]{8,}\.(?:m?js|css|woff2?|svg|png|webp|avif)$/i;

/** The origins of the remotes, once read (from /config.json, precached with the shell). */
let knownOrigins = null;

/** The origins of the remotes (from /config.json, precached with the shell). */
async function remoteOrigins() {
  if (knownOrigins) return knownOrigins;
  const cached = await caches.match('/config.json', { cacheName: SHELL_CACHE });
  if (!cached) return [];
  try {
    const config = await cached.json();
    knownOrigins = Object.values(config.remotes ?? {}).map((entry) => new URL(entry).origin);
    return knownOrigins;
  } catch {
    return [];
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(SHELL_CACHE).then((cache) => cache.addAll(['/config.json', ...PRECACHE_FILES])),
  );
  // No skipWaiting: a new version waits until the shopper chooses "Reload" (the banner).
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('greencart-shell-') && name !== SHELL_CACHE) await caches.delete(name);
      }
      const cache = await caches.open(STATIC_CACHE);
      const keys = await cache.keys();
      for (const request of keys.slice(0, Math.max(0, keys.length - STATIC_LIMIT))) {
        await cache.delete(request);
      }
      await self.clients.claim();
      // The page's request starts while the worker boots (no added wait for a navigation).
      await self.registration.navigationPreload?.enable().catch(() => undefined);
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
});

/** A page: the network (the navigation preload when there is one), else the offline page. */
async function page(event) {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch {
    const offline = await caches.match('/offline.html', { cacheName: SHELL_CACHE });
    return offline ?? Response.error();
  }
}

/** A hashed static file: the cache, else the network (kept when it answered 200). */
async function hashedFile(request) {
  const cached =
    (await caches.match(request, { cacheName: SHELL_CACHE })) ??
    (await caches.match(request, { cacheName: STATIC_CACHE }));
  if (cached) return cached;
  const response = await fetch(request);
  if (response.status === 200 && (response.type === 'basic' || response.type === 'cors')) {
    const copy = response.clone();
    void caches.open(STATIC_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate' && url.origin === self.location.origin) {
    event.respondWith(page(event));
    return;
  }
  // Only content-hashed files of the shell's origin or a remote's; never /api/, never a query.
  if (!HASHED.test(url.pathname) || url.search || url.pathname.startsWith('/api/')) return;
  if (url.origin === self.location.origin) {
    event.respondWith(hashedFile(request));
    return;
  }
  // Another origin (the API's images, …) that is not a remote's: left to the browser.
  if (knownOrigins && !knownOrigins.includes(url.origin)) return;
  event.respondWith(
    remoteOrigins().then((origins) =>
      origins.includes(url.origin) ? hashedFile(request) : fetch(request),
    ),
  );
});

// Web Push (docs/NOTIFICATIONS.md): the API's message, decrypted by the browser.
self.addEventListener('push', (event) => {
  let message = { title: 'GreenCart', body: '', url: '/', tag: undefined };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // Not JSON: show the text as it is.
    message.body = event.data?.text() ?? '';
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      data: { url: message.url },
      icon: '/favicon.svg',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin);
  // The order's page on this shop: its path on this origin (a stale SHOP_URL cannot lead away).
  const path = `${target.pathname}${target.search}`;
  event.waitUntil(
    (async () => {
      const open = await clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = open.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) {
        await tab.focus();
        return tab.navigate(path);
      }
      return clients.openWindow(path);
    })(),
  );
});
