import {
  DEFAULT_LOCALE,
  DEFAULT_TIME_ZONE,
  isValidLocale,
  isValidTimeZone,
  type DisplayFormat,
} from '@greencart/contracts';
import type { MailConfig } from './app-config.js';
import { integer, text, url, type Env } from './env.js';

/**
 * Reads the email settings. Without `SMTP_URL` every email is written as an `.eml` file under
 * `<DATA_DIR>/mail/` (the development default) and its path is logged.
 *
 * @param shopOrigin where the links in emails point when `SHOP_URL` is unset (the shell)
 */
export function readMailConfig(env: Env, shopOrigin: string, problems: string[]): MailConfig {
  const smtpUrl = url(env, 'SMTP_URL', problems, ['smtp:', 'smtps:']);
  return {
    smtpUrl,
    from: text(env, 'MAIL_FROM') ?? 'GreenCart <orders@greencart.local>',
    shopUrl: url(env, 'SHOP_URL', problems, ['http:', 'https:']) ?? shopOrigin,
    pollMs: integer(env, 'OUTBOX_POLL_MS', 1000, 50, 60_000, problems),
    leaseSeconds: integer(env, 'OUTBOX_LEASE_SECONDS', 60, 5, 3600, problems),
    format: readShopFormat(env, problems),
  };
}

/**
 * The shop's locale and time zone (`SHOP_LOCALE`, `SHOP_TIME_ZONE`; `en-LK`, `Asia/Colombo`):
 * the emails show amounts and dates as the front ends do with the same two in /config.json.
 */
export function readShopFormat(env: Env, problems: string[]): DisplayFormat {
  const locale = text(env, 'SHOP_LOCALE') ?? DEFAULT_LOCALE;
  const timeZone = text(env, 'SHOP_TIME_ZONE') ?? DEFAULT_TIME_ZONE;
  if (!isValidLocale(locale)) {
    problems.push(`SHOP_LOCALE must be a locale such as "en-LK" (got "${locale}")`);
  }
  if (!isValidTimeZone(timeZone)) {
    problems.push(`SHOP_TIME_ZONE must be a time zone such as "Asia/Colombo" (got "${timeZone}")`);
  }
  return {
    locale: isValidLocale(locale) ? locale : DEFAULT_LOCALE,
    timeZone: isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE,
  };
}
