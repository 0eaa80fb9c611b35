import type { Language } from '@greencart/contracts/languages';

/**
 * API answers the start-up frame asked for before the full app loaded (`PageFrames.tsx`), kept
 * for the store's first request of the same URL (`httpBaseQuery.ts`), so each GET goes over the
 * network once: the frame's `fetch` takes the shell's preloaded response (same URL, credentials
 * and `Accept` as axios's fetch adapter sends), and RTK Query then takes the frame's answer.
 * Each answer is handed out once: later requests of that URL go to the server as usual.
 */
const answers = new Map<string, Promise<unknown>>();

declare global {
  interface Window {
    /** Answers the shell's inline script fetched itself, by absolute URL (shell earlyLoads.ts). */
    __greencartEarlyAnswers?: Record<string, Promise<Response>>;
  }
}

/**
 * The response the shell's inline script already fetched for `url` (on the pages in
 * frameImages.json it fetches the first GET itself, to preload the images), handed out once.
 * Its key is the URL from the absolute `apiUrl` of /config.json, as `url` is here.
 */
function takeShellAnswer(url: string): Promise<Response> | undefined {
  const kept = window.__greencartEarlyAnswers ?? {};
  const answer = kept[url];
  delete kept[url];
  return answer;
}

/**
 * The path the store requests for a product read in `language` (`withLanguage` in
 * storefrontApi.ts adds `lang=si|ta` to `/api/product/…` GETs; English sends nothing).
 */
export function inLanguage(path: string, language: Language): string {
  if (language === 'en' || !path.startsWith('/api/product/')) return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
}

/**
 * GETs `path` (relative to `apiUrl`) as the store would, or takes the shell's response to it,
 * and keeps the answer for it. Resolves to the body of a successful answer (HTTP 2xx, not
 * `success: false`), else rejects with an {@link EarlyFailure} (a network failure: an error
 * without `status`).
 */
export function earlyGet<T>(apiUrl: string, path: string): Promise<T> {
  const kept = answers.get(path);
  if (kept) return kept as Promise<T>;
  const base = apiUrl.replace(/\/+$/, '');
  // Started in a promise: where there is no fetch (jsdom), it rejects rather than throws.
  const url = `${base}${path}`;
  const answer = Promise.resolve()
    .then(
      () =>
        takeShellAnswer(url) ??
        fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } }),
    )
    .then(async (response) => {
      const body = (await response.json()) as { success?: boolean } | null;
      if (!response.ok || body?.success === false)
        // With the answer: the store takes the session check's 401 as it is (httpBaseQuery.ts).
        throw Object.assign(new Error(`GET ${path}: ${response.status}`), {
          status: response.status,
          body,
        });
      return body as T;
    });
  // Handled by whoever takes it; meanwhile not reported as unhandled.
  answer.catch(() => undefined);
  answers.set(path, answer);
  return answer;
}

/** A failed answer's rejection: the HTTP status and JSON body (none when no answer came). */
export interface EarlyFailure extends Error {
  status?: number;
  body?: unknown;
}

/** The kept answer for the GET of `url` with `params` (as axios joins them), handed out once. */
export function takeEarlyAnswer(
  url: string,
  params?: Record<string, string>,
): Promise<unknown> | undefined {
  const query = params ? new URLSearchParams(params).toString() : '';
  const path = query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
  const answer = answers.get(path);
  answers.delete(path);
  return answer;
}
