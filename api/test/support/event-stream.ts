import { request, type IncomingMessage } from 'node:http';

/** One server-sent event as received. */
export interface ReceivedEvent {
  type: string;
  data: unknown;
}

/** An open `text/event-stream` response, parsed as it arrives. */
export interface EventStream {
  status: number;
  events: ReceivedEvent[];
  /** Resolves with the first event (already received or still to come) that `match` accepts. */
  next(match: (event: ReceivedEvent) => boolean): Promise<ReceivedEvent>;
  /** Resolves when the server ends the response. */
  ended: Promise<void>;
  close(): void;
}

/** Opens a server-sent events URL with the given cookie header, like a browser's EventSource. */
export function openEventStream(url: string, cookie?: string): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const events: ReceivedEvent[] = [];
    const waiters: { match: (e: ReceivedEvent) => boolean; resolve: (e: ReceivedEvent) => void }[] =
      [];
    const req = request(
      url,
      { headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) } },
      (res: IncomingMessage) => {
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let type = 'message';
            let data = '';
            for (const line of block.split('\n')) {
              if (line.startsWith('event:')) type = line.slice(6).trim();
              else if (line.startsWith('data:')) data += line.slice(5).trim();
            }
            if (!data) continue;
            const event = { type, data: JSON.parse(data) as unknown };
            events.push(event);
            for (const waiter of [...waiters]) {
              if (waiter.match(event)) {
                waiters.splice(waiters.indexOf(waiter), 1);
                waiter.resolve(event);
              }
            }
          }
        });
        res.on('error', () => undefined);
        const ended = new Promise<void>((done) => res.on('close', () => done()));
        resolve({
          ended,
          status: res.statusCode ?? 0,
          events,
          next(match) {
            const seen = events.find(match);
            if (seen) return Promise.resolve(seen);
            return new Promise((done) => waiters.push({ match, resolve: done }));
          },
          close() {
            req.destroy();
          },
        });
      },
    );
    req.on('error', (error) => {
      if (!('code' in error && error.code === 'ECONNRESET')) reject(error);
    });
    req.end();
  });
}

/** The `Cookie` header a browser would send after these `Set-Cookie` headers. */
export function cookieHeader(setCookie: string[] | string | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}
