import { axiosBaseQuery, createHttpClient, httpFailureOf } from '@greencart/shared-ui/data';
import type { StorefrontBaseQuery } from './storefrontApi';
import { takeEarlyAnswer, type EarlyFailure } from './startup/earlyAnswers';

/** The session check, whose 401 the start-up frames hand over too. */
const SESSION_PATH = '/api/user/is-auth';

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
  client.interceptors.request.use((request) => {
    // What the XHR adapter does and the fetch adapter does not: no body, no Content-Type (axios
    // would send form-urlencoded on an empty POST, which the API refuses with 415).
    if (request.data === undefined) request.headers.set('Content-Type', false);
    // The fetch adapter adds `User-Agent: axios/x`; where a browser lets it through (Firefox)
    // it is not a CORS-safelisted header: a preflight per request, and no preloaded answer.
    request.headers.set('User-Agent', false);
    return request;
  });
  const query = axiosBaseQuery(client) as StorefrontBaseQuery;
  // A GET the start-up frame already made (startup/earlyAnswers.ts) is answered from there,
  // once: a success, or the session check's 401 (a visitor not logged in: one is-auth per page
  // load), as axios's error would be. The store asks it first, as it mounts, so it is never
  // stale; another failed one is asked again here (the visitor may have logged in meanwhile).
  return async (args, api, extraOptions) => {
    const early = (args.method ?? 'GET') === 'GET' ? takeEarlyAnswer(args.url, args.params) : null;
    if (early) {
      try {
        return { data: await early };
      } catch (thrown) {
        const { status, body } = thrown as EarlyFailure;
        if (args.url === SESSION_PATH && status === 401)
          return {
            error: httpFailureOf(status, body, `Request failed with status code ${status}`),
          };
        // Else asked again below.
      }
    }
    return query(args, api, extraOptions);
  };
}
