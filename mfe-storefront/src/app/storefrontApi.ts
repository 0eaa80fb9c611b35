import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiError } from '@greencart/shared-ui';
import { currentLanguage } from '@greencart/shared-ui/i18n';

/** What every endpoint passes to the base query (shared-ui's `axiosBaseQuery` arguments). */
export interface RequestArgs {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  data?: unknown;
  params?: Record<string, string>;
}

/** The HTTP base query the api delegates to (shared-ui's `axiosBaseQuery` over a client). */
export type StorefrontBaseQuery = BaseQueryFn<RequestArgs, unknown, ApiError>;

let boundQuery: StorefrontBaseQuery | null = null;

/**
 * Points the storefront's API at a server. The API URL is only known at run time (the
 * shell's `/config.json`), while RTK Query hooks must exist at module level; so the api
 * delegates to the base query bound here, by `StorefrontApp` or by a test.
 */
export function bindBaseQuery(query: StorefrontBaseQuery): void {
  boundQuery = query;
}

const NOT_CONFIGURED = {
  error: { code: 'CLIENT.NOT_CONFIGURED', message: 'The shop is not configured' },
} as const;

/**
 * Product reads in the page's language: `lang=si|ta` on `GET /api/product/…` (names and
 * descriptions translated, English per field where a translation is missing). English sends
 * nothing, so its calls stay exactly the spec's (and the shell's preloaded answers match).
 */
export function withLanguage(args: RequestArgs): RequestArgs {
  const language = currentLanguage();
  if (language === 'en' || (args.method ?? 'GET') !== 'GET') return args;
  if (!args.url.startsWith('/api/product/')) return args;
  return { ...args, params: { ...args.params, lang: language } };
}

/** False once an API refused `lang` (one without translations yet): English from then on. */
let apiTakesLanguage = true;

const delegatingBaseQuery: StorefrontBaseQuery = async (args, api, extraOptions) => {
  if (!boundQuery) return NOT_CONFIGURED;
  const sent = apiTakesLanguage ? withLanguage(args) : args;
  const result = await boundQuery(sent, api, extraOptions);
  if (sent !== args && result.error?.status === 400) {
    apiTakesLanguage = false;
    return boundQuery(args, api, extraOptions);
  }
  return result;
};

/** The storefront's one RTK Query api; each feature injects its endpoints. */
export const storefrontApi = createApi({
  reducerPath: 'api',
  baseQuery: delegatingBaseQuery,
  tagTypes: ['Products', 'Addresses', 'Orders', 'Sessions', 'Reviews'],
  endpoints: () => ({}),
});
