/**
 * The payment port (docs/PAYMENTS.md): what the order area asks of a card payment provider,
 * in words of its own. An adapter per provider implements it (a folder each); nothing outside an
 * adapter names its provider or its objects. Amounts are integer cents of the shop's
 * currency; every call that moves money takes an idempotency key, so a retry (ours, after a
 * lost answer or a crash) moves it at most once.
 */

/** Injection token of the configured {@link PaymentProvider}; `null` when none is configured. */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** One line of a hosted payment page, as the shopper reads it there. */
export interface CheckoutLine {
  name: string;
  quantity: number;
  /** Cents for one of `quantity`. */
  unitCents: number;
}

/** Who pays, as the order's delivery address names them (some providers' pages require it). */
export interface CheckoutCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  country: string;
}

/** A hosted payment page to open for one stored, priced, unpaid order. */
export interface CheckoutRequest {
  orderId: string;
  /**
   * `now`: the money is taken when the shopper pays; `hold`: the card is only authorised for
   * `amountCents` and the order captures what it finally costs (weighed goods).
   */
  capture: 'now' | 'hold';
  /** What the page charges (or holds); the lines add up to exactly this. */
  amountCents: number;
  lines: readonly CheckoutLine[];
  /** The shopper's email, for the provider's receipt. */
  email: string;
  customer: CheckoutCustomer;
  /** Where the shopper's browser returns after paying, or after giving up. */
  successUrl: string;
  cancelUrl: string;
  /**
   * The shop's page of this order, which shows where its payment truly stands: for a provider
   * whose return can come before its notification, a better place to return to.
   */
  orderUrl: string;
  /**
   * The shop's confirmation of this order (`/my-orders?placed=:id`), which also shows where its
   * payment stands: where a provider returning straight after paying sends the shopper.
   */
  confirmationUrl: string;
  /** When the page stops taking payment (the order's stock is held until then). */
  expiresAt: Date;
}

/** A payment page created for an order. */
export interface HostedCheckout {
  /** The provider's id of the page (its session). */
  id: string;
  /** Where the shopper's browser goes to pay. */
  url: string;
}

/** Where a payment stands at the provider. */
export type PaymentStatus = 'pending' | 'authorised' | 'captured' | 'cancelled' | 'failed';

/** A payment as the provider reports it now: the figures staff compare with the order's. */
export interface PaymentReading {
  status: PaymentStatus;
  /** Cents authorised (a hold) or charged. */
  amountCents: number;
  /** Cents taken so far (0 while only authorised). */
  capturedCents: number;
  /** Cents given back so far. */
  refundedCents: number;
}

/**
 * A provider call that did not do what was asked. `refused`: the provider answered no (a
 * declined refund, a capture of a cancelled hold) and asking again unchanged will not help;
 * `unavailable`: no usable answer (unreachable, timed out, the provider's own error), so the
 * outcome is unknown and the call may be repeated with the same idempotency key.
 */
export class PaymentProviderError extends Error {
  readonly notSent: boolean;

  /**
   * @param options.notSent the request surely never reached the provider (it could not be
   *   signed in to, or refused the connection): repeating it is safe even where the provider
   *   takes no idempotency key ({@link PaymentProvider.idempotent})
   */
  constructor(
    message: string,
    readonly kind: 'refused' | 'unavailable',
    options: { notSent?: boolean } = {},
  ) {
    super(message);
    this.name = 'PaymentProviderError';
    this.notSent = options.notSent ?? false;
  }
}

/** A provider's notification as it arrived: the exact bytes (signatures cover them) and headers. */
export interface NotificationRequest {
  rawBody: Buffer | undefined;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/**
 * What a provider's notification (a webhook, a notify callback) says, in the port's words.
 * `id` identifies the notification itself, so a replay is recognised and changes nothing.
 * - `paid`: the shopper paid the page of `orderId`; `captured` false when the money is only
 *   authorised (a hold) or not yet in;
 * - `not_paid`: the page ended without payment (expired, failed, cancelled by the shopper);
 * - `refunded`: the payment's refunds now total `refundedCents`, ours and any made at the
 *   provider;
 * - `charged_back`: the shopper's bank took the payment back (a dispute); staff must see it;
 * - `ignored`: nothing the shop acts on (a payment still pending, an event of no interest).
 */
export type PaymentNotification =
  | {
      kind: 'paid';
      id: string;
      orderId: string | null;
      checkoutId: string | null;
      paymentId: string | null;
      amountCents: number | null;
      currency: string | null;
      captured: boolean;
      at: Date;
    }
  | { kind: 'not_paid'; id: string; orderId: string | null; checkoutId: string | null }
  | { kind: 'refunded'; id: string; paymentId: string | null; refundedCents: number }
  | {
      kind: 'charged_back';
      id: string;
      orderId: string | null;
      paymentId: string | null;
      amountCents: number | null;
    }
  | { kind: 'ignored'; id: string; type: string };

/** A notification whose signature is missing or wrong: it is refused and nothing is read. */
export class NotificationRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotificationRejected';
  }
}

/** A card payment provider. Each method throws {@link PaymentProviderError}. */
export interface PaymentProvider {
  /** The provider's name as the shopper reads it. */
  readonly name: string;
  /**
   * The provider's id in our routes: its notifications arrive at
   * `POST /api/payment/<id>/notify` (payment-notify.controller.ts).
   */
  readonly id: string;
  /** Whether it can authorise a card now and capture later (weighed orders need it). */
  readonly holds: boolean;
  /**
   * Whether it honours idempotency keys. When false a call whose answer was lost may already
   * have moved money, so it is never repeated blindly (docs/PAYMENTS.md, "After the commit").
   */
  readonly idempotent: boolean;
  /** Opens a hosted payment page for an order. */
  startCheckout(request: CheckoutRequest): Promise<HostedCheckout>;
  /**
   * Captures `amountCents` of an authorised payment (at most what was authorised; the rest of
   * the hold is released).
   * @returns the cents captured: `amountCents`, or what an earlier capture with this key took
   */
  capture(paymentId: string, amountCents: number, idempotencyKey: string): Promise<number>;
  /** Releases an authorised payment that was never captured (done already counts as done). */
  cancelHold(paymentId: string, idempotencyKey: string): Promise<void>;
  /** Gives `amountCents` back; answers the provider's refund id. */
  refund(paymentId: string, amountCents: number, idempotencyKey: string): Promise<string>;
  /** The payment as the provider has it now. */
  readPayment(paymentId: string): Promise<PaymentReading>;
  /**
   * Verifies a notification's signature before reading anything else, then says what it
   * means.
   * @throws NotificationRejected when the signature is missing or not valid
   */
  parseNotification(request: NotificationRequest): PaymentNotification;
  /**
   * Asks the provider whether an order's page was paid, for a provider whose page never
   * expires on its own (the checkout-expiry job asks before cancelling an unpaid order).
   * @returns the payment as its `paid` notification would say it, or null when none was made
   */
  findPaidCheckout?(
    orderId: string,
  ): Promise<Extract<PaymentNotification, { kind: 'paid' }> | null>;
}
