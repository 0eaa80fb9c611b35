import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The page of ours that hands the shopper to PayHere. PayHere's Checkout and Authorize APIs
 * are an HTML form POSTed by the shopper's browser, while `POST /api/order/stripe` answers a
 * URL the client opens (`window.location = url`). So the URL is a page of ours holding the
 * signed form, sent on by a script (allowed by its hash in the page's CSP) or, without
 * scripts, by its button.
 *
 * The form travels in the URL's `t`, sealed (AES-256-GCM with a key derived from the merchant
 * secret): the page needs no storage, any API instance can serve it, nobody can alter the
 * amount, and the shopper's name and address never appear readable in a log or a `Referer`.
 */

/** What a sealed page holds: where the form goes, its fields, and until when it may be sent. */
export interface CheckoutForm {
  orderId: string;
  /** PayHere's page: `<base>/pay/checkout` or `<base>/pay/authorize`. */
  action: string;
  fields: Record<string, string>;
  /** Epoch milliseconds after which the page refuses to send the form. */
  expiresAt: number;
  /** What the shopper pays, as they read it ("LKR 1,234.50"). */
  amountText: string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyOf(merchantSecret: string): Buffer {
  return createHash('sha256').update(`greencart:payhere-page:${merchantSecret}`).digest();
}

/** Seals a form into the URL-safe token of its page. */
export function sealForm(merchantSecret: string, form: CheckoutForm): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(merchantSecret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(form), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The form a token holds, or null when it was not sealed with this secret or was altered. */
export function openForm(merchantSecret: string, token: string): CheckoutForm | null {
  try {
    const raw = Buffer.from(token, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return null;
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyOf(merchantSecret),
      raw.subarray(0, IV_BYTES),
    );
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    return JSON.parse(text) as CheckoutForm;
  } catch {
    return null;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const STYLE =
  'body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2937;background:#f6f7f5}' +
  'main{max-width:30rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:.75rem}' +
  'h1{font-size:1.4rem;margin:0 0 .75rem}button{font:inherit;font-weight:600;color:#fff;' +
  'background:#2f7d4f;border:0;border-radius:.5rem;padding:.75rem 1.25rem;width:100%;cursor:pointer}' +
  'button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}' +
  'a{color:#1d4ed8}p{margin:0 0 1rem}';
const SCRIPT = "document.getElementById('pay').submit();";

/** The page and its Content-Security-Policy (our own style and script by hash, the form to PayHere). */
export function checkoutPage(form: CheckoutForm, formOrigins: readonly string[]) {
  const inputs = Object.entries(form.fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Continue to PayHere</title><style>${STYLE}</style></head>
<body><main>
<h1>Continue to PayHere</h1>
<p>You pay <strong>${escapeHtml(form.amountText)}</strong> on PayHere's secure page: card, eZ Cash, mCash, Genie or internet banking.</p>
<form id="pay" method="post" action="${escapeHtml(form.action)}">${inputs}<button type="submit">Continue to PayHere</button></form>
<p><a href="${escapeHtml(form.fields.cancel_url ?? '/')}">Back to your order</a></p>
</main><script>${SCRIPT}</script></body></html>`;
  const csp = [
    "default-src 'none'",
    `style-src ${sha256(STYLE)}`,
    `script-src ${sha256(SCRIPT)}`,
    `form-action ${formOrigins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return { html, csp };
}

/** A page whose time has passed: nothing is sent; the way back to the order. */
export function expiredPage(form: CheckoutForm): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Payment page expired</title><style>${STYLE}</style></head>
<body><main>
<h1>This payment page has expired</h1>
<p>The order was held for a limited time. Its page says where it stands.</p>
<p><a href="${escapeHtml(form.fields.cancel_url ?? '/')}">Back to your order</a></p>
</main></body></html>`;
}

/** The expired page's CSP: its style only. */
export const EXPIRED_PAGE_CSP = `default-src 'none'; style-src ${sha256(STYLE)}; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;
