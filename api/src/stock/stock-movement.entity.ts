import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { StockReason } from '@greencart/contracts';

/** One row of the stock ledger: who moved how much stock of a product, when and why. */
@Entity('stock_movement')
export class StockMovementEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'product_id', type: 'varchar', length: 64 })
  productId: string;

  /** Change of the quantity on hand; the sum over a product's rows is its on hand. */
  @Column({ type: 'integer' })
  delta: number;

  /** Change of the reserved quantity; the sum over a product's rows is its reserved. */
  @Column({ name: 'reserved_delta', type: 'integer', default: 0 })
  reservedDelta: number;

  @Column({ type: 'varchar', length: 16 })
  reason: StockReason;

  @Column({ name: 'order_id', type: 'uuid', nullable: true })
  orderId: string | null;

  @Column({ type: 'varchar', length: 100 })
  actor: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  @Column({ name: 'on_hand_after', type: 'integer' })
  onHandAfter: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
