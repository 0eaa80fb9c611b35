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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(CHECKOUT_GATEWAY) private readonly checkout?: CheckoutGateway | null,
  ) {}

  /** Places a cash-on-delivery order and empties the saved cart, in one transaction. */
  async placeCashOrder(userId: string, dto: PlaceOrderDto): Promise<MessageResponse> {
    await this.limits.takeOrderSlot(userId);
    await this.transitions.run(async (tx) => {
      const priced = await this.pricing.priceOrder(tx.manager, userId, dto);
      this.limits.assertTotal(priced.totals.totalCents, 'COD');
      const order = await this.storeOrder(tx.manager, userId, priced, 'COD', similarFine(dto));
      await tx.manager.update(UserEntity, { id: userId }, { cartItems: {} });
      // Sold in the same transaction, last: two shoppers can never both buy the last unit.
      await tx.place(order, stockLines(priced));
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
      const stored = await this.storeOrder(
        tx.manager,
        userId,
        pricedOrder,
        'Online',
        similarFine(dto),
      );
      // Held while the Checkout Session lives; payment sells it, expiry releases it.
      await tx.place(stored, stockLines(pricedOrder));
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
   * price; {@link OrderTransaction.place} then records it.
   */
  async storeOrder(
    manager: EntityManager,
    userId: string,
    priced: PricedOrder,
    paymentType: PaymentType,
    similar: ReadonlySet<string> = new Set(),
  ): Promise<OrderEntity> {
    const order = manager.create(OrderEntity, {
      userId,
      addressId: priced.address.id,
      addressSnapshot: snapshotOf(priced.address),
      amountCents: priced.totals.totalCents,
      deliveryFeeCents: priced.totals.deliveryCents,
      paymentType,
      status: 'Order Placed',
      isPaid: false,
      items: priced.lines.map(({ product, quantity }, position) =>
        manager.create(OrderItemEntity, {
          productId: product.id,
          position,
          quantity,
          name: product.name,
          image: product.images[0] ?? '',
          offerPriceCents: product.offerPriceCents,
          // A weighed line keeps its step: its stock moves quantity × this many grams.
          stepGrams: product.soldBy === 'weight' ? product.stepGrams : null,
          substitution: similar.has(product.id) ? 'similar' : 'refund',
        }),
      ),
    });
    const saved = await manager.save(order);
    // Read back: the database assigns the order number.
    return manager.findOneByOrFail(OrderEntity, { id: saved.id });
  }
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
