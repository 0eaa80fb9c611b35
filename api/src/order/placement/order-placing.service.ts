import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  MESSAGES,
  cashDueCents,
  formatOrderNumber,
  priceCartCents,
  type CheckoutResponse,
  type PaymentType,
  type PlaceOrderResponse,
  type Language,
  DEFAULT_SUBSTITUTION_CHOICE,
  preferenceOfChoice,
  substitutionChoiceProblem,
  type SubstitutionChoice,
  type SubstitutionChoiceValue,
} from '@greencart/contracts';
import type { DataSource } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import { Metrics } from '../../metrics/metrics.js';
import {
  DeliverySlotsService,
  type SlotBooking,
} from '../../delivery/slots/delivery-slots.service.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { HostedCheckout } from '../../payment/payment-provider.js';
import { checkoutReturnUrls, type CheckoutReturnUrls } from './checkout-urls.js';
import { OrderCheckoutService } from '../payment/order-checkout.service.js';
import { OrderRows } from '../order-rows.js';
import {
  IdempotencyKeys,
  KeyTaken,
  type KeptRequest,
  type PlaceOrderAnswer,
  type RequestKey,
} from './idempotency.js';
import type { PlaceOrderDto } from './place-order.dto.js';
import { OrderItemEntity } from '../order-item.entity.js';
import { OrderLimits } from './order-limits.js';
import { StockRefused } from './placement-statement.js';
import { OrderStock } from '../lifecycle/order-stock.js';
import { OrderTransitions } from '../lifecycle/order-transitions.js';
import {
  OrderPricingService,
  type PricedOrder,
  type PricedProduct,
} from './order-pricing.service.js';
import { OrderEntity, type AddressSnapshot } from '../order.entity.js';
import { weighedOrderFields } from '../fulfilment/order-weighing.js';
import type { AddressEntity } from '../../address/address.entity.js';
import { takePromotionLimits } from '../../promotion/promotion-limits.js';

/**
 * The delivery address copied onto an order, so later edits never rewrite it. District,
 * landmark and delivery instructions are copied only when the address has them.
 */
function snapshotOf(address: AddressEntity): AddressSnapshot {
  const { id, userId, firstName, lastName, email, phone, street, city, state, zipcode, country } =
    address;
  const snapshot: AddressSnapshot = {
    ...{ id, userId, firstName, lastName, email, phone, street, city, state, zipcode, country },
  };
  if (address.district) snapshot.district = address.district;
  if (address.landmark) snapshot.landmark = address.landmark;
  if (address.deliveryInstructions) snapshot.deliveryInstructions = address.deliveryInstructions;
  return snapshot;
}

/** The shopper's substitution choices as sent (docs/SUBSTITUTIONS.md): per product, and the default. */
export interface PlacedChoices {
  default: SubstitutionChoice;
  lines: ReadonlyMap<string, SubstitutionChoiceValue>;
}

const NO_CHOICES: PlacedChoices = { default: DEFAULT_SUBSTITUTION_CHOICE, lines: new Map() };

/**
 * Each line's own choice: `choice` when sent (400 for `specific` without its product), else
 * the older flag (`similar` is `best_match`), else none (the order's default applies).
 */
function choicesOf(dto: PlaceOrderDto): PlacedChoices {
  const lines = new Map<string, SubstitutionChoiceValue>();
  for (const item of dto.items) {
    if (item.choice) {
      const value = { choice: item.choice, productId: item.choiceProduct ?? null };
      const problem = substitutionChoiceProblem(value);
      if (problem) throw AppError.validation(problem, 'choiceProduct');
      lines.set(item.product, value);
    } else if (item.choiceProduct !== undefined) {
      throw AppError.validation('choiceProduct is only for a specific substitute', 'choiceProduct');
    } else if (item.substitution === 'similar') {
      lines.set(item.product, { choice: 'best_match', productId: null });
    }
  }
  return { default: dto.substitutionDefault ?? DEFAULT_SUBSTITUTION_CHOICE, lines };
}

