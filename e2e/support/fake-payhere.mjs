// A small fake of PayHere for tests and for trying the shop on one machine (`npm start` with
// PAYMENT_PROVIDER=payhere and no PAYHERE_* credentials), written from PayHere's public docs:
// - the Checkout and Authorize APIs: a form POSTed by the shopper's browser to /pay/checkout or
//   /pay/authorize, checked against its `hash`, then a hosted page with Approve, Decline and
//   Cancel. Each sends the server-to-server notify callback (form-encoded, signed with `md5sig`)
//   to the form's notify_url, then sends the browser to return_url (or cancel_url);
// - the merchant API with an OAuth token (Basic app id:secret, grant_type=client_credentials):
//   Capture (an authorisation captured once, for at most what it holds), Refund (part or all of
//   a payment; with an authorization_token, the release of a hold) and Retrieval (payments of an
//   order id). Like PayHere, it takes no idempotency key.
// Failures can be injected, and tests read what happened (payments, captures, refunds, notifies).
// Plain JavaScript without `import.meta`, so jest (CommonJS through @swc/jest) loads it too.
import { createHash, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { centsOf, merchantBook } from './fake-payhere-merchant.mjs';

const md5 = (text) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();
const toAmount = (cents) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res, status, body, type = 'application/json') {
  res.writeHead(status, { 'content-type': type });
  res.end(type === 'application/json' ? JSON.stringify(body) : body);
}

const REQUIRED = [
  ...['merchant_id', 'return_url', 'cancel_url', 'notify_url', 'first_name', 'last_name'],
  ...['email', 'phone', 'address', 'city', 'country', 'order_id', 'items', 'currency', 'amount'],
  'hash',
];

function page(title, body) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`;
}

/** The hosted page: what is paid, and the three outcomes a test (or a person) chooses. */
function hostedPage(session) {
  const f = session.fields;
  const lines = Object.keys(f)
    .filter((k) => /^item_name_\d+$/.test(k))
    .map((k) => {
      const n = k.slice('item_name_'.length);
      return `<li>${escapeHtml(f[k])} × ${escapeHtml(f[`quantity_${n}`] ?? '1')}: ${escapeHtml(f.currency)} ${escapeHtml(f[`amount_${n}`] ?? '')}</li>`;
    })
    .join('');
  const button = (action, label) =>
    `<form method="post" action="/pay/session/${session.id}/${action}"><button type="submit">${label}</button></form>`;
  return page(
    'PayHere (test)',
    `<h1>PayHere test payment</h1>
