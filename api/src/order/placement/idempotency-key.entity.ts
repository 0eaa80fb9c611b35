import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { PlaceOrderAnswer } from './idempotency.js';

/**
 * A shopper's `Idempotency-Key` for one place-order request (docs/ORDERS.md, "A retried Place
 * Order"): written in the same statement as the order it made, so a key never stands without
 * its order nor an order without its key. Kept 24 hours (a daily job drops older ones).
 */
@Entity('idempotency_key')
export class IdempotencyKeyEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ type: 'varchar', length: 255 })
  key: string;

  /** SHA-256 (hex) of the route and body the key was first sent with. */
  @Column({ name: 'request_hash', type: 'varchar', length: 64 })
  requestHash: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  /** The first answer, replayed to a repeat; null until known (an online order's page). */
  @Column({ type: 'jsonb', nullable: true })
  response: PlaceOrderAnswer | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
