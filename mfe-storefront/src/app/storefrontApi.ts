import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosInstance } from 'axios';
import type { ApiError } from '@greencart/shared-ui';
import { axiosBaseQuery } from '@greencart/shared-ui/data';

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

const delegatingBaseQuery: StorefrontBaseQuery = (args, api, extraOptions) => {
  if (!boundQuery) {
    return { error: { code: 'CLIENT.NOT_CONFIGURED', message: 'The shop is not configured' } };
  }
  return boundQuery(args, api, extraOptions);
};

/** The storefront's one RTK Query api; each feature injects its endpoints. */
export const storefrontApi = createApi({
  reducerPath: 'api',
  baseQuery: delegatingBaseQuery,
  tagTypes: ['Products', 'Addresses', 'Orders'],
  endpoints: () => ({}),
});
