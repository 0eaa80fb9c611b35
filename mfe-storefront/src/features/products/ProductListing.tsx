import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from '@greencart/shared-ui/router';
import { PRODUCT_SORTS, type ProductSort } from '@greencart/contracts';
import { EmptyState, SelectField, Spinner } from '@greencart/shared-ui';
import { useDebounced } from '../../lib/useDebounced';
import { ProductGrid } from './ProductGrid';
import { ABOVE_THE_FOLD_CARDS } from './productQueries';
import { useGetProductPagesInfiniteQuery, type ProductListQuery } from './productsApi';
import './products.css';
import { useStorefrontT } from '../../i18n/catalogue';
import type { TFunction } from '@greencart/shared-ui/i18n';

const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Relevance',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  newest: 'Newest',
  name: 'Name',
};
const sortOptions = (t: TFunction) =>
  PRODUCT_SORTS.map((value) => ({
    value,
    label: t(`products.sort.${value}`, { defaultValue: SORT_LABELS[value] }),
  }));

/** Waits for typing to pause before a new search is sent (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 250;

function sortFrom(value: string | null): ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value ?? '')
    ? (value as ProductSort)
    : 'relevance';
}

/** Props of {@link ProductListing}. */
export interface ProductListingProps {
  /** The page's heading (the spec's "All Products" or the category's label). */
  title: string;
  /** The category's URL segment, on a category page. */
  category?: string;
  /** What to show when nothing is in the list (no search text). */
  empty: ReactNode;
}

/**
 * A listing page served a page at a time by `GET /api/product/query`: search text and sort
 * live in the URL (`/products?q=milk&sort=price-asc`), "Load more" is a real link to the next
 * page (crawlers and keyboards follow it; a click appends the page here instead), and the
 * pages stay cached so going back shows the same rows at the same place (ScrollToTop.tsx).
 */
export function ProductListing({ title, category, empty }: ProductListingProps) {
  const t = useStorefrontT();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const text = (params.get('q') ?? '').trim();
  const sort = sortFrom(params.get('sort'));
  const q = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const query: ProductListQuery = { q: q || undefined, category, sort };
  // A landing on a "Load more" link starts at that page.
  const startCursor = params.get('cursor');
  const { data, isLoading, isFetchingNextPage, hasNextPage, fetchNextPage, isError } =
    useGetProductPagesInfiniteQuery(
      query,
      startCursor ? { initialPageParam: startCursor } : undefined,
    );
  const products = data?.pages.flatMap((page) => page.products) ?? [];
  const lastPage = data?.pages.at(-1);
  const didYouMean = data?.pages[0]?.didYouMean ?? null;
  const searching = text !== '';

  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('cursor');
    setParams(next, { replace: true });
  };
  const nextHref = (() => {
    if (!lastPage?.nextCursor) return null;
    const next = new URLSearchParams(params);
    next.set('cursor', lastPage.nextCursor);
    return `${pathname}?${next.toString()}`;
  })();

  return (
    <section className="sf-page">
      <div className="sf-page__header sf-listing__header">
        <h1 className="sf-page__title">{title}</h1>
        <SelectField
          id="sf-sort"
          label={t('products.sortBy')}
          className="sf-listing__sort"
          options={sortOptions(t)}
          value={sort}
          onChange={(event) =>
            setParam('sort', event.target.value === 'relevance' ? null : event.target.value)
          }
        />
        {searching ? (
          <p className="sf-page__subtitle" aria-live="polite">
            {isLoading || q !== text
              ? t('products.searching', { text })
              : t('products.results', {
                  count: products.length,
                  shown: `${products.length}${hasNextPage ? '+' : ''}`,
                  text,
                })}{' '}
            <Link to={pathname} className="sf-button-link">
              {t('products.clearSearch')}
            </Link>
          </p>
        ) : null}
      </div>
      {isLoading ? (
        <Spinner label={t('products.loading')} />
      ) : products.length > 0 ? (
        <>
          <ProductGrid products={products} headingLevel={2} priorityCount={ABOVE_THE_FOLD_CARDS} />
          {nextHref ? (
            <div className="sf-listing__more">
              <Link
                to={nextHref}
                className="sf-button-link"
                aria-disabled={isFetchingNextPage}
                onClick={(event) => {
                  // In the app: append the next page here; the link is for crawlers and new tabs.
                  if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                  event.preventDefault();
                  if (!isFetchingNextPage) void fetchNextPage();
                }}
              >
                {isFetchingNextPage ? t('products.loadingMore') : t('products.loadMore')}
              </Link>
            </div>
          ) : null}
        </>
      ) : searching ? (
        <EmptyState
          title={t('products.noMatch', { text })}
          message={
            didYouMean ? (
              <>
                {t('products.didYouMean')}{' '}
                <Link to={`${pathname}?${new URLSearchParams({ q: didYouMean }).toString()}`}>
                  {didYouMean}
                </Link>
                ?
              </>
            ) : (
              t('products.tryAnother')
            )
          }
        />
      ) : isError ? (
        <EmptyState title={t('products.loadFailed')} message={t('products.tryAgain')} />
      ) : (
        empty
      )}
    </section>
  );
}
