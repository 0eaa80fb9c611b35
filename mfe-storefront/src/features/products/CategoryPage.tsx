import { Link, useParams } from '@greencart/shared-ui/router';
import { MESSAGES, findCategory } from '@greencart/contracts';
import { EmptyState } from '@greencart/shared-ui';
import { ProductListing } from './ProductListing';
import { categoryLabel, useStorefrontT } from '../../i18n/catalogue';

/** /products/:category: in-stock products of one category (matched in any case). */
export function CategoryPage() {
  const t = useStorefrontT();
  const { category: segment = '' } = useParams();
  const category = findCategory(segment);
  return (
    <ProductListing
      // A new list (and scroll) per category.
      key={segment}
      title={
        category ? categoryLabel(category.path, category.label) : t('products.unknownCategory')
      }
      category={segment}
      empty={
        <EmptyState
          title={MESSAGES.noProductsInCategory}
          action={
            <Link to="/products" className="sf-button-link">
              {t('products.seeAll')}
            </Link>
          }
        />
      }
    />
  );
}
