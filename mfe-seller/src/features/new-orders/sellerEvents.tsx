import {
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useState,
  type ReactNode,
} from 'react';
import { useRuntimeConfig } from '@greencart/shared-ui';
import { useAppDispatch } from '../../app/hooks';
import { sellerLoggedOut } from '../session/sellerSessionSlice';

/** One order event of the seller's feed (api/src/order/order-events.ts). */
export interface SellerOrderEvent {
  orderId: string;
  number: string;
  status: string;
  /** `placed` for a new order, `picked` for a packer's tick, `changed` for any later move. */
  kind: 'placed' | 'changed' | 'picked';
}

type Listener = (event: SellerOrderEvent) => void;

/** Hands each event of the one open feed to every component listening. */
class OrderEventHub {
  private readonly listeners = new Set<Listener>();

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: SellerOrderEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}

const SellerEventsContext = createContext<OrderEventHub | undefined>(undefined);

/**
 * Opens the seller's server-sent event feed (`/api/order/seller/events`, with the staff
 * cookie) once for the whole dashboard, so the new-order alert and the order pages share one
 * connection; the browser's EventSource reconnects by itself after a drop. When the server
 * says the session has ended (logout elsewhere, the account deactivated, its role or password
 * changed) the portal shows its login form at once, without waiting for the next click.
 */
export function SellerEventsProvider({ children }: { children: ReactNode }) {
  const { apiUrl } = useRuntimeConfig();
  const [hub] = useState(() => new OrderEventHub());
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(`${apiUrl}/api/order/seller/events`, { withCredentials: true });
    source.addEventListener('order', (message: MessageEvent<string>) => {
      try {
        hub.emit(JSON.parse(message.data) as SellerOrderEvent);
      } catch {
        // A malformed event is only a hint: ignore it, the pages refetch on focus anyway.
      }
    });
    source.addEventListener('session-ended', () => {
      source.close();
      dispatch(sellerLoggedOut());
    });
    return () => source.close();
  }, [apiUrl, hub, dispatch]);
  return <SellerEventsContext.Provider value={hub}>{children}</SellerEventsContext.Provider>;
}

/** Calls `listener` with each order event of the feed while the component is mounted. */
export function useSellerOrderEvents(listener: Listener): void {
  const hub = useContext(SellerEventsContext);
  const onEvent = useEffectEvent(listener);
  useEffect(() => hub?.subscribe((event) => onEvent(event)), [hub]);
}
