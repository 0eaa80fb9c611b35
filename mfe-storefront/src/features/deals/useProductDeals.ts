import { useEffect, useState } from 'react';
import type { DealView, Product } from '@greencart/contracts';
import { useLanguage } from '@greencart/shared-ui/i18n';
import { useGetDealsQuery } from '../promotions/promotionsApi';

/** True once the page's `load` event has fired (at once when it already has). */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(
    () => typeof document === 'undefined' || document.readyState === 'complete',
  );
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  return loaded;
}

/**
 * True when a live automatic deal takes something off this product in the cart: its scope
 * (the basket, its category, or it by id) covers it. Free delivery takes nothing off a product,
 * so it puts no badge on one.
 */
export function dealCovers(deal: DealView, product: Pick<Product, '_id' | 'category'>): boolean {
  if (deal.kind === 'free_delivery') return false;
  switch (deal.scope) {
    case 'basket':
      return true;
    case 'category':
      return deal.category != null && deal.category === product.category;
    case 'products':
      return deal.productIds.includes(product._id);
  }
}

/**
 * The live automatic deals covering `product` (docs/PROMOTIONS.md, badges). Every card reads the
 * one cached `GET /api/deals` answer (RTK Query: one request for the page, however many cards),
 * asked only after the page's `load` event, so it never competes with the home page's largest
 * paint.
 */
export function useProductDeals(product: Pick<Product, '_id' | 'category'>): DealView[] {
  const loaded = usePageLoaded();
  const { data } = useGetDealsQuery(useLanguage(), { skip: !loaded });
  return (data?.deals ?? []).filter((deal) => dealCovers(deal, product));
}
