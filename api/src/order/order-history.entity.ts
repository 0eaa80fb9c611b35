import type { OrderActor, OrderStatus } from '@greencart/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One move of an order between statuses: who, when, and an optional note (a cancel reason). */
@Entity('order_history')
@Index('idx_order_history_order_id', ['orderId', 'createdAt'])
export class OrderHistoryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  /** Null for the row written when the order was placed. */
  @Column({ name: 'from_status', type: 'varchar', length: 32, nullable: true })
  fromStatus: OrderStatus | null;

  @Column({ name: 'to_status', type: 'varchar', length: 32 })
  toStatus: OrderStatus;

  @Column({ type: 'varchar', length: 16 })
  actor: OrderActor;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  // clock_timestamp() (the column default), not now(): two moves in one transaction keep their order.
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt: Date;
}
