import type {
  AskShortRequest,
  OrderSubstitutionsResponse,
  ProposeSubstituteRequest,
  SubstituteSuggestion,
  SubstituteSuggestionsResponse,
} from '@greencart/contracts';
import { sellerApi } from '../../app/sellerApi';

type Line = { id: string; position: number };

/**
 * The packer's side of substitutions (docs/SUBSTITUTIONS.md): an order's choices and
 * questions, a line's ranked suggestions, proposing a substitute and asking about a short
 * pick. Tagged with the order, so the seller's live feed refetches the questions as the
 * shopper answers.
 */
export const substitutionsApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    orderSubstitutions: build.query<OrderSubstitutionsResponse, string>({
      query: (id) => ({ url: `/api/order/seller/${encodeURIComponent(id)}/substitutions` }),
      providesTags: (_result, _error, id) => ['Orders', { type: 'Order', id }],
    }),
    lineSuggestions: build.query<SubstituteSuggestion[], Line>({
      query: ({ id, position }) => ({
        url: `/api/order/seller/${encodeURIComponent(id)}/items/${position}/suggestions`,
      }),
      transformResponse: (body: SubstituteSuggestionsResponse) => body.suggestions,
    }),
    proposeSubstitute: build.mutation<OrderSubstitutionsResponse, Line & ProposeSubstituteRequest>({
      query: ({ id, position, product, quantity }) => ({
        url: `/api/order/seller/${encodeURIComponent(id)}/items/${position}/propose`,
        method: 'POST',
        data: quantity === undefined ? { product } : { product, quantity },
      }),
      invalidatesTags: (_result, _error, { id }) => ['Orders', { type: 'Order', id }],
    }),
    askShort: build.mutation<OrderSubstitutionsResponse, Line & AskShortRequest>({
      query: ({ id, position, available }) => ({
        url: `/api/order/seller/${encodeURIComponent(id)}/items/${position}/ask-short`,
        method: 'POST',
        data: { available },
      }),
      invalidatesTags: (_result, _error, { id }) => ['Orders', { type: 'Order', id }],
    }),
  }),
});

export const {
  useOrderSubstitutionsQuery,
  useLineSuggestionsQuery,
  useProposeSubstituteMutation,
  useAskShortMutation,
} = substitutionsApi;
