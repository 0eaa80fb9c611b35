import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import { ERROR_CODES } from '@greencart/contracts';
import {
  INSTANCE_ID,
  INSTANCE_ID_HEADER,
  REQUEST_ID_HEADER,
  requestIdFrom,
} from '../common/request-id.js';
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
 * second on every replica. Those two exact URLs are answered here, in the HTTP server's own
 * request listener, before Fastify's hooks (helmet, CORS, cookies, origin check) and Nest's
 * pipeline, which would make each probe cost as much as a real request (DESIGN.md §11:
 * health ≥ 70 % of a bare node:http server). The answers are those of `HealthController`;
 * every other request goes to Fastify unchanged.
 */
export class HealthFastPath {
  private database: DatabaseHealth | undefined;

  /** Connects the readiness probe to the database check once the app is initialised. */
  attach(database: DatabaseHealth): void {
    this.database = database;
  }

  /** A Fastify `serverFactory`: a node:http server that answers probes, then defers. */
  readonly serverFactory = (handler: RequestListener): Server =>
    createServer((request, response) => {
      if (!this.tryAnswer(request, response)) handler(request, response);
    });

  private tryAnswer(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (request.url === '/api/health/live') {
      send(request, response, 200, LIVE_BODY);
      return true;
    }
    if (request.url !== '/api/health' || !this.database) return false;
    this.database.isUp().then(
      (up) => send(request, response, up ? 200 : 503, up ? READY_BODY : DOWN_BODY),
      () => send(request, response, 503, DOWN_BODY),
    );
    return true;
  }
}

function send(
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
    [REQUEST_ID_HEADER]: requestIdFrom(request.headers[REQUEST_ID_HEADER]),
    [INSTANCE_ID_HEADER]: INSTANCE_ID,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}
