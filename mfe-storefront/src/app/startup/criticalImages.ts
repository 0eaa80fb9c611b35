import type { Product } from '@greencart/contracts';
import { productImageUrls, productCardImage } from '../../features/products/productImages';
import {
  ABOVE_THE_FOLD_CARDS,
  productsInCategory,
  searchProducts,
} from '../../features/products/productQueries';

/**
 * The images that will be the largest paint of the page at `pathname` (relative to where the
 * storefront is mounted), given the catalogue: the first product cards of /products and of a
 * category, the main image of a product page. The home page's largest paint is its text hero.
 * Mirrors what `AllProductsPage`, `CategoryPage` and `ProductGallery` show first.
 */
export function criticalImages(pathname: string, products: readonly Product[], apiUrl: string) {
  const [first, category, id, ...rest] = pathname.split('/').filter(Boolean);
  if (first !== 'products' || rest.length > 0) return [];
  const firstCards = (shown: Product[]) =>
    shown
      .slice(0, ABOVE_THE_FOLD_CARDS)
      .map((product) => productCardImage(apiUrl, product))
      .filter((url): url is string => url !== undefined);
  if (!category) return firstCards(searchProducts(products, ''));
  if (!id) return firstCards(productsInCategory(products, decodeURIComponent(category)));
  const product = products.find((p) => p._id === decodeURIComponent(id));
  const main = product ? productImageUrls(apiUrl, product)[0] : undefined;
  return main ? [main] : [];
}

const preloaded = new Set<string>();

/**
 * Starts downloading those images at high priority, before the store chunk and the page's
 * chunk have loaded; the page's `<img>` elements then find them in the memory cache.
 */
export function preloadCriticalImages(
  pathname: string,
  products: readonly Product[],
  apiUrl: string,
): void {
  for (const href of criticalImages(pathname, products, apiUrl)) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.setAttribute('fetchpriority', 'high');
    link.href = href;
    document.head.appendChild(link);
  }
}