<p>${session.kind === 'authorize' ? 'Hold on card for' : 'Pay'} order ${escapeHtml(f.order_id)}: <strong id="amount">${escapeHtml(f.currency)} ${escapeHtml(f.amount)}</strong></p>
<ul aria-label="Items">${lines}</ul>
${button('approve', 'Approve')}${button('decline', 'Decline')}${button('cancel', 'Cancel')}`,
  );
}

/**
 * Starts the fake on a free port of 127.0.0.1 (or `port`).
 * @param {{ merchantId: string, merchantSecret: string, appId: string, appSecret: string,
 *   port?: number, tokenSeconds?: number }} options
 */
export async function startFakePayHere(options) {
  const account = { ...options };
  const sessions = new Map();
  /** payment_id → { payment_id, order_id, status, currency, amount, captured, refunded, token } */
  const payments = new Map();
  const tokens = new Map();
  const state = {
    capture: null,
    refund: null,
    search: null,
    oauth: null,
    release: null,
  };
  let nextPayment = 320025000000;
  let baseUrl = '';

  const fake = {
    get url() {
      return baseUrl;
    },
    /** Hosted pages opened, by id: `{ id, kind, fields, status, paymentId }`. */
    sessions,
    payments,
    /** Every notify sent: `{ fields, status, body }` (status 0 when unreachable). */
    notifications: [],
    /** Captures made: `{ payment_id, amount }` (cents). */
    captures: [],
    /** Refunds made (payments): `{ payment_id, amount, description, refund_id }`. */
    refunds: [],
    /** Holds released (authorisations "refunded"). */
    releases: [],
    /** Every merchant API request: `{ path, body, authorization }`. */
    requests: [],
    /** Makes a merchant call fail: `'disconnect'`, `'lose-answer'` (done, then cut), `{ http }`
     * (that HTTP status) or `{ status, msg }` (PayHere's refusal), or null. */
    failCapturesWith: (f) => void (state.capture = f),
    failRefundsWith: (f) => void (state.refund = f),
    failReleasesWith: (f) => void (state.release = f),
    failSearchesWith: (f) => void (state.search = f),
    failTokensWith: (f) => void (state.oauth = f),
    /** Forgets every access token: the next call with one answers 401. */
    expireTokens: () => tokens.clear(),
    /** The newest hosted page of an order. */
    sessionOf(orderId) {
      return [...sessions.values()].reverse().find((s) => s.fields.order_id === orderId);
    },
    /** The `md5sig` PayHere puts on notify fields. */
    sign(fields, secret = account.merchantSecret) {
      return md5(
        `${fields.merchant_id}${fields.order_id}${fields.payhere_amount}${fields.payhere_currency}${fields.status_code}${md5(secret)}`,
      );
    },
    /** Sends notify `fields` (signed unless they carry `md5sig`) to `url`, form-encoded. */
    async notify(url, fields) {
      const body = { ...fields };
      if (body.md5sig === undefined) body.md5sig = fake.sign(body);
      const delivery = { fields: body, status: 0, body: null };
      fake.notifications.push(delivery);
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(body).toString(),
        });
        delivery.status = res.status;
        delivery.body = await res.json().catch(() => null);
      } catch (error) {
        delivery.body = { error: error.message };
      }
      return delivery;
    },
    /** The notify fields of a payment with `status_code`. */
    notifyFields(payment, statusCode) {
      return {
        merchant_id: account.merchantId,
        order_id: payment.order_id,
        payment_id: payment.payment_id,
        payhere_amount: toAmount(payment.captured || payment.amount),
        payhere_currency: payment.currency,
        status_code: String(statusCode),
        status_message: { 2: 'Successfully completed', '-3': 'Charged back' }[statusCode] ?? '',
        method: 'TEST',
        ...(payment.token ? { authorization_token: payment.token } : {}),
      };
    },
    /**
     * Approves an open page as the shopper would: the payment (or hold), then its notify
     * (`{ notify: false }`: a notify that never arrives).
     */
    async approve(sessionId, { notify = true } = {}) {
      const session = openSession(sessionId);
      const f = session.fields;
      const payment = {
        payment_id: String(nextPayment++),
        order_id: f.order_id,
        status: session.kind === 'authorize' ? 'AUTHORIZED' : 'RECEIVED',
        currency: f.currency,
        amount: centsOf(f.amount),
        captured: 0,
        refunded: 0,
        token: session.kind === 'authorize' ? randomUUID() : null,
        notifyUrl: f.notify_url,
      };
      payments.set(payment.payment_id, payment);
      Object.assign(session, { status: 'approved', paymentId: payment.payment_id });
      if (!notify) return { fields: fake.notifyFields(payment, 2), status: 0, body: null };
      return fake.notify(f.notify_url, fake.notifyFields(payment, 2));
    },
    /** The card is declined (−2) or the shopper cancels (−1): notified, nothing taken. */
    async decline(sessionId, statusCode = -2) {
      const session = openSession(sessionId);
      session.status = statusCode === -1 ? 'cancelled' : 'declined';
      const f = session.fields;
      return fake.notify(f.notify_url, {
        merchant_id: account.merchantId,
        order_id: f.order_id,
        payment_id: statusCode === -1 ? '' : String(nextPayment++),
        payhere_amount: f.amount,
        payhere_currency: f.currency,
        status_code: String(statusCode),
      });
    },
    /** The shopper's bank takes a payment back: its status, and the −3 notify. */
    async chargeback(paymentId) {
      const payment = payments.get(paymentId);
      payment.status = 'CHARGEBACK';
      return fake.notify(payment.notifyUrl, fake.notifyFields(payment, -3));
    },
    stop() {
      return new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };

  function openSession(id) {
    const session = sessions.get(id);
    if (!session || session.status !== 'open') throw new Error(`page ${id} is not open`);
    return session;
  }

  /** The Checkout or Authorize API: the browser's form, checked as PayHere checks it. */
  async function openPage(req, res, kind) {
    const fields = Object.fromEntries(new URLSearchParams(await readBody(req)));
    const missing = REQUIRED.filter((name) => !fields[name]);
    const hash = md5(
      `${fields.merchant_id}${fields.order_id}${fields.amount}${fields.currency}${md5(account.merchantSecret)}`,
    );
    const problem =
      missing.length > 0
        ? `Missing: ${missing.join(', ')}`
        : fields.merchant_id !== account.merchantId
          ? 'Unknown merchant'
          : !/^\d+\.\d{2}$/.test(fields.amount)
            ? 'The amount must have two decimals'
            : fields.hash !== hash
              ? 'Unauthorized payment request: the hash does not match'
              : null;
    if (problem)
      return send(res, 400, page('Payment refused', `<p>${escapeHtml(problem)}</p>`), 'text/html');
    const session = { id: randomUUID(), kind, fields, status: 'open', paymentId: null };
    sessions.set(session.id, session);
    res.writeHead(303, { location: `/pay/session/${session.id}` });
    return res.end();
  }

  async function pageAction(res, id, action) {
    const session = sessions.get(id);
    if (!session || session.status !== 'open') {
      return send(res, 409, page('Closed', '<p>This payment is no longer open.</p>'), 'text/html');
    }
    if (action === 'approve') await fake.approve(id);
    else await fake.decline(id, action === 'cancel' ? -1 : -2);
    res.writeHead(303, {
      location: action === 'cancel' ? session.fields.cancel_url : session.fields.return_url,
    });
    return res.end();
  }

  function issueToken(req, res, body) {
    const [scheme, value] = (req.headers.authorization ?? '').split(' ');
    const [id, secret] = Buffer.from(value ?? '', 'base64')
      .toString('utf8')
      .split(':');
    if (injected(req, res, state.oauth)) return undefined;
    if (scheme !== 'Basic' || id !== account.appId || secret !== account.appSecret) {
      return send(res, 401, { error: 'invalid_client', error_description: 'Bad credentials' });
    }
    if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
      return send(res, 400, { error: 'unsupported_grant_type' });
    }
    const token = randomUUID();
    const seconds = account.tokenSeconds ?? 599;
    tokens.set(token, Date.now() + seconds * 1000);
    return send(res, 200, {
      access_token: token,
      token_type: 'bearer',
      expires_in: seconds,
      scope: 'SANDBOX',
    });
  }

  /** Answers an injected failure (true), or does nothing (false). `lose-answer` is done later. */
  function injected(req, res, failure) {
    if (!failure || failure === 'lose-answer') return false;
    if (failure === 'disconnect') req.socket.destroy();
    else if (failure.http) send(res, failure.http, { error: 'server_error' });
    else
      send(res, 200, { status: failure.status ?? -1, msg: failure.msg ?? 'Refused', data: null });
    return true;
  }

  const book = merchantBook(fake);

  async function merchantApi(req, res, pathname) {
    const body = await readBody(req);
    if (pathname === '/merchant/v1/oauth/token') return issueToken(req, res, body);
    const json = body ? JSON.parse(body) : {};
    fake.requests.push({ path: pathname, body: json, authorization: req.headers.authorization });
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!((tokens.get(token) ?? 0) > Date.now())) {
      return send(res, 401, { error: 'invalid_token', error_description: 'Invalid access token' });
    }
    const which =
      pathname === '/merchant/v1/payment/capture'
        ? ['capture', () => book.capture(json)]
        : pathname === '/merchant/v1/payment/refund'
          ? [json.authorization_token ? 'release' : 'refund', () => book.refund(json)]
          : pathname === '/merchant/v1/payment/search'
            ? [
                'search',
                () => book.search(new URL(req.url, 'http://fake').searchParams.get('order_id')),
              ]
            : null;
    if (!which) return send(res, 404, { error: 'not_found' });
    const failure = state[which[0]];
    if (injected(req, res, failure)) return undefined;
    const answer = which[1]();
    // Done, but the answer is lost on the way back.
    if (failure === 'lose-answer') return req.socket.destroy();
    return send(res, 200, answer);
  }

  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://fake');
    const action = /^\/pay\/session\/([\w-]+)(?:\/(approve|decline|cancel))?$/.exec(pathname);
    const handle = async () => {
      if (req.method === 'POST' && pathname === '/pay/checkout')
        return openPage(req, res, 'checkout');
      if (req.method === 'POST' && pathname === '/pay/authorize')
        return openPage(req, res, 'authorize');
      if (action && req.method === 'GET' && !action[2] && sessions.has(action[1])) {
        return send(res, 200, hostedPage(sessions.get(action[1])), 'text/html; charset=utf-8');
      }
      if (action && req.method === 'POST' && action[2])
        return pageAction(res, action[1], action[2]);
      if (pathname.startsWith('/merchant/v1/')) return merchantApi(req, res, pathname);
      return send(res, 404, { error: `No route ${req.method} ${pathname}` });
    };
    handle().catch((error) => {
      if (!res.headersSent) send(res, 500, { error: error.message });
    });
  });
  await new Promise((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${server.address().port}`;
  return fake;
}
