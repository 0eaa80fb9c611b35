import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { SubstitutionChoice, SubstitutionPreference } from '@greencart/contracts';
import { ProductEntity } from '../product/product.entity.js';
import { OrderEntity } from './order.entity.js';

/** One line of an order with a snapshot of the product as it was paid for. */
@Entity('order_item')
@Index('idx_order_item_order_id', ['orderId'])
export class OrderItemEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @ManyToOne(() => OrderEntity, (order) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<OrderEntity>;

  /** Null once the product is deleted; the snapshot still tells what was bought. */
  @Column({ name: 'product_id', type: 'varchar', length: 64, nullable: true })
  productId: string | null;

  @ManyToOne(() => ProductEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'product_id' })
  product: Relation<ProductEntity> | null;

  /** Keeps the lines in the order the shopper sent them. */
  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'integer' })
  quantity: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 300 })
  image: string;

  @Column({ name: 'offer_price_cents', type: 'integer' })
  offerPriceCents: number;

  /**
   * What promotions take off this line now, cents (docs/PROMOTIONS.md): allocated when the order
   * is placed, scaled by `keptDiscountCents` when packing keeps less (or weighs differently).
   */
  @Column({ name: 'discount_cents', type: 'integer', default: 0 })
  discountCents: number;

  /** What the shopper chose for this line if it is short at packing. */
  @Column({ type: 'varchar', length: 16, default: 'refund' })
  substitution: SubstitutionPreference;

  /**
   * The shopper's own choice for this line (docs/SUBSTITUTIONS.md); null: the order's default
   * applies. `substitution` above keeps answering the older flag.
   */
  @Column({ name: 'substitution_choice', type: 'varchar', length: 16, nullable: true })
  substitutionChoice: SubstitutionChoice | null;

  /** With the choice `specific`: the product the shopper chose. */
  @Column({ name: 'substitution_product_id', type: 'varchar', length: 64, nullable: true })
  substitutionProductId: string | null;

  /** The quantity ordered, once packing found fewer (then `quantity` is what was packed). */
  @Column({ name: 'ordered_quantity', type: 'integer', nullable: true })
  orderedQuantity: number | null;

  /**
   * A weighed line: the grams of one step when it was ordered (`quantity` counts steps, and
   * its stock moved quantity × step grams); null for a unit line.
   */
  @Column({ name: 'step_grams', type: 'integer', nullable: true })
  stepGrams: number | null;

  /** A weighed line: its offer price per kg in cents as ordered (null: a unit line, or older). */
  @Column({ name: 'price_per_kg_cents', type: 'integer', nullable: true })
  pricePerKgCents: number | null;

  /** A weighed line: the grams packed, once staff weighed it (its price is then per kg × grams). */
  @Column({ name: 'packed_grams', type: 'integer', nullable: true })
  packedGrams: number | null;

  /** The name of the staff member who weighed it. */
  @Column({ name: 'weighed_by', type: 'varchar', length: 200, nullable: true })
  weighedBy: string | null;

  /**
   * The name the line was sold under in the shopper's language (Sinhala or Tamil) when the
   * order was placed; null when placed in English (`name` is then the name it was sold under).
   */
  @Column({ name: 'sold_as_name', type: 'varchar', length: 200, nullable: true })
  soldAsName: string | null;

  /** The name of the product a substitute replaced. */
  @Column({ name: 'substituted_from', type: 'varchar', length: 200, nullable: true })
  substitutedFrom: string | null;

  /**
   * The id of the product a substitute replaced, so "Buy again" brings back what was ordered
   * (null for a line never substituted, or once that product is deleted: the migration's
   * foreign key sets it null, as for `product_id`).
   */
  @Column({ name: 'substituted_from_product_id', type: 'varchar', length: 64, nullable: true })
  substitutedFromProductId: string | null;

  /**
   * A substituted line (docs/SUBSTITUTIONS.md): how many units (or steps) of the original were
   * asked for, for "Buy again", whatever the substitute's quantity or way; null on a line never
   * substituted (and on lines substituted before this was kept, whose own count stands).
   */
  @Column({ name: 'substituted_from_quantity', type: 'integer', nullable: true })
  substitutedFromQuantity: number | null;

  /** With {@link substitutedFromQuantity}: the original's step in grams; null for units. */
  @Column({ name: 'substituted_from_step_grams', type: 'integer', nullable: true })
  substitutedFromStepGrams: number | null;

  /** The packer's tick: when the line was taken from the shelf; null until then. */
  @Column({ name: 'picked_at', type: 'timestamptz', nullable: true })
  pickedAt: Date | null;

  /** The name of the staff member who ticked it (the pick screen shows it). */
  @Column({ name: 'picked_by', type: 'varchar', length: 200, nullable: true })
  pickedBy: string | null;
}
