import {
  BEST_SELLER_COUNT,
  RELATED_PRODUCT_COUNT,
  findCategory,
  type Product,
} from '@greencart/contracts';

/** Products a shopper can buy right now. */
export function inStock(products: readonly Product[]): Product[] {
  return products.filter((p) => p.inStock);
}

/** In-stock products whose name contains the search text, ignoring case. */
export function searchProducts(products: readonly Product[], text: string): Product[] {
  const wanted = text.trim().toLowerCase();
  const available = inStock(products);
  return wanted ? available.filter((p) => p.name.toLowerCase().includes(wanted)) : available;
}

/** Best Sellers: the first five in-stock products (spec §2). */
export function bestSellers(products: readonly Product[]): Product[] {
  return inStock(products).slice(0, BEST_SELLER_COUNT);
}

/** In-stock products of a category given by its path segment, matched case-insensitively. */
export function productsInCategory(products: readonly Product[], segment: string): Product[] {
  const category = findCategory(segment);
  if (!category) return [];
  return inStock(products).filter((p) => p.category === category.path);
}

/** Up to five in-stock products of the same category, without the product itself. */
export function relatedProducts(products: readonly Product[], product: Product): Product[] {
  return inStock(products)
    .filter((p) => p.category === product.category && p._id !== product._id)
    .slice(0, RELATED_PRODUCT_COUNT);
}

/**
 * Product cards above the fold on a phone (two columns): their images load eagerly, at high
 * priority, and are preloaded as soon as the catalogue arrives (one of them is the LCP).
 */
export const ABOVE_THE_FOLD_CARDS = 2;
