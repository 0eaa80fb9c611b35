import { HttpStatus, Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { CHECKOUT_HOLD_MINUTES, ERROR_CODES, MESSAGES } from '@greencart/contracts';
import { AppError } from '../../common/app-error.js';
import {
  PAYMENT_PROVIDER,
  PaymentProviderError,
  type HostedCheckout,
  type PaymentProvider,
} from '../../payment/payment-provider.js';
import {
  confirmationUrl,
  orderPageUrl,
  successUrlOf,
  type CheckoutReturnUrls,
} from '../placement/checkout-urls.js';
import type { PricedOrder } from '../placement/order-pricing.service.js';
import { weighableOfPriced } from '../fulfilment/order-weighing.js';
import type { OrderEntity } from '../order.entity.js';
import { checkoutLines } from './checkout-lines.js';

const TRY_LATER = 'Please try again later or choose Cash On Delivery.';

/**
 * The payment page of an unpaid online order, through the payment port: exactly its amount
 * (or, with weighed lines, its hold), open for as long as its stock is held. Provider failures
 * become answers the shopper can read: 503 when the provider cannot be reached, 502 when it
 * refused.
 */
@Injectable()
export class OrderCheckoutService {
  private readonly logger = new Logger(OrderCheckoutService.name);

  constructor(
    @Optional() @Inject(PAYMENT_PROVIDER) private readonly provider?: PaymentProvider | null,
  ) {}

  /** 503 "Online payment is not available" when no provider is configured. */
  assertAvailable(): void {
    if (this.provider) return;
    throw new AppError(
      HttpStatus.SERVICE_UNAVAILABLE,
      ERROR_CODES.PAYMENT_UNAVAILABLE,
      MESSAGES.onlinePaymentUnavailable,
    );
  }

  /**
   * 409 before anything is stored when the order has weighed lines (its card must be held
   * until weighing) and the provider cannot hold a card (an account without holds).
   */
  assertCanPay(priced: PricedOrder): void {
    if (this.provider?.holds !== false) return;
    if (!priced.lines.some((line) => weighableOfPriced(line).stepGrams !== null)) return;
    throw new AppError(
      HttpStatus.CONFLICT,
      ERROR_CODES.PAYMENT_HOLD_UNAVAILABLE,
      MESSAGES.weighedNeedCash,
    );
  }

  async open(
    order: OrderEntity,
    priced: PricedOrder,
    returnUrls: CheckoutReturnUrls,
  ): Promise<HostedCheckout> {
    this.assertAvailable();
    const lines = checkoutLines(order, priced);
    const { address } = priced;
    try {
      return await this.provider!.startCheckout({
        orderId: order.id,
        capture: order.holdCents !== null ? 'hold' : 'now',
        amountCents: order.holdCents ?? order.amountCents,
        lines,
        email: address.email,
        customer: {
          firstName: address.firstName,
          lastName: address.lastName,
          email: address.email,
          phone: address.phone,
          street: address.street,
          city: address.city,
          country: address.country,
        },
        successUrl: successUrlOf(returnUrls, order.id),
        cancelUrl: returnUrls.cancelUrl,
        orderUrl: orderPageUrl(returnUrls.shopOrigin, order.id),
        confirmationUrl: confirmationUrl(returnUrls.shopOrigin, order.id),
        // The stock is held for the page's life (docs/STOCK.md): keep it short.
        expiresAt: new Date(Date.now() + CHECKOUT_HOLD_MINUTES * 60_000),
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      this.logger.warn(`The payment page of order ${order.id} was refused: ${error.message}`);
      throw error.kind === 'unavailable'
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
  }
}
