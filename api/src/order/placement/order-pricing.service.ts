import { HttpStatus, Injectable } from '@nestjs/common';
import {
  ACCOUNT_MESSAGES,
  ERROR_CODES,
  DEFAULT_SHOP_PROFILE,
  MAX_QUANTITY,
  normalizeCouponCode,
  priceCartCents,
  taxTermsOf,
  type PromotionLine,
  type CartTotals,
  type TaxTerms,
  requestedLanguage,
  type Language,
} from '@greencart/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AddressEntity } from '../../address/address.entity.js';
import { AppError } from '../../common/app-error.js';
import { entityFromJson, rowJsonSql } from '../../database/json-rows.js';
import { queryPrepared } from '../../database/prepared-query.js';
import type { DeliveryZoneEntity } from '../../delivery/delivery-zone.entity.js';
import { DeliveryZonesService, termsOf } from '../../delivery/delivery-zones.service.js';
import { ProductEntity } from '../../product/product.entity.js';
import type { OrderLineDto } from './place-order.dto.js';
import { livePromotionsSql, splitLive } from '../../promotion/promotion-rows.js';
import {
  discountCart,
  promotionUnavailable,
  refusalOfUnknownCode,
  refusalWords,
  type CartDiscounts,
} from '../../promotion/promotion-pricing.js';

/**
 * The product columns pricing, the order's line snapshot, its stock and the payment page use:
 * the only ones read (not the description, rating, counts…).
 */
const PRICED_PRODUCT_COLUMNS = [
  'id',
  'name',
  'category',
  'images',
  'offerPriceCents',
  'inStock',
  'archivedAt',
  'soldBy',
  'stepGrams',
  'offerPricePerKgCents',
  // The line's name in the shopper's language (order_item.sold_as_name).
  'translations',
] as const satisfies readonly (keyof ProductEntity)[];

/** A product as an order is priced from ({@link PRICED_PRODUCT_COLUMNS}). */
export type PricedProduct = Pick<ProductEntity, (typeof PRICED_PRODUCT_COLUMNS)[number]>;

/** One validated line with the product row it was priced from. */
export interface PricedOrderLine {
  product: PricedProduct;
  quantity: number;
  /** What promotions take off the line, cents (docs/PROMOTIONS.md); 0 without. */
  discountCents: number;
}

/** A validated, priced order request, ready to be stored (COD) or sent to a payment provider. */
export interface PricedOrder {
  address: AddressEntity;
  /** The delivery zone of the address (its slots are booked by OrderPlacingService). */
  zone: DeliveryZoneEntity;
  lines: PricedOrderLine[];
  totals: CartTotals;
  /** The promotions applied (automatic deals and the code entered) and what they took off. */
  discounts: CartDiscounts;
  /**
   * The shop's terms when the order was priced (docs/SETTINGS.md), read by the same statement
   * as the products: the tax, and whether cash on delivery is rounded to the rupee.
   */
  terms: ShopTerms;
  /**
   * The order's number, taken from its sequence by the same read, and the database's time of
   * that read, which the order is stored with as placed (order.service.ts): known before the
   * order is written, so it is written with its email in one statement. A refused order leaves
   * its number unused, as a rolled-back INSERT always did.
   */
  stamp: { number: number; at: Date };
  /**
   * The shopper's saved language, read by the same statement: each line keeps the name it was
   * sold under in it (`sold_as_name`). Absent: English.
   */
  language?: Language;
}

/** The money terms of the shop settings an order is priced under. */
export interface ShopTerms {
  tax: TaxTerms;
  cashRounding: boolean;
}

/** The terms without a saved settings row: the contracts' defaults. */
export const DEFAULT_SHOP_TERMS: ShopTerms = {
  tax: taxTermsOf(DEFAULT_SHOP_PROFILE),
  cashRounding: DEFAULT_SHOP_PROFILE.cashRounding,
};

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
 * cash and online orders alike, before the order is written (it reads only).
 */
