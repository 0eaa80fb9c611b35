import type { Language } from '@greencart/contracts/languages';
import { storefrontApi } from '../../app/storefrontApi';

/** Saves a logged-in shopper's language on the account (`PUT /api/user/language`). */
export const languageApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    saveLanguage: build.mutation<unknown, Language>({
      query: (language) => ({ url: '/api/user/language', method: 'PUT', data: { language } }),
    }),
  }),
});

export const { useSaveLanguageMutation } = languageApi;
