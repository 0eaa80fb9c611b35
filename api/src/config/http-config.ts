import { isIP } from 'node:net';
import { text, url, type Env } from './env.js';

/** `SameSite` of the session cookies. */
export type CookieSameSite = 'lax' | 'strict' | 'none';

/** How the API presents itself over HTTP (see README "Configuration"). */
export interface HttpConfig {
  /** Address the API listens on. */
  host: string;
  /** Origin put before relative image paths in answers (`/uploads/…` → absolute URLs). */
  publicApiUrl: string;
  cookieSameSite: CookieSameSite;
  /**
   * Answer business failures (our 400, 401 and 409: bad input, wrong credentials, not logged
   * in, conflicts; see error-mapping.ts `isBusinessFailure`) with HTTP 200 and
   * `success: false`, as the original tutorial server does. Off by default.
   */
  businessErrorsAs200: boolean;
  /** Serve Swagger UI and the OpenAPI JSON at /api/docs. */
  apiDocs: boolean;
}

const SAME_SITE: readonly CookieSameSite[] = ['lax', 'strict', 'none'];

function flag(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  problems.push(`${name} must be true or false (got "${raw}")`);
  return fallback;
}

/** True for the loopback addresses and `localhost`. */
export function isLoopback(host: string): boolean {
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/**
 * Reads HOST, PUBLIC_API_URL, COOKIE_SAME_SITE, BUSINESS_ERRORS_AS_200 and API_DOCS.
 *
 * @param devSecrets the published development secrets are in use: the API then listens on
 *   127.0.0.1 only unless told otherwise (and load-config refuses a public HOST)
 */
export function readHttpConfig(
  env: Env,
  port: number,
  isProduction: boolean,
  devSecrets: boolean,
  problems: string[],
): HttpConfig {
  const host = text(env, 'HOST') ?? (devSecrets ? '127.0.0.1' : '0.0.0.0');
  const publicUrl = url(env, 'PUBLIC_API_URL', problems, ['http:', 'https:']);
  const cookieSameSite = (text(env, 'COOKIE_SAME_SITE')?.toLowerCase() ?? 'lax') as CookieSameSite;
  if (!SAME_SITE.includes(cookieSameSite)) {
    problems.push(`COOKIE_SAME_SITE must be one of ${SAME_SITE.join(', ')}`);
  }
  return {
    host,
    publicApiUrl: (publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    cookieSameSite: SAME_SITE.includes(cookieSameSite) ? cookieSameSite : 'lax',
    businessErrorsAs200: flag(env, 'BUSINESS_ERRORS_AS_200', false, problems),
    apiDocs: flag(env, 'API_DOCS', !isProduction, problems),
  };
}