/** Placing orders. Amounts always come from the database, never the client. */
@Injectable()
export class OrderPlacingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pricing: OrderPricingService,
    private readonly transitions: OrderTransitions,
    private readonly limits: OrderLimits,
    private readonly stock: OrderStock,
    private readonly slots: DeliverySlotsService,
    private readonly checkout: OrderCheckoutService,
    private readonly keys: IdempotencyKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {}

  /**
   * Places a cash-on-delivery order and empties the saved cart, in one statement. With an
   * `Idempotency-Key` already used by this shopper, answers the first order again.
   */
  placeCashOrder(
    userId: string,
    dto: PlaceOrderDto,
    keyHeader?: string,
  ): Promise<PlaceOrderResponse> {
    return this.metrics.countPlacement('COD', () => this.placeCash(userId, dto, keyHeader));
  }

  private async placeCash(
    userId: string,
    dto: PlaceOrderDto,
    keyHeader?: string,
  ): Promise<PlaceOrderResponse> {
    const key = this.keys.keyOf(userId, keyHeader, 'cod', dto);
    const kept = key && (await this.keys.find(key));
    if (kept?.response) return kept.response as PlaceOrderResponse;
    await this.limits.takeOrderSlot(userId);
    // Read and priced before the transaction opens (no locks are taken by the read).
    const priced = await this.pricing.priceOrder(userId, dto);
    this.limits.assertTotal(priced.totals.totalCents, 'COD');
    const answer = (order: OrderEntity): PlaceOrderResponse => ({
      success: true,
      message: MESSAGES.orderPlaced,
      orderId: order.id,
      number: formatOrderNumber(order.number),
    });
    try {
      const order = await this.place(userId, dto, priced, 'COD', key, answer);
      return answer(order);
    } catch (error) {
      if (!(error instanceof KeyTaken) || !key) throw error;
      // A duplicate sent at the same moment: the first one's order, once it committed.
      const first = await this.keys.find(key);
      if (first?.response) return first.response as PlaceOrderResponse;
      throw error;
    }
  }

  /**
   * Places an unpaid online order (validated and priced exactly like cash on delivery) and
   * answers the payment page URL. Without a payment provider it answers 503 before touching
   * the database. When the payment page cannot be created the order is cancelled (kept, never
   * deleted) and the provider's error is answered. With an `Idempotency-Key` already used by
   * this shopper, answers the first order's payment page again.
   *
   * @param requestOrigin the request's `Origin`: the shopper returns there if it is allowed
   */
  placeOnlineOrder(
    userId: string,
    dto: PlaceOrderDto,
    requestOrigin?: string,
    keyHeader?: string,
  ): Promise<CheckoutResponse> {
    return this.metrics.countPlacement('Online', () =>
      this.placeOnline(userId, dto, requestOrigin, keyHeader),
    );
  }

  private async placeOnline(
    userId: string,
    dto: PlaceOrderDto,
    requestOrigin?: string,
    keyHeader?: string,
  ): Promise<CheckoutResponse> {
    this.checkout.assertAvailable();
    const returnUrls = checkoutReturnUrls(requestOrigin, this.config.corsOrigins);
    const key = this.keys.keyOf(userId, keyHeader, 'online', dto);
    const kept = key && (await this.keys.find(key));
    if (kept) return this.resumeCheckout(userId, dto, kept, key!, returnUrls);
    await this.limits.takeOrderSlot(userId);
    const priced = await this.pricing.priceOrder(userId, dto);
    this.limits.assertTotal(priced.totals.totalCents, 'Online');
    this.checkout.assertCanPay(priced);
    // Its stock is held while the payment page lives; payment sells it, expiry releases it.
    // So is its delivery window: an expired or failed checkout is cancelled, and cancelling
    // gives the place back (delivery-slots.hook.ts).
    let order: OrderEntity;
    try {
      order = await this.place(userId, dto, priced, 'Online', key);
    } catch (error) {
      if (!(error instanceof KeyTaken) || !key) throw error;
      const first = await this.keys.find(key);
      if (!first) throw error;
      return this.resumeCheckout(userId, dto, first, key, returnUrls);
    }
    return this.openCheckout(order, priced, returnUrls, key);
  }

  /**
   * A repeated online request: the first answer, or (while the first request is still opening
   * its payment page, or died doing so) the same page opened again; the provider makes one
   * page per order.
   */
  private async resumeCheckout(
    userId: string,
    dto: PlaceOrderDto,
    kept: KeptRequest,
    key: RequestKey,
    returnUrls: CheckoutReturnUrls,
  ): Promise<CheckoutResponse> {
    if (kept.response) return kept.response as CheckoutResponse;
    const order = await this.dataSource.manager.findOneBy(OrderEntity, { id: kept.orderId });
    if (!order || order.isPaid || order.status === 'Cancelled') {
      throw new AppError(
        HttpStatus.CONFLICT,
        ERROR_CODES.IDEMPOTENCY_IN_PROGRESS,
        'The first request with this key is still being answered: please try again in a moment',
      );
    }
    // Priced again for the payment page with the discounts the order was placed with (its code
    // may be used up by this very order now).
    const priced = withStoredDiscounts(
      await this.pricing.priceOrder(userId, dto, { keepRefusedCode: true }),
      order,
      await this.dataSource.manager.findBy(OrderItemEntity, { orderId: order.id }),
    );
    return this.openCheckout(order, priced, returnUrls, key);
  }

  /** Opens the order's payment page and remembers it, or cancels the order when it cannot. */
  private async openCheckout(
    order: OrderEntity,
    priced: PricedOrder,
    returnUrls: CheckoutReturnUrls,
    key: RequestKey | null,
  ): Promise<CheckoutResponse> {
    let page: HostedCheckout;
    try {
      page = await this.checkout.open(order, priced, returnUrls);
    } catch (error) {
      this.metrics.paymentFailed('checkout');
      await this.transitions.run(async (tx) => {
        const unpaid = await OrderRows.lock(tx.manager, { id: order.id });
        if (unpaid && !unpaid.isPaid && unpaid.status !== 'Cancelled') {
          await tx.move(unpaid, {
            to: 'Cancelled',
            actor: 'system',
            note: 'The payment page could not be created',
            ledgerActor: 'order',
          });
        }
        // A retry with the same key places a new order.
        if (key) await this.keys.forget(tx.manager, key);
      });
      throw error;
    }
    const answer: CheckoutResponse = {
      success: true,
      url: page.url,
      orderId: order.id,
      number: formatOrderNumber(order.number),
    };
    await this.dataSource.transaction(async (manager) => {
      await OrderRows.update(manager, order, { checkoutId: page.id });
      if (key) await this.keys.remember(manager, key, answer);
    });
    return answer;
  }

  /**
   * Stores a priced order (docs/ORDERS.md, "Placing an order"): one statement for the order,
   * its rows, its stock and its `Idempotency-Key` (OrderTransitions.place), or, when it books a
   * delivery window or waits for an online payment, that statement inside a transaction after
   * the booking's conditional UPDATE (409 when the window has no place left) and, online, the
   * shopper's count of unpaid checkouts taken under a lock of their account row (so two
   * checkouts at once cannot both pass the limit). A cash-on-delivery order empties the saved
   * cart. Two shoppers can never both buy the last unit: the stock moves by conditional
   * UPDATEs in the same statement.
   *
   * @param answer a cash-on-delivery order's answer, stored with its key in the same statement
   * @throws KeyTaken when a concurrent request with the same key made the order
   */
  private async place(
    userId: string,
    dto: PlaceOrderDto,
    priced: PricedOrder,
    paymentType: PaymentType,
    key: RequestKey | null,
    answer?: (order: OrderEntity) => PlaceOrderAnswer,
  ): Promise<OrderEntity> {
    const choices = choicesOf(dto);
    const online = paymentType === 'Online';
    const placing = (booking: SlotBooking | null) => {
      const { order, items } = this.newOrder(userId, priced, paymentType, choices, booking);
      const keyRow = key ? this.keys.row(key, order.id, answer?.(order) ?? null) : null;
      const redemptions = priced.discounts.taken.map((p) => ({
        promotionId: p.promotionId,
        code: p.code,
        discountCents: p.discountCents,
      }));
      return { order, items, options: { emptyCart: !online, key: keyRow, redemptions } };
    };
    // A promotion with a limit is taken by a conditional UPDATE in the order's transaction.
    const takesLimits = priced.discounts.taken.some((p) => p.limited || p.bulkCode);
    try {
      // Read before any transaction: the embedded database has one connection.
      const booksSlot = await this.slots.booksSlot(priced.zone, dto.slotId);
      if (!online && !booksSlot && !takesLimits) {
        const { order, items, options } = placing(null);
        await this.transitions.place(order, items, options);
        return order;
      }
      return await this.transitions.run(async (tx) => {
        if (online) await this.limits.assertFewUnpaid(tx.manager, userId);
        const booking = booksSlot
          ? await this.slots.book(tx.manager, priced.zone, dto.slotId)
          : null;
        // After the window, before the products: the order every transaction locks them in.
        if (takesLimits) await takePromotionLimits(tx.manager, userId, priced.discounts.taken);
        const { order, items, options } = placing(booking);
        await tx.place(order, items, options);
        return order;
      });
    } catch (error) {
      // Read once nothing is held: the 409 names the product and how many are left.
      if (error instanceof StockRefused) {
        throw await this.stock.insufficient(this.dataSource.manager, error.productId);
      }
      throw error;
    }
  }

  /**
   * The order (Order Placed) and its lines as they are to be stored, with a snapshot of name,
   * main image and offer price; {@link OrderTransaction.place} writes them. Every column the
   * code reads afterwards is set here (the number and time come from the pricing read), so the
   * order's email is told from these values without reading them back.
   */
  newOrder(
    userId: string,
    priced: PricedOrder,
    paymentType: PaymentType,
    choices: PlacedChoices = NO_CHOICES,
    booking: SlotBooking | null = null,
  ): StoredOrder {
    // Cash on delivery is asked rounded to the rupee when the shop rounds cash: the rounding is
    // kept beside the amount; card amounts never are (docs/PAYMENTS.md "Cash rounding").
    const rounded = paymentType === 'COD' && priced.terms.cashRounding;
    const cash = cashDueCents(priced.totals.totalCents, rounded);
    const order = Object.assign(new OrderEntity(), {
      id: randomUUID(),
      number: priced.stamp.number,
      userId,
      addressId: priced.address.id,
      addressSnapshot: snapshotOf(priced.address),
      amountCents: priced.totals.totalCents,
      discountCents: priced.totals.discountCents,
      roundingCents: rounded ? cash.roundingCents : null,
      taxBasisPoints: Math.round(priced.terms.tax.taxPercent * 100),
      pricesIncludeTax: priced.terms.tax.pricesIncludeTax,
      deliveryFeeCents: priced.totals.deliveryCents,
      deliverySlotId: booking?.slotId ?? null,
      deliveryWindow: booking?.window ?? null,
      paymentType,
      status: 'Order Placed',
      isPaid: false,
      paidCents: 0,
      refundState: null,
      refundedCents: 0,
      cashCollectedCents: null,
      cancelReason: null,
      checkoutId: null,
      paymentId: null,
      holdState: null,
      holdCents: null,
      authorisedUntil: null,
      holdWarnedAt: null,
      captureCents: null,
      captureStartedAt: null,
      paymentCheck: null,
      weightTolerancePercent: null,
      substitutionDefault: choices.default,
      substitutionDefaultProductId: null,
      // Weighed lines (docs/ORDERS.md "Weighed orders"): the tolerance the order is placed
      // under, and for a card payment the hold its Checkout Session authorises.
      ...weighedOrderFields(priced, paymentType, this.config.weightTolerancePercent),
      createdAt: priced.stamp.at,
      updatedAt: priced.stamp.at,
    } satisfies Omit<OrderEntity, 'address' | 'items'>);
    const items = priced.lines.map(({ product, quantity, discountCents }, position) =>
      Object.assign(new OrderItemEntity(), {
        orderId: order.id,
        productId: product.id,
        position,
        quantity,
        name: product.name,
        soldAsName: soldAsName(product, priced.language),
        image: product.images[0] ?? '',
        offerPriceCents: product.offerPriceCents,
        discountCents,
        // A weighed line keeps its step: its stock moves quantity × this many grams.
        stepGrams: product.soldBy === 'weight' ? product.stepGrams : null,
        pricePerKgCents: product.soldBy === 'weight' ? product.offerPricePerKgCents : null,
        // The older flag answers what the choice that applies means.
        substitution: preferenceOfChoice(
          (choices.lines.get(product.id) ?? { choice: choices.default }).choice,
        ),
        substitutionChoice: choices.lines.get(product.id)?.choice ?? null,
        substitutionProductId: choices.lines.get(product.id)?.productId ?? null,
        orderedQuantity: null,
        packedGrams: null,
        weighedBy: null,
        pickedAt: null,
        pickedBy: null,
        substitutedFrom: null,
        substitutedFromProductId: null,
        substitutedFromQuantity: null,
        substitutedFromStepGrams: null,
      } satisfies Omit<OrderItemEntity, 'id' | 'order' | 'product'>),
    );
    return { order, items };
  }
}

