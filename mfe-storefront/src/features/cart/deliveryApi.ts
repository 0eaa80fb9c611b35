import type { DeliveryQuoteResponse } from '@greencart/contracts';
import { storefrontApi } from '../../app/storefrontApi';

/** The delivery zone of a postcode as the cart needs it: its terms, or null (not delivered). */
export type DeliveryQuoteZone = DeliveryQuoteResponse['zone'];

/** `GET /api/delivery/quote?postcode=` (docs/DELIVERY.md): public, no login needed. */
export const deliveryApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    getDeliveryQuote: build.query<DeliveryQuoteZone, string>({
      query: (postcode) => ({ url: '/api/delivery/quote', params: { postcode } }),
      transformResponse: (body: DeliveryQuoteResponse) => body.zone,
    }),
  }),
});

export const { useGetDeliveryQuoteQuery } = deliveryApi;
