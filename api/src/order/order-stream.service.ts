import { Inject, Injectable, type MessageEvent, type OnApplicationShutdown } from '@nestjs/common';
import { Observable } from 'rxjs';
import { ORDER_EVENT_BUS, type OrderEvent, type OrderEventBus } from './order-events.js';

/** A comment line every so often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/**
 * Server-sent event streams of order events: a shopper's stream carries only their own
 * orders (filtered here, on the server, by the id from their cookie); the seller's feed
 * carries every order. Events are hints (id, number, status): clients refetch what they show.
 */
@Injectable()
export class OrderStreamService implements OnApplicationShutdown {
  constructor(@Inject(ORDER_EVENT_BUS) private readonly bus: OrderEventBus) {}

  /** Publishes after the change has committed; a failed publish never fails the change. */
  async publish(event: OrderEvent): Promise<void> {
    await this.bus.publish(event).catch(() => undefined);
  }

  forShopper(userId: string): Observable<MessageEvent> {
    return this.stream((event) => event.userId === userId);
  }

  forSeller(): Observable<MessageEvent> {
    return this.stream(() => true);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.bus.close();
  }

  private stream(accept: (event: OrderEvent) => boolean): Observable<MessageEvent> {
    return new Observable<MessageEvent>((subscriber) => {
      subscriber.next({ type: 'ready', data: { ok: true } });
      const unsubscribe = this.bus.subscribe((event) => {
        if (!accept(event)) return;
        subscriber.next({ type: 'order', id: `${event.orderId}:${event.status}`, data: event });
      });
      const heartbeat = setInterval(
        () => subscriber.next({ type: 'ping', data: {} }),
        HEARTBEAT_MS,
      );
      heartbeat.unref();
      return () => {
        clearInterval(heartbeat);
        unsubscribe();
      };
    });
  }
}
