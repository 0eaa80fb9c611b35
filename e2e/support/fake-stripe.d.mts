// Types of fake-stripe.mjs for the API's TypeScript tests (the logic lives only in the .mjs).

/** A decoded form-encoded body: `a[b][0]=1` → `{ a: { b: ['1'] } }`. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormParams = { [key: string]: FormValue };

/** A Checkout Session as the fake answers it (the fields tests read). */
export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  /** Set once paid (or authorised, for a manual-capture session). */
  payment_intent?: string;
  /** What the session asked for its PaymentIntent: 'manual' authorises a hold only. */
  capture_method: 'automatic' | 'manual';
  payment_method_types: string[] | null;
  url: string;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  created: number;
  expires_at: number;
  livemode: false;
  line_items: {
    object: 'list';
    data: {
      description: string;
      quantity: number;
      amount_total: number;
      currency: string;
      price: { unit_amount: number; currency: string };
    }[];
  };
}

/** A webhook event as Stripe sends it. */
export interface FakeEvent {
  id: string;
  object: 'event';
  created: number;
  type: string;
  /** A Checkout Session, or a charge for `charge.*` events. */
  data: { object: FakeSession | FakeCharge };
  [field: string]: unknown;
}

/** A charge as `charge.refunded` carries it (the fields the API reads). */
export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  refunded: boolean;
}

export interface FakeDelivery {
  event: FakeEvent;
  /** The webhook's HTTP status; 0 when it could not be reached. */
  status: number;
  body: unknown;
}

export interface FakeRefund {
  id: string;
  amount: number;
  payment_intent: string;
  status: 'succeeded';
  idempotencyKey: string | null;
}

export interface SignOptions {
  secret?: string;
  /** Unix seconds; defaults to now. */
  timestamp?: number;
}

/** A manual-capture PaymentIntent as the fake answers it. */
export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  /** What was authorised, in cents. */
  amount: number;
  amount_capturable: number;
  amount_received: number;
  capture_method: 'manual';
  currency: string;
  status: 'requires_capture' | 'succeeded' | 'canceled';
}

export interface FakeCapture {
  payment_intent: string;
  amount: number;
  idempotencyKey: string | null;
}

export type FakeFailure = null | 'disconnect' | { status: number; type?: string; message?: string };

export interface FakeStripe {
  readonly url: string;
  readonly calls: number;
  readonly requests: {
    params: FormParams;
    idempotencyKey: string | null;
    authorization: string | null;
  }[];
  readonly deliveries: FakeDelivery[];
  readonly sessions: Map<string, FakeSession>;
  /** Refunds made. */
  readonly refunds: FakeRefund[];
  /** Every refund request, refused ones included. */
  readonly refundRequests: { params: FormParams; idempotencyKey: string | null }[];
  /** Captures made: each PaymentIntent at most once, for at most what was authorised. */
  readonly captures: FakeCapture[];
  /** Every capture request, refused ones included. */
  readonly captureRequests: {
    paymentIntent: string;
    params: FormParams;
    idempotencyKey: string | null;
  }[];
  /** PaymentIntents cancelled before any capture. */
  readonly cancellations: { payment_intent: string; idempotencyKey: string | null }[];
  paymentIntent(id: string): FakePaymentIntent | undefined;
  /** `'lose-answer'`: captures, then cuts the connection (every time the key is asked again). */
  failCapturesWith(failure: FakeFailure | 'lose-answer'): void;
  failRefundsWith(failure: FakeFailure): void;
  failReadsWith(failure: FakeFailure): void;
  failCancelsWith(failure: FakeFailure): void;
  /** Holds refund requests until `release`: `'drop'` as if never sent, `'process'` answer lost. */
  holdRefunds(): { arrived: Promise<void>; release(mode: 'drop' | 'process'): void };
  configure(options: { webhookUrl?: string; webhookSecret?: string }): void;
  failWith(failure: FakeFailure): void;
  event(
    type: string,
    object: FakeSession | FakeCharge,
    options?: { id?: string; created?: number },
  ): FakeEvent;
  sign(payload: string, options?: SignOptions): string;
  deliver(event: FakeEvent, options?: SignOptions): Promise<FakeDelivery>;
  pay(sessionId: string): Promise<FakeDelivery>;
  expire(sessionId: string): Promise<FakeDelivery>;
  /** A refund made in Stripe's dashboard (the rest of the payment by default), then `charge.refunded`. */
  refundInDashboard(paymentIntent: string, amount?: number): Promise<FakeDelivery>;
  stop(): Promise<void>;
}

export function parseForm(body: string): FormParams;

export function startFakeStripe(options?: {
  webhookUrl?: string;
  webhookSecret?: string;
  port?: number;
}): Promise<FakeStripe>;
