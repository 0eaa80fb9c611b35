import type {
  AccountSession,
  BuyAgainResponse,
  ChangePasswordRequest,
  ConfirmEmailRequest,
  DeleteAccountRequest,
  SessionListResponse,
  UpdateProfileRequest,
  User,
  ForgotPasswordRequest,
  MessageResponse,
  ResetPasswordRequest,
} from '@greencart/contracts';
import { storefrontApi } from '../../app/storefrontApi';

/** `PATCH /api/user/profile`: the account now, and the email waiting for its confirmation. */
export interface ProfileAnswer extends MessageResponse {
  user: User;
  pendingEmail?: string;
}

/** The account's calls beyond the address book (docs/ACCOUNT.md). */
export const accountApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    buyAgain: build.mutation<BuyAgainResponse, string>({
      query: (orderId) => ({
        url: `/api/order/user/${encodeURIComponent(orderId)}/buy-again`,
        method: 'POST',
      }),
    }),
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordRequest>({
      query: (data) => ({ url: '/api/user/password/forgot', method: 'POST', data }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordRequest>({
      query: (data) => ({ url: '/api/user/password/reset', method: 'POST', data }),
    }),
    updateProfile: build.mutation<ProfileAnswer, UpdateProfileRequest>({
      query: (data) => ({ url: '/api/user/profile', method: 'PATCH', data }),
    }),
    confirmEmail: build.mutation<MessageResponse, ConfirmEmailRequest>({
      query: (data) => ({ url: '/api/user/email/confirm', method: 'POST', data }),
    }),
    changePassword: build.mutation<MessageResponse, ChangePasswordRequest>({
      query: (data) => ({ url: '/api/user/password/change', method: 'POST', data }),
      invalidatesTags: ['Sessions'],
    }),
    getSessions: build.query<AccountSession[], void>({
      query: () => ({ url: '/api/user/sessions' }),
      transformResponse: (body: SessionListResponse) => body.sessions,
      providesTags: ['Sessions'],
      keepUnusedDataFor: 0,
    }),
    endSession: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/api/user/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Sessions'],
    }),
    logoutEverywhere: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/api/user/logout-everywhere', method: 'POST' }),
      invalidatesTags: ['Sessions', 'Addresses', 'Orders'],
    }),
    deleteAccount: build.mutation<MessageResponse, DeleteAccountRequest>({
      query: (data) => ({ url: '/api/user/delete', method: 'POST', data }),
      invalidatesTags: ['Sessions', 'Addresses', 'Orders'],
    }),
  }),
});

export const {
  useBuyAgainMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useUpdateProfileMutation,
  useConfirmEmailMutation,
  useChangePasswordMutation,
  useGetSessionsQuery,
  useEndSessionMutation,
  useLogoutEverywhereMutation,
  useDeleteAccountMutation,
} = accountApi;
