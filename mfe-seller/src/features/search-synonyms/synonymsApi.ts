import type {
  SynonymGroup,
  SynonymGroupsRequest,
  SynonymGroupsResponse,
} from '@greencart/contracts';
import { sellerApi } from '../../app/sellerApi';

/** The seller's list of other names for the same food (`/api/seller/synonyms`). */
export const synonymsApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    /** The groups, in the seller's order. */
    synonymGroups: build.query<SynonymGroup[], void>({
      query: () => ({ url: '/api/seller/synonyms' }),
      transformResponse: (response: SynonymGroupsResponse) => response.groups,
      providesTags: ['Synonyms'],
    }),
    /**
     * Replaces the whole list; answers the list as stored (names normalised). Silent: the
     * screen shows the server's refusal beside the group it names.
     */
    saveSynonymGroups: build.mutation<SynonymGroup[], SynonymGroupsRequest>({
      query: (body) => ({ url: '/api/seller/synonyms', method: 'PUT', data: body }),
      transformResponse: (response: SynonymGroupsResponse) => response.groups,
      extraOptions: { silent: true },
      invalidatesTags: ['Synonyms'],
    }),
  }),
});

export const { useSynonymGroupsQuery, useSaveSynonymGroupsMutation } = synonymsApi;
