import { useEffect } from 'react';
import { useSellerOrderEvents } from '../new-orders/sellerEvents';

/**
 * Calls `refresh` whenever any order changes (the seller's server-sent event feed,
 * `/api/order/seller/events`, opened once by the dashboard: `SellerEventsProvider`) and when
 * the window regains focus, which covers a dropped stream while the browser's EventSource
 * reconnects by itself.
 */
export function useOrderFeed(refresh: () => void): void {
  useEffect(() => {
    const onFocus = () => refresh();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refresh]);
  useSellerOrderEvents(() => refresh());
}
