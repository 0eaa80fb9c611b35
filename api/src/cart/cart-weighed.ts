import type { CartItems } from '@greencart/contracts';
import { In, type EntityManager } from 'typeorm';
import { ProductEntity } from '../product/product.entity.js';

/**
 * The ids of a cart's products sold by weight (`User.cartWeighed`): a weighed line counts as
 * one item in the storefront's cart count, whatever its number of steps, and the cart map
 * (`{ productId: quantity }`, the spec's shape) cannot say which lines are weighed. One
 * primary-key lookup, none for an empty cart.
 */
export async function weighedInCart(manager: EntityManager, cart: CartItems): Promise<string[]> {
  const ids = Object.keys(cart);
  if (ids.length === 0) return [];
  const rows = await manager.find(ProductEntity, {
    select: { id: true },
    where: { id: In(ids), soldBy: 'weight' },
  });
  return rows.map((row) => row.id).sort();
}
