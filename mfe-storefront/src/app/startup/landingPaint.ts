import { createContext, useContext, useEffect, useLayoutEffect, useState } from 'react';

/** The longest the landing page waits for the browser to report its largest paint. */
export const LARGEST_PAINT_WAIT_MS = 3000;

/**
 * True once the browser has reported a largest paint of an element `isTarget` accepts (at once
 * unless `wait`; why: docs/FRONTEND-CONTRACT.md "How a page loads"). Where it reports none, after
 * the first frame (a timeout queued by an animation frame runs just after the paint); in a
 * hidden tab, which paints nothing, at once.
 */
export function useLargestPaint(wait: boolean, isTarget: (element: Element) => boolean): boolean {
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
      const target = (entry: PerformanceEntry & { element?: Element | null }) =>
        entry.element != null && isTarget(entry.element);
      if (list.getEntries().some(target)) done();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    const timer = setTimeout(done, LARGEST_PAINT_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [painted, isTarget]);
  return painted;
}

/**
 * False while the landing page's largest paint is awaited (App.tsx provides it): images below
 * it wait (useNearViewport, the gallery's thumbnails) and text stays in the fallback fonts
 * (useWebFontAfter): on a slow link they would share the bandwidth with what paints it.
 */
export const LandingPainted = createContext(true);

export const useLandingPainted = () => useContext(LandingPainted);

/** Until `painted`, the root has `data-gc-font="later"`: no web font (shared-ui fonts.css). */
export function useWebFontAfter(painted: boolean): void {
  useLayoutEffect(() => {
    if (painted) return undefined;
    const root = document.documentElement;
    root.dataset.gcFont = 'later';
    return () => void delete root.dataset.gcFont;
  }, [painted]);
}