@Injectable()
export class OrderPricingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly delivery: DeliveryZonesService,
  ) {}

  /**
   * Call it before the order is written: it reads without locks, in one statement (the
   * address, the products, the order's number and the time). Counted stock is taken by
   * conditional UPDATEs in the statement that writes the order (order-placement.ts, products
   * locked in id order), which is what makes overselling impossible; holding row locks from
   * the read on would make every order of a popular product wait for the whole of the one
   * before it (measured: e2e/bench/stock-orders.mjs, 0.32× the bare statements with locks held
   * from the read).
   */
  async priceOrder(
    userId: string,
    request: { items: readonly OrderLineDto[]; address: string; code?: string },
    options: { keepRefusedCode?: boolean } = {},
  ): Promise<PricedOrder> {
    if (request.items.length === 0) {
      throw new AppError(HttpStatus.BAD_REQUEST, ERROR_CODES.ORDER_EMPTY, 'Your cart is empty');
    }
    const merged = mergeLines(request.items);
    // A code typed is read case-insensitively; one that cannot be a code is refused below.
    const typed = request.code?.trim() ? request.code : null;
    const code = typed === null ? null : (normalizeCouponCode(typed) ?? '');
    const read = UUID.test(request.address)
      ? await this.read(userId, request.address, [...merged.keys()], code)
      : null;
    if (!read?.address)
      throw AppError.notFound(ERROR_CODES.ADDRESS_NOT_OWNED, ACCOUNT_MESSAGES.addressNotFound);
    const { address, products, stamp, terms, language, promotions } = read;
    // 409 when no zone covers the address (docs/DELIVERY.md): it may be saved, not ordered to.
    const zone = await this.delivery.requireZone(this.dataSource.manager, {
      postcode: address.zipcode,
      area: address.city,
    });
    for (const [id, quantity] of merged) {
      if (quantity > MAX_QUANTITY) {
        throw AppError.validation(`quantity of ${id} must be at most ${MAX_QUANTITY} in total`);
      }
    }

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
      lines.push({ product, quantity, discountCents: 0 });
    }
    // Promotions (docs/PROMOTIONS.md): the live deals and the code, by the stacking rule. A code
    // that does not apply is refused (409) rather than dropped: the shopper decides to order
    // without it.
    const discounts = discountCart(lines.map(promotionLineOf), promotions, code);
    if (discounts.refusalReason && !options.keepRefusedCode) {
      const reason =
        discounts.refusalReason === 'invalid' && code
          ? await refusalOfUnknownCode(this.dataSource, code)
          : discounts.refusalReason;
      throw promotionUnavailable(refusalWords(reason, promotions), reason);
    }
    discounts.outcome.lineDiscountCents.forEach((cents, i) => (lines[i]!.discountCents = cents));
    const totals = priceCartCents(
      lines.map((l) => ({
        unitCents: l.product.offerPriceCents,
        quantity: l.quantity,
        discountCents: l.discountCents,
      })),
      discounts.outcome.freeDelivery ? null : termsOf(zone),
      terms.tax,
    );
    this.delivery.assertMinimum(zone, totals.subtotalCents);
    return { address, zone, lines, totals, discounts, stamp, terms, language };
  }

  /**
   * One statement (a prepared one: planned once per connection): the caller's address (null
   * when it is someone else's or unknown), the products asked for, and, only when the address
   * is the caller's, the next order number; the shop's money terms (shop_settings); with the
   * database's time.
   */
  private async read(userId: string, addressId: string, productIds: string[], code: string | null) {
    const [row] = await queryPrepared<{
      address: unknown[] | null;
      products: unknown[][] | null;
      number: string | null;
      terms: [number, boolean, boolean] | null;
      language: string | null;
      promotions: unknown[][] | null;
      now: Date;
    }>(this.dataSource, this.readSql(), [addressId, userId, productIds, code]);
    if (!row?.address || row.number === null) return null;
    const address = entityFromJson(this.dataSource, AddressEntity, row.address);
    const products = new Map<string, PricedProduct>();
    for (const values of row.products ?? []) {
      const product = this.pricedProduct(values);
      products.set(product.id, product);
    }
    const terms: ShopTerms = row.terms
      ? {
          tax: { taxPercent: Number(row.terms[0]) / 100, pricesIncludeTax: row.terms[1] },
          cashRounding: row.terms[2],
        }
      : DEFAULT_SHOP_TERMS;
    return {
      address,
      products,
      terms,
      language: requestedLanguage(row.language),
      promotions: splitLive(row.promotions),
      stamp: { number: Number(row.number), at: row.now },
    };
  }

  private sql: string | undefined;

  /** The read's SQL, from the entities' metadata (worked out once). */
  private readSql(): string {
    if (this.sql) return this.sql;
    const product = this.dataSource.getMetadata(ProductEntity);
    const columns = PRICED_PRODUCT_COLUMNS.map(
      (property) => `p."${product.findColumnWithPropertyName(property)!.databaseName}"`,
    );
    this.sql = `SELECT
      (SELECT ${rowJsonSql(this.dataSource, AddressEntity, 'a')} FROM "address" a
        WHERE a."id" = $1::uuid AND a."user_id" = $2::uuid) AS "address",
      (SELECT json_agg(json_build_array(${columns.join(', ')}) ORDER BY p."id") FROM "product" p
        WHERE p."id" = ANY($3::varchar[])) AS "products",
      CASE WHEN EXISTS (SELECT 1 FROM "address" a WHERE a."id" = $1::uuid AND a."user_id" = $2::uuid)
        THEN nextval('order_number_seq') END AS "number",
      (SELECT json_build_array(s."tax_basis_points", s."prices_include_tax", s."cash_rounding")
        FROM "shop_settings" s WHERE s."id" = 1) AS "terms",
      (SELECT u."language" FROM "user" u WHERE u."id" = $2::uuid) AS "language",
      ${livePromotionsSql('$4::varchar')} AS "promotions",
      now() AS "now"`;
    return this.sql;
  }

  /** A product read as the JSON array of {@link PRICED_PRODUCT_COLUMNS}. */
  private pricedProduct(values: unknown[]): PricedProduct {
    const product: Record<string, unknown> = {};
    PRICED_PRODUCT_COLUMNS.forEach((property, index) => {
      const value = values[index];
      product[property] =
        property === 'archivedAt' && typeof value === 'string' ? new Date(value) : value;
    });
    return product as PricedProduct;
  }
}

/** A priced line as the promotions see it: a weighed line counts steps of its step's grams. */
export function promotionLineOf(line: {
  product: Pick<PricedProduct, 'id' | 'category' | 'offerPriceCents' | 'soldBy' | 'stepGrams'>;
  quantity: number;
}): PromotionLine {
  return {
    productId: line.product.id,
    category: line.product.category,
    unitCents: line.product.offerPriceCents,
    quantity: line.quantity,
    stepGrams: line.product.soldBy === 'weight' ? line.product.stepGrams : null,
  };
}
