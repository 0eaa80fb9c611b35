import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';

/** Answers a request itself (true) or leaves it to Fastify (false), synchronously. */
export type FastAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * A few exact URLs are hit far more often than the rest and answer the same bytes to everyone:
 * the health probes and the cached product list. They are answered in the HTTP server's own
 * request listener, before Fastify's hooks and Nest's pipeline, which would cost more than the
 * answer itself (budgets: e2e/bench/README.md). Each fast answer sends the headers the full pipeline would;
 * anything it is not sure about (a cold cache, a foreign origin) goes to Fastify unchanged.
 */
export class FastPaths {
  private readonly answers: FastAnswer[] = [];

  /** Told of each fast answer once it is sent (the metrics); its route is the exact path. */
  private observer:
    ((request: IncomingMessage, response: ServerResponse, startedAt: bigint) => void) | undefined;

  add(answer: FastAnswer): void {
    this.answers.push(answer);
  }

  observe(
    observer: (request: IncomingMessage, response: ServerResponse, startedAt: bigint) => void,
  ): void {
    this.observer = observer;
  }

  /** A Fastify `serverFactory`: a node:http server that tries the fast answers, then defers. */
  readonly serverFactory = (handler: RequestListener): Server =>
    createServer((request, response) => {
      const startedAt = process.hrtime.bigint();
      for (const answer of this.answers) {
        if (answer(request, response)) {
          this.observer?.(request, response, startedAt);
          return;
        }
      }
      handler(request, response);
    });
}
