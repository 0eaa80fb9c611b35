import {
  CONFIRM_EMAIL_PATH,
  EMAIL_CHANGE_TOKEN_MINUTES,
  RESET_PASSWORD_PATH,
  RESET_TOKEN_MINUTES,
  requestedLanguage,
  type Language,
} from '@greencart/contracts';
import type { EntityManager } from 'typeorm';
import { emailText } from '../mail/email-messages.js';
import { escapeHtml, type EmailContent } from '../mail/order-email.js';
import { UserEntity } from '../user/user.entity.js';
import { AccountTokenEntity } from './account-token.entity.js';
import { openToken, sealToken } from './one-time-token.js';

/** The outbox topics of account emails (sent by the outbox worker like order emails). */
export const ACCOUNT_EMAIL_TOPICS = ['account.password_reset', 'account.email_change'] as const;
export type AccountEmailTopic = (typeof ACCOUNT_EMAIL_TOPICS)[number];

export function isAccountEmailTopic(topic: string): topic is AccountEmailTopic {
  return (ACCOUNT_EMAIL_TOPICS as readonly string[]).includes(topic);
}

/** Every outbox topic carrying a one-time link: the shopper's, and the staff invitation's. */
export type LinkEmailTopic = AccountEmailTopic | 'staff.invite';

/** An account email's outbox payload: which link, and its token sealed (never in clear). */
export interface AccountEmailPayload {
  tokenId: string;
  sealed: string;
}

/**
 * Queues the email carrying a one-time link, in the caller's transaction (written with the
 * token it carries). Raw SQL: the payload is not an order email's.
 */
export async function queueAccountEmail(
  manager: EntityManager,
  topic: LinkEmailTopic,
  tokenId: string,
  token: string,
  secret: string,
): Promise<void> {
  const payload: AccountEmailPayload = { tokenId, sealed: sealToken(token, secret) };
  await manager.query(
    `INSERT INTO outbox (topic, payload, dedupe_key) VALUES ($1, $2::jsonb, $3)`,
    [topic, JSON.stringify(payload), `${topic}:${tokenId}`],
  );
}

/** An email whose point is one link (plain text and HTML). */
export function linkEmail(
  subject: string,
  lines: string[],
  link: string,
  action: string,
  shopName: string,
  language: Language = 'en',
): EmailContent {
  const text = [subject, '', ...lines, '', `${action}: ${link}`, '', shopName].join('\n');
  const html = `<!doctype html><html${language === 'en' ? '' : ` lang="${language}"`}><body style="font-family:sans-serif">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p>${escapeHtml(shopName)}</p>
</body></html>`;
  return { subject, text, html };
}

/**
 * The recipient and content of an account email: the reset link goes to the account's
 * address, the email-change link to the new address. The link carries the token in its
 * fragment (`#token=`), which browsers never send to a server or in a Referer.
 */
export async function composeAccountEmail(
  manager: EntityManager,
  row: { id: string; topic: AccountEmailTopic; payload: unknown },
  config: { shopUrl: string; secret: string; shopName: string },
): Promise<{ to: string; content: EmailContent }> {
  const { shopName } = config;
  const { tokenId, sealed } = row.payload as AccountEmailPayload;
  const token = await manager.findOne(AccountTokenEntity, { where: { id: tokenId } });
  const user = token ? await manager.findOne(UserEntity, { where: { id: token.userId } }) : null;
  if (!token || !user) throw new Error(`the account of email ${row.id} is gone`);
  const base = config.shopUrl.replace(/\/$/, '');
  const fragment = `#token=${encodeURIComponent(openToken(sealed, config.secret))}`;
  // Written in the account's language (email-messages.ts); English as they always were.
  const language = requestedLanguage(user.language);
  const t = (key: Parameters<typeof emailText>[1], values?: Record<string, string | number>) =>
    emailText(language, key, values);
  if (row.topic === 'account.password_reset') {
    return {
      to: user.email,
      content: linkEmail(
        t('reset.subject', { shop: shopName }),
        [t('reset.asked', { shop: shopName }), t('reset.once', { minutes: RESET_TOKEN_MINUTES })],
        `${base}${RESET_PASSWORD_PATH}${fragment}`,
        t('reset.action'),
        shopName,
        language,
      ),
    };
  }
  if (!token.newEmail) throw new Error(`email change ${token.id} has no new address`);
  return {
    to: token.newEmail,
    content: linkEmail(
      t('emailChange.subject', { shop: shopName }),
      [
        t('emailChange.open', { shop: shopName }),
        t('emailChange.once', { minutes: EMAIL_CHANGE_TOKEN_MINUTES }),
      ],
      `${base}${CONFIRM_EMAIL_PATH}${fragment}`,
      t('emailChange.action'),
      shopName,
      language,
    ),
  };
}
