import { useDeferredValue } from 'react';
import type { Product } from '@greencart/contracts';
import { ProductCard } from './ProductCard';

/**
 * Cards a grid renders at once: two rows of a desktop's five columns, five of a phone's two, so
 * more than the first screen on either. The rest follow in a background render.
 */
export const FIRST_CARDS = 10;

/** Props of {@link ProductGrid}. */
export interface ProductGridProps {
  products: readonly Product[];
  /** Heading level of each product name. */
  headingLevel?: 2 | 3;
  /** How many leading cards are above the fold on a phone (their images load eagerly). */
  priorityCount?: number;
}

/**
 * A responsive grid of product cards: 2 columns on a phone, up to 5 on a desktop. A grid that
 * appears renders its first {@link FIRST_CARDS} cards at once and the others in a deferred,
 * interruptible render just after (and cards added later, "Load more", the same way): rendered
 * in the same task as the first ones, a page of 24 cards blocked a throttled phone's main
 * thread for a quarter of a second (e2e/bench/README.md, "web.mjs").
 */
export function ProductGrid({ products, headingLevel = 3, priorityCount = 0 }: ProductGridProps) {
  const shown = useDeferredValue(products.length, Math.min(products.length, FIRST_CARDS));
  return (
    <ul className="sf-grid">
      {products.slice(0, shown).map((product, index) => (
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
