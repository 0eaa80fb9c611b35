import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { insertSql } from '../database/insert-sql.js';
import { SqlParameters } from '../database/prepared-query.js';
import { readOrderEmailFacts, type OrderEmailFacts } from './order-email-facts.js';
import { OutboxEntity, type OrderEmailPayload } from '../outbox/outbox.entity.js';

/** The emails the shopper receives about an order. */
export const ORDER_EMAIL_TOPICS = [
  'order.placed',
  'order.confirmed',
  'order.out_for_delivery',
  'order.delivered',
  'order.cancelled',
  'order.packing_changed',
  'order.substitution_question',
  'order.refunded',
  'product.back_in_stock',
] as const;
export type OrderEmailTopic = (typeof ORDER_EMAIL_TOPICS)[number];

/**
 * Writes outbox rows. Call it with the transaction's manager, after the change is written, so
 * the email exists exactly when the change it tells about does; a second write with the same
 * key is ignored. An order email takes its facts (lines, totals, status, note, refund) from
 * the order as this transaction sees it: the email tells this change, whatever happens to the
 * order before the worker sends it.
 */
@Injectable()
export class OutboxService {
  /**
   * @param known the order's facts and shopper when the caller has just written the order and
   *   its lines in this transaction (placing): exactly what reading them back would give, so
   *   the read is saved. Absent: they are read.
   */
  async add(
    manager: EntityManager,
    topic: OrderEmailTopic,
    payload: OrderEmailPayload,
    dedupeKey: string,
    known: { facts: OrderEmailFacts; userId: string } | null = null,
  ): Promise<void> {
    let facts: OrderEmailFacts | null = null;
    if (topic !== 'product.back_in_stock') {
      const read = known ?? (await readOrderEmailFacts(manager, payload));
      if (!read) throw new Error(`outbox: order ${payload.orderId} not found for ${topic}`);
      facts = read.facts;
      payload = { ...payload, userId: read.userId };
    }
    const params = new SqlParameters();
    const row: Partial<OutboxEntity> = { topic, payload, facts, dedupeKey };
    await manager.query(
      insertSql(manager.connection, OutboxEntity, [row], params, { onConflictDoNothing: true }),
      params.values,
    );
  }

  /**
   * The row {@link add} writes for an order email whose facts and shopper the caller knows (it
   * has just made them: a new order), for a caller that writes it within a larger statement
   * (order-placement.ts). Written with ON CONFLICT DO NOTHING, like {@link add}.
   */
  orderEmailRow(
    topic: OrderEmailTopic,
    payload: OrderEmailPayload,
    dedupeKey: string,
    known: { facts: OrderEmailFacts; userId: string },
  ): Partial<OutboxEntity> {
    return { topic, payload: { ...payload, userId: known.userId }, facts: known.facts, dedupeKey };
  }
}
