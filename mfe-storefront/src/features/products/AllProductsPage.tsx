import { EmptyState } from '@greencart/shared-ui';
import { ProductListing } from './ProductListing';
import { useStorefrontT } from '../../i18n/catalogue';

/** /products: every product, sold-out ones last (issue 28), searched by the navbar's text (`?q=`). */
export function AllProductsPage() {
  const t = useStorefrontT();
  return (
    <ProductListing
      title={t('products.allProducts')}
      empty={<EmptyState title={t('products.noneAvailable')} />}
    />
  );
}
