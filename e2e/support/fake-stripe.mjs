// A small fake of the Stripe API for tests only: the real `stripe` SDK talks to it through
// STRIPE_API_BASE. It creates Checkout Sessions (form-encoded `POST /v1/checkout/sessions`,
// idempotent per `Idempotency-Key`), serves a hosted checkout page whose "Pay" button
// completes the session, and sends webhooks signed with the SDK's own
// `webhooks.generateTestHeaderString`. A session asking `payment_intent_data.capture_method:
// manual` only authorises: its PaymentIntent waits in `requires_capture` and may be captured
// once for at most what was authorised (`amount_to_capture`) or cancelled; `captures`,
// `cancellations` and `paymentIntent(id)` let tests read what happened.
// Shared by the API's jest suites and the browser flow.
// Plain JavaScript without `import.meta`, so jest (CommonJS through @swc/jest) loads it too.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Stripe from 'stripe';

const SESSIONS_PATH = '/v1/checkout/sessions';
const REFUNDS_PATH = '/v1/refunds';
/** `/v1/payment_intents/:id`, `/capture`, `/cancel` (manual capture: a hold, then one capture). */
const INTENT_PATH = /^\/v1\/payment_intents\/([\w-]+)(?:\/(capture|cancel))?$/;

function randomId(prefix) {
  return `${prefix}_test_${randomBytes(12).toString('hex')}`;
}

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `a[b][0][c]=1` → `{ a: { b: [{ c: '1' }] } }`, as Stripe reads the SDK's form encoding. */
export function parseForm(body) {
  const root = {};
  for (const pair of body.split('&').filter(Boolean)) {
    const eq = pair.indexOf('=');
    const decode = (s) => decodeURIComponent(s.replace(/\+/g, ' '));
    const key = decode(eq < 0 ? pair : pair.slice(0, eq));
    const value = eq < 0 ? '' : decode(pair.slice(eq + 1));
    const path = key.split(/\[|\]\[|\]/).filter((part, i) => i === 0 || part !== '');
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(path[i + 1]) ? [] : {};
      node = node[part];
    });
  }
  return root;
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function stripeError(res, status, type, message) {
  sendJson(res, status, { error: { type, message } });
}

/** The reason a session request is refused, or null; checks what the real API would. */
function invalidSession(params) {
  if (params.mode !== 'payment') return 'mode must be payment';
  if (!params.success_url || !params.cancel_url) return 'success_url and cancel_url are required';
  const items = params.line_items;
  if (!Array.isArray(items) || items.length === 0) return 'line_items are required';
  const currencies = new Set();
  for (const item of items) {
    const unit = Number(item.price_data?.unit_amount);
    const quantity = Number(item.quantity);
    if (!Number.isInteger(unit) || unit < 0) return 'unit_amount must be an integer in cents';
    if (!Number.isInteger(quantity) || quantity < 1) return 'quantity must be a positive integer';
    if (!item.price_data?.product_data?.name) return 'product_data.name is required';
    currencies.add(item.price_data.currency);
  }
  if (currencies.size !== 1) return 'all line items must share one currency';
  return null;
}

function buildSession(id, params, baseUrl) {
  const lineItems = params.line_items.map((item, index) => {
    const unit = Number(item.price_data.unit_amount);
    const quantity = Number(item.quantity);
    return {
      id: `li_${index}`,
      object: 'item',
      description: item.price_data.product_data.name,
      quantity,
      amount_total: unit * quantity,
      currency: item.price_data.currency,
      price: { unit_amount: unit, currency: item.price_data.currency },
    };
  });
  const amount = lineItems.reduce((sum, item) => sum + item.amount_total, 0);
  const created = Math.floor(Date.now() / 1000);
  return {
    id,
    object: 'checkout.session',
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    url: `${baseUrl}/checkout/${id}`,
    amount_subtotal: amount,
    amount_total: amount,
    currency: lineItems[0].currency,
    client_reference_id: params.client_reference_id ?? null,
    customer_email: params.customer_email ?? null,
    metadata: params.metadata ?? {},
    success_url: params.success_url,
    cancel_url: params.cancel_url,
    created,
    expires_at: created + 24 * 3600,
    livemode: false,
    line_items: { object: 'list', data: lineItems },
    /** `payment_intent_data.capture_method` asked for: 'manual' authorises a hold only. */
    capture_method: params.payment_intent_data?.capture_method ?? 'automatic',
    payment_method_types: params.payment_method_types ?? null,
  };
}

