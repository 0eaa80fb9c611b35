import {
  DEFAULT_SHOP_PROFILE,
  TAX_PERCENT,
  formatCents,
  formatDateTime,
  formatGrams,
  packedLineText,
  type DisplayFormat,
} from '@greencart/contracts';
import type { OrderEmailFacts, OrderEmailLine } from './order-email-facts.js';
import type { OrderEmailTopic } from './outbox.service.js';
import { orderPageUrl } from '../order/placement/checkout-urls.js';

/** A rendered email. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** Escapes text for HTML: every value from the database or a person goes through it. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const HEADLINES: Record<
  Exclude<OrderEmailTopic, 'product.back_in_stock'>,
  (number: string) => string
> = {
  'order.placed': (n) => `We have your order ${n}`,
  'order.confirmed': (n) => `Your order ${n} is confirmed`,
  'order.out_for_delivery': (n) => `Your order ${n} is on its way`,
  'order.delivered': (n) => `Your order ${n} was delivered`,
  'order.cancelled': (n) => `Your order ${n} was cancelled`,
  'order.packing_changed': (n) => `A change to your order ${n}`,
  'order.refunded': (n) => `Your refund for order ${n}`,
};

function lineText(line: OrderEmailLine, format: DisplayFormat): string {
  if (line.stepGrams !== undefined) {
    // A weighed line: "Tomatoes: ordered 1 kg · packed 0.94 kg · LKR 451.20".
    const ordered = line.quantity * line.stepGrams;
    const what =
      line.packedGrams !== undefined
        ? packedLineText(ordered, line.packedGrams, line.lineCents, format)
        : `ordered ${formatGrams(ordered, format)} · estimated ${formatCents(line.lineCents, format)}`;
    const from = line.substitutedFrom ? ` (replaces ${line.substitutedFrom})` : '';
    return `${line.name}${from}: ${what}`;
  }
  const swapped = line.substitutedFrom ? ` (replaces ${line.substitutedFrom})` : '';
  const short =
    line.orderedQuantity !== null
      ? ` (ordered ${line.orderedQuantity}, packed ${line.quantity})`
      : '';
  return `${line.name}${swapped} × ${line.quantity}${short}: ${formatCents(line.lineCents, format)}`;
}

/** `+LKR 0.46` / `-LKR 0.49`: a rounding, with its sign. */
function signedMoney(cents: number, format: DisplayFormat): string {
  return `${cents < 0 ? '-' : '+'}${formatCents(Math.abs(cents), format)}`;
}

function paymentText(facts: OrderEmailFacts): string {
  const how = facts.paymentType === 'COD' ? 'cash on delivery' : 'card';
  return `Payment: ${how}${facts.isPaid ? ', paid' : ''}`;
}

/**
 * The email for one outbox row, from the facts of the moment it was written (never the order
 * as it is when sent): plain text and simple HTML with the order number, its lines, subtotal,
 * tax and the one total in LKR, and a link to the order page. Everything inserted into the
 * HTML is escaped. Amounts and the time it was placed are shown in the shop's locale and time
 * zone (`format`, from SHOP_LOCALE / SHOP_TIME_ZONE), as the order page shows them.
 */
export function renderOrderEmail(
  topic: Exclude<OrderEmailTopic, 'product.back_in_stock'>,
  facts: OrderEmailFacts,
  shopUrl: string,
  format: DisplayFormat,
  shopName = DEFAULT_SHOP_PROFILE.shopName,
): EmailContent {
  const subject = HEADLINES[topic](facts.number);
  const link = orderPageUrl(shopUrl, facts.orderId);
  const lines = facts.lines.map((line) => lineText(line, format));
  const money = (cents: number) => formatCents(cents, format);
  const extra: string[] = [];
  if (facts.note) extra.push(facts.note);
  if (topic === 'order.refunded' && facts.refundCents) {
    extra.push(`We refunded ${money(facts.refundCents)} to your card.`);
  }
  const sums = [
    `Subtotal: ${money(facts.subtotalCents)}`,
    // Promotions (docs/PROMOTIONS.md): a line only when something was taken off.
    ...(facts.discountCents ? [`Discount: -${money(facts.discountCents)}`] : []),
    `${facts.taxLabel ?? `Tax (${TAX_PERCENT}%)`}: ${money(facts.taxCents)}`,
    // A free delivery adds no line: the emails of the default configuration stay as they were.
    ...(facts.deliveryCents ? [`Delivery: ${money(facts.deliveryCents)}`] : []),
  ];
  // Cash rounded to the rupee (docs/PAYMENTS.md "Cash rounding"): the cash asked, to the cent.
  const total = `Total: ${money(facts.totalCents)}`;
  const cash =
    facts.roundingCents !== undefined
      ? [
          `Cash to pay on delivery: ${money(facts.totalCents + facts.roundingCents)} (rounding ${signedMoney(facts.roundingCents, format)})`,
        ]
      : [];
  const details = [
    ...(facts.placedAt ? [`Placed: ${formatDateTime(facts.placedAt, format)}`] : []),
    paymentText(facts),
    `Delivery to: ${facts.deliverTo}`,
    ...(facts.deliveryWindow ? [`Delivery window: ${facts.deliveryWindow}`] : []),
  ];
  const text = [
    subject,
    '',
    ...extra,
    ...(extra.length ? [''] : []),
    ...lines.map((l) => `- ${l}`),
    ...sums,
    total,
    ...cash,
    '',
    ...details,
    '',
    `See your order: ${link}`,
    '',
    shopName,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
${extra.map((e) => `<p>${escapeHtml(e)}</p>`).join('\n')}
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<p>${sums.map(escapeHtml).join('<br>')}<br><strong>${escapeHtml(total)}</strong>${cash.map((c) => `<br>${escapeHtml(c)}`).join('')}</p>
<p>${details.map(escapeHtml).join('<br>')}</p>
<p><a href="${escapeHtml(link)}">See your order ${escapeHtml(facts.number)}</a></p>
<p>${escapeHtml(shopName)}</p>
</body></html>`;
  return { subject, text, html };
}

/** "Back in stock": to a shopper who asked to be told, with a link to the product. */
export function renderBackInStockEmail(
  product: { id: string; name: string; category: string },
  shopUrl: string,
  shopName: string = DEFAULT_SHOP_PROFILE.shopName,
): EmailContent {
  const subject = `${product.name} is back in stock`;
  const link = `${shopUrl.replace(/\/$/, '')}/products/${encodeURIComponent(
    product.category.toLowerCase(),
  )}/${encodeURIComponent(product.id)}`;
  const text = [
    subject,
    '',
    'You asked us to tell you when it returns. It is in the store now, while it lasts.',
    '',
    `See it: ${link}`,
    '',
    shopName,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
<p>You asked us to tell you when it returns. It is in the store now, while it lasts.</p>
<p><a href="${escapeHtml(link)}">See ${escapeHtml(product.name)}</a></p>
<p>${escapeHtml(shopName)}</p>
</body></html>`;
  return { subject, text, html };
}
