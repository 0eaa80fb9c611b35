import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_CODE_LENGTH } from '@greencart/contracts';

/** What a code is for: verifying a number on an account, or logging in with it. */
export type PhoneCodePurpose = 'verify' | 'login';

/** A fresh code: {@link PHONE_CODE_LENGTH} digits from the CSPRNG. */
export function newPhoneCode(): string {
  return String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
}

/**
 * The stored form of a code: an HMAC keyed by the server's secret over the purpose, number and
 * code, so the table alone cannot be tried against the million possible codes.
 */
export function phoneCodeHash(
  secret: string,
  purpose: PhoneCodePurpose,
  phone: string,
  code: string,
): string {
  return createHmac('sha256', secret)
    .update(`phone-code:${purpose}:${phone}:${code}`)
    .digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
