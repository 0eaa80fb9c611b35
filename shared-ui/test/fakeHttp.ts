import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

/** A request as the fake API saw it on the wire. */
export interface RecordedRequest {
  method: string;
  /** The path and query string as sent, e.g. `/api/product/query?q=tom`. */
  url: string;
  /** The path alone, e.g. `/api/product/query`. */
  path: string;
  /** The query parameters (axios `params` and any written into the URL). */
  params: Record<string, string>;
  /**
   * Parsed JSON for a JSON body, the `FormData` of a multipart body, the text of any other,
   * undefined when there is none.
   */
  body: unknown;
  /** The request's headers, names in lower case (as HTTP has them). */
  headers: Record<string, string>;
}

/** What the fake API answers: an HTTP status (200 by default) and a JSON body. */
export interface FakeReply {
  status?: number;
  body: unknown;
}

/** Answers one request: a fixed reply, or a function of the request (may be async). */
export type FakeResponder = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

/**
 * One MSW server per test file (jest gives each file its own modules): it intercepts the
 * requests the app's real http client sends (XMLHttpRequest, fetch) in Node, under jsdom
 * (tools/jest/msw-jsdom-environment.cjs). A request no fake answers is an error.
 */
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function notFound(request: RecordedRequest): FakeReply {
  return {
    status: 404,
    body: {
      success: false,
      code: 'COMMON.NOT_FOUND',
      message: `No route ${request.method} ${request.url}`,
    },
  };
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    // As the page's own FormData (the test environment's global), for `instanceof FormData`.
    const form = new FormData();
    for (const [name, value] of await request.formData()) form.append(name, value);
    return form;
  }
  const text = await request.text();
  if (text === '') return undefined;
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The fake API of the component tests, on MSW: the app's real http client, base query and
 * RTK Query run unchanged and send real requests; MSW answers them from the routes a test
 * states (`on`) and records each one (`requests`, `calls`, `sent`). Routes are "METHOD path",
 * or "METHOD path?query" for one query exactly; anything else answers 404, as the API would.
 */
export class FakeApi {
  /** Every request, in the order sent. */
  readonly requests: RecordedRequest[] = [];
  private readonly routes = new Map<string, FakeResponder>();
  private fallback: ((request: RecordedRequest) => FakeReply | undefined) | undefined;

  /** Answers `method url` with `reply` (a fixed answer or a function of the request). */
  on(method: string, url: string, reply: FakeReply | FakeResponder): this {
    this.routes.set(
      `${method.toUpperCase()} ${url}`,
      typeof reply === 'function' ? reply : () => reply,
    );
    return this;
  }

  /** Answers what no route does (undefined: 404), e.g. a catalogue served from one list. */
  otherwise(answer: (request: RecordedRequest) => FakeReply | undefined): this {
    this.fallback = answer;
    return this;
  }

  /**
   * The requests sent to `method path` (any query), or to `method path?query` (that query
   * exactly).
   */
  calls(method: string, target: string): RecordedRequest[] {
    const upper = method.toUpperCase();
    return this.requests.filter(
      (r) => r.method === upper && (target.includes('?') ? r.url : r.path) === target,
    );
  }

  /** {@link calls} by one key, e.g. `sent('POST /api/cart/update')`. */
  sent(key: string): RecordedRequest[] {
    const [method = '', target = ''] = key.split(' ');
    return this.calls(method, target);
  }

  /** Makes this the fake API of the current test (until the test ends). */
  install(): this {
    server.resetHandlers(http.all('*', ({ request }) => this.answer(request)));
    return this;
  }

  /** Stops answering (a later request is an error). */
  uninstall(): void {
    server.resetHandlers();
  }

  private async answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const recorded: RecordedRequest = {
      method: request.method.toUpperCase(),
      url: url.pathname + url.search,
      path: url.pathname,
      params: Object.fromEntries(url.searchParams),
      body: await readBody(request),
      headers: Object.fromEntries(request.headers),
    };
    this.requests.push(recorded);
    const responder =
      this.routes.get(`${recorded.method} ${recorded.url}`) ??
      this.routes.get(`${recorded.method} ${recorded.path}`);
    const reply = responder
      ? await responder(recorded)
      : (this.fallback?.(recorded) ?? notFound(recorded));
    return HttpResponse.json(reply.body as JsonBodyType, { status: reply.status ?? 200 });
  }
}

/** A promise with its resolve exposed, to hold a fake answer until the test releases it. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
