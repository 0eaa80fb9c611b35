import { formatCents, formatOrderNumber } from '@greencart/contracts';
import type { OrderItemEntity } from '../order/order-item.entity.js';
import type { OrderEntity } from '../order/order.entity.js';
import type { OrderEmailPayload } from './outbox.entity.js';
import type { OrderEmailTopic } from './outbox.service.js';

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

function lineText(line: OrderItemEntity): string {
  const swapped = line.substitutedFrom ? ` (replaces ${line.substitutedFrom})` : '';
  const short =
    line.orderedQuantity !== null
      ? ` (ordered ${line.orderedQuantity}, packed ${line.quantity})`
      : '';
  return `${line.name}${swapped} × ${line.quantity}${short}: ${formatCents(line.offerPriceCents * line.quantity)}`;
}

/**
 * The email for one outbox row: plain text and simple HTML with the order number, its lines,
 * the amount in LKR and a link to the order page. Everything inserted into the HTML is escaped.
 */
export function renderOrderEmail(
  topic: Exclude<OrderEmailTopic, 'product.back_in_stock'>,
  payload: OrderEmailPayload,
  order: OrderEntity,
  shopUrl: string,
): EmailContent {
  const number = formatOrderNumber(order.number);
  const subject = HEADLINES[topic](number);
  const link = `${shopUrl.replace(/\/$/, '')}/my-orders/${order.id}`;
  const lines = [...order.items].sort((a, b) => a.position - b.position).map(lineText);
  const extra: string[] = [];
  if (payload.note) extra.push(payload.note);
  if (topic === 'order.refunded' && payload.amountCents) {
    extra.push(`We refunded ${formatCents(payload.amountCents)} to your card.`);
  }
  const amount = `Amount: ${formatCents(order.amountCents)}`;
  const text = [
    subject,
    '',
    ...extra,
    ...(extra.length ? [''] : []),
    ...lines.map((l) => `- ${l}`),
    amount,
    '',
    `See your order: ${link}`,
    '',
    'GreenCart',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
${extra.map((e) => `<p>${escapeHtml(e)}</p>`).join('\n')}
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<p><strong>${escapeHtml(amount)}</strong></p>
<p><a href="${escapeHtml(link)}">See your order ${escapeHtml(number)}</a></p>
<p>GreenCart</p>
</body></html>`;
  return { subject, text, html };
}

/** "Back in stock": to a shopper who asked to be told, with a link to the product. */
export function renderBackInStockEmail(
  product: { id: string; name: string; category: string },
  shopUrl: string,
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
    'GreenCart',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
<p>You asked us to tell you when it returns. It is in the store now, while it lasts.</p>
<p><a href="${escapeHtml(link)}">See ${escapeHtml(product.name)}</a></p>
<p>GreenCart</p>
</body></html>`;
  return { subject, text, html };
}
