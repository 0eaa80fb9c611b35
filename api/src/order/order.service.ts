import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  MESSAGES,
  type CheckoutResponse,
  type MessageResponse,
  type PaymentType,
} from '@greencart/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';
import {
  DeliverySlotsService,
  type SlotBooking,
} from '../delivery/slots/delivery-slots.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { CHECKOUT_GATEWAY, type CheckoutGateway, type HostedCheckout } from './checkout-gateway.js';
import { checkoutReturnUrls } from './checkout-urls.js';
import type { PlaceOrderDto } from './dto/place-order.dto.js';
import { OrderItemEntity } from './order-item.entity.js';
import { OrderLimits } from './order-limits.js';
import { StockRefused } from './order-placement.js';
import { OrderStock } from './order-stock.js';
import { OrderTransitions } from './order-transitions.js';
import { OrderPricingService, type PricedOrder } from './order-pricing.service.js';
import { OrderEntity, type AddressSnapshot } from './order.entity.js';
import { weighedOrderFields } from './order-weighing.js';
import type { AddressEntity } from '../address/address.entity.js';

/** The delivery address copied onto an order, so later edits never rewrite it. */
function snapshotOf(address: AddressEntity): AddressSnapshot {
  const { id, userId, firstName, lastName, email, phone, street, city, state, zipcode, country } =
    address;
  return { id, userId, firstName, lastName, email, phone, street, city, state, zipcode, country };
}

/** The products whose lines the shopper lets staff replace with a similar product. */
function similarFine(dto: PlaceOrderDto): Set<string> {
  return new Set(dto.items.filter((i) => i.substitution === 'similar').map((i) => i.product));
}

