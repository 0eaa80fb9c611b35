import type {
  CartQuote,
  CartQuoteRequest,
  CartQuoteResponse,
  DealsResponse,
  Language,
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
    /**
     * `GET /api/deals`: the live automatic deals and the stacking rule; names of categories and
     * products in `language` (`lang=si|ta`; English sends nothing, as the shell preloads it).
     */
    getDeals: build.query<Omit<DealsResponse, 'success' | 'message'>, Language>({
      query: (language) =>
        language === 'en'
          ? { url: '/api/deals' }
          : { url: '/api/deals', params: { lang: language } },
      transformResponse: (body: DealsResponse) => ({
        deals: body.deals,
        stackingRule: body.stackingRule,
      }),
    }),
  }),
});

export const { useGetCartQuoteQuery, useGetDealsQuery } = promotionsApi;
