import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { notify, type ApiError } from '@greencart/shared-ui';
import type { AxiosQueryArgs } from '@greencart/shared-ui/data';

/** Per-endpoint options (RTK Query `extraOptions`) of the seller's base query. */
export interface SellerRequestOptions {
  /**
   * The caller shows this error itself (or it is an expected answer), so no toast.
   * A function decides per error, e.g. is-auth's "not logged in" is not a failure to report.
   */
  silent?: boolean | ((error: ApiError) => boolean);
}

/** The seller api's base query: axios requests that resolve to data or an {@link ApiError}. */
export type SellerBaseQuery = BaseQueryFn<AxiosQueryArgs, unknown, ApiError, SellerRequestOptions>;

function isSilenced(error: ApiError, options: SellerRequestOptions | undefined): boolean {
  const silent = options?.silent;
  return typeof silent === 'function' ? silent(error) : silent === true;
}

/**
 * Wraps a base query so that every failed request and every `success: false` answer shows
 * the server's message as an error toast (docs/COMPATIBILITY.md), in one place rather than in each screen.
 */
export function withErrorToasts(
  baseQuery: BaseQueryFn<AxiosQueryArgs, unknown, ApiError>,
): SellerBaseQuery {
  return async (args, api, options) => {
    const result = await baseQuery(args, api, {});
    if (result.error && !isSilenced(result.error, options)) {
      notify.error(result.error.message);
    }
    return result;
  };
}
