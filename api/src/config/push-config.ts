import { text, type Env } from './env.js';

/** A VAPID key pair (base64url, as `web-push generate-vapid-keys` prints them). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Web Push (docs/NOTIFICATIONS.md). */
export interface PushConfig {
  /** The configured pair; null: a development pair kept in `<DATA_DIR>/push/` (not in production). */
  vapid: VapidKeys | null;
  /** Who runs the sender, told to push services: `mailto:…` or `https://…`. */
  subject: string;
  /**
   * Hosts an endpoint may point at (a host or a `.suffix`): the browsers' push services, so
   * the API never posts to an address a client made up. Tests add `127.0.0.1`.
   */
  endpointHosts: string[];
  /** A PEM file of extra certificate authorities for push services (the tests' fake). */
  caFile: string | null;
}

/** The push services of Chrome, Edge, Firefox and Safari. */
export const DEFAULT_PUSH_HOSTS = [
  '.googleapis.com',
  '.push.services.mozilla.com',
  '.notify.windows.com',
  '.push.apple.com',
];

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Reads `VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY` (both or neither), `VAPID_SUBJECT` (default:
 * `mailto:` and the address of `MAIL_FROM`) and `PUSH_ENDPOINT_HOSTS` (comma separated,
 * replaces the default list) and `PUSH_CA_FILE`.
 */
export function readPushConfig(env: Env, problems: string[]): PushConfig {
  const publicKey = text(env, 'VAPID_PUBLIC_KEY');
  const privateKey = text(env, 'VAPID_PRIVATE_KEY');
  let vapid: VapidKeys | null = null;
  if (publicKey || privateKey) {
    if (!publicKey || !privateKey) {
      problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
    } else if (
      !BASE64URL.test(publicKey) ||
      Buffer.from(publicKey, 'base64url').length !== 65 ||
      !BASE64URL.test(privateKey) ||
      Buffer.from(privateKey, 'base64url').length !== 32
    ) {
      problems.push(
        'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be a base64url P-256 pair (npx web-push generate-vapid-keys)',
      );
    } else {
      vapid = { publicKey, privateKey };
    }
  }
  const mailFrom = text(env, 'MAIL_FROM') ?? 'orders@greencart.local';
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  const subject = text(env, 'VAPID_SUBJECT') ?? `mailto:${address}`;
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(subject)) {
    problems.push(`VAPID_SUBJECT must be mailto:address or an https:// URL (got "${subject}")`);
  }
  const hosts = text(env, 'PUSH_ENDPOINT_HOSTS');
  return {
    vapid,
    subject,
    endpointHosts: hosts
      ? hosts
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean)
      : DEFAULT_PUSH_HOSTS,
    caFile: text(env, 'PUSH_CA_FILE') ?? null,
  };
}
