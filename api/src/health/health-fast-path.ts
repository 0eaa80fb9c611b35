import type { IncomingMessage, ServerResponse } from 'node:http';
import { ERROR_CODES } from '@greencart/contracts';
import { INSTANCE_ID, INSTANCE_ID_HEADER, REQUEST_ID_HEADER } from '../common/request-id.js';
import type { DatabaseHealth } from './database-health.js';
import { DATABASE_DOWN_MESSAGE } from './health.controller.js';

const LIVE_BODY = JSON.stringify({ success: true, status: 'ok' });
const READY_BODY = JSON.stringify({ success: true, status: 'ok', database: 'up' });
const DOWN_BODY = JSON.stringify({
  success: false,
  code: ERROR_CODES.UNAVAILABLE,
  message: DATABASE_DOWN_MESSAGE,
});

/**
 * Load balancers and orchestrators probe `/api/health` and `/api/health/live` many times a
 * second on every replica: those two exact URLs are a fast path (common/fast-paths.ts), so a
 * probe does not cost as much as a real request (e2e/bench/README.md: health ≥ 70 % of a bare
 * node:http server). The answers are those of `HealthController`.
 */
export class HealthFastPath {
  private database: DatabaseHealth | undefined;

  /** @param requestId the API's request id generator (a client never chooses its id) */
  constructor(private readonly requestId: (request: IncomingMessage) => string) {}

  /** Connects the readiness probe to the database check once the app is initialised. */
  attach(database: DatabaseHealth): void {
    this.database = database;
  }

  /** The fast answer (a {@link FastAnswer}): true when the request was a probe. */
  readonly answer = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (request.url === '/api/health/live') {
      this.send(request, response, 200, LIVE_BODY);
      return true;
    }
    if (request.url !== '/api/health' || !this.database) return false;
    this.database.isUp().then(
      (up) => this.send(request, response, up ? 200 : 503, up ? READY_BODY : DOWN_BODY),
      () => this.send(request, response, 503, DOWN_BODY),
    );
    return true;
  };

  private send(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    body: string,
  ): void {
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      [REQUEST_ID_HEADER]: this.requestId(request),
      [INSTANCE_ID_HEADER]: INSTANCE_ID,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  }
}
