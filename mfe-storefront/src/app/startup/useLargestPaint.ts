import { useEffect, useState, type RefObject } from 'react';

/** The longest the home page waits for the browser to report its largest paint. */
export const LARGEST_PAINT_WAIT_MS = 3000;

/**
 * True once the page's largest paint has happened inside `frame` (at once unless `wait`); why
 * the home page waits for it: docs/FRONTEND-CONTRACT.md "How a page loads". Where the browser
 * reports no largest paint it waits for the first frame (the timeout queued by an animation
 * frame runs just after the paint); in a hidden tab, which paints nothing, it is at once.
 */
export function useLargestPaint(wait: boolean, frame: RefObject<HTMLElement | null>): boolean {
  const [painted, setPainted] = useState(!wait);
  useEffect(() => {
    if (painted) return undefined;
    const done = () => setPainted(true);
    if (document.visibilityState === 'hidden') return done();
    const observable =
      typeof PerformanceObserver !== 'undefined' &&
      (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');
    if (!observable) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const frameId = requestAnimationFrame(() => (timer = setTimeout(done, 0)));
      return () => {
        cancelAnimationFrame(frameId);
        clearTimeout(timer);
      };
    }
    const observer = new PerformanceObserver((list) => {
      const inside = (entry: PerformanceEntry & { element?: Element | null }) =>
        entry.element != null && frame.current?.contains(entry.element) === true;
      if (list.getEntries().some(inside)) done();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    const timer = setTimeout(done, LARGEST_PAINT_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [painted, frame]);
  return painted;
}
