import { text, url, type Env } from './env.js';

/** Notify.lk's account (docs/NOTIFICATIONS.md). */
export interface NotifyLkConfig {
  userId: string;
  apiKey: string;
  /** The approved sender id (`NotifyDEMO` only for trials; case sensitive). */
  senderId: string;
  /** Notify.lk's API origin; a test points it at the local fake. */
  baseUrl: string;
}

/** Text messages (`SMS_PROVIDER`): a folder in development, Notify.lk to go live. */
export interface SmsConfig {
  provider: 'folder' | 'notifylk';
  /** Set when the provider is Notify.lk. */
  notifylk: NotifyLkConfig | null;
}

const PROVIDERS = ['folder', 'notifylk'] as const;
const SECRETS = ['NOTIFYLK_USER_ID', 'NOTIFYLK_API_KEY', 'NOTIFYLK_SENDER_ID'] as const;

/**
 * Reads the SMS settings. Unset `SMS_PROVIDER` writes every SMS to `<DATA_DIR>/sms/` (the
 * development default, nothing to install); `notifylk` needs its three credentials.
 */
export function readSmsConfig(env: Env, problems: string[]): SmsConfig {
  const raw = text(env, 'SMS_PROVIDER')?.toLowerCase() ?? 'folder';
  if (!(PROVIDERS as readonly string[]).includes(raw)) {
    problems.push(`SMS_PROVIDER must be one of ${PROVIDERS.join(', ')} (got "${raw}")`);
  }
  if (raw !== 'notifylk') return { provider: 'folder', notifylk: null };
  for (const name of SECRETS.filter((n) => text(env, n) === undefined)) {
    problems.push(`${name} is required when SMS_PROVIDER=notifylk`);
  }
  return {
    provider: 'notifylk',
    notifylk: {
      userId: text(env, 'NOTIFYLK_USER_ID') ?? '',
      apiKey: text(env, 'NOTIFYLK_API_KEY') ?? '',
      senderId: text(env, 'NOTIFYLK_SENDER_ID') ?? '',
      baseUrl: url(env, 'NOTIFYLK_URL', problems, ['http:', 'https:']) ?? 'https://app.notify.lk',
    },
  };
}
