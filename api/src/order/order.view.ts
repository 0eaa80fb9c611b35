import { fromCents, type Order } from '@greencart/contracts';
import { toAddressView } from '../address/address.view.js';
import { absoluteAssetUrl, toProductView } from '../product/product.view.js';
import type { OrderEntity } from './order.entity.js';

/** The order as the API answers it: product and address populated, snapshot per line. */
export function toOrderView(order: OrderEntity, publicApiUrl: string): Order {
  return {
    _id: order.id,
    userId: order.userId,
    items: [...order.items]
      .sort((a, b) => a.position - b.position)
      .map((item) => ({
        product: item.product ? toProductView(item.product, publicApiUrl) : null,
        quantity: item.quantity,
        name: item.name,
        image: absoluteAssetUrl(publicApiUrl, item.image),
        offerPrice: fromCents(item.offerPriceCents),
      })),
    amount: fromCents(order.amountCents),
    address: toAddressView(order.address),
    paymentType: order.paymentType,
    status: order.status,
    isPaid: order.isPaid,
    createdAt: order.createdAt.toISOString(),
  };
}
