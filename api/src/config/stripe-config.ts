import type { StripeConfig } from './app-config.js';
import { text, url, type Env } from './env.js';

/**
 * Reads the online payment settings (`STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET`,
 * `STRIPE_API_BASE`). A secret key without a webhook secret is refused: Stripe would take
 * shoppers' money while no payment could ever be confirmed.
 */
export function readStripeConfig(env: Env, problems: string[]): StripeConfig {
  const secretKey = text(env, 'STRIPE_SECRET_KEY');
  const webhookSecret = text(env, 'STRIPE_WEBHOOK_SECRET');
  if (secretKey !== undefined && webhookSecret === undefined) {
    problems.push('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
  }
  const apiBase = url(env, 'STRIPE_API_BASE', problems, ['http:', 'https:']);
  return { secretKey, webhookSecret, apiBase };
}
