import type {
  CartQuote,
  CartQuoteRequest,
  CartQuoteResponse,
  DealsResponse,
} from '@greencart/contracts';
import { storefrontApi } from '../../app/storefrontApi';

/** Promotions (docs/PROMOTIONS.md): public, no login needed. */
export const promotionsApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/cart/quote`: what the live deals and a code take off the cart. */
    getCartQuote: build.query<CartQuote, CartQuoteRequest>({
      query: (data) => ({ url: '/api/cart/quote', method: 'POST', data }),
      transformResponse: (body: CartQuoteResponse) => body.quote,
    }),
    /** `GET /api/deals`: the live automatic deals and the stacking rule. */
    getDeals: build.query<Omit<DealsResponse, 'success' | 'message'>, void>({
      query: () => ({ url: '/api/deals' }),
      transformResponse: (body: DealsResponse) => ({
        deals: body.deals,
        stackingRule: body.stackingRule,
      }),
    }),
  }),
});

export const { useGetCartQuoteQuery, useGetDealsQuery } = promotionsApi;
