import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosInstance } from 'axios';
import { queryResultOf, type ApiError } from '@greencart/shared-ui';
import { axiosBaseQuery } from '@greencart/shared-ui/data';
import { takeEarlyAnswer } from './startup/earlyRequests';

/** What every endpoint passes to the base query (shared-ui's `axiosBaseQuery` arguments). */
export interface RequestArgs {
  url: string;
  method?: 'GET' | 'POST';
  data?: unknown;
  params?: Record<string, string>;
}

type StorefrontBaseQuery = BaseQueryFn<RequestArgs, unknown, ApiError>;

let boundQuery: StorefrontBaseQuery | null = null;

/**
 * Points the storefront's API at a server. The API URL is only known at run time (the
 * shell's `/config.json`), while RTK Query hooks must exist at module level; so the api
 * delegates to the base query bound here by `App` (once) or by a test.
 */
export function bindHttpClient(client: AxiosInstance): void {
  boundQuery = axiosBaseQuery(client) as StorefrontBaseQuery;
}

/**
 * The bound base query, except that a plain GET the entry chunk already sent
 * (startup/earlyRequests.ts) gets that answer, the first time.
 */
const delegatingBaseQuery: StorefrontBaseQuery = async (args, api, extraOptions) => {
  if (!boundQuery) {
    return { error: { code: 'CLIENT.NOT_CONFIGURED', message: 'The shop is not configured' } };
  }
  const plainGet = (args.method ?? 'GET') === 'GET' && !args.params && args.data === undefined;
  const early = plainGet ? takeEarlyAnswer(args.url) : null;
  const answer = early ? await early : null;
  if (answer) return queryResultOf(answer.status, answer.body);
  return boundQuery(args, api, extraOptions);
};

/** The storefront's one RTK Query api; each feature injects its endpoints. */
export const storefrontApi = createApi({
  reducerPath: 'api',
  baseQuery: delegatingBaseQuery,
  tagTypes: ['Products', 'Addresses', 'Orders'],
  endpoints: () => ({}),
});
