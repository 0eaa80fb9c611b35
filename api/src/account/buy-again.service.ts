import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  MAX_QUANTITY,
  availableStock,
  buyAgainMessage,
  stepsForGrams,
  type BuyAgainResponse,
  type CartItems,
} from '@greencart/contracts';
import { In, type DataSource } from 'typeorm';
import { weighedInCart } from '../cart/cart-weighed.js';
import { AppError } from '../common/app-error.js';
import { OrderItemEntity } from '../order/order-item.entity.js';
import { OrderEntity } from '../order/order.entity.js';
import { ProductEntity } from '../product/product.entity.js';
import { UserEntity } from '../user/user.entity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the shopper asked for of one product in the order: units, or for a weighed line the
 * grams (steps × the step it was ordered in), so a changed step can be worked out again.
 */
interface Wanted {
  name: string;
  /** The step it was ordered in; null for a unit line. */
  stepGrams: number | null;
  /** Units, or grams of a weighed line. */
  amount: number;
}

type Outcome = Omit<BuyAgainResponse, 'success' | 'message' | 'cartItems' | 'cartWeighed'>;

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
 * One entry per product the shopper ordered, in the order's order. A substituted line stands
 * for the product it replaced (the shopper chose that one), as many as were ordered.
 */
function wantedOf(items: readonly OrderItemEntity[], outcome: Outcome): Map<string, Wanted> {
  const wanted = new Map<string, Wanted>();
  for (const item of items) {
    const substituted = item.substitutedFrom !== null;
    const productId = substituted ? item.substitutedFromProductId : item.productId;
    const name = item.substitutedFrom ?? item.name;
    if (productId === null) {
      outcome.archived.push({ product: null, name });
      continue;
    }
    // A substituted line keeps what the original asked for (its quantity and way); lines
    // substituted before that was kept fall back to the line's own count.
    const kept = substituted && item.substitutedFromQuantity !== null;
    const steps = kept
      ? (item.substitutedFromQuantity ?? 0)
      : (item.orderedQuantity ?? item.quantity);
    const stepGrams = kept ? item.substitutedFromStepGrams : item.stepGrams;
    const amount = stepGrams ? steps * stepGrams : steps;
    const line = wanted.get(productId);
    if (line) line.amount += amount;
    else wanted.set(productId, { name, stepGrams, amount });
  }
  return wanted;
}

/**
 * The quantity to ask for now: the units, or the steps of the product's current step nearest
 * the grams ordered (noted in `resized` when the step changed); null when the product is now
 * sold the other way (units are not grams).
 */
function quantityNow(id: string, line: Wanted, product: ProductEntity, outcome: Outcome) {
  const weighedNow = product.soldBy === 'weight' && product.stepGrams !== null;
  if (weighedNow !== (line.stepGrams !== null)) {
    outcome.soldDifferently.push({ product: id, name: line.name });
    return null;
  }
  if (!weighedNow || product.stepGrams === line.stepGrams) {
    return line.stepGrams ? line.amount / line.stepGrams : line.amount;
  }
  const stepGrams = product.stepGrams as number;
  const steps = stepsForGrams(line.amount, stepGrams);
  outcome.resized.push({
    product: id,
    name: line.name,
    orderedGrams: line.amount,
    stepGrams,
    steps,
  });
  return steps;
}

/**
 * "Buy again": puts the lines of one of the caller's past orders back into their saved cart.
 * Each line asks for what was ordered (before any short pick; the product ordered, not a
 * substitute; a weighed line the same weight in the product's step now), added to what the cart
 * already holds and capped by what is available now; out-of-stock, archived, deleted products
 * and products now sold the other way are left out and named. The cart row is locked while it
 * is read and written, so a concurrent cart update cannot interleave.
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
      const outcome: Outcome = {
        added: {},
        unavailable: [],
        archived: [],
        soldDifferently: [],
        resized: [],
        capped: [],
      };
      const wanted = wantedOf(items, outcome);
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
      const cartItems = this.fill({ ...user.cartItems }, wanted, products, outcome);
      await manager.update(UserEntity, { id: userId }, { cartItems });
      return {
        success: true,
        message: buyAgainMessage(outcome),
        cartItems,
        cartWeighed: await weighedInCart(manager, cartItems),
        ...outcome,
      };
    });
  }

  /** Adds each wanted product to `cartItems`, noting in `outcome` what was added or not. */
  private fill(
    cartItems: CartItems,
    wanted: Map<string, Wanted>,
    products: Map<string, ProductEntity>,
    outcome: Outcome,
  ): CartItems {
    for (const [id, line] of wanted) {
      const product = products.get(id);
      if (!product || product.archivedAt !== null) {
        outcome.archived.push({ product: id, name: line.name });
        continue;
      }
      const limit = cartLimit(product);
      if (limit === 0) {
        outcome.unavailable.push({ product: id, name: line.name });
        continue;
      }
      const quantity = quantityNow(id, line, product, outcome);
      if (quantity === null) continue;
      const inCart = cartItems[id] ?? 0;
      const total = Math.min(inCart + quantity, limit);
      const more = Math.max(0, total - inCart);
      if (more > 0) {
        cartItems[id] = total;
        outcome.added[id] = more;
      }
      if (more < quantity) {
        const stepGrams = product.soldBy === 'weight' ? product.stepGrams : null;
        outcome.capped.push({
          product: id,
          name: line.name,
          asked: quantity,
          added: more,
          ...(stepGrams ? { stepGrams } : {}),
        });
      }
    }
    return cartItems;
  }
}
