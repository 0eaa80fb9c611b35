import { takeEarlyLoads } from './early/earlyLoads';

// /config.json and the storefront's files are already being fetched by the script that the
// build inlines in index.html (early/earlyLoads.ts), while the shared modules bootstrap needs
// are still downloading.
const early = takeEarlyLoads();

// An async boundary: the federation runtime negotiates shared singletons (React, …) before
// any of them is evaluated.
import('./bootstrap').then(({ start }) => start(early));

// The service worker (offline page, cached files, push, "New version available"): registered
// here, 3 s after the load event and then when the browser is idle, so its precaching does not
// compete with the page's largest paint (the storefront's content paints after the load event;
// e2e/bench/README.md). No chunk is fetched for it: the banner's code is imported only when a
// new release is found behind the worker in control.
if ('serviceWorker' in navigator) {
  const container = navigator.serviceWorker;
  const register = () =>
    void container
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        const watch = () => {
          if (!container.controller) return; // The first install: nothing to update.
          void import('./pwa/registerServiceWorker').then((pwa) =>
            pwa.watchForUpdates(container, registration),
          );
        };
        if (registration.waiting || registration.installing) watch();
        registration.addEventListener('updatefound', watch);
        // A tab left open for days still learns of releases.
        globalThis.setInterval(() => void registration.update().catch(() => undefined), 3_600_000);
      })
      .catch(() => undefined); // No worker (private mode, an old browser): the shop works as before.
  const later = () =>
    globalThis.setTimeout(
      () =>
        'requestIdleCallback' in window
          ? window.requestIdleCallback(register, { timeout: 3000 })
          : register(),
      3000,
    );
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
