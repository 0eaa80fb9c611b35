import { ERROR_CODES } from '@greencart/contracts';
import type { ApiError } from '@greencart/shared-ui';
import { sellerLoggedOut } from '../features/session/sellerSessionSlice';
import type { SellerBaseQuery } from './reportErrors';

/** True when the server says this browser holds no (valid) seller session. */
export function isSessionRefusal(error: ApiError): boolean {
  return (
    error.status === 401 ||
    error.code === ERROR_CODES.NOT_AUTHENTICATED ||
    error.code === ERROR_CODES.NOT_SELLER
  );
}

/**
 * Wraps a base query so that a request refused for want of a seller session (the cookie
 * expired, or the seller logged out in another tab) ends the session here too: the portal
 * shows the login form instead of failing on every click.
 */
export function withSessionExpiry(baseQuery: SellerBaseQuery): SellerBaseQuery {
  return async (args, api, options) => {
    const result = await baseQuery(args, api, options);
    if (result.error && isSessionRefusal(result.error)) api.dispatch(sellerLoggedOut());
    return result;
  };
}
