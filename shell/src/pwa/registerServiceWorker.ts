/**
 * Registers /sw.js (docs/SHOPPER-UX.md "Installing the shop") once the page has loaded and the
 * browser is idle, so it adds nothing before the page's largest paint, and offers a new release
 * with a banner: "New version available — Reload". The new worker waits until the shopper
 * chooses Reload (it then takes over and the page reloads once), so a page never runs files of
 * two releases.
 */
export function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): Promise<ServiceWorkerRegistration | null> {
  if (!container) return Promise.resolve(null);
  return container
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      watchForUpdates(container, registration);
      return registration;
    })
    .catch(() => null); // No worker (private mode, an old browser): the shop works as before.
}

/** Shows the banner when a new worker is installed and waiting behind the one in control. */
function watchForUpdates(
  container: ServiceWorkerContainer,
  registration: ServiceWorkerRegistration,
) {
  const offer = (worker: ServiceWorker | null) => {
    if (worker && container.controller) showUpdateBanner(worker, container);
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
  // A tab left open for days still learns of releases.
  window.setInterval(() => void registration.update().catch(() => undefined), 60 * 60 * 1000);
}

let shown: HTMLElement | null = null;

/** The banner: a polite status with a Reload button and a Dismiss button (keyboard usable). */
export function showUpdateBanner(waiting: ServiceWorker, container: ServiceWorkerContainer): void {
  if (shown) return;
  const banner = document.createElement('div');
  banner.className = 'shell-update';
  banner.setAttribute('role', 'status');
  banner.setAttribute('aria-live', 'polite');
  const text = document.createElement('p');
  text.className = 'shell-update__text';
  text.textContent = 'New version available';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'shell-update__reload';
  reload.textContent = 'Reload';
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'shell-update__dismiss';
  dismiss.setAttribute('aria-label', 'Dismiss: keep this version for now');
  dismiss.textContent = '×';
  reload.addEventListener('click', () => {
    reload.disabled = true;
    reload.textContent = 'Reloading…';
    container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
  dismiss.addEventListener('click', () => {
    banner.remove();
  });
  banner.append(text, reload, dismiss);
  document.body.append(banner);
  shown = banner;
}
