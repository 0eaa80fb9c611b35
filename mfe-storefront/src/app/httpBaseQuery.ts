import { axiosBaseQuery, createHttpClient } from '@greencart/shared-ui/data';
import type { StorefrontBaseQuery } from './storefrontApi';

/**
 * The storefront's HTTP base query: shared-ui's axios client for `apiUrl`, on axios's `fetch`
 * adapter. Why fetch: the shell preloads the landing page's API GETs
 * (`<link rel=preload as=fetch crossorigin=use-credentials>`, see docs/FRONTEND-CONTRACT.md
 * "How a page loads"), and the browser hands a preloaded response only to a `fetch()` of the
 * same URL and credentials mode, never to XMLHttpRequest. `xhr` stays as the fallback where
 * there is no fetch (jsdom in unit tests).
 */
export function httpBaseQuery(apiUrl: string): StorefrontBaseQuery {
  const client = createHttpClient(apiUrl);
  // axios's stock choice is a list of adapter names; a function is a test's fake API
  // (`axios.defaults.adapter`), which stays.
  if (Array.isArray(client.defaults.adapter)) client.defaults.adapter = ['fetch', 'xhr'];
  return axiosBaseQuery(client) as StorefrontBaseQuery;
}
