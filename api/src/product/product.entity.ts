import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Category } from '@greencart/contracts';

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

  @Column({ name: 'in_stock', type: 'boolean', default: true })
  inStock: boolean;

  @Column({ type: 'varchar', length: 50, nullable: true })
  weight: string | null;

  @Column({ type: 'real', nullable: true })
  rating: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
