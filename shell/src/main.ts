import { startEarlyLoads } from './early/earlyLoads';

// Start fetching /config.json and the storefront's files now, while the shared modules
// bootstrap needs are still downloading.
const early = startEarlyLoads(window.location.pathname);

// An async boundary: the federation runtime negotiates shared singletons (React, …) before
// any of them is evaluated.
import('./bootstrap').then(({ start }) => start(early));
