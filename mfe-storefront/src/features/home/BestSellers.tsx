import { useMemo } from 'react';
import { Spinner } from '@greencart/shared-ui';
import { ProductGrid } from '../products/ProductGrid';
import { bestSellers } from '../products/productQueries';
import { useProducts } from '../products/useProducts';

/** Best Sellers: the first five in-stock products (spec §2). */
export function BestSellers() {
  const { products, isLoading } = useProducts();
  const shown = useMemo(() => bestSellers(products), [products]);
  return (
    <section className="sf-section" aria-labelledby="sf-best-title">
      <h2 id="sf-best-title" className="sf-section__title">
        Best Sellers
      </h2>
      {isLoading ? <Spinner label="Loading best sellers" /> : <ProductGrid products={shown} />}
    </section>
  );
}
