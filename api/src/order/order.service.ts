import { HttpStatus, Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  MESSAGES,
  formatOrderNumber,
  type CheckoutResponse,
  type MessageResponse,
  type PaymentType,
} from '@greencart/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { UserEntity } from '../user/user.entity.js';
import { OutboxService } from '../mail/outbox.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { CHECKOUT_GATEWAY, type CheckoutGateway, type HostedCheckout } from './checkout-gateway.js';
import { checkoutReturnUrls } from './checkout-urls.js';
import type { PlaceOrderDto } from './dto/place-order.dto.js';
import { OrderHistoryEntity } from './order-history.entity.js';
import { OrderItemEntity } from './order-item.entity.js';
import { OrderLimits } from './order-limits.js';
import { OrderStreamService } from './order-stream.service.js';
import { OrderStock, type StockLine } from './order-stock.js';
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
    private readonly stock: OrderStock,
    private readonly limits: OrderLimits,
    private readonly outbox: OutboxService,
    private readonly streams: OrderStreamService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(CHECKOUT_GATEWAY) private readonly checkout?: CheckoutGateway | null,
  ) {}

  /** Places a cash-on-delivery order and empties the saved cart, in one transaction. */
  async placeCashOrder(userId: string, dto: PlaceOrderDto): Promise<MessageResponse> {
    await this.limits.takeOrderSlot(userId);
    const placed = await this.dataSource.transaction(async (manager) => {
      const priced = await this.pricing.priceOrder(manager, userId, dto);
      this.limits.assertTotal(priced.totals.totalCents, 'COD');
      const order = await this.storeOrder(manager, userId, priced, 'COD', similarFine(dto));
      await this.outbox.add(
        manager,
        'order.placed',
        { orderId: order.id },
        `order.placed:${order.id}`,
      );
      await manager.update(UserEntity, { id: userId }, { cartItems: {} });
      const stored = await manager.findOneByOrFail(OrderEntity, { id: order.id });
      // Sold in the same transaction, last: two shoppers can never both buy the last unit,
      // and the product rows stay locked only from here to the commit.
      await this.stock.take(manager, order.id, stockLines(priced), 'COD');
      return stored;
    });
    await this.streams.publish({
      orderId: placed.id,
      userId,
      number: formatOrderNumber(placed.number),
      status: placed.status,
      kind: 'placed',
    });
    return { success: true, message: 'Order Placed Successfully' };
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
    const { order, priced } = await this.dataSource.transaction(async (manager) => {
      await this.limits.assertFewUnpaid(manager, userId);
      const pricedOrder = await this.pricing.priceOrder(manager, userId, dto);
      this.limits.assertTotal(pricedOrder.totals.totalCents, 'Online');
      const stored = await this.storeOrder(
        manager,
        userId,
        pricedOrder,
        'Online',
        similarFine(dto),
      );
      // Held while the Checkout Session lives; payment sells it, expiry releases it.
      await this.stock.take(manager, stored.id, stockLines(pricedOrder), 'Online');
      return { order: stored, priced: pricedOrder };
    });
    let checkout: HostedCheckout;
    try {
      checkout = await gateway.createCheckout(order, priced, returnUrls);
    } catch (error) {
      await this.dataSource.transaction(async (manager) => {
        await manager.update(OrderEntity, { id: order.id, isPaid: false }, { status: 'Cancelled' });
        await this.stock.release(manager, order.id, 'order');
      });
      throw error;
    }
    await this.dataSource
      .getRepository(OrderEntity)
      .update({ id: order.id }, { stripeSessionId: checkout.id });
    return { success: true, url: checkout.url };
  }

  /** Stores the order and its lines with a snapshot of name, main image and offer price. */
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
          substitution: similar.has(product.id) ? 'similar' : 'refund',
        }),
      ),
    });
    const saved = await manager.save(order);
    await manager.insert(OrderHistoryEntity, {
      orderId: saved.id,
      fromStatus: null,
      toStatus: saved.status,
      actor: 'shopper',
    });
    return saved;
  }
}

/** The units a priced order takes, per line. */
function stockLines(priced: PricedOrder): StockLine[] {
  return priced.lines.map(({ product, quantity }) => ({ productId: product.id, quantity }));
}
