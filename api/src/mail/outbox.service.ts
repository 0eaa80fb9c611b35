import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OutboxEntity, type OrderEmailPayload } from './outbox.entity.js';

/** The emails the shopper receives about an order. */
export const ORDER_EMAIL_TOPICS = [
  'order.placed',
  'order.confirmed',
  'order.out_for_delivery',
  'order.delivered',
  'order.cancelled',
  'order.packing_changed',
  'order.refunded',
  'product.back_in_stock',
] as const;
export type OrderEmailTopic = (typeof ORDER_EMAIL_TOPICS)[number];

/**
 * Writes outbox rows. Call it with the transaction's manager, so the email exists exactly
 * when the change it tells about does; a second write with the same key is ignored.
 */
@Injectable()
export class OutboxService {
  async add(
    manager: EntityManager,
    topic: OrderEmailTopic,
    payload: OrderEmailPayload,
    dedupeKey: string,
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(OutboxEntity)
      .values({ topic, payload, dedupeKey })
      .orIgnore()
      .execute();
  }
}
