import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import {
  CLIENT_ERROR_CODES,
  NETWORK_ERROR_MESSAGE,
  queryResultOf,
  type ApiError,
} from '@greencart/shared-ui';
import { takeEarlyAnswer } from './startup/earlyRequests';

/** What every endpoint passes to the base query (shared-ui's `axiosBaseQuery` arguments). */
export interface RequestArgs {
  url: string;
  method?: 'GET' | 'POST';
  data?: unknown;
  params?: Record<string, string>;
}

/** The HTTP base query the api delegates to (shared-ui's `axiosBaseQuery` over a client). */
export type StorefrontBaseQuery = BaseQueryFn<RequestArgs, unknown, ApiError>;

let boundQuery: StorefrontBaseQuery | null = null;
let loadQuery: (() => Promise<StorefrontBaseQuery>) | null = null;
let loadingQuery: Promise<StorefrontBaseQuery> | null = null;

/**
 * Points the storefront's API at a server. The API URL is only known at run time (the
 * shell's `/config.json`), while RTK Query hooks must exist at module level; so the api
 * delegates to the base query bound here, by a test (this) or by `App`
 * ({@link bindLazyBaseQuery}).
 */
export function bindBaseQuery(query: StorefrontBaseQuery): void {
  boundQuery = query;
  loadQuery = null;
  loadingQuery = null;
}

/**
 * Like {@link bindBaseQuery}, with a base query loaded by the first request that needs it:
 * the HTTP client (axios, ≈ 14 KB) is then not needed before the first screen paints, whose
 * data the entry chunk already requested (startup/earlyRequests.ts).
 */
export function bindLazyBaseQuery(load: () => Promise<StorefrontBaseQuery>): void {
  boundQuery = null;
  loadQuery = load;
  loadingQuery = null;
}

/**
 * Loads the lazily bound base query now (its chunk), so the shopper's first action (a cart
 * change saved to the server) does not wait for it. Called once the first screen has painted.
 */
export function prepareBaseQuery(): void {
  const current = currentBaseQuery();
  if (current instanceof Promise) current.catch(() => undefined);
}

/** The bound base query, loading it first if need be; null when none was bound. */
function currentBaseQuery(): StorefrontBaseQuery | Promise<StorefrontBaseQuery> | null {
  if (boundQuery) return boundQuery;
  if (!loadQuery) return null;
  const load = loadQuery;
  loadingQuery ??= load().then(
    (query) => {
      if (loadQuery === load) boundQuery = query;
      return query;
    },
    (error: unknown) => {
      loadingQuery = null;
      throw error;
    },
  );
  return loadingQuery;
}

/**
 * The bound base query, except that a plain GET the entry chunk already sent
 * (startup/earlyRequests.ts) gets that answer, the first time.
 */
const NOT_CONFIGURED = {
  error: { code: 'CLIENT.NOT_CONFIGURED', message: 'The shop is not configured' },
} as const;

const delegatingBaseQuery: StorefrontBaseQuery = async (args, api, extraOptions) => {
  if (!boundQuery && !loadQuery) return NOT_CONFIGURED;
  const plainGet = (args.method ?? 'GET') === 'GET' && !args.params && args.data === undefined;
  const early = plainGet ? takeEarlyAnswer(args.url) : null;
  const answer = early ? await early : null;
  if (answer) return queryResultOf(answer.status, answer.body);
  // Loaded only now, by a request the entry chunk did not send.
  const current = currentBaseQuery();
  if (!current) return NOT_CONFIGURED;
  let query: StorefrontBaseQuery;
  try {
    query = typeof current === 'function' ? current : await current;
  } catch {
    // The client's chunk could not be loaded (offline, a redeploy removed it).
    return { error: { code: CLIENT_ERROR_CODES.NETWORK, message: NETWORK_ERROR_MESSAGE } };
  }
  return query(args, api, extraOptions);
};

/** The storefront's one RTK Query api; each feature injects its endpoints. */
export const storefrontApi = createApi({
  reducerPath: 'api',
  baseQuery: delegatingBaseQuery,
  tagTypes: ['Products', 'Addresses', 'Orders'],
  endpoints: () => ({}),
});
