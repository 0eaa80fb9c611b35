import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** What handling one payment notification did, kept for reconciliation. */
export const PAYMENT_OUTCOMES = [
  'paid',
  'paid_after_cancel',
  'already_paid',
  'cancelled',
  'already_cancelled',
  'kept_paid',
  'awaiting_payment',
  'amount_mismatch',
  'unknown_order',
  'refund_recorded',
  'refund_known',
  /** A second payment for an order already paid (another payment id): flagged for staff. */
  'paid_twice',
  /** The shopper's bank took the payment back: flagged for staff. */
  'charged_back',
] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/**
 * One payment notification (a provider's webhook event) that was acted on. The primary key is
 * the provider's id of the notification, so a replayed or duplicated delivery finds its row and
 * changes nothing.
 */
@Entity('payment_event')
@Index('idx_payment_event_order_id', ['orderId'])
export class PaymentEventEntity {
  /** The provider's id of the notification. */
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  /**
   * What it said (`paid`, `not_paid`, `refunded`, `charged_back`); older rows hold the
   * provider's own event type.
   */
  @Column({ type: 'varchar', length: 100 })
  type: string;

  @Column({ name: 'order_id', type: 'uuid', nullable: true })
  orderId: string | null;

  /** The payment page it was about (the order's `checkoutId`). */
  @Column({ name: 'session_id', type: 'varchar', length: 255, nullable: true })
  sessionId: string | null;

  @Column({ type: 'varchar', length: 32 })
  outcome: PaymentOutcome;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt: Date;
}
