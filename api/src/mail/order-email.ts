import {
  DEFAULT_SHOP_PROFILE,
  TAX_PERCENT,
  formatCents,
  formatDateTime,
  formatGrams,
  formatKg,
  type DisplayFormat,
  type Language,
} from '@greencart/contracts';
import { emailFormats, emailText } from './email-messages.js';
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

/** The line's words: a unit line "Milk × 2: LKR 700.00", a weighed line its grams. */
function lineText(line: OrderEmailLine, language: Language, formats: EmailFormats): string {
  const format = formats.money;
  // In Sinhala or Tamil, the name the line was sold under in that language, if any.
  const name = language !== 'en' && line.soldAsName ? line.soldAsName : line.name;
  const from = line.substitutedFrom
    ? emailText(language, 'line.replaces', { name: line.substitutedFrom })
    : '';
  if (line.stepGrams !== undefined) {
    // A weighed line: "Tomatoes: ordered 1 kg · packed 0.94 kg · LKR 451.20".
    const ordered = line.quantity * line.stepGrams;
    const grams = formatGrams(ordered, format);
    const amount = formatCents(line.lineCents, format);
    const what =
      line.packedGrams !== undefined
        ? emailText(language, 'line.weighedPacked', {
            grams,
            kg: formatKg(line.packedGrams, format),
            amount,
          })
        : emailText(language, 'line.weighedEstimate', { grams, amount });
    return `${name}${from}: ${what}`;
  }
  const short =
    line.orderedQuantity !== null
      ? emailText(language, 'line.shortPick', {
          ordered: line.orderedQuantity,
          packed: line.quantity,
        })
      : '';
  return `${name}${from} × ${line.quantity}${short}: ${formatCents(line.lineCents, format)}`;
}

/** `+LKR 0.46` / `-LKR 0.49`: a rounding, with its sign. */
function signedMoney(cents: number, format: DisplayFormat): string {
  return `${cents < 0 ? '-' : '+'}${formatCents(Math.abs(cents), format)}`;
}

function paymentText(facts: OrderEmailFacts, language: Language): string {
  const key =
    facts.paymentType === 'COD'
      ? facts.isPaid
        ? 'payment.codPaid'
        : 'payment.cod'
      : facts.isPaid
        ? 'payment.cardPaid'
        : 'payment.card';
  return emailText(language, key);
}

/**
 * The tax line: `Tax (2%): LKR 14.00` or `Includes tax (8%): …`, from the label the facts were
 * written with (`taxLineLabel`), in the email's language.
 */
function taxText(label: string | undefined, amount: string, language: Language): string {
  const words = label ?? `Tax (${TAX_PERCENT}%)`;
  const match = /^(Tax|Includes tax) \((.+)\)$/.exec(words);
  if (!match) return `${words}: ${amount}`;
  return emailText(language, match[1] === 'Tax' ? 'tax' : 'includesTax', {
    percent: match[2],
    amount,
  });
}

/** How an email formats amounts and dates ({@link emailFormats}). */
type EmailFormats = ReturnType<typeof emailFormats>;

/**
 * The email for one outbox row, from the facts of the moment it was written (never the order
 * as it is when sent): plain text and simple HTML with the order number, its lines, subtotal,
 * tax and the one total in LKR, and a link to the order page. Everything inserted into the
 * HTML is escaped. Amounts and the time it was placed are shown in the shop's locale and time
 * zone (`format`, from SHOP_LOCALE / SHOP_TIME_ZONE), as the order page shows them. Written in
 * the shopper's `language` (email-messages.ts): dates in its locale, lines under the names
 * they were sold under in it; English is the emails as they always were.
 */
