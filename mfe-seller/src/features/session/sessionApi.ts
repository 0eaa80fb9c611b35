import {
  isStaffRole,
  type LoginRequest,
  type MessageResponse,
  type SellerAuthResponse,
  type StaffRole,
} from '@greencart/contracts';
import type { ApiError } from '@greencart/shared-ui';
import { sellerApi } from '../../app/sellerApi';
import { sellerChecked, sellerLoggedIn, sellerLoggedOut, sellerKnown } from './sellerSessionSlice';

/** Who is logged in to the portal, as is-auth names them. */
export interface SellerIdentity {
  role: StaffRole;
  /** '' from an API that names nobody (before staff accounts). */
  name: string;
}

/**
 * "Not a seller" is the expected answer of is-auth for a logged-out visitor; only an
 * unreachable or failing server is worth a toast.
 */
function isExpectedAuthAnswer(error: ApiError): boolean {
  return error.status !== undefined && error.status < 500;
}

/** The seller's session: is-auth, login and logout, each feeding the session slice. */
export const sessionApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /api/seller/is-auth`: feeds the session slice (logged in, the staff member's role and
     * name), never toasts a plain "no". An answer without a role this portal knows (an older or
     * newer API) gets the least a role may do here, a packer's: the portal never offers more
     * than the API would allow.
     */
    checkSellerAuth: build.query<SellerIdentity, void>({
      query: () => ({ url: '/api/seller/is-auth' }),
      transformResponse: (body: Partial<SellerAuthResponse> | undefined) => ({
        role: isStaffRole(body?.role) ? body.role : 'packer',
        name: typeof body?.name === 'string' ? body.name.trim() : '',
      }),
      extraOptions: { silent: isExpectedAuthAnswer },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data: identity } = await queryFulfilled;
          dispatch(sellerChecked(true));
          dispatch(sellerKnown(identity));
        } catch {
          dispatch(sellerChecked(false));
        }
      },
    }),
    sellerLogin: build.mutation<MessageResponse, LoginRequest>({
      query: (credentials) => ({ url: '/api/seller/login', method: 'POST', data: credentials }),
      onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // A refused login changes nothing here: the toast and the form report it.
        queryFulfilled.then(
          () => dispatch(sellerLoggedIn()),
          () => undefined,
        );
      },
    }),
    sellerLogout: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/api/seller/logout', method: 'POST' }),
      onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // A failed logout keeps the session: the cookie is still valid on the server.
        queryFulfilled.then(
          () => dispatch(sellerLoggedOut()),
          () => undefined,
        );
      },
    }),
  }),
});

export const { useCheckSellerAuthQuery, useSellerLoginMutation, useSellerLogoutMutation } =
  sessionApi;
