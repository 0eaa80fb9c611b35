import { HttpStatus, Logger } from '@nestjs/common';
import {
  CURRENCY_CODE,
  ERROR_CODES,
  TAX_PERCENT,
  CHECKOUT_HOLD_MINUTES,
  allowedGrams,
  formatGrams,
  holdLineCents,
  holdTotals,
  orderedGramsOf,
  type CartTotals,
} from '@greencart/contracts';
import Stripe from 'stripe';
import { AppError } from '../common/app-error.js';
import type { CheckoutGateway, HostedCheckout } from './checkout-gateway.js';
import type { CheckoutReturnUrls } from './checkout-urls.js';
import type { PricedOrder } from './order-pricing.service.js';
import type { OrderEntity } from './order.entity.js';
import { toleranceOf, weighableOfPriced } from './order-weighing.js';

type LineItem = Stripe.Checkout.SessionCreateParams.LineItem;

const TRY_LATER = 'Please try again later or choose Cash On Delivery.';

/**
 * The Checkout line items of a priced order: one per product at its offer price, and the tax
 * and the delivery fee (when not free) as lines of their own, all in cents from the figures
 * {@link priceCart} produced. Throws when
 * they do not add up to the stored amount, so Stripe never charges a different figure.
 */
export function checkoutLineItems(order: OrderEntity, priced: PricedOrder): LineItem[] {
  if (order.holdCents !== null) return holdLineItems(order, priced);
  const items: LineItem[] = priced.lines.map(({ product, quantity }) => ({
    quantity,
    price_data: {
      currency: CURRENCY_CODE,
      unit_amount: product.offerPriceCents,
      product_data: { name: product.name },
    },
  }));
  return withTaxAndDelivery(order, items, priced.totals, order.amountCents);
}

/**
 * A weighed order's hold (docs/ORDERS.md, "Weighed orders"): Checkout amounts are line items,
 * so each weighed line is one item priced at its heaviest allowed weight (`holdLineCents`,
 * "Tomatoes, up to 825 g (charged by weight)"), unit lines as usual, and the tax and fee of
 * that hold (`holdTotals`). They add up to the stored `hold_cents` or nothing is sent.
 */
function holdLineItems(order: OrderEntity, priced: PricedOrder): LineItem[] {
  const tolerance = toleranceOf(order);
  const lines = priced.lines.map(weighableOfPriced);
  const items: LineItem[] = priced.lines.map(({ product, quantity }, i) => {
    const line = lines[i];
    const grams = orderedGramsOf(line);
    if (grams === null) {
      return {
        quantity,
        price_data: {
          currency: CURRENCY_CODE,
          unit_amount: product.offerPriceCents,
          product_data: { name: product.name },
        },
      };
    }
    const upTo = formatGrams(allowedGrams(grams, tolerance).max);
    return {
      quantity: 1,
      price_data: {
        currency: CURRENCY_CODE,
        unit_amount: holdLineCents(line, tolerance),
        product_data: { name: `${product.name}, up to ${upTo} (charged by weight)` },
      },
    };
  });
  const totals = holdTotals(lines, priced.totals.deliveryCents, tolerance);
  return withTaxAndDelivery(order, items, totals, order.holdCents ?? -1);
}

/** Adds the tax and delivery lines; throws unless everything adds up to `expected` cents. */
function withTaxAndDelivery(
  order: OrderEntity,
  items: LineItem[],
  totals: CartTotals,
  expected: number,
): LineItem[] {
  if (totals.taxCents > 0) {
    items.push({
      quantity: 1,
      price_data: {
        currency: CURRENCY_CODE,
        unit_amount: totals.taxCents,
        product_data: { name: `Tax (${TAX_PERCENT}%)` },
      },
    });
  }
  if (totals.deliveryCents > 0) {
    items.push({
      quantity: 1,
      price_data: {
        currency: CURRENCY_CODE,
        unit_amount: totals.deliveryCents,
        product_data: { name: 'Delivery' },
      },
    });
  }
  const charged = items.reduce(
    (sum, item) => sum + (item.price_data?.unit_amount ?? 0) * (item.quantity ?? 0),
    0,
  );
  if (charged !== expected || charged !== totals.totalCents) {
    throw new Error(
      `order ${order.id}: line items add up to ${charged} cents, the order to ${expected}`,
    );
  }
  return items;
}

/** Stripe unreachable or failing on its side: 503 (a dependency is down); our request refused: 502. */
function toPaymentError(error: unknown): AppError {
  const unreachable =
    error instanceof Stripe.errors.StripeConnectionError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 500) >= 500);
  return unreachable
    ? new AppError(
        HttpStatus.SERVICE_UNAVAILABLE,
        ERROR_CODES.PAYMENT_FAILED,
        `Card payment cannot be reached right now. ${TRY_LATER}`,
      )
    : new AppError(
        HttpStatus.BAD_GATEWAY,
        ERROR_CODES.PAYMENT_FAILED,
        `Card payment could not be started. ${TRY_LATER}`,
      );
}

/** Creates Stripe Checkout Sessions with the real SDK. */
export class StripeCheckoutGateway implements CheckoutGateway {
  private readonly logger = new Logger(StripeCheckoutGateway.name);

  constructor(private readonly stripe: Stripe) {}

  async createCheckout(
    order: OrderEntity,
    priced: PricedOrder,
    returnUrls: CheckoutReturnUrls,
  ): Promise<HostedCheckout> {
    const lineItems = checkoutLineItems(order, priced);
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: lineItems,
          success_url: returnUrls.successUrl,
          cancel_url: returnUrls.cancelUrl,
          client_reference_id: order.id,
          customer_email: priced.address.email,
          metadata: { orderId: order.id },
          // A weighed order: authorise the hold now, capture the packed total later (cards only,
          // so a complete session is an authorised card).
          ...(order.holdCents !== null
            ? {
                payment_method_types: ['card'],
                payment_intent_data: {
                  metadata: { orderId: order.id },
                  capture_method: 'manual' as const,
                },
              }
            : { payment_intent_data: { metadata: { orderId: order.id } } }),
          // The stock is held for the session's life (docs/STOCK.md): keep it short.
          expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_HOLD_MINUTES * 60,
        },
        // A retried request (ours or the SDK's) can never open a second session for one order.
        { idempotencyKey: order.id },
      );
    } catch (error) {
      this.logger.warn(
        `Stripe refused the Checkout Session of order ${order.id}: ${(error as Error).message}`,
      );
      throw toPaymentError(error);
    }
    if (!session.url) throw toPaymentError(new Error(`session ${session.id} has no url`));
    const expected = order.holdCents ?? order.amountCents;
    if (session.amount_total !== expected) {
      throw new Error(
        `session ${session.id} totals ${session.amount_total} cents, order ${order.id} ${expected}`,
      );
    }
    return { id: session.id, url: session.url };
  }
}
