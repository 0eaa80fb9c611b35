import { createContext, useContext, useEffect, useLayoutEffect, useState } from 'react';
import type { Language } from '@greencart/contracts/languages';

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

/** How long after a script font arrives its repaint may be reported as the largest paint. */
const FONT_SWAP_PAINT_MS = 500;

/** The web font of each script's letters (shared-ui fonts.css); English text needs none early. */
export const SCRIPT_FONTS: Partial<Record<Language, { family: string; sample: string }>> = {
  si: { family: 'Noto Sans Sinhala', sample: 'අ' },
  ta: { family: 'Noto Sans Tamil', sample: 'அ' },
};

/**
 * True once the script font of `language` (Sinhala or Tamil: fonts.css gives that text its Noto
 * font at once, even before the largest paint, so no phone shows empty boxes) has arrived and the
 * largest paint it causes has been reported (or {@link FONT_SWAP_PAINT_MS} passed without one);
 * at once for English, when not `wait` and where fonts cannot be observed; at the latest after
 * {@link LARGEST_PAINT_WAIT_MS} (or when the font fails).
 * The swap repaints the hero's headline larger, which the browser reports as a later largest
 * paint: the home page waits for it before loading the full app, or the app's scripts would
 * compete with the font and count before that paint (e2e/bench/README.md, "Languages").
 */
export function useScriptFontPainted(wait: boolean, language: Language): boolean {
  const font = SCRIPT_FONTS[language];
  const [painted, setPainted] = useState(
    () => !wait || !font || typeof document === 'undefined' || !document.fonts?.load,
  );
  useEffect(() => {
    if (painted || !font) return undefined;
    let active = true;
    let observer: PerformanceObserver | undefined;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const done = () => active && setPainted(true);
    // The swap's repaint: a largest paint reported after the font arrived, or none within
    // FONT_SWAP_PAINT_MS (the swapped text was not larger, so no new largest paint comes).
    const afterSwapPaint = () => {
      const loadedAt = performance.now();
      settle = setTimeout(done, FONT_SWAP_PAINT_MS);
      const observable =
        typeof PerformanceObserver !== 'undefined' &&
        (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');
      if (!observable) return;
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= loadedAt)) done();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    };
    document.fonts.load(`1em "${font.family}"`, font.sample).then(afterSwapPaint, done);
    const timer = setTimeout(done, LARGEST_PAINT_WAIT_MS);
    return () => {
      active = false;
      observer?.disconnect();
      clearTimeout(settle);
      clearTimeout(timer);
    };
  }, [painted, font]);
  return painted;
}
