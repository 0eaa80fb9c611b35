import { Inject, Injectable, type MessageEvent, type OnApplicationShutdown } from '@nestjs/common';
import { ORDER_STREAM_EVENTS } from '@greencart/contracts';
import { Observable } from 'rxjs';
import type { EntityManager } from 'typeorm';
import { SqlParameters } from '../../database/prepared-query.js';
import { ORDER_EVENT_BUS, type OrderEvent, type OrderEventBus } from './order-events.js';

/** A comment line every so often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** How often an open stream checks that its session has not ended (logout, expiry). */
export const STREAM_SESSION_CHECK_MS = 5_000;

/**
 * The last event of a stream whose session has ended (logout, deactivation, a role or password
 * change): the page may show its login form at once instead of waiting for the next click.
 * Its name, like the others', is the contracts' (both front ends listen for it).
 */
export const SESSION_ENDED_EVENT = ORDER_STREAM_EVENTS.sessionEnded;

/** Whether the session that opened a stream is still open (a cached check). */
export type SessionStillOpen = () => Promise<boolean>;

/**
 * Server-sent event streams of order events: a shopper's stream carries only their own
 * orders (filtered here, on the server, by the id from their cookie); the seller's feed
 * carries every order. Events are hints (id, number, status): clients refetch what they show.
 * A stream lives no longer than the session that opened it: once the session has ended
 * (logout, logout everywhere, expiry, a staff account deactivated) no further order event goes
 * out: the stream says `session-ended` and is closed.
 */
@Injectable()
export class OrderStreamService implements OnApplicationShutdown {
  constructor(@Inject(ORDER_EVENT_BUS) private readonly bus: OrderEventBus) {}

  /** Publishes after the change has committed; a failed publish never fails the change. */
  async publish(event: OrderEvent): Promise<void> {
    await this.bus.publish(event).catch(() => undefined);
  }

  /**
   * SQL that publishes `event` at its transaction's commit, to be part of a statement of that
   * transaction (saving the round trip of {@link publish}); null when the bus cannot (the
   * embedded database's in-process bus): then {@link publish} it after the commit.
   */
  publishSql(event: OrderEvent, params: SqlParameters): string | null {
    return this.bus.publishSql?.(event, params) ?? null;
  }

  /**
   * Publishes `events` at the commit of the transaction of `manager`, in one statement of it;
   * answers false (nothing sent) when the bus cannot: then {@link publish} them after the
   * commit.
   */
  async publishAtCommit(manager: EntityManager, events: readonly OrderEvent[]): Promise<boolean> {
    const params = new SqlParameters();
    const calls = events.map((event) => this.publishSql(event, params));
    if (calls.length === 0 || calls.includes(null)) return false;
    await manager.query(`SELECT ${calls.join(', ')}`, params.values);
    return true;
  }

  forShopper(userId: string, stillOpen: SessionStillOpen): Observable<MessageEvent> {
    // A packer's tick is staff's business: the shopper's page does not change with it.
    return this.stream((event) => event.userId === userId && event.kind !== 'picked', stillOpen);
  }

  forSeller(stillOpen: SessionStillOpen): Observable<MessageEvent> {
    return this.stream(() => true, stillOpen);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.bus.close();
  }

  private stream(
    accept: (event: OrderEvent) => boolean,
    stillOpen: SessionStillOpen,
  ): Observable<MessageEvent> {
    return new Observable<MessageEvent>((subscriber) => {
      /** Ends the stream unless the session is still open; answers whether it is. */
      const checkSession = async (): Promise<boolean> => {
        const open = await stillOpen().catch(() => false);
        if (!open && !subscriber.closed) {
          subscriber.next({ type: SESSION_ENDED_EVENT, data: {} });
          subscriber.complete();
        }
        return open && !subscriber.closed;
      };
      subscriber.next({ type: ORDER_STREAM_EVENTS.ready, data: { ok: true } });
      const unsubscribe = this.bus.subscribe((event) => {
        if (!accept(event)) return;
        void checkSession().then((open) => {
          if (open) {
            subscriber.next({
              type: ORDER_STREAM_EVENTS.order,
              id: `${event.orderId}:${event.status}`,
              data: event,
            });
          }
        });
      });
      const heartbeat = setInterval(
        () => subscriber.next({ type: ORDER_STREAM_EVENTS.ping, data: {} }),
        HEARTBEAT_MS,
      );
      const sessionCheck = setInterval(() => void checkSession(), STREAM_SESSION_CHECK_MS);
      heartbeat.unref();
      sessionCheck.unref();
      return () => {
        clearInterval(heartbeat);
        clearInterval(sessionCheck);
        unsubscribe();
      };
    });
  }
}
