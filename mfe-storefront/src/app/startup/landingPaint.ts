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

/** The web font of each script's letters (shared-ui fonts.css); English text needs none early. */
export const SCRIPT_FONTS: Partial<Record<Language, { family: string; sample: string }>> = {
  si: { family: 'Noto Sans Sinhala', sample: 'අ' },
  ta: { family: 'Noto Sans Tamil', sample: 'அ' },
};

/**
 * The listing and product frames' part of each script's font (frameFonts.css): only the glyphs
 * of those frames' words, so the sample is one of them.
 */
export const FRAME_FONTS: Partial<Record<Language, { family: string; sample: string }>> = {
  si: { family: 'Noto Sans Sinhala Frame', sample: 'ස' },
  ta: { family: 'Noto Sans Tamil Frame', sample: 'ப' },
};

/**
 * Loads `font` at the weights the frames draw (400, and the headings' 600: fonts.css has a face
 * for each range, and on a phone with the script's Regular and Bold files they are two files),
 * and `Outfit Start`, the spaces and punctuation between the script's words (fonts.css; ≈ 2 KB,
 * preloaded with the script's font).
 */
export function loadScriptFont(font: { family: string; sample: string }): Promise<unknown> {
  return Promise.all([
    ...['400', '600'].map((weight) =>
      document.fonts.load(`${weight} 1em "${font.family}"`, font.sample),
    ),
    document.fonts.load('1em "Outfit Start"', ' '),
  ]);
}

/**
 * True once `font` (with `Outfit Start`) has arrived, or failed, or
 * {@link LARGEST_PAINT_WAIT_MS} passed since `start` became true; false before `start`; true at
 * once without a font and where fonts cannot be loaded.
 */
export function useFontLoaded(
  start: boolean,
  font: { family: string; sample: string } | undefined,
): boolean {
  const [ready, setReady] = useState(
    () => !font || typeof document === 'undefined' || !document.fonts?.load,
  );
  useEffect(() => {
    if (ready || !start || !font) return undefined;
    let active = true;
    const done = () => active && setReady(true);
    // In a task of its own: asking for a font looks up the device's own copy first (`local()`
    // in fonts.css), which ran in the task of the render's other effects.
    const asked = setTimeout(() => void loadScriptFont(font).then(done, done), 0);
    const timer = setTimeout(done, LARGEST_PAINT_WAIT_MS);
    return () => {
      active = false;
      clearTimeout(asked);
      clearTimeout(timer);
    };
  }, [ready, start, font]);
  return ready;
}

/**
 * True once the script font of `language` (Sinhala's or Tamil's Noto, fonts.css) has arrived
 * (from the phone itself or the network; the shell preloads it), or failed, or
 * {@link LARGEST_PAINT_WAIT_MS} passed; at once for English, when not `wait` and where fonts
 * cannot be loaded. The home page's frame shows its hero words only then (StartupFrame.tsx):
 * the browser reports a text's largest paint when the text is first drawn, so a headline drawn
 * in a fallback (on a computer without the script: empty boxes) and then in Noto counted as
 * small, and the full app's headline, drawn later in Noto, became the largest paint, after the
 * app's scripts (e2e/bench/README.md, "Sinhala and Tamil home pages").
 */
export function useScriptFontReady(wait: boolean, language: Language): boolean {
  return useFontLoaded(true, wait ? SCRIPT_FONTS[language] : undefined);
}

/**
 * The whole script font of `language`, asked for once `start` (the landing page's largest
 * paint): true once it has arrived (or failed, or 3 s passed), at once for English. The full
 * app renders only then, so its words are laid out once, in it: the listing and product
 * frames drew theirs in the frame part (FRAME_FONTS), and the whole font was not asked for
 * before their image painted.
 */
export function useScriptFontAfter(start: boolean, language: Language): boolean {
  return useFontLoaded(start, SCRIPT_FONTS[language]);
}
