import { TEST_CONFIG } from './fixtures';

/** An answer of the fake `fetch`: HTTP status and JSON body. */
export interface EarlyAnswer {
  status?: number;
  body: unknown;
}

/**
 * A `fetch` for the start-up frames' early GETs (app/startup/earlyAnswers.ts: the store's later
 * GETs of the same URLs go through axios and the fake API instead): `answers` by path, anything
 * else 404. Installed on globalThis; `uninstall` removes it.
 */
export function installEarlyFetch(answers: Record<string, EarlyAnswer>) {
  const fetch = jest.fn(async (url: string) => {
    const path = url.startsWith(TEST_CONFIG.apiUrl) ? url.slice(TEST_CONFIG.apiUrl.length) : url;
    const answer = answers[path];
    const status = answer?.status ?? (answer ? 200 : 404);
    return {
      ok: status >= 200 && status < 300,
      status,
      json: async () => answer?.body ?? null,
    };
  });
  (globalThis as { fetch?: unknown }).fetch = fetch;
  return {
    fetch,
    /**
     * How many times `path` was fetched: by the frame (a URL), or by the store once this fetch is
     * installed (axios's fetch adapter passes a `Request`, which this fake does not answer).
     */
    asked: (path: string) =>
      fetch.mock.calls.filter(
        ([url]) =>
          (typeof url === 'string' ? url : (url as Request).url) === `${TEST_CONFIG.apiUrl}${path}`,
      ).length,
    uninstall: () => void delete (globalThis as { fetch?: unknown }).fetch,
  };
}
