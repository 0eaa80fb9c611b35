import { useMemo } from 'react';
import { Button, EmptyState, Spinner } from '@greencart/shared-ui';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSearchText, setSearchText } from '../search/searchSlice';
import { ProductGrid } from './ProductGrid';
import { ABOVE_THE_FOLD_CARDS, searchProducts } from './productQueries';
import { useProducts } from './useProducts';
import './products.css';

/** /products: every in-stock product, filtered by the navbar's search text (any case). */
export function AllProductsPage() {
  const dispatch = useAppDispatch();
  const { products, isLoading } = useProducts();
  const text = useAppSelector(selectSearchText);
  const shown = useMemo(() => searchProducts(products, text), [products, text]);
  const searching = text.trim() !== '';

  return (
    <section className="sf-page">
      <div className="sf-page__header">
        <h1 className="sf-page__title">All Products</h1>
        {searching ? (
          <p className="sf-page__subtitle" aria-live="polite">
            {shown.length} {shown.length === 1 ? 'result' : 'results'} for “{text.trim()}”{' '}
            <Button variant="ghost" size="sm" onClick={() => dispatch(setSearchText(''))}>
              Clear search
            </Button>
          </p>
        ) : null}
      </div>
      {isLoading ? (
        <Spinner label="Loading products" />
      ) : shown.length > 0 ? (
        <ProductGrid products={shown} headingLevel={2} priorityCount={ABOVE_THE_FOLD_CARDS} />
      ) : (
        <EmptyState
          title={
            searching ? `No products match “${text.trim()}”` : 'No products available right now'
          }
          message={searching ? 'Try another name, or clear the search.' : undefined}
        />
      )}
    </section>
  );
}
