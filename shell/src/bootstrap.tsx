import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@greencart/shared-ui/router';
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRuntimeConfig } from '@greencart/shared-ui/startup';
import '@greencart/shared-ui/base.css';
import './shell.css';
import { ShellRoutes } from './ShellRoutes';
import { StartupError } from './StartupError';
import { errorLoadRemotePlugin } from './remotes/errorLoadRemotePlugin';
import { createFederationLoader } from './remotes/federationLoader';
import { prefetchStorefront } from './remotes/prefetch';
import { earlyManifestPlugin } from './remotes/earlyManifestPlugin';
import { shortTasksPlugin } from './remotes/shortTasksPlugin';
import type { EarlyLoads } from './early/earlyLoads';
import { reportError } from './reportError';

/** `WEB_APP_MANIFEST_PATH` of the contracts (not imported: the shell loads none of them at start). */
export const MANIFEST_PATH = '/api/shop/manifest.webmanifest';

/** Links the API's web app manifest (once; its URL is known only from /config.json). */
export function linkManifest(apiUrl: string): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = new URL(MANIFEST_PATH, apiUrl).href;
  document.head.append(link);
}

/**
 * Runs `task` 3 s after the load event and then when the browser is idle: the storefront's
 * content (its frame's image, the full app) paints after the load event, and what runs here
 * must not compete with it (e2e/bench/README.md).
 */
function afterThePage(task: () => void): void {
  const later = () =>
    globalThis.setTimeout(
      () =>
        'requestIdleCallback' in window
          ? window.requestIdleCallback(task, { timeout: 3000 })
          : task(),
      3000,
    );
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

// The service worker (offline page, cached files, push, "New version available"): registered
// after the page (afterThePage), so its precaching does not compete with the page's largest
// paint. No chunk is fetched for it: the banner's code is imported only when a new release is
// found behind the worker in control (from here, not main.ts, whose async imports index.html
// preloads).
function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
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
}

/**
 * Starts the shell: reads the run-time config (already being fetched by the early loads), registers
 * the remotes it names, prefetches the storefront and renders the routes.
 */
export async function start(early: EarlyLoads): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);

  let config;
  try {
    config = await loadRuntimeConfig('/config.json', early.config);
  } catch (error) {
    reportError(error);
    root.render(<StartupError />);
    return;
  }

  // The web app manifest is the API's (the shop's name, colour and icons; docs/SHOPPER-UX.md).
  // Linked with the service worker's registration, which installing needs too: linked at once,
  // Chromium fetched it and its icon (7 KB) beside the landing page's largest image.
  const apiUrl = config.apiUrl;
  afterThePage(() => {
    linkManifest(apiUrl);
    registerServiceWorker();
  });

  // Remotes are known only now, from config.json: nothing about them is in this build.
  init({
    name: 'shell',
    remotes: Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })),
    shareStrategy: 'loaded-first',
    plugins: [errorLoadRemotePlugin(), earlyManifestPlugin(early.manifest), shortTasksPlugin()],
  });
  const loader = createFederationLoader({ loadRemote, registerRemotes }, config.remotes);
  prefetchStorefront(loader, window.location.pathname);

  // In a transition: React renders the routes in slices of a few milliseconds, yielding to the
  // browser between them, rather than in one task (the first render also compiles most of
  // react-dom and the router: a long task on a slow phone). Until it commits, #root keeps
  // index.html's boot splash, which is what the routes render while the remote loads.
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <ShellRoutes config={config} loader={loader} onRemoteError={reportError} />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}
