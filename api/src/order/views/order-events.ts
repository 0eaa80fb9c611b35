import { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import type { OrderStreamEvent } from '@greencart/contracts';
import { Client } from 'pg';
import type { SqlParameters } from '../../database/prepared-query.js';

/** Injection token of the {@link OrderEventBus}. */
export const ORDER_EVENT_BUS = Symbol('ORDER_EVENT_BUS');

/**
 * Something happened to an order: sent to its shopper's streams and to the seller's feed (the
 * data of an `order` event, whose shape is the contracts').
 */
export type OrderEvent = OrderStreamEvent;

/** Fans order events out to every API instance's open streams. */
export interface OrderEventBus {
  publish(event: OrderEvent): Promise<void>;
  /**
   * An SQL expression that publishes `event` when the transaction it runs in commits (and never
   * if it rolls back), with its values added to `params`; absent when this bus can only
   * publish from the process after the commit.
   */
  publishSql?(event: OrderEvent, params: SqlParameters): string;
  subscribe(listener: (event: OrderEvent) => void): () => void;
  close(): Promise<void>;
}

/**
 * One process (the embedded database: one API instance, one connection, so there is no
 * LISTEN to share it with).
 */
export class InProcessOrderEventBus implements OrderEventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(event: OrderEvent): Promise<void> {
    this.emitter.emit('event', event);
    return Promise.resolve();
  }

  subscribe(listener: (event: OrderEvent) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  close(): Promise<void> {
    this.emitter.removeAllListeners();
    return Promise.resolve();
  }
}

const CHANNEL = 'greencart_order_events';

/**
 * Several instances on a PostgreSQL server: `pg_notify` on publish, one `LISTEN` connection
 * per instance. PostgreSQL, not Redis, because every deployment already has it (Redis is
 * optional here) and an event is a few hundred bytes, far below NOTIFY's 8 KB limit. A lost
 * listener connection is reopened; clients refetch on reconnect, so nothing stays stale.
 */
export class PostgresOrderEventBus implements OrderEventBus {
  private readonly logger = new Logger('OrderEvents');
  private readonly local = new InProcessOrderEventBus();
  private listener: Client | undefined;
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly notify: (channel: string, payload: string) => Promise<unknown>,
  ) {}

  async start(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      void this.local.publish(JSON.parse(message.payload) as OrderEvent);
    });
    client.on('error', (error) => {
      this.logger.warn(`Order event listener lost: ${error.message}; reconnecting`);
      this.listener = undefined;
      void client.end().catch(() => undefined);
      if (!this.closed) setTimeout(() => void this.start().catch(() => undefined), 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
  }

  async publish(event: OrderEvent): Promise<void> {
    await this.notify(CHANNEL, JSON.stringify(event));
  }

  /** `pg_notify`: PostgreSQL delivers it at the commit of its transaction, and only then. */
  publishSql(event: OrderEvent, params: SqlParameters): string {
    return `pg_notify(${params.add(CHANNEL)}, ${params.add(JSON.stringify(event))})`;
  }

  subscribe(listener: (event: OrderEvent) => void): () => void {
    return this.local.subscribe(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.local.close();
    await this.listener?.end().catch(() => undefined);
  }
}
