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

/**
 * /seller/products/:id: edit every field, the images, archive, count and adjust stock; who
 * changed the product (its audit entries).
 */
export function ProductPage() {
  const { id = '' } = useParams();
  const { data: product, isLoading, isError, refetch } = useProductQuery(id);
  const [setArchived, archiving] = useSetArchivedMutation();

  if (isLoading) return <Spinner size="lg" label="Loading the product" />;
  if (isError || !product) {
    return <LoadFailed what="the product" onRetry={() => void refetch()} />;
  }
  const archived = product.archived === true;
  return (
    <section aria-labelledby="seller-product-title" className="seller-product">
      <p>
        <Link to={SELLER_PATHS.productList} className="seller-link">
          ← All products
        </Link>
      </p>
      <h1 id="seller-product-title" className="seller-page-title">
        {product.name}
        {archived ? <span className="seller-badge">Archived</span> : null}
      </h1>
      <p className="seller-product__archive">
        {archived ? 'Archived: not in the store; past orders still show it.' : 'In the store.'}{' '}
        <button
          type="button"
          className="seller-link"
          disabled={archiving.isLoading}
          onClick={() => void setArchived({ id: product._id, archived: !archived })}
        >
          {archived ? 'Restore to the store' : 'Archive'}
        </button>
      </p>
      <EditProductForm key={product.updatedAt} product={product} />
      <ProductImages product={product} />
      <StockPanel product={product} />
      <RecordChanges recordType="product" recordId={product._id} noun="product" />
    </section>
  );
}
