import type { Product } from '@greencart/contracts';
import { ProductCard } from './ProductCard';

/** Props of {@link ProductGrid}. */
export interface ProductGridProps {
  products: readonly Product[];
  /** Heading level of each product name. */
  headingLevel?: 2 | 3;
  /** How many leading cards are above the fold on a phone (their images load eagerly). */
  priorityCount?: number;
}

/** A responsive grid of product cards: 2 columns on a phone, up to 5 on a desktop. */
export function ProductGrid({ products, headingLevel = 3, priorityCount = 0 }: ProductGridProps) {
  return (
    <ul className="sf-grid">
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            headingLevel={headingLevel}
            priority={index < priorityCount}
          />
        </li>
      ))}
    </ul>
  );
}