/**
 * The name a line is sold under in the shopper's language (Sinhala or Tamil) when the product
 * has one; null in English or without a translated name (the line's `name` is then it).
 */
function soldAsName(product: PricedProduct, language: Language | undefined): string | null {
  if (!language || language === 'en') return null;
  return product.translations?.[language]?.name || null;
}

/**
 * A priced order with the discounts an order was stored with (a repeated online request opens
 * the payment page of the order it already placed): the lines' discounts and the totals.
 */
function withStoredDiscounts(
  priced: PricedOrder,
  order: OrderEntity,
  items: readonly OrderItemEntity[],
): PricedOrder {
  const byProduct = new Map(items.map((i) => [i.productId, i.discountCents]));
  const lines = priced.lines.map((l) => ({
    ...l,
    discountCents: byProduct.get(l.product.id) ?? 0,
  }));

  const totals = priceCartCents(
    lines.map((l) => ({
      unitCents: l.product.offerPriceCents,
      quantity: l.quantity,
      discountCents: l.discountCents,
    })),
    { feeCents: order.deliveryFeeCents, freeFromCents: null },
    priced.terms.tax,
  );

  return { ...priced, lines, totals };
}

/** A new order and its lines, as they are stored. */
export interface StoredOrder {
  order: OrderEntity;
  items: OrderItemEntity[];
}
