import { Link, useParams } from '@greencart/shared-ui/router';
import { Spinner } from '@greencart/shared-ui';
import { useProductQuery, useSetArchivedMutation } from './productApi';
import { SELLER_PATHS } from '../../app/paths';
import { LoadFailed } from '../../common/LoadFailed';
import { EditProductForm } from './EditProductForm';
import { ProductImages } from './ProductImages';
import { StockPanel } from './StockPanel';
import { RecordChanges } from '../audit/RecordChanges';
import '../../common/common.css';
import './product.css';
import { useSellerT } from '../../i18n/catalogue';

/**
 * /seller/products/:id: edit every field, the images, archive, count and adjust stock; who
 * changed the product (its audit entries).
 */
export function ProductPage() {
  const t = useSellerT();
  const { id = '' } = useParams();
  const { data: product, isLoading, isError, refetch } = useProductQuery(id);
  const [setArchived, archiving] = useSetArchivedMutation();

  if (isLoading) return <Spinner size="lg" label={t('product.loadingTheProduct')} />;
  if (isError || !product) {
    return <LoadFailed what={t('product.theProduct')} onRetry={() => void refetch()} />;
  }
  const archived = product.archived === true;
  return (
    <section aria-labelledby="seller-product-title" className="seller-product">
      <p>
        <Link to={SELLER_PATHS.productList} className="seller-link">
          {t('product.allProducts')}
        </Link>
      </p>
      <h1 id="seller-product-title" className="seller-page-title">
        {product.name}
        {archived ? <span className="seller-badge">{t('product.archived')}</span> : null}
      </h1>
      <p className="seller-product__archive">
        {archived ? t('product.archivedNotInTheStore') : t('product.inTheStore')}{' '}
        <button
          type="button"
          className="seller-link"
          disabled={archiving.isLoading}
          onClick={() => void setArchived({ id: product._id, archived: !archived })}
        >
          {archived ? t('product.restoreToTheStore') : 'Archive'}
        </button>
      </p>
      <EditProductForm key={product.updatedAt} product={product} />
      <ProductImages product={product} />
      <StockPanel product={product} />
      <RecordChanges recordType="product" recordId={product._id} noun="product" />
    </section>
  );
}
