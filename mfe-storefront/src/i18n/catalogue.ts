/**
 * The storefront's messages: namespace `storefront` of the page's one i18next instance
 * (`@greencart/shared-ui/i18n`). English (`en.json`) is bundled with the app's chunk; Sinhala and
 * Tamil are chunks of their own, fetched only when a shopper chooses them. docs/TRANSLATING.md.
 */
import {
  currentLanguage,
  registerCatalogue,
  useT,
  type TFunction,
} from '@greencart/shared-ui/i18n';
import {
  categoryLabel as categoryLabelIn,
  formatGrams,
  isCategory,
  isWeighed,
  type Product,
} from '@greencart/contracts';
import en from './en.json';

export const STOREFRONT_NS = 'storefront';

registerCatalogue(STOREFRONT_NS, en, (language) =>
  language === 'si'
    ? import(/* webpackChunkName: "storefront-si" */ './si.json')
    : import(/* webpackChunkName: "storefront-ta" */ './ta.json'),
);

/** The storefront's translate function in the page's language. */
export function useStorefrontT(): TFunction {
  return useT(STOREFRONT_NS);
}

/**
 * A category's label by its path (`Vegetables` → "Organic veggies") in the page's language: the
 * one list in contracts (`CATEGORY_TRANSLATIONS`, shared with the API); `english` for a path that
 * is not a category.
 */
export function categoryLabel(path: string, english: string): string {
  return isCategory(path) ? categoryLabelIn(path, currentLanguage()) : english;
}

/**
 * "Only 3 left" / "Only 750 g left" / "Sold out" (the contracts' `stockLeftText`) in `t`'s
 * language.
 */
export function stockLeft(
  t: TFunction,
  available: number,
  product: Pick<Product, 'soldBy' | 'stepGrams'>,
): string {
  if (available <= 0) return t('products.soldOut');
  return isWeighed(product)
    ? t('products.leftWeight', { weight: formatGrams(available) })
    : t('products.left', { count: available });
}
