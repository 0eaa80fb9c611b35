import { HttpStatus, Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  MESSAGES,
  type CheckoutResponse,
  type MessageResponse,
  type OrderListResponse,
  type PaymentType,
} from '@greencart/contracts';
import { Brackets, type DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { UserEntity } from '../user/user.entity.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { CHECKOUT_GATEWAY, type CheckoutGateway, type HostedCheckout } from './checkout-gateway.js';
import { checkoutReturnUrls } from './checkout-urls.js';
import type { PlaceOrderDto } from './dto/place-order.dto.js';
import { OrderItemEntity } from './order-item.entity.js';
import { OrderLimits } from './order-limits.js';
import { OrderPricingService, type PricedOrder } from './order-pricing.service.js';
import { OrderEntity } from './order.entity.js';
import { toOrderView } from './order.view.js';

/** Placing and listing orders. Amounts always come from the database, never the client. */
@Injectable()
export class OrderService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pricing: OrderPricingService,
    private readonly limits: OrderLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(CHECKOUT_GATEWAY) private readonly checkout?: CheckoutGateway | null,
  ) {}

  /** Places a cash-on-delivery order and empties the saved cart, in one transaction. */
  async placeCashOrder(userId: string, dto: PlaceOrderDto): Promise<MessageResponse> {
    await this.limits.takeOrderSlot(userId);
    await this.dataSource.transaction(async (manager) => {
      const priced = await this.pricing.priceOrder(manager, userId, dto);
      this.limits.assertTotal(priced.totals.totalCents, 'COD');
      await this.storeOrder(manager, userId, priced, 'COD');
      await manager.update(UserEntity, { id: userId }, { cartItems: {} });
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
      return {
        order: await this.storeOrder(manager, userId, pricedOrder, 'Online'),
        priced: pricedOrder,
      };
    });
    let checkout: HostedCheckout;
    try {
      checkout = await gateway.createCheckout(order, priced, returnUrls);
    } catch (error) {
      await this.dataSource
        .getRepository(OrderEntity)
        .update({ id: order.id, isPaid: false }, { status: 'Cancelled' });
      throw error;
    }
    await this.dataSource
      .getRepository(OrderEntity)
      .update({ id: order.id }, { stripeSessionId: checkout.id });
    return { success: true, url: checkout.url };
  }

  /** The caller's visible orders (COD, or paid online), newest first. */
  async listOwn(userId: string): Promise<OrderListResponse> {
    return { success: true, orders: await this.findVisible(userId) };
  }

  /** Every visible order (COD, or paid online), newest first, for the seller. */
  async listAll(): Promise<OrderListResponse> {
    return { success: true, orders: await this.findVisible() };
  }

  /** Stores the order and its lines with a snapshot of name, main image and offer price. */
  async storeOrder(
    manager: EntityManager,
    userId: string,
    priced: PricedOrder,
    paymentType: PaymentType,
  ): Promise<OrderEntity> {
    const order = manager.create(OrderEntity, {
      userId,
      addressId: priced.address.id,
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
        }),
      ),
    });
    return manager.save(order);
  }

  private async findVisible(userId?: string) {
    const query = this.dataSource
      .getRepository(OrderEntity)
      .createQueryBuilder('order')
      .leftJoinAndSelect('order.items', 'item')
      .leftJoinAndSelect('item.product', 'product')
      .innerJoinAndSelect('order.address', 'address')
      .where(
        new Brackets((q) => q.where(`order.paymentType = 'COD'`).orWhere('order.isPaid = true')),
      )
      .orderBy('order.createdAt', 'DESC')
      .addOrderBy('order.id', 'DESC')
      .addOrderBy('item.position', 'ASC');
    if (userId) query.andWhere('order.userId = :userId', { userId });
    return (await query.getMany()).map((order) => toOrderView(order, this.config.publicApiUrl));
  }
}
