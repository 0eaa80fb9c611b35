import { Spinner } from '@greencart/shared-ui';
import { ProductGrid } from '../products/ProductGrid';
import { useGetBestSellersQuery } from '../products/productsApi';

/** Best Sellers: the 5 in-stock products sold most in the last 30 days (the server ranks). */
export function BestSellers() {
  const { data, isLoading } = useGetBestSellersQuery();
  return (
    <section className="sf-section" aria-labelledby="sf-best-title">
      <h2 id="sf-best-title" className="sf-section__title">
        Best Sellers
      </h2>
      {isLoading ? <Spinner label="Loading best sellers" /> : <ProductGrid products={data ?? []} />}
    </section>
  );
}
