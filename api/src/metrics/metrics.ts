import { Observable } from 'rxjs';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Latency buckets of HTTP answers, in seconds (a cached list answers in well under 5 ms). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Who a live stream serves. */
export type StreamAudience = 'shopper' | 'seller';

/** Where an online payment went wrong. */
export type PaymentFailureStage = 'checkout' | 'payment' | 'refund';

/**
 * The API's Prometheus metrics, one registry per app (tests start several apps in one
 * process). Counters and histograms are fed where things happen; the figures read from the
 * database (outbox, jobs, pool, stock ledger) are filled in at each scrape by
 * {@link MetricsCollector}. Served only by the metrics listener (metrics-server.ts), never on
 * the public port.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'greencart_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'greencart_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly ordersPlaced = new Counter({
    name: 'greencart_orders_placed_total',
    help: 'Orders placed, by payment type',
    labelNames: ['payment'] as const,
    registers: [this.registry],
  });

  readonly ordersRefused = new Counter({
    name: 'greencart_orders_refused_total',
    help: 'Order placements refused, by payment type and reason (the error code answered)',
    labelNames: ['payment', 'reason'] as const,
    registers: [this.registry],
  });

  readonly paymentFailures = new Counter({
    name: 'greencart_payment_failures_total',
    help: 'Online payment failures: a payment page not created, a payment declined, a refund refused',
    labelNames: ['stage'] as const,
    registers: [this.registry],
  });

  readonly liveStreams = new Gauge({
    name: 'greencart_live_streams_open',
    help: 'Live order streams (server-sent events) open on this instance',
    labelNames: ['audience'] as const,
    registers: [this.registry],
  });

  constructor() {
    for (const payment of ['COD', 'Online']) this.ordersPlaced.inc({ payment }, 0);
    for (const stage of ['checkout', 'payment', 'refund']) this.paymentFailures.inc({ stage }, 0);
    for (const audience of ['shopper', 'seller']) this.liveStreams.set({ audience }, 0);
  }

  /** Records one HTTP answer; `route` is the route's pattern (`/api/order/user/:id`), never the URL. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.httpRequests.inc(labels);
    this.httpDuration.observe(labels, seconds);
  }

  /** Counts a placement: placed when `place` answers, refused (by the error's code) when it throws. */
  async countPlacement<T>(payment: 'COD' | 'Online', place: () => Promise<T>): Promise<T> {
    try {
      const answer = await place();
      this.ordersPlaced.inc({ payment });
      return answer;
    } catch (error) {
      this.ordersRefused.inc({ payment, reason: reasonOf(error) });
      throw error;
    }
  }

  paymentFailed(stage: PaymentFailureStage): void {
    this.paymentFailures.inc({ stage });
  }

  /** The same stream, counted in {@link liveStreams} while a client holds it open. */
  countStream<T>(audience: StreamAudience, stream: Observable<T>): Observable<T> {
    return new Observable<T>((subscriber) => {
      this.liveStreams.inc({ audience });
      const subscription = stream.subscribe(subscriber);
      return () => {
        this.liveStreams.dec({ audience });
        subscription.unsubscribe();
      };
    });
  }
}

/** The code an error answers (`ORDER.OUT_OF_STOCK`), `error` for an unexpected one. */
function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z_.]{1,64}$/.test(code) ? code : 'error';
}
