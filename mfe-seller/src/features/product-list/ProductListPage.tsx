import { useState } from 'react';
import { useSearchParams } from '@greencart/shared-ui/router';
import { CATEGORIES, PRODUCT_SORTS, type Product, type ProductSort } from '@greencart/contracts';
import {
  Button,
  EmptyState,
  SelectField,
  Spinner,
  TextField,
  notify,
  useRuntimeConfig,
} from '@greencart/shared-ui';
import { useProductsInfiniteQuery, useSetProductStockMutation } from './productListApi';
import { useSetArchivedMutation } from '../product/productApi';
import type { SellerProductFilter } from './productListApi';
import { LoadFailed } from '../../common/LoadFailed';
import { CatalogueFile } from './CatalogueFile';
import { ProductRow } from './ProductRow';
import '../../common/common.css';
import './product-list.css';
import { useSellerT } from '../../i18n/catalogue';

const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'productList.sort.relevance',
  'price-asc': 'productList.sort.priceAsc',
  'price-desc': 'productList.sort.priceDesc',
  newest: 'productList.sort.newest',
  name: 'productList.sort.name',
};

/**
 * Every product, archived ones too, a page at a time from the server's product query:
 * search, category filter and sort in the URL; stock, low-stock and archived state per row;
 * the in-stock switch, Edit and Archive/Restore. A flip shows at once and is undone, with an
 * error toast, if the server refuses.
 */
export function ProductListPage() {
  const t = useSellerT();
  const { apiUrl } = useRuntimeConfig();
  const [params, setParams] = useSearchParams();
  const filter: SellerProductFilter = {
    q: params.get('q') ?? undefined,
    category: params.get('category') ?? undefined,
    sort: (PRODUCT_SORTS as readonly string[]).includes(params.get('sort') ?? '')
      ? (params.get('sort') as ProductSort)
      : undefined,
  };
  const [text, setText] = useState(filter.q ?? '');
  const { data, isLoading, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useProductsInfiniteQuery(filter);
  const [setStock] = useSetProductStockMutation();
  const [setArchived] = useSetArchivedMutation();
  const products = data?.pages.flatMap((page) => page.products) ?? [];
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkBusy, setBulkBusy] = useState(false);
  const select = (product: Product, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(product._id);
      else next.delete(product._id);
      return next;
    });
  /** The in-stock switch for every selected row, one request each; says how many changed. */
  async function bulkStock(inStock: boolean) {
    setBulkBusy(true);
    let changed = 0;
    for (const id of selected) {
      const result = await setStock({ id, inStock });
      if (!result.error) changed += 1;
    }
    setBulkBusy(false);
    setSelected(new Set());
    notify.success(
      t(inStock ? 'productList.markedInStock' : 'productList.markedOutOfStock', { count: changed }),
    );
  }

  const setParam = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  async function changeStock(product: Product, inStock: boolean): Promise<boolean> {
    const result = await setStock({ id: product._id, inStock });
    if (result.data?.message) notify.success(result.data.message);
    return result.error === undefined;
  }
  async function archive(product: Product, archived: boolean) {
    const result = await setArchived({ id: product._id, archived });
    if (result.data?.message) notify.success(result.data.message);
  }

  let content;
  if (isLoading) {
    content = <Spinner size="lg" label={t('productList.loadingProducts')} />;
  } else if (isError || !data) {
    content = <LoadFailed what={t('productList.theProducts')} onRetry={() => void refetch()} />;
  } else if (products.length === 0) {
    content =
      filter.q || filter.category ? (
        <EmptyState
          title={t('productList.noProductsMatch')}
          message={t('productList.tryAnotherSearchOrCategory')}
        />
      ) : (
        <EmptyState
          title={t('productList.noProductsYet')}
          message={t('productList.productsYouAddAppearHere')}
        />
      );
  } else {
    content = (
      <>
        {selected.size > 0 ? (
          <div
            className="seller-products__bulk"
            role="group"
            aria-label={t('productList.selectedProducts')}
          >
            <span>{t('productList.sizeSelected', { size: selected.size })}</span>
            <Button
              size="sm"
              variant="secondary"
              disabled={bulkBusy}
              onClick={() => void bulkStock(true)}
            >
              {t('productList.markInStock')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={bulkBusy}
              onClick={() => void bulkStock(false)}
            >
              {t('productList.markOutOfStock')}
            </Button>
          </div>
        ) : null}
        <div className="seller-products__frame">
          <table className="seller-products">
            <caption className="gc-visually-hidden">
              {t('productList.allProductsWithTheirStock')}
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="gc-visually-hidden">{t('productList.select')}</span>
                </th>
                <th scope="col">{t('productList.product')}</th>
                <th scope="col">{t('productList.category')}</th>
                <th scope="col">{t('productList.offerPrice')}</th>
                <th scope="col">{t('productList.stock')}</th>
                <th scope="col">{t('productList.inStock')}</th>
                <th scope="col">{t('productList.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <ProductRow
                  key={product._id}
                  product={product}
                  apiUrl={apiUrl}
                  onStockChange={changeStock}
                  onArchive={(p, archived) => void archive(p, archived)}
                  selected={selected.has(product._id)}
                  onSelect={select}
                />
              ))}
            </tbody>
          </table>
        </div>
        {hasNextPage ? (
          <div className="seller-products__more">
            <Button
              variant="secondary"
              onClick={() => void fetchNextPage()}
              disabled={isFetchingNextPage}
            >
              {isFetchingNextPage ? 'Loading…' : t('productList.loadMore')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="seller-products-title">
      <h1 id="seller-products-title" className="seller-page-title">
        {t('productList.allProducts')}
      </h1>
      <form
        role="search"
        className="seller-products__filters"
        onSubmit={(event) => {
          event.preventDefault();
          setParam('q', text.trim() || undefined);
        }}
      >
        <TextField
          id="seller-products-search"
          type="search"
          label={t('productList.searchProducts')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setParam('q', text.trim() || undefined)}
        />
        <SelectField
          id="seller-products-category"
          label={t('productList.category')}
          value={filter.category ?? ''}
          options={[
            { value: '', label: t('productList.allCategories') },
            ...CATEGORIES.map((c) => ({ value: c.path, label: c.label })),
          ]}
          onChange={(event) => setParam('category', event.target.value || undefined)}
        />
        <SelectField
          id="seller-products-sort"
          label={t('productList.sortBy')}
          value={filter.sort ?? 'relevance'}
          options={PRODUCT_SORTS.map((value) => ({ value, label: t(SORT_LABELS[value]) }))}
          onChange={(event) =>
            setParam('sort', event.target.value === 'relevance' ? undefined : event.target.value)
          }
        />
      </form>
      <CatalogueFile />
      {content}
    </section>
  );
}
