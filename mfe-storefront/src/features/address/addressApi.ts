import type {
  AddAddressRequest,
  Address,
  AddressChangedResponse,
  AddressListResponse,
  MessageResponse,
  UpdateAddressRequest,
} from '@greencart/contracts';
import { notify } from '../../lib/notices';
import { storefrontApi } from '../../app/storefrontApi';
import { rejectionMessage } from '../../lib/apiErrors';

/** The logged-in user's saved addresses (the address book: add, edit, delete, default). */
export const addressApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<Address[], void>({
      query: () => ({ url: '/api/address/get' }),
      transformResponse: (body: AddressListResponse) => body.addresses,
      providesTags: ['Addresses'],
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (rejection) {
          notify.error(rejectionMessage(rejection));
        }
      },
    }),
    /** The stored address is answered by this API (`address`); other servers may leave it out. */
    addAddress: build.mutation<MessageResponse & { address?: Address }, AddAddressRequest>({
      query: (data) => ({ url: '/api/address/add', method: 'POST', data }),
      invalidatesTags: ['Addresses'],
    }),
    updateAddress: build.mutation<
      AddressChangedResponse,
      { id: string; fields: UpdateAddressRequest }
    >({
      query: ({ id, fields }) => ({
        url: `/api/address/${encodeURIComponent(id)}`,
        method: 'PATCH',
        data: fields,
      }),
      invalidatesTags: ['Addresses'],
    }),
    deleteAddress: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/api/address/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Addresses'],
    }),
    makeDefaultAddress: build.mutation<AddressChangedResponse, string>({
      query: (id) => ({ url: `/api/address/${encodeURIComponent(id)}/default`, method: 'POST' }),
      invalidatesTags: ['Addresses'],
    }),
  }),
});

export const {
  useGetAddressesQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
  useMakeDefaultAddressMutation,
} = addressApi;
