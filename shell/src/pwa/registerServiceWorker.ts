/**
 * "New version available — Reload" (docs/SHOPPER-UX.md "Installing the shop"): imported by
 * main.ts, which registers /sw.js, only when a new release's worker is found behind the one in
 * control. The new worker waits until the shopper chooses Reload (it then takes over and the
 * page reloads once), so a page never runs files of two releases.
 */

/** Shows the banner once a new worker is installed and waiting behind the one in control. */
export function watchForUpdates(
  container: ServiceWorkerContainer,
  registration: ServiceWorkerRegistration,
): void {
  const offer = (worker: ServiceWorker | null) => {
    if (worker && container.controller) showUpdateBanner(worker, container);
  };
  offer(registration.waiting);
  const installing = registration.installing;
  installing?.addEventListener('statechange', () => {
    if (installing.state === 'installed') offer(installing);
  });
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
