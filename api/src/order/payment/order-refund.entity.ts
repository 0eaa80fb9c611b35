import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/**
 * Why money went back: the order was cancelled, a line was short at packing, or staff refunded
 * in the payment provider's dashboard (learnt from its notification of the payment's refunds).
 */
export const REFUND_REASONS = ['cancelled', 'short_pick', 'provider_dashboard'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export type RefundStatus = 'pending' | 'succeeded' | 'failed';

/**
 * One refund asked of the payment provider. The row is written in the transaction that
 * decides the refund, before the provider is called; its id is the idempotency key, so a retry
 * never refunds twice.
 */
@Entity('order_refund')
@Index('idx_order_refund_order_id', ['orderId'])
export class OrderRefundEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ type: 'varchar', length: 32 })
  reason: RefundReason;

  @Column({ type: 'varchar', length: 16 })
  status: RefundStatus;

  /** The provider's id of the refund, once made. */
  @Column({ name: 'provider_refund_id', type: 'varchar', length: 255, nullable: true })
  providerRefundId: string | null;

  /**
   * When it was sent to a provider that takes no idempotency key: a pending refund with this
   * set was sent before, its answer lost (docs/PAYMENTS.md "After the commit").
   */
  @Column({ name: 'attempted_at', type: 'timestamptz', nullable: true })
  attemptedAt: Date | null;

  /** What the provider answered when it refused. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  failure: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
