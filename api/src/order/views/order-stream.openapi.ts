import { applyDecorators } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';

/** What every live events stream sends (order-stream.service.ts), for the OpenAPI document. */
const STREAM_FORMAT = [
  'A server-sent events stream (`text/event-stream`; open it with `EventSource` and',
  '`withCredentials`). Events: `ready` once at the start (`{"ok":true}`); `order` when an order',
  'is placed or changes (`id` `<orderId>:<status>`, data `{ orderId, userId, number, status,',
  'kind }` with `kind` `placed` or `changed`): a hint, the client refetches what it shows;',
  '`ping` every 25 s (`{}`) so proxies keep the connection. The stream ends when its session',
  'ends (logout, expiry) and is never cached.',
].join(' ');

const EXAMPLE = [
  'event: ready',
  'data: {"ok":true}',
  '',
  'event: order',
  'id: 0b6d…:Packing',
  'data: {"orderId":"0b6d…","userId":"5c1e…","number":"GC-1042","status":"Packing","kind":"changed"}',
  '',
].join('\n');

/**
 * Documents a live events route: Nest's Swagger scanner sees `@Sse` as a plain GET that answers
 * JSON, so the stream's media type, events and refusals are declared here.
 *
 * @param who whose orders the stream carries, for the summary
 * @param cookie the session cookie it needs (`user` or `seller`, app.factory's cookie auths)
 */
export function ApiOrderEventStream(who: string, cookie: 'user' | 'seller'): MethodDecorator {
  return applyDecorators(
    ApiOperation({
      summary: `Live events of ${who} (server-sent events)`,
      description: STREAM_FORMAT,
    }),
    ApiCookieAuth(cookie),
    ApiProduces('text/event-stream'),
    ApiOkResponse({
      description: 'The event stream, open until the client or the session ends it',
      content: { 'text/event-stream': { schema: { type: 'string', example: EXAMPLE } } },
    }),
    ApiUnauthorizedResponse({
      description: `No valid ${cookie === 'user' ? 'shopper' : 'seller'} session: a JSON error, no stream`,
    }),
  );
}
