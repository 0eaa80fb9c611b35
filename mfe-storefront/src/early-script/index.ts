// The storefront's standalone early script: a bundle of its own (no React, no federation
// runtime), named in the storefront's preload plan and run by the shell's early loads as soon
// as the manifest has arrived, with the API URL in `data-api-url`. It sends the first screen's
// API requests and preloads its largest images while React is still downloading; the entry
// chunk later takes those answers (app/startup/earlyRequests.ts shares them on `window`).
import { startEarlyLoads } from '../app/startup/startEarly';

const apiUrl = (document.currentScript as HTMLScriptElement | null)?.dataset.apiUrl;
if (apiUrl) startEarlyLoads(apiUrl, window.location.pathname);
