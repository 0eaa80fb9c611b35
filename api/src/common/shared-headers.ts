import type { OutgoingHttpHeaders } from 'node:http';
import { INSTANCE_ID_HEADER, REQUEST_ID_HEADER } from './request-id.js';

/**
 * Headers of a full-pipeline answer that are the same for every request (helmet's security
 * headers, content type, cache policy). Everything request-specific is set per answer.
 */
const PER_REQUEST = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'etag',
  'vary',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-expose-headers',
  REQUEST_ID_HEADER,
  INSTANCE_ID_HEADER,
]);

/**
 * The headers of a full answer that an answer sent outside the pipeline repeats: the product
 * list's fast path, and the errors Fastify's router raises before any hook runs.
 */
export function sharedHeaders(headers: Record<string, unknown>): OutgoingHttpHeaders {
  const shared: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!PER_REQUEST.has(name.toLowerCase()) && value !== undefined)
      shared[name] = value as OutgoingHttpHeaders[string];
  }
  return shared;
}
