import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  MAX_QUANTITY,
  availableStock,
  buyAgainMessage,
  type BuyAgainCapped,
  type BuyAgainResponse,
  type BuyAgainSkipped,
  type CartItems,
} from '@greencart/contracts';
import { In, type DataSource } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { OrderItemEntity } from '../order/order-item.entity.js';
import { OrderEntity } from '../order/order.entity.js';
import { ProductEntity } from '../product/product.entity.js';
import { UserEntity } from '../user/user.entity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How many of a product a cart may hold now: what is available (when counted), at most 999. */
function cartLimit(product: ProductEntity): number {
  if (!product.inStock) return 0;
  if (product.onHand === null) return MAX_QUANTITY;
  const available = availableStock(product.onHand, product.reserved);
  // A weighed product counts grams; a cart counts its steps.
  const steps = product.stepGrams ? Math.floor(available / product.stepGrams) : available;
  return Math.min(steps, MAX_QUANTITY);
}

/**
 * "Buy again": puts the lines of one of the caller's past orders back into their saved cart.
 * Each line asks for what was ordered (before any short pick), added to what the cart already
 * holds and capped by what is available now; out-of-stock, archived and deleted products are
 * left out and named. The cart row is locked while it is read and written, so a concurrent
 * cart update cannot interleave.
 */
@Injectable()
export class BuyAgainService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async buyAgain(userId: string, orderId: string): Promise<BuyAgainResponse> {
    return this.dataSource.transaction(async (manager) => {
      const order = UUID.test(orderId)
        ? await manager.findOne(OrderEntity, {
            select: { id: true },
            where: { id: orderId, userId },
          })
        : null;
      if (!order) {
        throw new AppError(HttpStatus.NOT_FOUND, ERROR_CODES.ORDER_NOT_FOUND, 'Order not found');
      }
      const items = await manager.find(OrderItemEntity, {
        where: { orderId: order.id },
        order: { position: 'ASC' },
      });
      // One entry per product (a substitute may repeat one), in the order's order.
      const wanted = new Map<string, { name: string; quantity: number }>();
      const archived: BuyAgainSkipped[] = [];
      for (const item of items) {
        const quantity = item.orderedQuantity ?? item.quantity;
        if (item.productId === null) {
          archived.push({ product: null, name: item.name });
          continue;
        }
        const line = wanted.get(item.productId);
        if (line) line.quantity += quantity;
        else wanted.set(item.productId, { name: item.name, quantity });
      }
      const products = new Map(
        (await manager.find(ProductEntity, { where: { id: In([...wanted.keys()]) } })).map((p) => [
          p.id,
          p,
        ]),
      );
      const user = await manager.findOne(UserEntity, {
        where: { id: userId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!user) throw AppError.notAuthenticated();

      const cartItems: CartItems = { ...user.cartItems };
      const added: CartItems = {};
      const unavailable: BuyAgainSkipped[] = [];
      const capped: BuyAgainCapped[] = [];
      for (const [id, { name, quantity }] of wanted) {
        const product = products.get(id);
        if (!product || product.archivedAt !== null) {
          archived.push({ product: id, name });
          continue;
        }
        const limit = cartLimit(product);
        if (limit === 0) {
          unavailable.push({ product: id, name });
          continue;
        }
        const inCart = cartItems[id] ?? 0;
        const total = Math.min(inCart + quantity, limit);
        const more = Math.max(0, total - inCart);
        if (more > 0) {
          cartItems[id] = total;
          added[id] = more;
        }
        if (more < quantity) capped.push({ product: id, name, asked: quantity, added: more });
      }
      await manager.update(UserEntity, { id: userId }, { cartItems });
      const outcome = { added, unavailable, archived, capped };
      return { success: true, message: buyAgainMessage(outcome), cartItems, ...outcome };
    });
  }
}
