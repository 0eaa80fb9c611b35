import { NotificationRejected, type PaymentNotification } from '../payment-provider.js';
import {
  parseAmount,
  verifyNotifySignature,
  type SignedNotifyFields,
} from './payhere-signature.js';

/**
 * The order's payment at PayHere, as the order keeps it (`payment_id`): PayHere's payment id,
 * the order id its Retrieval API searches by and, for a hold, the authorisation token its
 * Capture API takes. One string, so the port's `paymentId` stays opaque outside this folder.
 */
export interface PayHerePayment {
  paymentId: string;
  orderId: string;
  authorizationToken: string | null;
}

export function encodePayment(payment: PayHerePayment): string {
  const parts = [payment.paymentId, payment.orderId];
  if (payment.authorizationToken) parts.push(payment.authorizationToken);
  return parts.join(':');
}

export function decodePayment(stored: string): PayHerePayment {
  const [paymentId = '', orderId = '', authorizationToken] = stored.split(':');
  return { paymentId, orderId, authorizationToken: authorizationToken || null };
}

const SIGNED: readonly (keyof SignedNotifyFields)[] = [
  'merchant_id',
  'order_id',
  'payhere_amount',
  'payhere_currency',
  'status_code',
];
const PAYMENT_ID = /^\d{1,20}$/;
const ORDER_ID = /^[\w-]{1,64}$/;
const TOKEN = /^[\w-]{1,100}$/;

/**
 * A notify callback (`application/x-www-form-urlencoded`, docs/PAYMENTS.md) in the port's
 * words. Its `md5sig` is checked with the merchant secret before any field is read; a field
 * the signature covers may appear once only (so the signed value is the value read); then
 * another merchant's id is refused. The signature does not cover `payment_id` or
 * `authorization_token`, so both must at least have their expected form.
 *
 * The notification id is `payhere:<order>:<payment>:<status>`: PayHere sends one callback per
 * payment and status, so a replay (PayHere's own retry, or a copy) finds it recorded.
 *
 * Status codes: 2 paid (captured, or authorised for an authorize request, which carries its
 * `authorization_token`), 0 pending (nothing to do yet), −1 cancelled and −2 failed (the page
 * ended unpaid), −3 charged back.
 */
export function readNotification(
  rawBody: Buffer | undefined,
  merchant: { merchantId: string; merchantSecret: string },
): PaymentNotification {
  const form = new URLSearchParams(rawBody?.toString('utf8') ?? '');
  const signed = {} as SignedNotifyFields;
  for (const name of SIGNED) {
    const values = form.getAll(name);
    if (values.length !== 1)
      throw new NotificationRejected('The PayHere signature is missing or not valid');
    signed[name] = values[0];
  }
  const md5sig = form.getAll('md5sig');
  if (md5sig.length !== 1 || !verifyNotifySignature(merchant.merchantSecret, signed, md5sig[0])) {
    throw new NotificationRejected('The PayHere signature is missing or not valid');
  }
  if (signed.merchant_id !== merchant.merchantId) {
    throw new NotificationRejected('The notification is for another PayHere merchant');
  }
  const paymentId = form.get('payment_id') ?? '';
  const token = form.get('authorization_token') ?? '';
  if (
    !ORDER_ID.test(signed.order_id) ||
    (paymentId !== '' && !PAYMENT_ID.test(paymentId)) ||
    (token !== '' && !TOKEN.test(token))
  ) {
    throw new NotificationRejected('The PayHere notification is malformed');
  }
  const orderId = signed.order_id;
  const id = `payhere:${orderId}:${paymentId}:${signed.status_code}`;
  const payment = paymentId
    ? encodePayment({ paymentId, orderId, authorizationToken: token || null })
    : null;
  switch (signed.status_code) {
    case '2':
      return {
        kind: 'paid',
        id,
        orderId,
        checkoutId: orderId,
        paymentId: payment,
        amountCents: parseAmount(signed.payhere_amount),
        currency: signed.payhere_currency.toLowerCase(),
        captured: token === '',
        at: new Date(),
      };
    case '-1':
    case '-2':
      return { kind: 'not_paid', id, orderId, checkoutId: orderId };
    case '-3':
      return {
        kind: 'charged_back',
        id,
        orderId,
        paymentId: payment,
        amountCents: parseAmount(signed.payhere_amount),
      };
    default:
      return { kind: 'ignored', id, type: `status ${signed.status_code}` };
  }
}
