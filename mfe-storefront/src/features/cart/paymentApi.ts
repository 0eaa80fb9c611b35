import type { PaymentOptionsResponse } from '@greencart/contracts';
import { storefrontApi } from '../../app/storefrontApi';

/** The card payment the shop takes (its provider's name, whether it can hold), or null. */
export type OnlinePayment = PaymentOptionsResponse['online'];

/** `GET /api/payment/options`: asked by the cart only, never before a page's first paint. */
export const paymentApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    getPaymentOptions: build.query<OnlinePayment, void>({
      query: () => ({ url: '/api/payment/options' }),
      transformResponse: (body: PaymentOptionsResponse) => body.online,
      // A shop changes its provider with a redeploy: an answer stays good for a visit.
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetPaymentOptionsQuery } = paymentApi;
