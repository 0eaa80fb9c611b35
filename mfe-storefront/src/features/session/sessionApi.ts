import type {
  LoginRequest,
  MessageResponse,
  RegisterRequest,
  User,
  UserResponse,
} from '@greencart/contracts';
import { storefrontApi } from '../../app/storefrontApi';

/** The shopper's authentication calls (docs/COMPATIBILITY.md). */
export const sessionApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/user/is-auth`: the logged-in user with the saved cart, or an error. */
    checkSession: build.query<User, void>({
      query: () => ({ url: '/api/user/is-auth' }),
      transformResponse: (body: UserResponse) => body.user,
      // The session check runs once per page load; its answer lives in the session slice.
      keepUnusedDataFor: 0,
    }),
    login: build.mutation<User, LoginRequest>({
      query: (data) => ({ url: '/api/user/login', method: 'POST', data }),
      transformResponse: (body: UserResponse) => body.user,
    }),
    register: build.mutation<User, RegisterRequest>({
      query: (data) => ({ url: '/api/user/register', method: 'POST', data }),
      transformResponse: (body: UserResponse) => body.user,
    }),
    logout: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/api/user/logout', method: 'POST' }),
      invalidatesTags: ['Addresses', 'Orders'],
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useLogoutMutation } = sessionApi;
