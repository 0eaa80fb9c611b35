import { EmptyState } from '@greencart/shared-ui';
import { ProductListing } from './ProductListing';

/** /products: every product, sold-out ones last (issue 28), searched by the navbar's text (`?q=`). */
export function AllProductsPage() {
  return (
    <ProductListing
      title="All Products"
      empty={<EmptyState title="No products available right now" />}
    />
  );
}
