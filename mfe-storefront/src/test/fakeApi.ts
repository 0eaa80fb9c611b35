import {
  AxiosError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/** What a fake route answers: an HTTP status and a JSON body. */
export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/** A route handler: gets the parsed JSON request body, returns the answer (or a promise of it). */
export type FakeHandler = (body: unknown) => FakeAnswer | Promise<FakeAnswer>;

/** One request the fake API received. */
export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A fake API behind the axios adapter: the storefront's real http client, base query and
 * RTK Query run unchanged; only the network is replaced. Routes are keyed "METHOD /path".
 */
export function createFakeApi(routes: Record<string, FakeHandler | FakeAnswer>) {
  const requests: RecordedRequest[] = [];

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    requests.push({ method, url, body });
    const route = routes[`${method} ${url}`];
    const answer: FakeAnswer = !route
      ? {
          status: 404,
          body: { success: false, code: 'COMMON.NOT_FOUND', message: `No route ${method} ${url}` },
        }
      : typeof route === 'function'
        ? await route(body)
        : route;
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status ?? 200,
      statusText: String(answer.status ?? 200),
      headers: {},
      config,
    };
    if (response.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${response.status}`,
        'ERR_BAD_REQUEST',
        config,
        null,
        response,
      );
    }
    return response;
  };

  return {
    adapter,
    requests,
    /** The requests sent to one route, e.g. `sent('POST /api/cart/update')`. */
    sent(key: string): RecordedRequest[] {
      return requests.filter((r) => `${r.method} ${r.url}` === key);
    },
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;