/** Placing orders. Amounts always come from the database, never the client. */
@Injectable()
export class OrderService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pricing: OrderPricingService,
    private readonly transitions: OrderTransitions,
    private readonly limits: OrderLimits,
    private readonly stock: OrderStock,
    private readonly slots: DeliverySlotsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(CHECKOUT_GATEWAY) private readonly checkout?: CheckoutGateway | null,
  ) {}

  /** Places a cash-on-delivery order and empties the saved cart, in one transaction. */
  async placeCashOrder(userId: string, dto: PlaceOrderDto): Promise<MessageResponse> {
    await this.limits.takeOrderSlot(userId);
    // Read and priced before the transaction opens (no locks are taken by the read).
    const priced = await this.pricing.priceOrder(userId, dto);
    this.limits.assertTotal(priced.totals.totalCents, 'COD');
    await this.place(userId, dto, priced, 'COD');
    return { success: true, message: MESSAGES.orderPlaced };
  }

  /**
   * Places an unpaid online order (validated and priced exactly like cash on delivery) and
   * answers the payment page URL. Without a checkout gateway (no Stripe configured) it
   * answers 503 before touching the database. When the payment page cannot be created the
   * order is cancelled (kept, never deleted) and the gateway's error is answered.
   *
   * @param requestOrigin the request's `Origin`: the shopper returns there if it is allowed
   */
  async placeOnlineOrder(
    userId: string,
    dto: PlaceOrderDto,
    requestOrigin?: string,
  ): Promise<CheckoutResponse> {
    const gateway = this.checkout;
    if (!gateway) {
      throw new AppError(
        HttpStatus.SERVICE_UNAVAILABLE,
        ERROR_CODES.PAYMENT_UNAVAILABLE,
        MESSAGES.onlinePaymentUnavailable,
      );
    }
    const returnUrls = checkoutReturnUrls(requestOrigin, this.config.corsOrigins);
    await this.limits.takeOrderSlot(userId);
    const priced = await this.pricing.priceOrder(userId, dto);
    this.limits.assertTotal(priced.totals.totalCents, 'Online');
    await this.limits.assertFewUnpaid(this.dataSource.manager, userId);
    // Its stock is held while the Checkout Session lives; payment sells it, expiry releases it.
    // So is its delivery window: an expired or failed checkout is cancelled, and cancelling
    // gives the place back (delivery-slots.hook.ts).
    const order = await this.place(userId, dto, priced, 'Online');
    let checkout: HostedCheckout;
    try {
      checkout = await gateway.createCheckout(order, priced, returnUrls);
    } catch (error) {
      await this.transitions.run(async (tx) => {
        const unpaid = await lockedOrder(tx.manager, order.id);
        if (unpaid && !unpaid.isPaid && unpaid.status !== 'Cancelled') {
          await tx.move(unpaid, {
            to: 'Cancelled',
            actor: 'system',
            note: 'The payment page could not be created',
            ledgerActor: 'order',
          });
        }
      });
      throw error;
    }
    await this.dataSource.query(
      `UPDATE "order" SET "stripe_session_id" = $2, "updated_at" = now() WHERE "id" = $1`,
      [order.id, checkout.id],
    );
    return { success: true, url: checkout.url };
  }

  /**
   * Stores a priced order (docs/ORDERS.md, "Placing an order"): one statement for the order,
   * its rows and its stock (OrderTransitions.place), or, when it books a delivery window, that
   * statement after the booking's conditional UPDATE (409 when the window has no place left) in
   * one transaction. A cash-on-delivery order empties the saved cart. Two shoppers can never
   * both buy the last unit: the stock moves by conditional UPDATEs in the same statement.
   */
  private async place(
    userId: string,
    dto: PlaceOrderDto,
    priced: PricedOrder,
    paymentType: PaymentType,
  ): Promise<OrderEntity> {
    const options = { emptyCart: paymentType === 'COD' };
    const similar = similarFine(dto);
    try {
      if (!(await this.slots.booksSlot(priced.zone, dto.slotId))) {
        const { order, items } = this.newOrder(userId, priced, paymentType, similar);
        await this.transitions.place(order, items, options);
        return order;
      }
      return await this.transitions.run(async (tx) => {
        const booking = await this.slots.book(tx.manager, priced.zone, dto.slotId);
        const { order, items } = this.newOrder(userId, priced, paymentType, similar, booking);
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
    similar: ReadonlySet<string> = new Set(),
    booking: SlotBooking | null = null,
  ): StoredOrder {
    const order = Object.assign(new OrderEntity(), {
      id: randomUUID(),
      number: priced.stamp.number,
      userId,
      addressId: priced.address.id,
      addressSnapshot: snapshotOf(priced.address),
      amountCents: priced.totals.totalCents,
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
      stripeSessionId: null,
      stripePaymentIntentId: null,
      holdState: null,
      holdCents: null,
      authorisedUntil: null,
      holdWarnedAt: null,
      weightTolerancePercent: null,
      // Weighed lines (docs/ORDERS.md "Weighed orders"): the tolerance the order is placed
      // under, and for a card payment the hold its Checkout Session authorises.
      ...weighedOrderFields(priced, paymentType, this.config.weightTolerancePercent),
      createdAt: priced.stamp.at,
      updatedAt: priced.stamp.at,
    } satisfies Omit<OrderEntity, 'address' | 'items'>);
    const items = priced.lines.map(({ product, quantity }, position) =>
      Object.assign(new OrderItemEntity(), {
        orderId: order.id,
        productId: product.id,
        position,
        quantity,
        name: product.name,
        image: product.images[0] ?? '',
        offerPriceCents: product.offerPriceCents,
        // A weighed line keeps its step: its stock moves quantity × this many grams.
        stepGrams: product.soldBy === 'weight' ? product.stepGrams : null,
        pricePerKgCents: product.soldBy === 'weight' ? product.offerPricePerKgCents : null,
        substitution: similar.has(product.id) ? 'similar' : 'refund',
        orderedQuantity: null,
        packedGrams: null,
        weighedBy: null,
        substitutedFrom: null,
        substitutedFromProductId: null,
      } satisfies Omit<OrderItemEntity, 'id' | 'order' | 'product'>),
    );
    return { order, items };
  }
}

/** A new order and its lines, as they are stored. */
export interface StoredOrder {
  order: OrderEntity;
  items: OrderItemEntity[];
}

/** The order row, locked until the transaction ends. */
function lockedOrder(manager: EntityManager, id: string): Promise<OrderEntity | null> {
  return manager.findOne(OrderEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
}
