import { createApi } from '@reduxjs/toolkit/query/react';
import type { SellerBaseQuery } from './reportErrors';

let boundQuery: SellerBaseQuery | null = null;

/**
 * Points the seller portal's API at a server. The API URL is only known at run time (the
 * shell's `/config.json`, or the standalone bootstrap's), while RTK Query hooks must exist at
 * module level; so the api delegates to the base query bound here, by `createSellerStore`
 * (each mounted App, and each test, binds the client it made). The remote's modules are its
 * own under Module Federation, so this binding is the seller portal's alone.
 */
export function bindSellerBaseQuery(query: SellerBaseQuery): void {
  boundQuery = query;
}

const NOT_CONFIGURED = {
  error: { code: 'CLIENT.NOT_CONFIGURED', message: 'The seller portal is not configured' },
} as const;

const delegatingBaseQuery: SellerBaseQuery = (args, api, extraOptions) =>
  boundQuery ? boundQuery(args, api, extraOptions) : NOT_CONFIGURED;

/** The cache key of the product list, invalidated when a product is added or changed. */
export const PRODUCT_LIST = { type: 'Product', id: 'LIST' } as const;

/**
 * The seller portal's one RTK Query api; each feature injects its endpoints
 * (`features/<feature>/<feature>Api.ts`), as the storefront does.
 */
export const sellerApi = createApi({
  reducerPath: 'sellerApi',
  baseQuery: delegatingBaseQuery,
  tagTypes: ['Product', 'Orders', 'Order', 'Ledger', 'Synonyms'],
  endpoints: () => ({}),
});
