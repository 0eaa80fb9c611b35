import { takeEarlyLoads } from './early/earlyLoads';

// /config.json and the storefront's files are already being fetched by the script that the
// build inlines in index.html (early/earlyLoads.ts), while the shared modules bootstrap needs
// are still downloading.
const early = takeEarlyLoads();

// An async boundary: the federation runtime negotiates shared singletons (React, …) before
// any of them is evaluated.
import('./bootstrap').then(({ start }) => start(early));

// The service worker (offline page, cached files, push, "New version available"): registered
// from a chunk of its own, 3 s after the load event and then when the browser is idle, so
// neither that chunk nor the worker's precaching competes with the page's largest paint (the
// storefront's content paints after the load event; e2e/bench/README.md).
if ('serviceWorker' in navigator) {
  const register = () =>
    void import('./pwa/registerServiceWorker').then((pwa) => pwa.registerServiceWorker());
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
