import { takeEarlyLoads } from './early/earlyLoads';

// /config.json and the storefront's files are already being fetched by the script that the
// build inlines in index.html (early/earlyLoads.ts), while the shared modules bootstrap needs
// are still downloading.
const early = takeEarlyLoads();

// An async boundary: the federation runtime negotiates shared singletons (React, …) before
// any of them is evaluated.
import('./bootstrap').then(({ start }) => start(early));

// The service worker (offline page, cached files, push, "New version available"): registered
// once the page has loaded and the browser is idle, from a chunk of its own, so nothing of it
// runs before the page's largest paint.
if ('serviceWorker' in navigator) {
  const later = () =>
    void import('./pwa/registerServiceWorker').then((pwa) => pwa.registerServiceWorker());
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(later, { timeout: 3000 })
      : globalThis.setTimeout(later, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
