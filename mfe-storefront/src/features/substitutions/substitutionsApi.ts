import type {
  AnswerQuestionRequest,
  OrderSubstitutionsResponse,
  SubstituteSuggestion,
  SubstituteSuggestionsResponse,
  SubstitutionChoicesRequest,
} from '@greencart/contracts';
import { storefrontApi } from '../../app/storefrontApi';

/**
 * The shopper's substitution choices and the packer's questions of one order
 * (docs/SUBSTITUTIONS.md). Tagged with the order, so the live order stream's event about it
 * (`myOrderEvents`) refetches the questions too: a new question shows without a reload.
 */
export const substitutionsApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    getOrderSubstitutions: build.query<OrderSubstitutionsResponse, string>({
      query: (id) => ({ url: `/api/order/user/${encodeURIComponent(id)}/substitutions` }),
      providesTags: (_result, _error, id) => [{ type: 'Orders', id }],
    }),
    setOrderSubstitutions: build.mutation<
      OrderSubstitutionsResponse,
      { id: string; request: SubstitutionChoicesRequest }
    >({
      query: ({ id, request }) => ({
        url: `/api/order/user/${encodeURIComponent(id)}/substitutions`,
        method: 'PUT',
        data: request,
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Orders', id }],
    }),
    answerQuestion: build.mutation<
      OrderSubstitutionsResponse,
      { id: string; questionId: string } & AnswerQuestionRequest
    >({
      query: ({ id, questionId, accept, version }) => ({
        url: `/api/order/user/${encodeURIComponent(id)}/substitutions/questions/${encodeURIComponent(questionId)}`,
        method: 'POST',
        data: { accept, version },
      }),
      // Refetched whatever the answer: a 409 (answered in another tab, proposal changed, time
      // up) shows the question as it now is.
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Orders', id }],
    }),
    /** Ranked substitutes of a product for sale now (public). */
    getSubstitutes: build.query<SubstituteSuggestion[], string>({
      query: (productId) => ({ url: `/api/substitutes/${encodeURIComponent(productId)}` }),
      transformResponse: (body: SubstituteSuggestionsResponse) => body.suggestions,
    }),
  }),
});

export const {
  useGetOrderSubstitutionsQuery,
  useSetOrderSubstitutionsMutation,
  useAnswerQuestionMutation,
  useGetSubstitutesQuery,
} = substitutionsApi;
