/**
 * The seller portal's messages: namespace `seller` of the page's one i18next instance
 * (`@greencart/shared-ui/i18n`, a Module Federation singleton shared with the shell and the
 * storefront). English (`en.json`) is the portal's only language for now and comes with the
 * seller's own chunk, so neither the shell nor the storefront ever downloads it. A staff member
 * whose page is in Sinhala or Tamil (the storefront's switch, kept on the browser) reads the
 * portal in English: those languages have no seller catalogue yet, and i18next falls back to
 * English key by key (`fallbackLng`). docs/TRANSLATING.md.
 */
import {
  currentLanguage,
  i18n,
  registerCatalogue,
  useT,
  type Catalogue,
  type TFunction,
} from '@greencart/shared-ui/i18n';
import en from './en.json';

export type { TFunction };

export const SELLER_NS = 'seller';

/** No seller catalogue in Sinhala or Tamil yet: nothing to fetch, every key falls back to English. */
const NO_TRANSLATION: Catalogue = {};

registerCatalogue(SELLER_NS, en, () => Promise.resolve(NO_TRANSLATION));

/** The seller's translate function in the page's language now, outside React (no re-render). */
export function sellerT(): TFunction {
  return i18n.getFixedT(currentLanguage(), SELLER_NS) as TFunction;
}

/** The seller portal's translate function in the page's language (English fallback). */
export function useSellerT(): TFunction {
  return useT(SELLER_NS);
}
