import { Link } from '@greencart/shared-ui/router';
import { EmptyState, Spinner } from '@greencart/shared-ui';
import { stockAmountText } from '@greencart/contracts';
import { useLowStockQuery } from './productApi';
import { SELLER_PATHS } from '../../app/paths';
import { LoadFailed } from '../../common/LoadFailed';
import '../../common/common.css';
import './product.css';
import { useSellerT } from '../../i18n/catalogue';

/**
 * /seller/low-stock: counted products at or below their threshold, fewest left first (a
 * product sold by weight in kilograms).
 */
export function LowStockPage() {
  const t = useSellerT();
  const { data: products, isLoading, isError, refetch } = useLowStockQuery();
  let content;
  if (isLoading) content = <Spinner size="lg" label={t('product.loadingLowStock')} />;
  else if (isError || !products) {
    content = <LoadFailed what={t('product.theLowStockList')} onRetry={() => void refetch()} />;
  } else if (products.length === 0) {
    content = <EmptyState title={t('product.nothingIsLowOnStock')} />;
  } else {
    content = (
      <div className="seller-products__frame">
        <table className="seller-products">
          <caption className="gc-visually-hidden">{t('product.productsLowOnStock')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('product.product')}</th>
              <th scope="col">{t('product.left')}</th>
              <th scope="col">{t('product.lowAt')}</th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product._id}>
                <td>
                  <Link
                    to={`${SELLER_PATHS.product}/${encodeURIComponent(product._id)}`}
                    className="seller-link"
                  >
                    {product.name}
                  </Link>
                </td>
                <td data-label={t('product.left')}>
                  {stockAmountText(product.quantity ?? 0, product)}
                </td>
                <td data-label={t('product.lowAt')}>
                  {stockAmountText(product.lowStockThreshold ?? 0, product)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <section aria-labelledby="seller-low-title">
      <h1 id="seller-low-title" className="seller-page-title">
        {t('product.lowStock')}
      </h1>
      {content}
    </section>
  );
}
