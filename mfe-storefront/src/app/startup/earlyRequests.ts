/**
 * GET requests the storefront's small entry chunk sends as soon as it renders, on pages whose
 * largest paint waits for them: the catalogue (product images) and the session check. Sent
 * by the store chunk (Redux, RTK Query, axios, ≈ 40 KB away) they would start much later.
 * Plain `fetch`, so the entry chunk stays small; the shell may already have preloaded them
 * (mf-manifest `greencartPreload`), and the browser then hands over that response.
 *
 * The store's base query takes each answer once ({@link takeEarlyAnswer}) and turns it into
 * a result by the same rules as the axios base query. A request that failed on the network
 * is dropped and the endpoint asks again through the API client, which reports errors.
 */

import earlyGets from './early-gets.json';

/** An HTTP answer: its status and JSON body (null when the body is not JSON). */
export interface EarlyAnswer {
  status: number;
  body: unknown;
}

/**
 * What the entry chunk requests early, relative to the API URL. A JSON file: the build's
 * preload plan (webpack.config.mjs) names the same requests for the shell.
 */
export const EARLY_GETS: readonly string[] = earlyGets;

/** What a page load has requested early; on `window`, as two bundles use it (see below). */
interface EarlyState {
  started: boolean;
  pending: Map<string, Promise<EarlyAnswer | null>>;
}

declare global {
  interface Window {
    /**
     * Shared by the storefront's standalone early script (src/early-script, which the shell
     * may run before React has loaded) and its entry chunk, each a bundle of its own.
     */
    __greencartStorefrontEarly?: EarlyState;
  }
}

function earlyState(): EarlyState {
  window.__greencartStorefrontEarly ??= { started: false, pending: new Map() };
  return window.__greencartStorefrontEarly;
}

async function answerOf(response: Response): Promise<EarlyAnswer> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's error page): the result carries the status alone.
  }
  return { status: response.status, body };
}

/**
 * Sends {@link EARLY_GETS} to `apiUrl`, with the shopper's cookies, unless this page load
 * already did (a second render must not send them again). Does nothing where there is no
 * `fetch`.
 */
export function requestEarly(apiUrl: string): void {
  const state = earlyState();
  if (state.started || typeof fetch !== 'function') return;
  state.started = true;
  const base = apiUrl.replace(/\/+$/, '');
  for (const path of EARLY_GETS) {
    const answer = fetch(`${base}${path}`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    })
      .then(answerOf)
      .catch(() => null);
    state.pending.set(path, answer);
  }
}

/** The pending early answer of `path`, without taking it (null when none). */
export function peekEarlyAnswer(path: string): Promise<EarlyAnswer | null> | null {
  return earlyState().pending.get(path) ?? null;
}

/**
 * The early answer of `path`, handed out once (a page has one storefront, talking to one
 * API); null when none was requested or it was already taken. Resolves to null when the
 * request failed on the network.
 */
export function takeEarlyAnswer(path: string): Promise<EarlyAnswer | null> | null {
  const { pending } = earlyState();
  const answer = pending.get(path) ?? null;
  pending.delete(path);
  return answer;
}

/** Forgets every early request (tests). */
export function resetEarlyRequests(): void {
  delete window.__greencartStorefrontEarly;
}
