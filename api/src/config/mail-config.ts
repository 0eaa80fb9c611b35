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
  };
}
