import {
  availableStock,
  fromCents,
  hasTranslations,
  isLowStock,
  localizedProductText,
  type Language,
  type Product,
} from '@greencart/contracts';
import type { ProductEntity } from './product.entity.js';

/**
 * An absolute URL for a stored image path: `/uploads/…` on the API's public URL. The original
 * tutorial client requests image paths from its own host, so answers never carry relative ones.
 */
export function absoluteAssetUrl(publicApiUrl: string, path: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? `${publicApiUrl}${path}` : path;
}

/**
 * The product as the API answers it (docs/COMPATIBILITY.md): `_id`, money in rupees, ISO dates, absolute
 * image URLs.
 *
 * @param publicApiUrl the API's public origin (`PUBLIC_API_URL`), before relative image paths
 * @param options.language Sinhala or Tamil: `name` and `description` in it, each falling back
 *   to English on its own; English (the default) answers the original shape exactly
 * @param options.translations the seller's views: the stored translations too, when any
 */
export function toProductView(
  entity: ProductEntity,
  publicApiUrl: string,
  options: ProductViewOptions = {},
): Product {
  const text =
    options.language && options.language !== 'en'
      ? localizedProductText(entity, options.language)
      : entity;
  const view: Product = {
    _id: entity.id,
    name: text.name,
    category: entity.category,
    price: fromCents(entity.priceCents),
    offerPrice: fromCents(entity.offerPriceCents),
    image: entity.images.map((path) => absoluteAssetUrl(publicApiUrl, path)),
    description: text.description,
    inStock: entity.inStock,
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
  };
  if (entity.weight !== null) view.weight = entity.weight;
  // Always answered: the real average of the visible reviews, null when none (docs/REVIEWS.md).
  view.rating = entity.rating;
  view.ratingCount = entity.ratingCount ?? 0;
  if (entity.onHand !== null) {
    const available = availableStock(entity.onHand, entity.reserved);
    view.quantity = available;
    view.lowStockThreshold = entity.lowStockThreshold;
    view.lowStock = isLowStock(available, entity.lowStockThreshold);
    // A tracked product with nothing available (less than one step of a weighed product) is
    // out of stock for shoppers automatically.
    view.inStock = entity.inStock && available >= (entity.stepGrams ?? 1);
  }
  if (entity.archivedAt !== null) view.archived = true;
  // Only a product that has one: the others keep the original shape exactly.
  if (entity.barcode) view.barcode = entity.barcode;
  if (entity.soldBy === 'weight' && entity.stepGrams !== null) {
    // price/offerPrice above are one step's; `quantity` and the threshold count grams. A unit
    // product keeps the original shape exactly (no soldBy: absent means by the unit).
    view.soldBy = 'weight';
    view.stepGrams = entity.stepGrams;
    view.pricePerKg = fromCents(entity.pricePerKgCents ?? 0);
    view.offerPricePerKg = fromCents(entity.offerPricePerKgCents ?? 0);
  }
  // The seller's views only, and only for a translated product.
  if (options.translations && hasTranslations(entity.translations)) {
    view.translations = entity.translations;
  }
  return view;
}

/** How a product is answered: in which language, and whether with its translations. */
export interface ProductViewOptions {
  language?: Language;
  translations?: boolean;
}
