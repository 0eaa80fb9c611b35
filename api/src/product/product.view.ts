import { fromCents, type Product } from '@greencart/contracts';
import type { ProductEntity } from './product.entity.js';

/** The product as the API answers it (spec §3): `_id`, money in rupees, ISO dates. */
export function toProductView(entity: ProductEntity): Product {
  const view: Product = {
    _id: entity.id,
    name: entity.name,
    category: entity.category,
    price: fromCents(entity.priceCents),
    offerPrice: fromCents(entity.offerPriceCents),
    image: entity.images,
    description: entity.description,
    inStock: entity.inStock,
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
  };
  if (entity.weight !== null) view.weight = entity.weight;
  if (entity.rating !== null) view.rating = entity.rating;
  return view;
}
