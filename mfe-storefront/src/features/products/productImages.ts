import type { Product } from '@greencart/contracts';
import { assetUrl, cardImage } from '@greencart/shared-ui';

/** Absolute URLs of a product's images on the API host (first = main image). */
export function productImageUrls(apiUrl: string, product: Product): string[] {
  return product.image.map((path) => assetUrl(apiUrl, path));
}

/** The small, card-sized main image of a product, or undefined when it has none. */
export function productCardImage(apiUrl: string, product: Product): string | undefined {
  const first = product.image[0];
  return first ? cardImage(assetUrl(apiUrl, first)) : undefined;
}

/** The storefront path of a product's detail page. */
export function productPath(product: Product): string {
  return `/products/${product.category.toLowerCase()}/${product._id}`;
}
