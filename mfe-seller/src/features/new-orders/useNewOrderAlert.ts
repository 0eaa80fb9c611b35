import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@greencart/shared-ui/router';
import { useRuntimeConfig } from '@greencart/shared-ui';
import { SELLER_PATHS } from '../../app/paths';
import { newOrderSoundOn, playNewOrderTone } from './newOrderTone';
import { PLACED_KEPT, useSellerOrderFeedQuery } from './orderFeedApi';

/** The tab's title while new orders wait: "(2) New orders". */
export function newOrdersTitle(count: number): string {
  return `(${count}) New orders`;
}

/**
 * New orders arriving within this many milliseconds of the one before are one burst: one chime
 * for the whole burst (issue 41: 33 orders in under a minute rang 33 times). The count stays
 * exact; only the sound is calmed.
 */
export const NEW_ORDER_BURST_MS = 5_000;

/** A burst that goes on and on still chimes again once this long has passed since its chime. */
export const NEW_ORDER_CHIME_EVERY_MS = 60_000;

/**
 * Whether an arrival at `now` chimes: the first of a burst (quiet for {@link NEW_ORDER_BURST_MS}
 * before it), or a long burst's reminder ({@link NEW_ORDER_CHIME_EVERY_MS} since its chime).
 */
export function chimesAt(now: number, lastArrival: number, lastChime: number): boolean {
  return now - lastArrival > NEW_ORDER_BURST_MS || now - lastChime >= NEW_ORDER_CHIME_EVERY_MS;
}

const NONE: ReadonlySet<string> = new Set();
const NOTHING_PLACED: readonly string[] = [];

/**
 * Opens the seller's live order feed for the dashboard (`useSellerOrderFeedQuery`) and counts
 * the orders placed since staff last looked at the Orders page, from it: only `placed` events (a new cash order, or an online order once paid), never later
 * moves, each order once. A burst of new orders plays the tone once (unless switched off;
 * {@link NEW_ORDER_BURST_MS}) and the count
 * shows in the tab's title. Opening the Orders page, or coming back to its tab, clears it;
 * an order arriving while that page is in view is seen there, so it is not counted.
 */
export function useNewOrderAlert(): number {
  const { pathname } = useLocation();
  const onOrdersPage = pathname.replace(/\/$/, '') === SELLER_PATHS.orders;
  const [waiting, setWaiting] = useState(NONE);
  // Arriving on the Orders page clears the count (during render: no extra paint with the old one).
  const [wasOnOrdersPage, setWasOnOrdersPage] = useState(onOrdersPage);
  if (onOrdersPage !== wasOnOrdersPage) {
    setWasOnOrdersPage(onOrdersPage);
    if (onOrdersPage) setWaiting(NONE);
  }
  const watching = useRef(onOrdersPage);
  const announced = useRef(new Set<string>());
  const lastArrival = useRef(Number.NEGATIVE_INFINITY);
  const lastChime = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    watching.current = onOrdersPage;
  }, [onOrdersPage]);

  useEffect(() => {
    const onVisible = () => {
      if (watching.current && document.visibilityState === 'visible') setWaiting(NONE);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  const { apiUrl } = useRuntimeConfig();
  const placed = useSellerOrderFeedQuery(apiUrl).data?.placed ?? NOTHING_PLACED;
  useEffect(() => {
    const fresh = placed.filter((orderId) => !announced.current.has(orderId));
    if (fresh.length === 0) return;
    for (const orderId of fresh) {
      if (announced.current.size >= PLACED_KEPT) announced.current.clear();
      announced.current.add(orderId);
    }
    const now = Date.now();
    if (chimesAt(now, lastArrival.current, lastChime.current)) {
      lastChime.current = now;
      if (newOrderSoundOn()) playNewOrderTone();
    }
    lastArrival.current = now;
    if (watching.current && document.visibilityState === 'visible') return;
    setWaiting((current) => new Set([...current, ...fresh]));
  }, [placed]);

  const count = waiting.size;
  useEffect(() => {
    if (count === 0) return undefined;
    const before = document.title;
    document.title = newOrdersTitle(count);
    return () => {
      document.title = before;
    };
  }, [count]);

  return count;
}
