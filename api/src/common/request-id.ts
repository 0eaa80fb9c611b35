import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../config/trust-proxy.js';

/** Header carrying the request id in and out (set by the gateway, echoed by the API). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Header naming the API instance that answered (see {@link INSTANCE_ID}). */
export const INSTANCE_ID_HEADER = 'x-instance-id';

/**
 * A random name for this API process, in every log line and in the `x-instance-id` header,
 * so an answer seen by a client can be matched with the replica that logged it. Random
 * rather than the host name: it tells nothing about the machine.
 */
export const INSTANCE_ID = randomBytes(4).toString('hex');

/** What the gateway (nginx's `$request_id`) and well-behaved callers send: a short token. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of a request: the caller's `x-request-id` when it is a sane token, so a request can
 * be followed from the gateway's log to the API's; otherwise a fresh UUID. Anything else
 * (too long, spaces, quotes, several values) is ignored so it cannot forge log lines.
 */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * Request ids are ours: an incoming `x-request-id` is taken only when the request came
 * through a trusted proxy (`TRUST_PROXY`: the gateway, whose log then matches ours); from
 * anyone else it is ignored, so a client cannot choose the id its requests are logged under.
 */
export function createRequestIdGenerator(trust: TrustProxy): (request: IncomingMessage) => string {
  if (trust === false) return () => randomUUID();
  const trusted =
    trust === true || typeof trust === 'number' ? () => true : proxyAddr.compile(trust);
  return (request) => {
    const peer = request.socket?.remoteAddress;
    return peer && trusted(peer, 0)
      ? requestIdFrom(request.headers[REQUEST_ID_HEADER])
      : randomUUID();
  };
}
