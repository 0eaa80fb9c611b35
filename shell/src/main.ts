import { takeEarlyLoads } from './early/earlyLoads';

// /config.json and the storefront's files are already being fetched by the script that the
// build inlines in index.html (early/earlyLoads.ts), while the shared modules bootstrap needs
// are still downloading.
const early = takeEarlyLoads();

// An async boundary: the federation runtime negotiates shared singletons (React, …) before
// any of them is evaluated. Started in a task of its own: that negotiation (and the script
// tags it adds) would otherwise run in the task that evaluates main.js, making it a long one
// on a slow phone (e2e/bench/README.md).
setTimeout(() => void import('./bootstrap').then(({ start }) => start(early)), 0);
