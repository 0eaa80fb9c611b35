import { formatCents } from '@greencart/contracts';
import type { PayHereConfig } from '../../config/app-config.js';
import {
  PaymentProviderError,
  type CheckoutRequest,
  type HostedCheckout,
  type NotificationRequest,
  type PaymentNotification,
  type PaymentProvider,
  type PaymentReading,
  type PaymentStatus,
} from '../payment-provider.js';
import { sealForm, type CheckoutForm } from './payhere-checkout-page.js';
import { PayHereMerchantApi } from './payhere-merchant-api.js';
import { decodePayment, encodePayment, readNotification } from './payhere-notification.js';
import { checkoutHash, formatAmount } from './payhere-signature.js';

/** Where the shopper's browser is sent: our page holding the signed form. */
export const CHECKOUT_PAGE_PATH = '/api/payment/payhere/checkout';
/** Where PayHere's servers send the notify callback (payment-notify.controller.ts). */
const NOTIFY_PATH = '/api/payment/payhere/notify';
/** PayHere takes Sri Lankan rupees (and dollars); the shop trades in rupees. */
const CURRENCY = 'LKR';

/** A payment as PayHere's Retrieval API lists it (the fields the shop reads). */
interface RetrievedPayment {
  payment_id: number | string;
  order_id: string;
  status: string;
  currency: string;
  amount: number;
}

/** The Retrieval API's statuses in the port's words (PayHere lists successful payments). */
const STATUS: Readonly<Record<string, PaymentStatus>> = {
  RECEIVED: 'captured',
  APPROVED: 'captured',
  REFUNDED: 'captured',
  'REFUND REQUESTED': 'captured',
  'REFUND PROCESSING': 'captured',
  CHARGEBACK: 'captured',
  CHARGEBACKED: 'captured',
  AUTHORIZED: 'authorised',
  DECLINED: 'failed',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
};
/** Statuses of a payment whose money went back in full (a refund or a charge-back). */
const GIVEN_BACK = new Set(['REFUNDED', 'CHARGEBACK', 'CHARGEBACKED']);

const cents = (rupees: number) => Math.round(rupees * 100);

/**
 * The payment port on PayHere (docs/PAYMENTS.md): the Checkout API for payments taken at once,
 * the Authorize and Capture APIs for holds, the Refund API (which also releases a hold never
 * captured), the Retrieval API for readings, and the notify callback. PayHere's pages never
 * expire on their own and its merchant API takes no idempotency key (`idempotent` false).
 */
export class PayHerePaymentProvider implements PaymentProvider {
  readonly name = 'PayHere';
  readonly id = 'payhere';
  readonly idempotent = false;
  readonly holds: boolean;
  private readonly api: PayHereMerchantApi;

  /** @param publicApiUrl where browsers and PayHere reach this API (`PUBLIC_API_URL`) */
  constructor(
    private readonly config: PayHereConfig,
    private readonly publicApiUrl: string,
  ) {
    this.holds = config.authorize;
    this.api = new PayHereMerchantApi(config);
  }

  /** Origins the checkout page may send its form to (its CSP's `form-action`). */
  get formOrigins(): string[] {
    const own = new URL(this.config.baseUrl).origin;
    return own.endsWith('.payhere.lk') ? [own, 'https://*.payhere.lk'] : [own];
  }

  /** The secret that seals checkout pages (payhere-checkout-page.ts); it never leaves the API. */
  get pageSecret(): string {
    return this.config.merchantSecret;
  }

  parseNotification({ rawBody }: NotificationRequest): PaymentNotification {
    return readNotification(rawBody, this.config);
  }

  /**
   * The signed form of the order's page, sealed into the URL of our page that sends it on:
   * the Checkout API takes the money at once, the Authorize API only holds it (weighed goods).
   * The shopper returns to the order's own page either way: it shows what PayHere reported.
   */
  async startCheckout(request: CheckoutRequest): Promise<HostedCheckout> {
    if (request.capture === 'hold' && !this.holds) {
      throw new PaymentProviderError(
        'PayHere Hold on Card is not enabled for this shop',
        'refused',
      );
    }
    const amount = formatAmount(request.amountCents);
    const { customer } = request;
    const fields: Record<string, string> = {
      merchant_id: this.config.merchantId,
      return_url: request.confirmationUrl,
      cancel_url: request.orderUrl,
      notify_url: `${this.publicApiUrl}${NOTIFY_PATH}`,
      order_id: request.orderId,
      items: request.lines
        .map((line) => line.name)
        .join(', ')
        .slice(0, 255),
      currency: CURRENCY,
      amount,
      first_name: customer.firstName,
      last_name: customer.lastName,
      email: customer.email,
      phone: customer.phone,
      address: customer.street,
      city: customer.city,
      country: customer.country,
      hash: checkoutHash(this.config.merchantSecret, {
        merchantId: this.config.merchantId,
        orderId: request.orderId,
        amount,
        currency: CURRENCY,
      }),
    };
    request.lines.forEach((line, i) => {
      fields[`item_name_${i + 1}`] = line.name;
      fields[`amount_${i + 1}`] = formatAmount(line.unitCents);
      fields[`quantity_${i + 1}`] = String(line.quantity);
    });
    const form: CheckoutForm = {
      orderId: request.orderId,
      action: `${this.config.baseUrl}/pay/${request.capture === 'hold' ? 'authorize' : 'checkout'}`,
      fields,
      expiresAt: request.expiresAt.getTime(),
      amountText: formatCents(request.amountCents),
    };
    const token = sealForm(this.config.merchantSecret, form);
    const url = `${this.publicApiUrl}${CHECKOUT_PAGE_PATH}/${encodeURIComponent(request.orderId)}?t=${token}`;
    // One page per order: PayHere knows it by the order id.
    return { id: request.orderId, url };
  }

