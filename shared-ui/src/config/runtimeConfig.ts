/**
 * The run-time configuration the shell serves as `/config.json` (FRONTEND-CONTRACT.md).
 * Nothing about the API or the remotes is baked into a build: a remote moved to another
 * URL, or rolled back, is one change in this file.
 */
export interface RuntimeConfig {
  /** Base URL of the API, without a trailing slash, e.g. `http://localhost:4000`. */
  apiUrl: string;
  /** `mf-manifest.json` URL of each remote, by remote name (`storefront`, `seller`). */
  remotes: Record<string, string>;
  /** Whether online (card) payment is offered. */
  onlinePayment: boolean;
}

/** Thrown when `/config.json` cannot be fetched or does not have the expected shape. */
export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

/**
 * Checks an untrusted value (the parsed JSON) and returns it as a `RuntimeConfig`.
 * `apiUrl` loses any trailing slash so callers can append `/api/...` safely.
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) {
    throw new RuntimeConfigError('config.json must be a JSON object');
  }
  const raw = value as Record<string, unknown>;
  if (typeof raw.apiUrl !== 'string' || raw.apiUrl === '') {
    throw new RuntimeConfigError('config.json: "apiUrl" must be a non-empty string');
  }
  const remotes = raw.remotes ?? {};
  if (!isStringRecord(remotes)) {
    throw new RuntimeConfigError('config.json: "remotes" must map names to manifest URLs');
  }
  return {
    apiUrl: raw.apiUrl.replace(/\/+$/, ''),
    remotes,
    onlinePayment: raw.onlinePayment !== false,
  };
}

/**
 * Starts fetching the run-time configuration. `no-store` because a redeploy or a rollback
 * changes this file without changing its URL.
 */
export function fetchRuntimeConfig(url = '/config.json'): Promise<Response> {
  return fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
}

/**
 * Fetches and validates the run-time configuration.
 * @param url where the configuration is served
 * @param pending a fetch of it already under way (see {@link fetchRuntimeConfig}), so an
 *   app can start it before its shared modules have loaded
 */
export async function loadRuntimeConfig(
  url = '/config.json',
  pending?: Promise<Response>,
): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await (pending ?? fetchRuntimeConfig(url));
  } catch (cause) {
    throw new RuntimeConfigError(`Could not fetch ${url}`, { cause });
  }
  if (!response.ok) {
    throw new RuntimeConfigError(`Could not fetch ${url}: HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new RuntimeConfigError(`${url} is not valid JSON`, { cause });
  }
  return parseRuntimeConfig(body);
}
