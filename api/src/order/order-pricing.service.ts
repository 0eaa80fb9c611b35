import { HttpStatus, Injectable } from '@nestjs/common';
import {
  ACCOUNT_MESSAGES,
  ERROR_CODES,
  MAX_QUANTITY,
  fromCents,
  priceCart,
  type CartTotals,
} from '@greencart/contracts';
import { In, type EntityManager } from 'typeorm';
import { AddressEntity } from '../address/address.entity.js';
import { AppError } from '../common/app-error.js';
import type { DeliveryZoneEntity } from '../delivery/delivery-zone.entity.js';
import { DeliveryZonesService, termsOf } from '../delivery/delivery-zones.service.js';
import { ProductEntity } from '../product/product.entity.js';
import type { OrderLineDto } from './dto/place-order.dto.js';

/**
 * The product columns pricing, the order's line snapshot, its stock and the payment page use:
 * the only ones read (not the description, rating, counts…).
 */
const PRICED_PRODUCT_COLUMNS = [
  'id',
  'name',
  'images',
  'offerPriceCents',
  'inStock',
  'archivedAt',
  'soldBy',
  'stepGrams',
  'offerPricePerKgCents',
] as const satisfies readonly (keyof ProductEntity)[];

/** A product as an order is priced from ({@link PRICED_PRODUCT_COLUMNS}). */
export type PricedProduct = Pick<ProductEntity, (typeof PRICED_PRODUCT_COLUMNS)[number]>;

/** One validated line with the product row it was priced from. */
export interface PricedOrderLine {
  product: PricedProduct;
  quantity: number;
}

/** A validated, priced order request, ready to be stored (COD) or sent to a payment provider. */
export interface PricedOrder {
  address: AddressEntity;
  /** The delivery zone of the address (its slots are booked by OrderService). */
  zone: DeliveryZoneEntity;
  lines: PricedOrderLine[];
  totals: CartTotals;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Adds up the quantities of duplicate product ids, keeping the first-seen order. */
export function mergeLines(items: readonly OrderLineDto[]): Map<string, number> {
  const merged = new Map<string, number>();
  for (const { product, quantity } of items)
    merged.set(product, (merged.get(product) ?? 0) + quantity);
  return merged;
}

/**
 * Validates and prices an order request for one user, from the database only: the
 * address must be the caller's and in a delivery zone, every product must exist and be in
 * stock, duplicates are merged (and stay ≤ MAX_QUANTITY), the goods must reach the zone's
 * minimum order, and money comes from {@link priceCart} with the zone's delivery fee. Used by
 * cash and online orders alike; call it inside the transaction that stores the order.
 */
@Injectable()
export class OrderPricingService {
  constructor(private readonly delivery: DeliveryZonesService) {}

  async priceOrder(
    manager: EntityManager,
    userId: string,
    request: { items: readonly OrderLineDto[]; address: string },
  ): Promise<PricedOrder> {
    if (request.items.length === 0) {
      throw new AppError(HttpStatus.BAD_REQUEST, ERROR_CODES.ORDER_EMPTY, 'Your cart is empty');
    }
    const address = UUID.test(request.address)
      ? await manager.findOne(AddressEntity, { where: { id: request.address, userId } })
      : null;
    if (!address)
      throw AppError.notFound(ERROR_CODES.ADDRESS_NOT_OWNED, ACCOUNT_MESSAGES.addressNotFound);
    // 409 when no zone covers the address (docs/DELIVERY.md): it may be saved, not ordered to.
    const zone = await this.delivery.requireZone(manager, address.zipcode);

    const merged = mergeLines(request.items);
    for (const [id, quantity] of merged) {
      if (quantity > MAX_QUANTITY) {
        throw AppError.validation(`quantity of ${id} must be at most ${MAX_QUANTITY} in total`);
      }
    }
    const products = await this.readProducts(manager, [...merged.keys()]);
    const lines: PricedOrderLine[] = [];
    for (const [id, quantity] of merged) {
      const product = products.get(id);
      if (!product || !product.inStock || product.archivedAt !== null) {
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.PRODUCT_UNAVAILABLE,
          product
            ? product.archivedAt !== null
              ? `${product.name} is no longer sold`
              : `${product.name} is out of stock`
            : 'A product in your cart is no longer available',
        );
      }
      lines.push({ product, quantity });
    }
    const totals = priceCart(
      lines.map((l) => ({
        offerPrice: fromCents(l.product.offerPriceCents),
        quantity: l.quantity,
      })),
      termsOf(zone),
    );
    this.delivery.assertMinimum(zone, totals.subtotalCents);
    return { address, zone, lines, totals };
  }

  /**
   * Reads the products without locking them. Counted stock is taken by a conditional UPDATE
   * at the end of the order's transaction (OrderStock.take, in id order), which is what makes
   * overselling impossible; holding row locks from here on would make every order of a
   * popular product wait for the whole of the one before it (measured:
   * e2e/bench/stock-orders.mjs, 0.32× the bare statements with locks held from here).
   */
  private async readProducts(
    manager: EntityManager,
    ids: string[],
  ): Promise<Map<string, PricedProduct>> {
    const rows: PricedProduct[] = await manager
      .getRepository(ProductEntity)
      .createQueryBuilder('product')
      .select(PRICED_PRODUCT_COLUMNS.map((column) => `product.${column}`))
      .where({ id: In(ids) })
      .orderBy('product.id', 'ASC')
      .getMany();
    return new Map(rows.map((row) => [row.id, row]));
  }
}
