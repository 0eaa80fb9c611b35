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
import { insertReturning } from '../common/insert-returning.js';
import {
  DeliverySlotsService,
  type SlotBooking,
} from '../delivery/slots/delivery-slots.service.js';
import { UserEntity } from '../user/user.entity.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { CHECKOUT_GATEWAY, type CheckoutGateway, type HostedCheckout } from './checkout-gateway.js';
import { checkoutReturnUrls } from './checkout-urls.js';
import type { PlaceOrderDto } from './dto/place-order.dto.js';
import { OrderItemEntity } from './order-item.entity.js';
import { OrderLimits } from './order-limits.js';
import type { StockLine } from './order-stock.js';
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
    private readonly slots: DeliverySlotsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(CHECKOUT_GATEWAY) private readonly checkout?: CheckoutGateway | null,
  ) {}

  /** Places a cash-on-delivery order and empties the saved cart, in one transaction. */
  async placeCashOrder(userId: string, dto: PlaceOrderDto): Promise<MessageResponse> {
    await this.limits.takeOrderSlot(userId);
    await this.transitions.run(async (tx) => {
      const priced = await this.pricing.priceOrder(tx.manager, userId, dto);
      this.limits.assertTotal(priced.totals.totalCents, 'COD');
      // One conditional UPDATE takes a place in the window (409 when it has none left).
      const booking = await this.slots.book(tx.manager, priced.zone, dto.slotId);
      const { order, items } = await this.storeOrder(
        tx.manager,
        userId,
        priced,
        'COD',
        similarFine(dto),
        booking,
      );
      await tx.manager.update(UserEntity, { id: userId }, { cartItems: {} });
      // Sold in the same transaction, last: two shoppers can never both buy the last unit.
      await tx.place(order, stockLines(priced), items);
    });
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
    const { order, priced } = await this.transitions.run(async (tx) => {
      await this.limits.assertFewUnpaid(tx.manager, userId);
      const pricedOrder = await this.pricing.priceOrder(tx.manager, userId, dto);
      this.limits.assertTotal(pricedOrder.totals.totalCents, 'Online');
      // Held while the Checkout Session lives: an expired or failed checkout is cancelled,
      // and cancelling gives the place back (delivery-slots.hook.ts).
      const booking = await this.slots.book(tx.manager, pricedOrder.zone, dto.slotId);
      const { order: stored, items } = await this.storeOrder(
        tx.manager,
        userId,
        pricedOrder,
        'Online',
        similarFine(dto),
        booking,
      );
      // Held while the Checkout Session lives; payment sells it, expiry releases it.
      await tx.place(stored, stockLines(pricedOrder), items);
      return { order: stored, priced: pricedOrder };
    });
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
    await this.dataSource
      .getRepository(OrderEntity)
      .update({ id: order.id }, { stripeSessionId: checkout.id });
    return { success: true, url: checkout.url };
  }

  /**
   * Stores the order (Order Placed) and its lines with a snapshot of name, main image and offer
   * price, and answers both as stored (the database assigns the order number: one `INSERT …
   * RETURNING` each, no read-back); {@link OrderTransaction.place} then records it.
   */
  async storeOrder(
    manager: EntityManager,
    userId: string,
    priced: PricedOrder,
    paymentType: PaymentType,
    similar: ReadonlySet<string> = new Set(),
    booking: SlotBooking | null = null,
  ): Promise<StoredOrder> {
    const [order] = await insertReturning(manager, OrderEntity, [
      {
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
        // Weighed lines (docs/ORDERS.md "Weighed orders"): the tolerance the order is placed
        // under, and for a card payment the hold its Checkout Session authorises.
        ...weighedOrderFields(priced, paymentType, this.config.weightTolerancePercent),
      },
    ]);
    const items = await insertReturning(
      manager,
      OrderItemEntity,
      priced.lines.map(({ product, quantity }, position) => ({
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
      })),
    );
    return { order, items };
  }
}

/** An order just stored, and its lines, as the database holds them. */
export interface StoredOrder {
  order: OrderEntity;
  items: OrderItemEntity[];
}

/** The order row, locked until the transaction ends. */
function lockedOrder(manager: EntityManager, id: string): Promise<OrderEntity | null> {
  return manager.findOne(OrderEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
}

/** The units a priced order takes, per line. */
function stockLines(priced: PricedOrder): StockLine[] {
  return priced.lines.map(({ product, quantity }) => ({
    productId: product.id,
    quantity,
    stepGrams: product.soldBy === 'weight' ? product.stepGrams : null,
  }));
}
