import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { OrderEmailFacts } from '../mail/order-email-facts.js';

/**
 * What an email row asks for: an email to an order's shopper (`orderId`), or for
 * `product.back_in_stock` to a shopper who asked to be told (`productId`, `userId`).
 */
export interface OrderEmailPayload {
  orderId?: string;
  productId?: string;
  /** The shopper to write to (set on order emails since they carry their facts). */
  userId?: string;
  /** Refunded cents, for the refund email. */
  amountCents?: number;
  /** The shopper-visible note: a cancel reason, what was short or substituted. */
  note?: string | null;
  /** A `staff.order_placed` SMS: the staff number it goes to (`+947XXXXXXXX`). */
  staffPhone?: string;
}

/** A payment task's ids (order/payment/payment-tasks.ts). */
export interface PaymentTaskPayload {
  orderId?: string;
  refundId?: string;
  /** Which capture a payment check follows (the time it was sent). */
  attempt?: string;
}

/** What an outbox row asks for: an email, or a payment task. */
export type OutboxPayload = OrderEmailPayload & PaymentTaskPayload;

/**
 * The channels of the outbox, each drained by its own worker: `email` (the mail module's
 * OutboxWorker), `sms` (messaging/sms-worker.ts), `push` (push/push-worker.ts) and `payment` (calls to the payment provider that follow a committed change:
 * refunds, hold cancels, payment checks; order/payment/payment-tasks.ts).
 */
export const OUTBOX_CHANNELS = ['email', 'payment', 'sms', 'push'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * Work to do after a change commits, written in the transaction that made the change
 * (the transactional outbox): an email to send, or a call to a provider. A worker claims due
 * rows of its channel, retries failures with back-off and gives up after a few attempts
 * (outbox-queue.ts). `dedupe_key` makes one change write at most one row even when its code
 * runs twice.
 */
@Entity('outbox')
export class OutboxEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 16, default: 'email' })
  channel: OutboxChannel;

  @Column({ type: 'varchar', length: 64 })
  topic: string;

  /** What the row asks for: an email's {@link OrderEmailPayload}, a payment task's ids. */
  @Column({ type: 'jsonb' })
  payload: OutboxPayload;

  /**
   * An order email's content as it was when the change happened; the worker renders only
   * from it. Null for other rows and for emails queued before it existed.
   */
  @Column({ type: 'jsonb', nullable: true })
  facts: OrderEmailFacts | null;

  @Column({ name: 'dedupe_key', type: 'varchar', length: 200 })
  dedupeKey: string;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'available_at', type: 'timestamptz', default: () => 'now()' })
  availableAt: Date;

  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  /** The claim of the worker holding the row until `lockedUntil`. */
  @Column({ name: 'claim_id', type: 'uuid', nullable: true })
  claimId: string | null;

  /** When the work was done (an email sent, a provider call answered). */
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ name: 'failed_at', type: 'timestamptz', nullable: true })
  failedAt: Date | null;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
