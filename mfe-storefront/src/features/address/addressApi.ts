import type {
  AddAddressRequest,
  Address,
  AddressListResponse,
  MessageResponse,
} from '@greencart/contracts';
import { notify } from '@greencart/shared-ui';
import { storefrontApi } from '../../app/storefrontApi';
import { rejectionMessage } from '../../lib/apiErrors';

/** The logged-in user's saved addresses. */
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
    addAddress: build.mutation<MessageResponse, AddAddressRequest>({
      query: (data) => ({ url: '/api/address/add', method: 'POST', data }),
      invalidatesTags: ['Addresses'],
    }),
  }),
});

export const { useGetAddressesQuery, useAddAddressMutation } = addressApi;
