import type { Product } from '@greencart/contracts';
import { EmptyState, Spinner, notify, useRuntimeConfig } from '@greencart/shared-ui';
import { useSellerApi } from '../../app/hooks';
import { LoadFailed } from '../../common/LoadFailed';
import { ProductRow } from './ProductRow';
import '../../common/common.css';
import './product-list.css';

/**
 * Every product with its stock switch. A flip shows at once (the cached list is patched
 * before the server answers) and is undone, with an error toast, if the server refuses.
 */
export function ProductListPage() {
  const api = useSellerApi();
  const { apiUrl } = useRuntimeConfig();
  const { data: products, isLoading, isError, refetch } = api.useProductListQuery();
  const [setStock] = api.useSetProductStockMutation();

  async function changeStock(product: Product, inStock: boolean) {
    const result = await setStock({ id: product._id, inStock });
    if (result.data?.message) notify.success(result.data.message);
  }

  let content;
  if (isLoading) {
    content = <Spinner size="lg" label="Loading products" />;
  } else if (isError || !products) {
    content = <LoadFailed what="the products" onRetry={() => void refetch()} />;
  } else if (products.length === 0) {
    content = <EmptyState title="No products yet" message="Products you add appear here." />;
  } else {
    content = (
      <div className="seller-products__frame">
        <table className="seller-products">
          <caption className="gc-visually-hidden">All products, with their stock status</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Category</th>
              <th scope="col">Offer price</th>
              <th scope="col">In stock</th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <ProductRow
                key={product._id}
                product={product}
                apiUrl={apiUrl}
                onStockChange={changeStock}
              />
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section aria-labelledby="seller-products-title">
      <h1 id="seller-products-title" className="seller-page-title">
        All Products
      </h1>
      {content}
    </section>
  );
}
