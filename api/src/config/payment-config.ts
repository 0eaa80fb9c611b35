import type { PaymentConfig, PayHereConfig } from './app-config.js';
import { text, url, type Env } from './env.js';

const PROVIDERS = ['stripe', 'payhere', 'none'] as const;
const MODES = ['sandbox', 'live'] as const;

/** PayHere's own hosts: its hosted pages and its merchant API share one per mode. */
const PAYHERE_HOSTS = {
  sandbox: 'https://sandbox.payhere.lk',
  live: 'https://www.payhere.lk',
} as const;

/** The four PayHere credentials, in the order they are named when missing. */
const PAYHERE_SECRETS = [
  'PAYHERE_MERCHANT_ID',
  'PAYHERE_MERCHANT_SECRET',
  'PAYHERE_APP_ID',
  'PAYHERE_APP_SECRET',
] as const;

function flag(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  problems.push(`${name} must be true or false (got "${raw}")`);
  return fallback;
}

/**
 * Which card payment provider the shop uses (`PAYMENT_PROVIDER`: stripe, payhere or none).
 * Unset keeps the behaviour from before there was a choice: Stripe when `STRIPE_SECRET_KEY` is
 * set, else none (cash on delivery only).
 *
 * @param stripeKeySet whether `STRIPE_SECRET_KEY` is set (stripe-config.ts reads it)
 * @param publicApiUrlSet whether `PUBLIC_API_URL` is set: PayHere calls the API there
 */
export function readPaymentConfig(
  env: Env,
  options: { isProduction: boolean; stripeKeySet: boolean; publicApiUrlSet: boolean },
  problems: string[],
): PaymentConfig {
  const raw = text(env, 'PAYMENT_PROVIDER')?.toLowerCase();
  if (raw !== undefined && !(PROVIDERS as readonly string[]).includes(raw)) {
    problems.push(`PAYMENT_PROVIDER must be one of ${PROVIDERS.join(', ')} (got "${raw}")`);
  }
  const chosen = (PROVIDERS as readonly string[]).includes(raw ?? '')
    ? (raw as (typeof PROVIDERS)[number])
    : options.stripeKeySet
      ? 'stripe'
      : 'none';
  if (chosen === 'stripe' && !options.stripeKeySet) {
    problems.push('STRIPE_SECRET_KEY is required when PAYMENT_PROVIDER=stripe');
  }
  if (chosen !== 'payhere') {
    return { provider: chosen === 'none' ? null : chosen, payhere: null };
  }
  return { provider: 'payhere', payhere: readPayHereConfig(env, options, problems) };
}

/**
 * The PayHere account (`PAYHERE_*`). Every credential is required, in development too: with
 * none set, `npm start` runs a local fake PayHere and passes its values (docs/PAYMENTS.md).
 * In production the mode must be said (sandbox or live) and `PUBLIC_API_URL` set, since
 * PayHere's servers send their notifications there.
 */
function readPayHereConfig(
  env: Env,
  options: { isProduction: boolean; publicApiUrlSet: boolean },
  problems: string[],
): PayHereConfig {
  const missing = PAYHERE_SECRETS.filter((name) => text(env, name) === undefined);
  for (const name of missing) {
    problems.push(
      `${name} is required when PAYMENT_PROVIDER=payhere` +
        (options.isProduction ? '' : ' (npm start runs a local fake PayHere when all are unset)'),
    );
  }
  const rawMode = text(env, 'PAYHERE_MODE')?.toLowerCase();
  if (rawMode === undefined && options.isProduction) {
    problems.push('PAYHERE_MODE is required in production (sandbox or live)');
  } else if (rawMode !== undefined && !(MODES as readonly string[]).includes(rawMode)) {
    problems.push(`PAYHERE_MODE must be sandbox or live (got "${rawMode}")`);
  }
  if (options.isProduction && !options.publicApiUrlSet) {
    problems.push(
      'PUBLIC_API_URL is required in production when PAYMENT_PROVIDER=payhere (PayHere notifies the API there)',
    );
  }
  const mode = rawMode === 'live' ? 'live' : 'sandbox';
  const apiBase = url(env, 'PAYHERE_API_BASE', problems, ['http:', 'https:']);
  return {
    merchantId: text(env, 'PAYHERE_MERCHANT_ID') ?? '',
    merchantSecret: text(env, 'PAYHERE_MERCHANT_SECRET') ?? '',
    appId: text(env, 'PAYHERE_APP_ID') ?? '',
    appSecret: text(env, 'PAYHERE_APP_SECRET') ?? '',
    mode,
    baseUrl: (apiBase ?? PAYHERE_HOSTS[mode]).replace(/\/+$/, ''),
    authorize: flag(env, 'PAYHERE_AUTHORIZE', true, problems),
  };
}
