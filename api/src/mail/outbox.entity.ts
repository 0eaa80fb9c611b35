import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { OrderEmailFacts } from './order-email-facts.js';

/**
 * What an outbox row asks for: an email to an order's shopper (`orderId`), or for
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
}

/** One email to send, written with the change it tells about. */
@Entity('outbox')
export class OutboxEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 64 })
  topic: string;

  @Column({ type: 'jsonb' })
  payload: OrderEmailPayload;

  /**
   * An order email's content as it was when the change happened; the worker renders only
   * from it. Null for back-in-stock emails and for rows queued before it existed.
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

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ name: 'failed_at', type: 'timestamptz', nullable: true })
  failedAt: Date | null;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
