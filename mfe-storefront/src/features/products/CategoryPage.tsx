import { Link, useParams } from '@greencart/shared-ui/router';
import { MESSAGES, findCategory } from '@greencart/contracts';
import { EmptyState } from '@greencart/shared-ui';
import { ProductListing } from './ProductListing';

/** /products/:category: in-stock products of one category (matched in any case). */
export function CategoryPage() {
  const { category: segment = '' } = useParams();
  const category = findCategory(segment);
  return (
    <ProductListing
      // A new list (and scroll) per category.
      key={segment}
      title={category ? category.label : 'Unknown category'}
      category={segment}
      empty={
        <EmptyState
          title={MESSAGES.noProductsInCategory}
          action={
            <Link to="/products" className="sf-button-link">
              See all products
            </Link>
          }
        />
      }
    />
  );
}
