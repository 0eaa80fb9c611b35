import type {
  DeliveryZone,
  DeliveryZonesRequest,
  DeliveryZonesResponse,
} from '@greencart/contracts';
import { sellerApi } from '../../app/sellerApi';

/** The shop's delivery zones (`/api/seller/delivery/zones`, docs/DELIVERY.md). */
export const deliveryApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    /** The zones, in the seller's order. */
    deliveryZones: build.query<DeliveryZone[], void>({
      query: () => ({ url: '/api/seller/delivery/zones' }),
      transformResponse: (response: DeliveryZonesResponse) => response.zones,
    }),
    /**
     * Replaces the list; answers it as stored. Silent: the screen shows the server's refusal
     * beside the field it names.
     */
    saveDeliveryZones: build.mutation<DeliveryZone[], DeliveryZonesRequest>({
      query: (body) => ({ url: '/api/seller/delivery/zones', method: 'PUT', data: body }),
      transformResponse: (response: DeliveryZonesResponse) => response.zones,
      extraOptions: { silent: true },
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(deliveryApi.util.upsertQueryData('deliveryZones', undefined, data));
        } catch {
          // The page shows the refusal; the kept list is unchanged.
        }
      },
    }),
  }),
});

export const { useDeliveryZonesQuery, useSaveDeliveryZonesMutation } = deliveryApi;