  async capture(paymentId: string, amountCents: number): Promise<number> {
    const payment = decodePayment(paymentId);
    if (!payment.authorizationToken) {
      throw new PaymentProviderError('PayHere payment has no authorisation to capture', 'refused');
    }
    try {
      const data = await this.api.succeed<{ captured_amount?: number }>(
        'capture',
        '/merchant/v1/payment/capture',
        {
          authorization_token: payment.authorizationToken,
          amount: amountCents / 100,
          deduction_details: 'Charged for the weights packed',
        },
      );
      return typeof data?.captured_amount === 'number' ? cents(data.captured_amount) : amountCents;
    } catch (error) {
      // Captured already (a retry after a lost answer): answer what was taken.
      const reading = await this.readPayment(paymentId).catch(() => null);
      if (reading?.status === 'captured') return reading.capturedCents;
      throw error;
    }
  }

  /** PayHere releases a hold by "refunding" its authorisation (Refund API, with the token). */
  async cancelHold(paymentId: string): Promise<void> {
    const payment = decodePayment(paymentId);
    if (!payment.authorizationToken) return;
    await this.api.succeed('hold release', '/merchant/v1/payment/refund', {
      authorization_token: payment.authorizationToken,
      description: 'Order cancelled before it was charged',
    });
  }

  /** A refund of part or all of a payment; `key` (our refund's id) is in its description. */
  async refund(paymentId: string, amountCents: number, key: string): Promise<string> {
    const payment = decodePayment(paymentId);
    const refundId = await this.api.succeed<number | string | null>(
      'refund',
      '/merchant/v1/payment/refund',
      { payment_id: payment.paymentId, amount: amountCents / 100, description: `Refund ${key}` },
    );
    return String(refundId ?? `${payment.paymentId}:${key}`);
  }

  async readPayment(paymentId: string): Promise<PaymentReading> {
    const payment = decodePayment(paymentId);
    const found = (await this.search(payment.orderId)).find(
      (p) => String(p.payment_id) === payment.paymentId,
    );
    if (!found) return { status: 'pending', amountCents: 0, capturedCents: 0, refundedCents: 0 };
    return readingOf(found);
  }

  /** A payment received for the order's page (Retrieval API), as its notify would say it. */
  async findPaidCheckout(orderId: string) {
    const received = (await this.search(orderId)).find((p) => STATUS[p.status] === 'captured');
    if (!received) return null;
    const paymentId = String(received.payment_id);
    return {
      kind: 'paid' as const,
      id: `payhere:${orderId}:${paymentId}:2`,
      orderId,
      checkoutId: orderId,
      paymentId: encodePayment({ paymentId, orderId, authorizationToken: null }),
      amountCents: cents(received.amount),
      currency: received.currency.toLowerCase(),
      captured: true,
      at: new Date(),
    };
  }

  /** The order's payments (Retrieval API); none when PayHere has none for it. */
  private async search(orderId: string): Promise<RetrievedPayment[]> {
    const answer = await this.api.call<RetrievedPayment[] | null>(
      'payment search',
      `/merchant/v1/payment/search?order_id=${encodeURIComponent(orderId)}`,
    );
    // PayHere answers a status other than 1 when it has no payment for the order.
    return answer.status === 1 && Array.isArray(answer.data) ? answer.data : [];
  }
}

function readingOf(found: RetrievedPayment): PaymentReading {
  const status = STATUS[found.status] ?? 'pending';
  const amount = cents(found.amount);
  return {
    status,
    amountCents: amount,
    capturedCents: status === 'captured' ? amount : 0,
    refundedCents: GIVEN_BACK.has(found.status) ? amount : 0,
  };
}
