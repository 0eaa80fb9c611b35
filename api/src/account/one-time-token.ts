import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * SQL of the stamp a one-time link is bound to: a SHA-256 of the password hash and email of
 * the "user" row aliased `alias`. A new password (a new bcrypt salt, even for the same
 * password) or a new email gives another stamp, which ends every link issued before it.
 */
export function accountStampSql(alias: string): string {
  return `encode(sha256(convert_to(${alias}.password_hash || '|' || ${alias}.email, 'UTF8')), 'hex')`;
}

/** A new random token (256 bits, URL-safe) for a one-time link. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a token: its SHA-256 (the token is random, so no salt or slow hash is needed). */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function sealKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'greencart', 'account-email-token', 32));
}

/**
 * The token, encrypted (AES-256-GCM, key derived from the app secret) for the outbox row that
 * carries it to the mailer: the email must contain the token, while the database must not
 * hold a usable one. Answers `iv.tag.ciphertext`, base64url.
 */
export function sealToken(token: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The token a {@link sealToken} value holds; throws when it was not sealed with this secret. */
export function openToken(sealed: string, secret: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', sealKey(secret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}
