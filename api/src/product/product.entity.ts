import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  type Category,
  type ProductTranslations,
  type SoldBy,
} from '@greencart/contracts';

/** A product of the catalogue. Money is stored in integer cents. */
@Entity('product')
@Index('idx_product_category_in_stock', ['category', 'inStock'])
export class ProductEntity {
  /** Sample products keep their short ids; new products get a UUID. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 32 })
  category: Category;

  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  @Column({ name: 'offer_price_cents', type: 'integer' })
  offerPriceCents: number;

  /** Image paths (`/uploads/products/<uuid>.webp`), the first is the main image. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  images: string[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  description: string[];

  /** Staff's Sinhala and Tamil name and description (docs/PRODUCTS.md "Translations"). */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  translations: ProductTranslations;

  @Column({ name: 'in_stock', type: 'boolean', default: true })
  inStock: boolean;

  @Column({ type: 'varchar', length: 50, nullable: true })
  weight: string | null;

  /** The average of the visible reviews (docs/REVIEWS.md), null when none. */
  @Column({ type: 'real', nullable: true })
  rating: number | null;

  /** How many visible reviews `rating` averages; kept with it by every review write. */
  @Column({ name: 'rating_count', type: 'integer', default: 0 })
  ratingCount: number;

  /** Tracked quantity on hand; null means untracked (only the in-stock switch counts). */
  @Column({ name: 'on_hand', type: 'integer', nullable: true })
  onHand: number | null;

  /** Held by unpaid online orders; available = on hand − reserved. */
  @Column({ type: 'integer', default: 0 })
  reserved: number;

  @Column({ name: 'low_stock_threshold', type: 'integer', default: DEFAULT_LOW_STOCK_THRESHOLD })
  lowStockThreshold: number;

  /**
   * How it is sold (issue 29). A weighed product's prices above are those of one step, derived
   * from the per-kg prices below (`stepPriceCents`), and its stock counts grams.
   */
  @Column({ name: 'sold_by', type: 'varchar', length: 8, default: 'unit' })
  soldBy: SoldBy;

  /** Weighed products: grams of one step; null for a unit product. */
  @Column({ name: 'step_grams', type: 'integer', nullable: true })
  stepGrams: number | null;

  @Column({ name: 'price_per_kg_cents', type: 'integer', nullable: true })
  pricePerKgCents: number | null;

  @Column({ name: 'offer_price_per_kg_cents', type: 'integer', nullable: true })
  offerPricePerKgCents: number | null;

  /** Set when the seller retired the product; null while it is in the catalogue. */
  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  /** EAN-13 (a UPC-A with its leading 0), unique; null when it has none (docs/PRODUCTS.md). */
  @Column({ type: 'varchar', length: 13, nullable: true })
  barcode: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
