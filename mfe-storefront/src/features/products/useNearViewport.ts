import { useEffect, useRef, useState } from 'react';
import { useLandingPainted } from '../../app/startup/landingPaint';

/**
 * How far below the viewport an element counts as near: a little lookahead, so an image is
 * there by the time it scrolls in, yet far less than the browser's own lazy-loading distance
 * (≈ 1250 px), which on a phone fetched a whole grid of images while the first screen, and its
 * largest image, were still loading.
 */
export const NEAR_VIEWPORT_MARGIN = '0px 0px 300px 0px';

/**
 * A ref for an element and whether it is on screen or near it (stays true once it was), from
 * the landing page's largest paint on (landingPaint.ts). Where IntersectionObserver is
 * missing, it is true at once.
 */
export function useNearViewport<T extends Element>(enabled = true) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(!enabled || typeof IntersectionObserver === 'undefined');
  const landingPainted = useLandingPainted();
  useEffect(() => {
    const element = ref.current;
    if (near || !element || !landingPainted) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, landingPainted]);
  return [ref, near] as const;
}
