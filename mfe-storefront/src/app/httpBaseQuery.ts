import { axiosBaseQuery, createHttpClient } from '@greencart/shared-ui/data';
import type { StorefrontBaseQuery } from './storefrontApi';

/**
 * The storefront's HTTP base query: shared-ui's axios client for `apiUrl`. A module of its
 * own, loaded by the first request that needs it (see `bindLazyBaseQuery`), so axios stays
 * out of the chunks the first screen waits for.
 */
export function httpBaseQuery(apiUrl: string): StorefrontBaseQuery {
  return axiosBaseQuery(createHttpClient(apiUrl)) as StorefrontBaseQuery;
}
