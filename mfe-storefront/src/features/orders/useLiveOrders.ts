import { useEffect } from 'react';
import { useRuntimeConfig } from '@greencart/shared-ui';

/**
 * Calls `refresh` whenever one of the shopper's orders changes (server-sent events from
 * `/api/order/user/events`, with the session cookie) and when the window regains focus,
 * which covers a dropped stream; the browser's EventSource reconnects by itself.
 */
export function useLiveOrders(refresh: () => void, enabled = true): void {
  const { apiUrl } = useRuntimeConfig();
  useEffect(() => {
    if (!enabled) return undefined;
    const onFocus = () => refresh();
    window.addEventListener('focus', onFocus);
    let source: EventSource | undefined;
    if (typeof EventSource !== 'undefined') {
      source = new EventSource(`${apiUrl}/api/order/user/events`, { withCredentials: true });
      source.addEventListener('order', onFocus);
    }
    return () => {
      window.removeEventListener('focus', onFocus);
      source?.close();
    };
  }, [apiUrl, enabled, refresh]);
}
