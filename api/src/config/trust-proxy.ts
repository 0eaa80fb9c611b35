import { isIP } from 'node:net';
import { text, type Env } from './env.js';

/**
 * Which proxies may set `X-Forwarded-For` (Fastify's `trustProxy`): none, all, the nearest
 * N hops, or these addresses / CIDR ranges.
 */
export type TrustProxy = boolean | number | string[];

const MESSAGE =
  'TRUST_PROXY must be false, true, a number of proxies (1 for the gateway) or a comma-separated list of proxy addresses';

function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  return bits === undefined || /^\d{1,3}$/.test(bits);
}

/**
 * Reads `TRUST_PROXY`. A number counts hops: `1` trusts exactly the gateway, so the client
 * address is the one the gateway saw, and a client cannot pick its own address (and rate
 * limit key) by sending an `X-Forwarded-For` of its choice, as it could with `true`.
 */
export function readTrustProxy(env: Env, problems: string[]): TrustProxy {
  const raw = text(env, 'TRUST_PROXY')?.toLowerCase();
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops <= 32) return hops;
  } else {
    const entries = raw
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
  }
  problems.push(`${MESSAGE} (got "${raw}")`);
  return false;
}
