import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@greencart/shared-ui/router';

/** Scroll positions by history entry (`location.key`), for Back and Forward. */
const positions = new Map<string, number>();
/** How long a restore keeps trying while the page grows back to its old height. */
const RESTORE_WINDOW_MS = 1000;

/**
 * A new screen starts at the top, as a full page load would (hash links keep their target;
 * a new query string on the same screen keeps the place).
 * Back and Forward return to where the shopper was on that screen: the position of each
 * history entry is remembered as it is left, and restored once the page is tall enough again
 * (a listing's pages come from the RTK Query cache, so that is at once or nearly).
 */
export function ScrollToTop() {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef<string | null>(null);

  // Remember where this entry was scrolled to when it is left.
  useLayoutEffect(() => {
    return () => {
      positions.set(key, window.scrollY);
    };
  }, [key]);

  useEffect(() => {
    const saved = positions.get(key);
    if (navigationType === 'POP' && saved !== undefined) {
      const until = Date.now() + RESTORE_WINDOW_MS;
      let frame = 0;
      const restore = () => {
        window.scrollTo(0, saved);
        if (Math.abs(window.scrollY - saved) > 1 && Date.now() < until) {
          frame = requestAnimationFrame(restore);
        }
      };
      restore();
      return () => cancelAnimationFrame(frame);
    }
    // A new screen starts at the top; a new query string on the same screen (typing a
    // search, choosing a sort) keeps the place.
    if (pathname !== shownPath.current && !hash) window.scrollTo(0, 0);
    return undefined;
  }, [key, pathname, hash, navigationType]);
  useEffect(() => {
    shownPath.current = pathname;
  }, [pathname]);
  return null;
}
