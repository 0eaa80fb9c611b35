// Fetch /config.json now, while the shared modules bootstrap needs are still downloading:
// the remotes' manifest URLs are in it, so this saves a round trip before the first page.
// (A plain fetch: shared-ui is a shared module and cannot be imported before the boundary.)
const configResponse = fetch('/config.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
// Handled in bootstrap; this only keeps an early failure from being reported as unhandled.
configResponse.catch(() => undefined);

// An async boundary: the federation runtime negotiates shared singletons (React, …) before
// any of them is evaluated.
import('./bootstrap').then(({ start }) => start(configResponse));
