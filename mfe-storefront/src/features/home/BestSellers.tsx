import { Spinner } from '@greencart/shared-ui';
import { ProductGrid } from '../products/ProductGrid';
import { useGetBestSellersQuery } from '../products/productsApi';
import { useStorefrontT } from '../../i18n/catalogue';

/** Best Sellers: the 5 in-stock products sold most in the last 30 days (the server ranks). */
export function BestSellers() {
  const t = useStorefrontT();
  const { data, isLoading } = useGetBestSellersQuery();
  return (
    <section className="sf-section" aria-labelledby="sf-best-title">
      <h2 id="sf-best-title" className="sf-section__title">
        {t('home.bestSellers')}
      </h2>
      {isLoading ? (
        <Spinner label={t('home.loadingBestSellers')} />
      ) : (
        <ProductGrid products={data ?? []} />
      )}
    </section>
  );
}