export function renderOrderEmail(
  topic: Exclude<OrderEmailTopic, 'product.back_in_stock'>,
  facts: OrderEmailFacts,
  shopUrl: string,
  format: DisplayFormat,
  shopName = DEFAULT_SHOP_PROFILE.shopName,
  language: Language = 'en',
): EmailContent {
  const formats = emailFormats(format, language);
  const subject = emailText(language, topic, { number: facts.number });
  const link = orderPageUrl(shopUrl, facts.orderId);
  const lines = facts.lines.map((line) => lineText(line, language, formats));
  const money = (cents: number) => formatCents(cents, formats.money);
  const extra: string[] = [];
  if (facts.note) extra.push(facts.note);
  if (topic === 'order.refunded' && facts.refundCents) {
    extra.push(emailText(language, 'refunded', { amount: money(facts.refundCents) }));
  }
  const sums = [
    emailText(language, 'subtotal', { amount: money(facts.subtotalCents) }),
    // Promotions (docs/PROMOTIONS.md): a line only when something was taken off.
    ...(facts.discountCents
      ? [emailText(language, 'discount', { amount: money(facts.discountCents) })]
      : []),
    taxText(facts.taxLabel, money(facts.taxCents), language),
    // A free delivery adds no line: the emails of the default configuration stay as they were.
    ...(facts.deliveryCents
      ? [emailText(language, 'delivery', { amount: money(facts.deliveryCents) })]
      : []),
  ];
  // Cash rounded to the rupee (docs/PAYMENTS.md "Cash rounding"): the cash asked, to the cent.
  const total = emailText(language, 'total', { amount: money(facts.totalCents) });
  const cash =
    facts.roundingCents !== undefined
      ? [
          emailText(language, 'cashDue', {
            amount: money(facts.totalCents + facts.roundingCents),
            rounding: signedMoney(facts.roundingCents, formats.money),
          }),
        ]
      : [];
  const details = [
    ...(facts.placedAt
      ? [emailText(language, 'placed', { when: formatDateTime(facts.placedAt, formats.dates) })]
      : []),
    paymentText(facts, language),
    emailText(language, 'deliverTo', { address: facts.deliverTo }),
    ...(facts.deliveryWindow
      ? [emailText(language, 'deliveryWindow', { window: facts.deliveryWindow })]
      : []),
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
    emailText(language, 'seeOrder', { link }),
    '',
    shopName,
  ].join('\n');
  const html = `<!doctype html><html${language === 'en' ? '' : ` lang="${language}"`}><body style="font-family:sans-serif">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
${extra.map((e) => `<p>${escapeHtml(e)}</p>`).join('\n')}
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<p>${sums.map(escapeHtml).join('<br>')}<br><strong>${escapeHtml(total)}</strong>${cash.map((c) => `<br>${escapeHtml(c)}`).join('')}</p>
<p>${details.map(escapeHtml).join('<br>')}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(emailText(language, 'seeOrderLink', { number: facts.number }))}</a></p>
<p>${escapeHtml(shopName)}</p>
</body></html>`;
  return { subject, text, html };
}

/** "Back in stock": to a shopper who asked to be told, with a link to the product. */
export function renderBackInStockEmail(
  product: { id: string; name: string; category: string },
  shopUrl: string,
  shopName: string = DEFAULT_SHOP_PROFILE.shopName,
  language: Language = 'en',
): EmailContent {
  const subject = emailText(language, 'backInStock.subject', { name: product.name });
  const body = emailText(language, 'backInStock.body');
  const link = `${shopUrl.replace(/\/$/, '')}/products/${encodeURIComponent(
    product.category.toLowerCase(),
  )}/${encodeURIComponent(product.id)}`;
  const text = [
    subject,
    '',
    body,
    '',
    `${emailText(language, 'backInStock.see')}: ${link}`,
    '',
    shopName,
  ].join('\n');
  const html = `<!doctype html><html${language === 'en' ? '' : ` lang="${language}"`}><body style="font-family:sans-serif">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(emailText(language, 'backInStock.seeLink', { name: product.name }))}</a></p>
<p>${escapeHtml(shopName)}</p>
</body></html>`;
  return { subject, text, html };
}
