import axios, {
  AxiosError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/** A request as the fake server saw it. */
export interface RecordedRequest {
  method: string;
  url: string;
  /** Parsed JSON for JSON bodies; the `FormData` itself for multipart bodies. */
  body: unknown;
  /** Query parameters given to axios as `params` (they are not part of `url`). */
  params?: unknown;
}

/** What the fake server answers: an HTTP status (200 by default) and a JSON body. */
export interface FakeReply {
  status?: number;
  body: unknown;
}

type Responder = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * A fake API behind axios' adapter: the one seam the tests replace. Everything above it
 * (the shared http client, `axiosBaseQuery`, RTK Query, the screens) runs for real, and
 * error statuses reach axios as real `AxiosError`s, as they would from the network.
 */
export class FakeApi {
  /** Every request, in order. */
  readonly requests: RecordedRequest[] = [];
  private readonly routes = new Map<string, Responder>();
  private previousAdapter: InternalAxiosRequestConfig['adapter'];

  /** Answers `method url` with `reply` (a fixed answer or a function of the request). */
  on(method: string, url: string, reply: FakeReply | Responder): this {
    this.routes.set(
      `${method.toUpperCase()} ${url}`,
      typeof reply === 'function' ? reply : () => reply,
    );
    return this;
  }

  /** The requests sent to `method url`. */
  calls(method: string, url: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method.toUpperCase() && r.url === url);
  }

  /** Routes every axios instance created from now on (and `axios` itself) to this fake. */
  install(): this {
    this.previousAdapter = axios.defaults.adapter;
    axios.defaults.adapter = this.adapter;
    return this;
  }

  uninstall(): void {
    axios.defaults.adapter = this.previousAdapter;
  }

  private readonly adapter: AxiosAdapter = async (config) => {
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: parseBody(config.data),
      params: config.params,
    };
    this.requests.push(request);
    const responder = this.routes.get(`${request.method} ${request.url}`);
    const reply = responder
      ? await responder(request)
      : {
          status: 404,
          body: { success: false, code: 'COMMON.NOT_FOUND', message: `No route ${request.url}` },
        };
    const status = reply.status ?? 200;
    const response: AxiosResponse = {
      data: reply.body,
      status,
      statusText: String(status),
      headers: {},
      config,
    };
    if (status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        AxiosError.ERR_BAD_REQUEST,
        config,
        null,
        response,
      );
    }
    return response;
  };
}

/** A promise with its resolve exposed, to hold a fake answer until the test releases it. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
