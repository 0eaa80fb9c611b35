import { useEffect, useRef } from 'react';
import type { CartItems } from '@greencart/contracts';
import { useRuntimeConfig } from '@greencart/shared-ui';
import { notify } from '../../lib/notices';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { rejectionMessage } from '../../lib/apiErrors';
import { selectUser } from '../session/sessionSlice';
import { dropLines, selectCartItems } from './cartSlice';
import { cartApi } from './cartApi';
import { sameCart } from './mergeCarts';

function without(items: CartItems, ids: readonly string[]): CartItems {
  return Object.fromEntries(Object.entries(items).filter(([id]) => !ids.includes(id)));
}

/**
 * Saves every cart change of a logged-in user with `POST /api/cart/update`.
 *
 * Requests are serialized: at most one is in flight, and when it returns the latest cart
 * is sent if it differs from what the server now holds. So the last state always wins
 * and no change is lost, however fast the shopper clicks. `dropped` ids in an answer
 * (products that no longer exist) are removed from the cart. A change still unsaved when
 * the page goes away (a full page load right after a click) is sent with `keepalive`, which
 * outlives the page.
 */
export function useServerCartSync(): void {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const items = useAppSelector(selectCartItems);
  const [updateCart] = cartApi.useUpdateCartMutation();
  const sync = useRef({
    userId: null as string | null,
    /** The session's saved cart last seen: a new one is what the server now holds. */
    savedCart: undefined as CartItems | undefined,
    /** What the server holds, as far as we know. */
    serverCart: {} as CartItems,
    latest: items,
    inFlight: false,
  });

  const userId = user?._id ?? null;
  const savedCart = user?.cartItems;
  const { apiUrl } = useRuntimeConfig();

  useEffect(() => {
    const flush = () => {
      const state = sync.current;
      if (!state.userId || sameCart(state.latest, state.serverCart)) return;
      fetch(`${apiUrl.replace(/\/+$/, '')}/api/cart/update`, {
        method: 'POST',
        keepalive: true,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ cartItems: state.latest }),
      }).catch(() => undefined);
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [apiUrl]);

  useEffect(() => {
    const state = sync.current;
    if (state.userId !== userId || state.savedCart !== savedCart) {
      state.userId = userId;
      state.savedCart = savedCart;
      state.serverCart = savedCart ?? {};
    }
    state.latest = items;
    if (!userId) return;

    const push = async (): Promise<void> => {
      if (state.inFlight || state.userId !== userId || sameCart(state.latest, state.serverCart)) {
        return;
      }
      const sent = state.latest;
      state.inFlight = true;
      try {
        const answer = await updateCart({ cartItems: sent }).unwrap();
        const dropped = answer.dropped ?? [];
        state.serverCart = without(sent, dropped);
        if (dropped.length > 0) {
          state.latest = without(state.latest, dropped);
          dispatch(dropLines(dropped));
        }
      } catch (rejection) {
        // Keep serverCart as it was: the next change sends the whole cart again.
        notify.error(rejectionMessage(rejection));
        state.inFlight = false;
        return;
      }
      state.inFlight = false;
      await push();
    };
    void push();
  }, [userId, savedCart, items, updateCart, dispatch]);
}
