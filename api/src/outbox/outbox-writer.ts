import type { EntityManager } from 'typeorm';
import { insertSql } from '../database/insert-sql.js';
import { SqlParameters } from '../database/prepared-query.js';
import { OutboxEntity, type OutboxChannel } from './outbox.entity.js';

/** One row of work for a channel's worker, written with the change that needs it. */
export interface OutboxWork {
  channel: OutboxChannel;
  topic: string;
  payload: OutboxEntity['payload'];
  /** At most one row per key: the same work written twice is done once. */
  dedupeKey: string;
  /** Not before this many seconds (a safety net behind work done at once). */
  delaySeconds?: number;
}

/**
 * Writes an outbox row in the caller's transaction (`manager`); answers its id, or null when a
 * row with the same key already exists.
 */
export async function writeOutbox(
  manager: EntityManager,
  work: OutboxWork,
): Promise<string | null> {
  const params = new SqlParameters();
  const row: Partial<OutboxEntity> = {
    channel: work.channel,
    topic: work.topic,
    payload: work.payload,
    facts: null,
    dedupeKey: work.dedupeKey,
    // A safety net minutes away: the API's clock is close enough to the database's.
    ...(work.delaySeconds ? { availableAt: new Date(Date.now() + work.delaySeconds * 1000) } : {}),
  };
  const insert = insertSql(manager.connection, OutboxEntity, [row], params, {
    onConflictDoNothing: true,
  });
  const rows: { id: string }[] = await manager.query(`${insert} RETURNING "id"`, params.values);
  return rows[0]?.id ?? null;
}
