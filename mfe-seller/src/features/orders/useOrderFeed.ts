import { useEffect } from 'react';
import { useRuntimeConfig } from '@greencart/shared-ui';

/**
 * Calls `refresh` whenever any order changes (the seller's server-sent event feed,
 * `/api/order/seller/events`, with the staff cookie) and when the window regains focus, which
 * covers a dropped stream while the browser's EventSource reconnects by itself.
 */
export function useOrderFeed(refresh: () => void): void {
  const { apiUrl } = useRuntimeConfig();
  useEffect(() => {
    const onChange = () => refresh();
    window.addEventListener('focus', onChange);
    const source =
      typeof EventSource === 'undefined'
        ? undefined
        : new EventSource(`${apiUrl}/api/order/seller/events`, { withCredentials: true });
    source?.addEventListener('order', onChange);
    return () => {
      window.removeEventListener('focus', onChange);
      source?.close();
    };
  }, [apiUrl, refresh]);
}
