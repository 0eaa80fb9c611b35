import type {
  AccountSession,
  ChangeStaffPasswordRequest,
  MessageResponse,
  StaffSessionListResponse,
} from '@greencart/contracts';
import { sellerApi } from '../../app/sellerApi';

/** The cache key of the staff member's own sessions (refetched after each change). */
const OWN_SESSIONS = 'OwnSessions';

/**
 * Every staff member's own account (docs/STAFF.md, api/src/staff/staff-accounts.controller.ts):
 * change the password, list and end their own seller sessions.
 */
export const accountApi = sellerApi
  .enhanceEndpoints({ addTagTypes: [OWN_SESSIONS] })
  .injectEndpoints({
    endpoints: (build) => ({
      /**
       * `POST /api/seller/me/password`: ends every other session; this one goes on with a fresh
       * cookie. The form shows every refusal itself (next to its field or above the button).
       */
      changeOwnPassword: build.mutation<MessageResponse, ChangeStaffPasswordRequest>({
        query: (data) => ({ url: '/api/seller/me/password', method: 'POST', data }),
        extraOptions: { silent: true },
        invalidatesTags: [OWN_SESSIONS],
      }),
      /** `GET /api/seller/me/sessions`: newest first, this one marked `current`. */
      getOwnSessions: build.query<AccountSession[], void>({
        query: () => ({ url: '/api/seller/me/sessions' }),
        transformResponse: (body: StaffSessionListResponse) => body.sessions,
        providesTags: [OWN_SESSIONS],
        keepUnusedDataFor: 0,
      }),
      /** `DELETE /api/seller/me/sessions/:id`: that browser's next request is logged out. */
      endOwnSession: build.mutation<MessageResponse, string>({
        query: (id) => ({
          url: `/api/seller/me/sessions/${encodeURIComponent(id)}`,
          method: 'DELETE',
        }),
        invalidatesTags: [OWN_SESSIONS],
      }),
    }),
  });

export const { useChangeOwnPasswordMutation, useGetOwnSessionsQuery, useEndOwnSessionMutation } =
  accountApi;
