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
    // jsdom and very old browsers have no ResizeObserver: measured now, and that measure stays.
    // Elsewhere the observer's first report (right after the first layout) measures it: read
    // here, in the effect after the app's first render, the height would force a layout of the
    // whole new page inside that render's task.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : null;
    if (observer) observer.observe(header);
    else place();
    return () => {
      observer?.disconnect();
      root.style.removeProperty(TOAST_TOP_VARIABLE);
    };
  }, []);
  return ref;
}
