import { useMemo } from 'react';
import { Link, useParams } from '@greencart/shared-ui/router';
import { MESSAGES, findCategory } from '@greencart/contracts';
import { EmptyState, Spinner } from '@greencart/shared-ui';
import { ProductGrid } from './ProductGrid';
import { ABOVE_THE_FOLD_CARDS, productsInCategory } from './productQueries';
import { useProducts } from './useProducts';
import './products.css';

/** /products/:category: in-stock products of one category (matched in any case). */
export function CategoryPage() {
  const { category: segment = '' } = useParams();
  const category = findCategory(segment);
  const { products, isLoading } = useProducts();
  const shown = useMemo(() => productsInCategory(products, segment), [products, segment]);

  return (
    <section className="sf-page">
      <div className="sf-page__header">
        <h1 className="sf-page__title">{category ? category.label : 'Unknown category'}</h1>
      </div>
      {isLoading ? (
        <Spinner label="Loading products" />
      ) : shown.length > 0 ? (
        <ProductGrid products={shown} headingLevel={2} priorityCount={ABOVE_THE_FOLD_CARDS} />
      ) : (
        <EmptyState
          title={MESSAGES.noProductsInCategory}
          action={
            <Link to="/products" className="sf-button-link">
              See all products
            </Link>
          }
        />
      )}
    </section>
  );
}
