import { takeEarlyLoads } from './early/earlyLoads';

// /config.json and the storefront's files are already being fetched by the script that the
// build inlines in index.html (early/earlyLoads.ts), while the shared modules bootstrap needs
// are still downloading.
const early = takeEarlyLoads();

// An async boundary: the federation runtime negotiates shared singletons (React, …) before
// any of them is evaluated.
import('./bootstrap').then(({ start }) => start(early));
