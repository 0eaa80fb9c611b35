import type { Language } from '@greencart/contracts/languages';
import en from '../../i18n/en.json?startup';
import si from '../../i18n/si.json?startup';
import ta from '../../i18n/ta.json?startup';

/**
 * The few words the start-up frames of the listing and product pages show (`PageFrames.tsx`),
 * read from the catalogues as `heroWords.ts` does (tree-shaken to these messages: no i18next,
 * no whole catalogue). Every property is read straight off the import, so webpack sees which.
 */
const WORDS = {
  en: {
    allProducts: en.products.allProducts,
    sortBy: en.products.sortBy,
    sorts: [
      en.products.sort.relevance,
      en.products.sort['price-asc'],
      en.products.sort['price-desc'],
      en.products.sort.newest,
      en.products.sort.name,
    ],
    home: en.product.home,
    products: en.product.products,
    breadcrumb: en.productPage.breadcrumb,
  },
  si: {
    allProducts: si.products.allProducts,
    sortBy: si.products.sortBy,
    sorts: [
      si.products.sort.relevance,
      si.products.sort['price-asc'],
      si.products.sort['price-desc'],
      si.products.sort.newest,
      si.products.sort.name,
    ],
    home: si.product.home,
    products: si.product.products,
    breadcrumb: si.productPage.breadcrumb,
  },
  ta: {
    allProducts: ta.products.allProducts,
    sortBy: ta.products.sortBy,
    sorts: [
      ta.products.sort.relevance,
      ta.products.sort['price-asc'],
      ta.products.sort['price-desc'],
      ta.products.sort.newest,
      ta.products.sort.name,
    ],
    home: ta.product.home,
    products: ta.product.products,
    breadcrumb: ta.productPage.breadcrumb,
  },
} satisfies Record<Language, PageWords>;

/** What the listing and product frames say (the full app's words for the same places). */
export interface PageWords {
  allProducts: string;
  sortBy: string;
  /**
   * The sort field's options in `ProductListing`'s order (`PRODUCT_SORTS`), the first chosen:
   * all of them, as the select is as wide as its widest option.
   */
  sorts: string[];
  home: string;
  products: string;
  breadcrumb: string;
}

/** The frames' words in `language`. */
export function startupPageWords(language: Language): PageWords {
  return WORDS[language];
}