function checkoutPage(session) {
  const money = (cents) => `${session.currency.toUpperCase()} ${(cents / 100).toFixed(2)}`;
  const lines = session.line_items.data
    .map((l) => `<li>${escapeHtml(l.description)} × ${l.quantity}: ${money(l.amount_total)}</li>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test checkout</title></head>
<body><main>
<h1>Test checkout</h1>
<ul aria-label="Items">${lines}</ul>
<p>Amount due: <strong id="amount-due">${money(session.amount_total)}</strong></p>
<form method="post" action="/checkout/${escapeHtml(session.id)}/pay"><button type="submit">Pay</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Cancel and return</a></p>
</main></body></html>`;
}

/**
 * Starts the fake on a free port of 127.0.0.1.
 * @param {{ webhookUrl?: string, webhookSecret?: string, port?: number }} [options]
 */
export async function startFakeStripe({ webhookUrl, webhookSecret, port = 0 } = {}) {
  const sessions = new Map();
  const byIdempotencyKey = new Map();
  /** PaymentIntent id → { amount, refunded } for paid sessions. */
  const payments = new Map();
  const refunds = [];
  const refundByKey = new Map();
  /** Manual capture: PaymentIntent id → the intent as Stripe answers it. */
  const intents = new Map();
  const captures = [];
  const cancellations = [];
  const intentAnswerByKey = new Map();
  const state = {
    webhookUrl,
    webhookSecret,
    /** null, 'disconnect', or { status, type, message } answered to session requests. */
    failure: null,
    /** null, or { status, type, message } answered to refund requests. */
    refundFailure: null,
    /**
     * null, { status, type, message } answered to capture requests, or 'lose-answer': the
     * capture is made, then the connection is cut before the answer (an answer lost on the way).
     */
    captureFailure: null,
    /** null, 'disconnect' or { status, type, message } answered to PaymentIntent reads. */
    readFailure: null,
    /** null, 'disconnect' or { status, type, message } answered to cancel requests. */
    cancelFailure: null,
    /** Refund requests held unanswered (holdRefunds): how to let each go, once released. */
    refundHold: null,
    calls: 0,
  };
  const requests = [];
  const deliveries = [];
  let baseUrl = '';

  const fake = {
    get url() {
      return baseUrl;
    },
    /** Checkout Session requests received (refused ones included). */
    get calls() {
      return state.calls;
    },
    /** Each session request: `{ params, idempotencyKey, authorization }`. */
    requests,
    /** Each webhook sent: `{ event, status, body }` (status 0 when the API was unreachable). */
    deliveries,
    sessions,
    /** Refunds made: `{ id, payment_intent, amount, idempotencyKey }`. */
    refunds,
    /** Captures made (each PaymentIntent at most once): `{ payment_intent, amount, idempotencyKey }`. */
    captures,
    /** Every capture request received, refused ones included: `{ paymentIntent, params, idempotencyKey }`. */
    captureRequests: [],
    /** PaymentIntents cancelled before capture: `{ payment_intent, idempotencyKey }`. */
    cancellations,
    /** A manual-capture PaymentIntent as Stripe would answer it, or undefined. */
    paymentIntent(id) {
      return intents.get(id);
    },
    /** Makes capture requests fail: `{ status, type?, message? }`, `'lose-answer'` or null. */
    failCapturesWith(failure) {
      state.captureFailure = failure;
    },
    /** Makes PaymentIntent reads fail: `'disconnect'`, `{ status, type?, message? }` or null. */
    failReadsWith(failure) {
      state.readFailure = failure;
    },
    /** Makes cancel requests fail: `'disconnect'`, `{ status, type?, message? }` or null. */
    failCancelsWith(failure) {
      state.cancelFailure = failure;
    },
    /** Every refund request received, refused ones included: `{ params, idempotencyKey }`. */
    refundRequests: [],
    /**
     * Holds the next refund requests unanswered until `release(mode)`: `'drop'` cuts them as
     * if they never arrived, `'process'` makes the refund and then cuts the connection (the
     * answer lost). `arrived` resolves when the first one is held. For killing the API while
     * it waits for the provider.
     */
    holdRefunds() {
      let arrive;
      let release;
      const arrived = new Promise((resolve) => (arrive = resolve));
      const released = new Promise((resolve) => (release = resolve));
      state.refundHold = { arrive, released };
      return {
        arrived,
        release(mode) {
          state.refundHold = null;
          release(mode);
        },
      };
    },
    /** Makes refund requests fail: `'disconnect'`, `{ status, type?, message? }` or null. */
    failRefundsWith(failure) {
      state.refundFailure = failure;
    },
    /** Where (and with which secret) webhooks go. */
    configure(options) {
      Object.assign(state, options);
    },
    /** Makes session requests fail: `'disconnect'`, `{ status, type?, message? }` or null. */
    failWith(failure) {
      state.failure = failure;
    },
    /** An event about a session, as Stripe would send it. */
    event(type, session, { id = randomId('evt'), created = Math.floor(Date.now() / 1000) } = {}) {
      return {
        id,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: structuredClone(session) },
      };
    },
    /** A `Stripe-Signature` header for a payload (a string), by the SDK's own helper. */
    sign(payload, { secret = state.webhookSecret, timestamp } = {}) {
      return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    },
    /** Sends a signed event to the webhook URL and records the answer. */
    async deliver(event, options) {
      const payload = JSON.stringify(event);
      const delivery = { event, status: 0, body: null };
      deliveries.push(delivery);
      try {
        const res = await fetch(state.webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': fake.sign(payload, options),
          },
          body: payload,
        });
        delivery.status = res.status;
        delivery.body = await res.json().catch(() => null);
      } catch (error) {
        delivery.body = { error: error.message };
      }
      return delivery;
    },
    /** Completes an open session as paid and sends `checkout.session.completed`. */
    async pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session || session.status !== 'open')
        throw new Error(`session ${sessionId} is not open`);
      const paymentIntent = randomId('pi');
      const manual = session.capture_method === 'manual';
      if (manual) {
        // Authorised, not captured: Checkout reports the session unpaid until the capture.
        intents.set(paymentIntent, {
          id: paymentIntent,
          object: 'payment_intent',
          amount: session.amount_total,
          amount_capturable: session.amount_total,
          amount_received: 0,
          capture_method: 'manual',
          currency: session.currency,
          status: 'requires_capture',
        });
      } else {
        payments.set(paymentIntent, { amount: session.amount_total, refunded: 0 });
        intents.set(paymentIntent, {
          id: paymentIntent,
          object: 'payment_intent',
          amount: session.amount_total,
          amount_capturable: 0,
          amount_received: session.amount_total,
          capture_method: 'automatic',
          currency: session.currency,
          status: 'succeeded',
        });
      }
      Object.assign(session, {
        status: 'complete',
        payment_status: manual ? 'unpaid' : 'paid',
        payment_intent: paymentIntent,
      });
      return fake.deliver(fake.event('checkout.session.completed', session));
    },
    /**
     * Refunds part (or the rest) of a payment as staff would in Stripe's dashboard, and sends
     * `charge.refunded` (the charge with its new total refunded).
     */
    async refundInDashboard(paymentIntent, amount) {
      const payment = payments.get(paymentIntent);
      if (!payment) throw new Error(`no payment ${paymentIntent}`);
      const refund = takeRefund(
        payment,
        paymentIntent,
        amount ?? payment.amount - payment.refunded,
      );
      refunds.push({ ...refund, idempotencyKey: null });
      return fake.deliver(chargeRefunded(paymentIntent, payment));
    },
    /** Expires an open session and sends `checkout.session.expired`. */
    async expire(sessionId) {
      const session = sessions.get(sessionId);
      if (!session || session.status !== 'open')
        throw new Error(`session ${sessionId} is not open`);
      session.status = 'expired';
      return fake.deliver(fake.event('checkout.session.expired', session));
    },
    stop() {
      return new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };

  async function createSession(req, res) {
    state.calls += 1;
    const params = parseForm(await readBody(req));
    const idempotencyKey = req.headers['idempotency-key'] ?? null;
    requests.push({ params, idempotencyKey, authorization: req.headers.authorization ?? null });
    if (state.failure === 'disconnect') {
      req.socket.destroy();
      return;
    }
    if (state.failure) {
      const { status, type = 'api_error', message = 'Fake Stripe failure' } = state.failure;
      stripeError(res, status, type, message);
      return;
    }
    if (!/^Bearer sk_/.test(req.headers.authorization ?? '')) {
      stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided');
      return;
    }
    const problem = invalidSession(params);
    if (problem) {
      stripeError(res, 400, 'invalid_request_error', problem);
      return;
    }
    const known = idempotencyKey && byIdempotencyKey.get(idempotencyKey);
    if (known) {
      sendJson(res, 200, sessions.get(known));
      return;
    }
    const session = buildSession(randomId('cs'), params, baseUrl);
    sessions.set(session.id, session);
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, session.id);
    sendJson(res, 200, session);
  }

  /** Takes `amount` off what is left of a payment: the refund object Stripe answers. */
  function takeRefund(payment, paymentIntent, amount) {
    payment.refunded += amount;
    return {
      id: randomId('re'),
      object: 'refund',
      amount,
      currency: 'lkr',
      payment_intent: paymentIntent,
      status: 'succeeded',
      created: Math.floor(Date.now() / 1000),
    };
  }

  /** The `charge.refunded` event of a payment as it stands. */
  function chargeRefunded(paymentIntent, payment) {
    return fake.event('charge.refunded', {
      id: `ch_${paymentIntent.slice(3)}`,
      object: 'charge',
      amount: payment.amount,
      amount_refunded: payment.refunded,
      currency: 'lkr',
      payment_intent: paymentIntent,
      refunded: payment.refunded >= payment.amount,
    });
  }

  // Like Stripe: an idempotency key replays its first answer; a refund never exceeds what is
  // left of the payment; each refund is reported by `charge.refunded`.
  async function createRefund(req, res) {
    const params = parseForm(await readBody(req));
    const idempotencyKey = req.headers['idempotency-key'] ?? null;
    fake.refundRequests.push({ params, idempotencyKey });
    let loseAnswer = false;
    if (state.refundHold) {
      const hold = state.refundHold;
      hold.arrive();
      if ((await hold.released) === 'drop') {
        req.socket.destroy();
        return;
      }
      loseAnswer = true;
    }
    if (state.refundFailure === 'disconnect') {
      req.socket.destroy();
      return;
    }
    if (state.refundFailure) {
      const {
        status,
        type = 'invalid_request_error',
        message = 'Refund refused',
      } = state.refundFailure;
      stripeError(res, status, type, message);
      return;
    }
    const known = idempotencyKey && refundByKey.get(idempotencyKey);
    if (known) {
      sendJson(res, 200, known);
      return;
    }
    const payment = payments.get(params.payment_intent);
    if (!payment) {
      stripeError(
        res,
        404,
        'invalid_request_error',
        `No such payment_intent: '${params.payment_intent}'`,
      );
      return;
    }
    const amount =
      params.amount === undefined ? payment.amount - payment.refunded : Number(params.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > payment.amount - payment.refunded) {
      stripeError(
        res,
        400,
        'invalid_request_error',
        `Refund amount ${params.amount} is more than what is left`,
      );
      return;
    }
    const refund = takeRefund(payment, params.payment_intent, amount);
    refunds.push({ ...refund, idempotencyKey });
    if (idempotencyKey) refundByKey.set(idempotencyKey, refund);
    // Stripe's webhook can arrive before the API has read this answer: the fake sends it first
    // (and waits for the API's reply), the harder order for the API.
    if (state.webhookUrl) await fake.deliver(chargeRefunded(params.payment_intent, payment));
    if (loseAnswer) {
      req.socket.destroy();
      return;
    }
    sendJson(res, 200, refund);
  }

  // Like Stripe: an idempotency key replays its first answer; a PaymentIntent in
  // requires_capture is captured once, for at most what was authorised (the rest is released),
  // or cancelled; anything else is refused with a 400.
  /** Answers a configured failure (true), or does nothing (false). */
  function failed(req, res, failure, fallback) {
    if (!failure) return false;
    if (failure === 'disconnect') {
      req.socket.destroy();
      return true;
    }
    const { status, type = 'api_error', message = fallback } = failure;
    stripeError(res, status, type, message);
    return true;
  }

  /** A PaymentIntent as Stripe answers it; `expand[]=latest_charge` embeds its charge. */
  function intentAnswer(intent, query) {
    const answer = structuredClone(intent);
    const payment = payments.get(intent.id);
    const charge = payment
      ? {
          id: `ch_${intent.id.slice(3)}`,
          object: 'charge',
          amount: payment.amount,
          amount_refunded: payment.refunded,
        }
      : null;
    answer.latest_charge = query.getAll('expand[]').includes('latest_charge')
      ? charge
      : (charge?.id ?? null);
    return answer;
  }

  async function handleIntent(req, res, id, action) {
    const intent = intents.get(id);
    if (!action) {
      if (failed(req, res, state.readFailure, 'Read refused')) return undefined;
      if (!intent)
        return stripeError(res, 404, 'invalid_request_error', `No such payment_intent: '${id}'`);
      return sendJson(res, 200, intentAnswer(intent, new URL(req.url, 'http://fake').searchParams));
    }
    const params = parseForm(await readBody(req));
    const idempotencyKey = req.headers['idempotency-key'] ?? null;
    if (action === 'capture')
      fake.captureRequests.push({ paymentIntent: id, params, idempotencyKey });
    const loseAnswer = action === 'capture' && state.captureFailure === 'lose-answer';
    if (
      action === 'capture' &&
      !loseAnswer &&
      failed(req, res, state.captureFailure, 'Capture refused')
    )
      return undefined;
    if (action === 'cancel' && failed(req, res, state.cancelFailure, 'Cancel refused'))
      return undefined;
    const replayKey = idempotencyKey && `${action}:${idempotencyKey}`;
    const known = replayKey && intentAnswerByKey.get(replayKey);
    // Lost answers stay lost, however often the SDK asks again.
    if (known) return loseAnswer ? req.socket.destroy() : sendJson(res, 200, known);
    if (!intent)
      return stripeError(res, 404, 'invalid_request_error', `No such payment_intent: '${id}'`);
    if (intent.status !== 'requires_capture') {
      return stripeError(
        res,
        400,
        'invalid_request_error',
        `This PaymentIntent could not be ${action === 'capture' ? 'captured' : 'canceled'} because it has a status of ${intent.status}.`,
      );
    }
    if (action === 'capture') {
      const amount =
        params.amount_to_capture === undefined ? intent.amount : Number(params.amount_to_capture);
      if (!Number.isInteger(amount) || amount < 1 || amount > intent.amount_capturable) {
        return stripeError(
          res,
          400,
          'invalid_request_error',
          `amount_to_capture ${params.amount_to_capture} must be at most ${intent.amount_capturable}`,
        );
      }
      Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
      captures.push({ payment_intent: id, amount, idempotencyKey });
      // What was captured can be refunded, as any payment.
      payments.set(id, { amount, refunded: 0 });
    } else {
      Object.assign(intent, { status: 'canceled', amount_capturable: 0 });
      cancellations.push({ payment_intent: id, idempotencyKey });
    }
    const answer = structuredClone(intent);
    if (replayKey) intentAnswerByKey.set(replayKey, answer);
    // Captured, but the answer never reaches the API.
    if (loseAnswer) return req.socket.destroy();
    return sendJson(res, 200, answer);
  }

  async function payFromPage(sessionId, res) {
    const session = sessions.get(sessionId);
    if (!session || session.status !== 'open') {
      res.writeHead(409, { 'content-type': 'text/plain' });
      res.end('This checkout is no longer open');
      return;
    }
    // Like Stripe: the webhook is sent, then the browser goes to the success URL.
    await fake.pay(sessionId);
    res.writeHead(303, { location: session.success_url });
    res.end();
  }

  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://fake');
    const page = /^\/checkout\/([\w-]+)(\/pay)?$/.exec(pathname);
    const handle = async () => {
      if (req.method === 'POST' && pathname === SESSIONS_PATH) return createSession(req, res);
      if (req.method === 'POST' && pathname === REFUNDS_PATH) return createRefund(req, res);
      const intentPath = INTENT_PATH.exec(pathname);
      if (intentPath && (req.method === 'POST') === Boolean(intentPath[2])) {
        return handleIntent(req, res, intentPath[1], intentPath[2]);
      }
      if (page && req.method === 'POST' && page[2]) return payFromPage(page[1], res);
      if (page && req.method === 'GET' && !page[2] && sessions.has(page[1])) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(checkoutPage(sessions.get(page[1])));
        return undefined;
      }
      return stripeError(
        res,
        404,
        'invalid_request_error',
        `No such route: ${req.method} ${pathname}`,
      );
    };
    handle().catch((error) => {
      if (!res.headersSent) stripeError(res, 500, 'api_error', error.message);
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${server.address().port}`;
  return fake;
}
