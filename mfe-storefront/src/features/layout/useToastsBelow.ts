import { useEffect, useRef } from 'react';

/** The CSS variable the shared Toaster reads for its top edge (shared-ui/src/toast/Toaster.tsx). */
export const TOAST_TOP_VARIABLE = '--gc-toast-top';
/** Space between the header's bottom edge and the first toast. */
const GAP_PX = 8;

/**
 * Keeps toasts under the sticky header, so they never cover its search box or cart
 * (docs/SHOPPER-UX.md).
 * The header's height changes (the phone search row opens under it), so it is measured, not
 * assumed. Returns the ref to put on the header.
 */
export function useToastsBelow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    const place = () =>
      root.style.setProperty(TOAST_TOP_VARIABLE, `${header.offsetHeight + GAP_PX}px`);
    place();
    // jsdom and very old browsers have no ResizeObserver: the first measure stays.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : null;
    observer?.observe(header);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(TOAST_TOP_VARIABLE);
    };
  }, []);
  return ref;
}
