import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * PayHere's signatures (its Checkout API and notify callback, docs/PAYMENTS.md): an upper-case
 * hex MD5 over fields run together, ending with the upper-case MD5 of the merchant secret. The
 * secret itself is never sent; its digest is as good as the secret for signing, so neither is
 * ever logged or answered.
 */

/** Upper-case hex MD5 of a string. */
function md5(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();
}

/** "1234.50": integer cents as PayHere writes an amount (two decimals, a dot, no separators). */
export function formatAmount(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new Error(`not an amount in cents: ${cents}`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Integer cents of an amount PayHere wrote ("1234.50", "1234.5", "1234"); null if it is not one. */
export function parseAmount(text: string | null | undefined): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** The `hash` of a checkout (or authorize) form: merchant id, order id, amount, currency. */
export function checkoutHash(
  merchantSecret: string,
  fields: { merchantId: string; orderId: string; amount: string; currency: string },
): string {
  return md5(
    fields.merchantId + fields.orderId + fields.amount + fields.currency + md5(merchantSecret),
  );
}

/** The fields a notification's `md5sig` covers, as PayHere sent them. */
export interface SignedNotifyFields {
  merchant_id: string;
  order_id: string;
  payhere_amount: string;
  payhere_currency: string;
  status_code: string;
}

/** The `md5sig` PayHere puts on a notification with these fields. */
export function notifySignature(merchantSecret: string, fields: SignedNotifyFields): string {
  return md5(
    fields.merchant_id +
      fields.order_id +
      fields.payhere_amount +
      fields.payhere_currency +
      fields.status_code +
      md5(merchantSecret),
  );
}

/** True when `md5sig` is the notification's signature (compared in constant time). */
export function verifyNotifySignature(
  merchantSecret: string,
  fields: SignedNotifyFields,
  md5sig: string,
): boolean {
  const expected = Buffer.from(notifySignature(merchantSecret, fields), 'utf8');
  const given = Buffer.from(md5sig, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
