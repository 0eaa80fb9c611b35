import {
  AUTHORISATION_WARN_HOURS,
  DEFAULT_TAX_TERMS,
  WEIGHT_TOLERANCE_PERCENT,
  allowedGrams,
  fromCents,
  holdTotals,
  isWeighingStatus,
  lineCents,
  linePerKgCents,
  orderedGramsOf,
  type OrderCardHold,
  type OrderItem,
  type TaxTerms,
  type WeighableLine,
} from '@greencart/contracts';
import type { OrderItemEntity } from '../order-item.entity.js';
import type { PricedOrder } from '../placement/order-pricing.service.js';
import type { OrderEntity } from '../order.entity.js';

/** The tolerance an order was placed under (the default for an order stored without one). */
export function toleranceOf(order: Pick<OrderEntity, 'weightTolerancePercent'>): number {
  return order.weightTolerancePercent ?? WEIGHT_TOLERANCE_PERCENT;
}

/** A stored line as the money rules of packing read it. */
export function weighableOf(
  line: Pick<
    OrderItemEntity,
    'offerPriceCents' | 'quantity' | 'stepGrams' | 'pricePerKgCents' | 'packedGrams'
  > &
    Partial<Pick<OrderItemEntity, 'discountCents'>>,
): WeighableLine {
  return {
    unitCents: line.offerPriceCents,
    quantity: line.quantity,
    stepGrams: line.stepGrams,
    pricePerKgCents: line.pricePerKgCents,
    packedGrams: line.packedGrams,
    discountCents: line.discountCents ?? 0,
  };
}

/** A priced (not yet stored) line as the money rules read it. */
export function weighableOfPriced({
  product,
  quantity,
}: PricedOrder['lines'][number]): WeighableLine {
  const weighed = product.soldBy === 'weight' && product.stepGrams !== null;
  return {
    unitCents: product.offerPriceCents,
    quantity,
    stepGrams: weighed ? product.stepGrams : null,
    pricePerKgCents: weighed ? product.offerPricePerKgCents : null,
    packedGrams: null,
  };
}

/**
 * The hold of an online order being placed, in cents: null when it has no weighed line (it is
 * captured at once, as before).
 */
export function holdCentsOf(priced: PricedOrder, tolerancePercent: number): number | null {
  const lines = priced.lines.map(weighableOfPriced);
  if (!lines.some((l) => l.stepGrams !== null)) return null;
  return holdTotals(lines, priced.totals.deliveryCents, tolerancePercent, priced.terms.tax)
    .totalCents;
}

/**
 * The tax terms an order was placed under (docs/SETTINGS.md): its stored rate, or for an order
 * placed before shop settings existed, the spec's 2 % added.
 */
export function taxTermsOfOrder(
  order: Pick<OrderEntity, 'taxBasisPoints' | 'pricesIncludeTax'>,
): TaxTerms {
  if (order.taxBasisPoints === null) return DEFAULT_TAX_TERMS;
  return {
    taxPercent: order.taxBasisPoints / 100,
    pricesIncludeTax: order.pricesIncludeTax === true,
  };
}

/**
 * Weighed lines still to weigh: a weight is missing and something is left to pack, while the
 * order may still be weighed (none once it is cancelled or has left the shop).
 */
export function toWeighCount(order: Pick<OrderEntity, 'status' | 'items'>): number {
  if (!isWeighingStatus(order.status)) return 0;
  return order.items.filter((i) => i.stepGrams !== null && i.packedGrams === null && i.quantity > 0)
    .length;
}

/** The weighed fields of one line of the order view (none for a unit line). */
export function weighedLineView(
  item: OrderItemEntity,
  tolerancePercent: number,
): Pick<OrderItem, 'orderedGrams' | 'packedGrams' | 'allowedGrams' | 'pricePerKg' | 'lineAmount'> {
  const line = weighableOf(item);
  const ordered = orderedGramsOf(line);
  if (ordered === null) return {};
  return {
    orderedGrams: ordered,
    packedGrams: item.packedGrams,
    allowedGrams: allowedGrams(ordered, tolerancePercent),
    pricePerKg: fromCents(linePerKgCents(line)),
    lineAmount: fromCents(lineCents(line)),
  };
}

/** How long before it lapses an authorisation is warned about. */
const WARN_MS = AUTHORISATION_WARN_HOURS * 3600_000;

/** The card hold of the order view; null for an order captured at once. */
export function cardHoldView(order: OrderEntity, now = Date.now()): OrderCardHold | null {
  // Not authorised yet (its checkout is open): nobody but the shopper's checkout sees it.
  if (order.holdCents === null || order.holdState === null) return null;
  const state = order.holdState;
  const until = order.authorisedUntil;
  return {
    state,
    authorised: fromCents(order.holdCents),
    captured: state === 'captured' ? fromCents(order.paidCents) : null,
    expiresAt: until ? until.toISOString() : null,
    expiringSoon:
      order.holdState === 'authorised' &&
      (order.holdWarnedAt !== null || (until !== null && until.getTime() - now <= WARN_MS)),
  };
}

/**
 * The weighed-order columns of a new order: the tolerance it is placed under and, paid online,
 * the hold (`hold_cents`) its card is authorised for; nothing for an order of units only.
 */
export function weighedOrderFields(
  priced: PricedOrder,
  paymentType: OrderEntity['paymentType'],
  tolerancePercent: number,
): Pick<OrderEntity, 'weightTolerancePercent' | 'holdCents'> | Record<string, never> {
  const hold = holdCentsOf(priced, tolerancePercent);
  if (hold === null) return {};
  return {
    weightTolerancePercent: tolerancePercent,
    holdCents: paymentType === 'Online' ? hold : null,
  };
}
