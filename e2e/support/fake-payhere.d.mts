// Types of fake-payhere.mjs for the API's TypeScript tests (the logic lives only in the .mjs).

/** A hosted page opened by a form the shopper's browser posted. */
export interface FakePayHereSession {
  id: string;
  kind: 'checkout' | 'authorize';
  /** The form's fields as posted (merchant_id, order_id, amount, hash, notify_url, ...). */
  fields: Record<string, string>;
  status: 'open' | 'approved' | 'declined' | 'cancelled';
  paymentId: string | null;
}

/** A payment (or a hold) as the fake keeps it; amounts in cents. */
export interface FakePayHerePayment {
  payment_id: string;
  order_id: string;
  status: 'RECEIVED' | 'AUTHORIZED' | 'REFUNDED' | 'CHARGEBACK' | 'CANCELLED';
  currency: string;
  /** What was paid, or authorised for a hold. */
  amount: number;
  /** What a hold's capture took (0 before). */
  captured: number;
  refunded: number;
  token: string | null;
  notifyUrl: string;
}

export interface FakePayHereNotification {
  fields: Record<string, string>;
  /** The API's HTTP status; 0 when it could not be reached. */
  status: number;
  body: unknown;
}

/**
 * `'disconnect'`, `'lose-answer'` (done, then the connection is cut), `{ http }` (that HTTP
 * status) or `{ status, msg }` (PayHere's own refusal), or null for none.
 */
export type FakePayHereFailure =
  null | 'disconnect' | 'lose-answer' | { http: number } | { status?: number; msg?: string };

export interface FakePayHere {
  readonly url: string;
  readonly sessions: Map<string, FakePayHereSession>;
  readonly payments: Map<string, FakePayHerePayment>;
  readonly notifications: FakePayHereNotification[];
  readonly captures: { payment_id: string; amount: number }[];
  readonly refunds: {
    payment_id: string;
    amount: number;
    description: string;
    refund_id: number;
  }[];
  readonly releases: { payment_id: string }[];
  readonly requests: { path: string; body: Record<string, unknown>; authorization?: string }[];
  failCapturesWith(failure: FakePayHereFailure): void;
  failRefundsWith(failure: FakePayHereFailure): void;
  failReleasesWith(failure: FakePayHereFailure): void;
  failSearchesWith(failure: FakePayHereFailure): void;
  failTokensWith(failure: FakePayHereFailure): void;
  expireTokens(): void;
  sessionOf(orderId: string): FakePayHereSession | undefined;
  sign(fields: Record<string, string>, secret?: string): string;
  notify(url: string, fields: Record<string, string>): Promise<FakePayHereNotification>;
  notifyFields(payment: FakePayHerePayment, statusCode: number): Record<string, string>;
  /** `{ notify: false }`: the payment is made, its notify never sent (status 0). */
  approve(sessionId: string, options?: { notify?: boolean }): Promise<FakePayHereNotification>;
  decline(sessionId: string, statusCode?: -1 | -2): Promise<FakePayHereNotification>;
  chargeback(paymentId: string): Promise<FakePayHereNotification>;
  stop(): Promise<void>;
}

export function startFakePayHere(options: {
  merchantId: string;
  merchantSecret: string;
  appId: string;
  appSecret: string;
  port?: number;
  tokenSeconds?: number;
}): Promise<FakePayHere>;
