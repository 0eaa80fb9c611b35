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
  /** The shop's BCP 47 locale for amounts and dates; `en-LK` when absent. */
  locale?: string;
  /** The shop's IANA time zone for dates and times; `Asia/Colombo` when absent. */
  timeZone?: string;
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

// Locale and time zone are checked with Intl itself, not with the contracts' isValidLocale /
// isValidTimeZone: the shell's start-up reads this file and must load no shared module
// (../startup/index.ts).

function isLocale(value: unknown): value is string {
  try {
    return typeof value === 'string' && Intl.NumberFormat.supportedLocalesOf([value]).length === 1;
  } catch {
    return false;
  }
}

function isTimeZone(value: unknown): value is string {
  try {
    return (
      typeof value === 'string' &&
      value !== '' &&
      !!new Intl.DateTimeFormat('en', { timeZone: value })
    );
  } catch {
    return false;
  }
}

/**
 * Checks an untrusted value (the parsed JSON) and returns it as a `RuntimeConfig`.
 * `apiUrl` loses any trailing slash so callers can append `/api/...` safely. Without `locale`
 * or `timeZone` the shop's defaults apply (`en-LK`, `Asia/Colombo`: api/contracts format.ts).
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
  if (raw.locale !== undefined && !isLocale(raw.locale)) {
    throw new RuntimeConfigError('config.json: "locale" must be a locale such as "en-LK"');
  }
  if (raw.timeZone !== undefined && !isTimeZone(raw.timeZone)) {
    throw new RuntimeConfigError(
      'config.json: "timeZone" must be a time zone such as "Asia/Colombo"',
    );
  }
  return {
    apiUrl: raw.apiUrl.replace(/\/+$/, ''),
    remotes,
    onlinePayment: raw.onlinePayment !== false,
    ...(isLocale(raw.locale) ? { locale: raw.locale } : {}),
    ...(isTimeZone(raw.timeZone) ? { timeZone: raw.timeZone } : {}),
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
