import { useEffect, useState, type RefObject } from 'react';

/** The longest the home page waits for the browser to report its largest paint. */
export const LARGEST_PAINT_WAIT_MS = 3000;

function largestPaintObservable(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint')
  );
}

/**
 * True once the page's largest paint has happened inside `frame` (at once unless `wait`).
 * The home page requests the full app's chunk (store, data, screens: ≈ 50 KB with its fonts
 * and the catalogue) only then: requested earlier, it competed with the hero's paint for the
 * network and the main thread.
 *
 * Where the browser reports largest paints (Chromium), it waits for an entry whose element is
 * inside `frame` (the hero), at most {@link LARGEST_PAINT_WAIT_MS}. Elsewhere it waits for the
 * first frame to paint: the animation frame runs just before the paint and the timeout queued
 * from it just after. A hidden tab paints nothing and reports nothing: there it is at once.
 */
export function useLargestPaint(wait: boolean, frame: RefObject<HTMLElement | null>): boolean {
  const [painted, setPainted] = useState(!wait);
  useEffect(() => {
    if (painted) return undefined;
    const done = () => setPainted(true);
    if (document.visibilityState === 'hidden') {
      done();
      return undefined;
    }
    if (!largestPaintObservable()) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const frameId = requestAnimationFrame(() => {
        timer = setTimeout(done, 0);
      });
      return () => {
        cancelAnimationFrame(frameId);
        clearTimeout(timer);
      };
    }
    const observer = new PerformanceObserver((list) => {
      const inside = list.getEntries().some((entry) => {
        const element = (entry as PerformanceEntry & { element?: Element | null }).element;
        return element != null && frame.current?.contains(element) === true;
      });
      if (inside) done();
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
