import type {
  AcceptStaffInviteRequest,
  InviteStaffRequest,
  MessageResponse,
  StaffAccount,
  StaffAccountResponse,
  StaffListResponse,
  StaffRole,
} from '@greencart/contracts';
import { sellerApi } from '../../app/sellerApi';

/** The staff accounts (owner only: `staff.manage`), invitations and accepting one. */
export const staffApi = sellerApi.enhanceEndpoints({ addTagTypes: ['Staff'] }).injectEndpoints({
  endpoints: (build) => ({
    staffAccounts: build.query<StaffAccount[], void>({
      query: () => ({ url: '/api/seller/staff' }),
      transformResponse: (response: StaffListResponse) => response.staff,
      providesTags: ['Staff'],
    }),
    /** Silent: the invite form shows the refusal beside its fields. */
    inviteStaff: build.mutation<StaffAccountResponse, InviteStaffRequest>({
      query: (body) => ({ url: '/api/seller/staff/invite', method: 'POST', data: body }),
      extraOptions: { silent: true },
      invalidatesTags: ['Staff'],
    }),
    changeStaffRole: build.mutation<StaffAccountResponse, { id: string; role: StaffRole }>({
      query: ({ id, role }) => ({
        url: `/api/seller/staff/${encodeURIComponent(id)}/role`,
        method: 'PATCH',
        data: { role },
      }),
      invalidatesTags: ['Staff'],
    }),
    setStaffActive: build.mutation<StaffAccountResponse, { id: string; active: boolean }>({
      query: ({ id, active }) => ({
        url: `/api/seller/staff/${encodeURIComponent(id)}/${active ? 'reactivate' : 'deactivate'}`,
        method: 'POST',
      }),
      invalidatesTags: ['Staff'],
    }),
    /** No session needed (the link's token); silent: the page shows why it was refused. */
    acceptStaffInvite: build.mutation<MessageResponse, AcceptStaffInviteRequest>({
      query: (body) => ({ url: '/api/seller/staff/invite/accept', method: 'POST', data: body }),
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useStaffAccountsQuery,
  useInviteStaffMutation,
  useChangeStaffRoleMutation,
  useSetStaffActiveMutation,
  useAcceptStaffInviteMutation,
} = staffApi;
