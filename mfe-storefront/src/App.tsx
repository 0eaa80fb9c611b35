import { lazy, Suspense, useEffect, useState } from 'react';
import type { RuntimeConfig } from '@greencart/shared-ui';
import { useLocation } from '@greencart/shared-ui/router';
import '@greencart/shared-ui/styles.css';
import { StartupFrame } from './app/StartupFrame';

/** Props of the storefront remote's entry. */
export interface AppProps {
  /** The run-time configuration the shell (or the standalone bootstrap) loaded. */
  config: RuntimeConfig;
}

const StorefrontApp = lazy(() => import('./app/StorefrontApp'));

/**
 * True once the first frame has painted (at once unless `wait`): the animation frame runs
 * just before the paint and the timeout queued from it just after. On the home page the full
 * app's chunk is requested only then: requested during the first render it competed with the
 * hero's paint for the network and the main thread. Other pages' largest paints need that
 * chunk, so they do not wait. A hidden tab gets no animation frames: there it is at once.
 */
function useFramePainted(wait: boolean): boolean {
  const [painted, setPainted] = useState(!wait);
  useEffect(() => {
    if (painted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterPaint = () => {
      timer = setTimeout(() => setPainted(true), 0);
    };
    if (document.visibilityState === 'hidden') {
      afterPaint();
      return () => clearTimeout(timer);
    }
    const frame = requestAnimationFrame(afterPaint);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}

/**
 * The storefront remote (`storefront/App`): every shopper screen with navbar and footer.
 * It paints its frame (and the home hero) at once, then loads the rest
 * (`app/StorefrontApp.tsx`: store, data, screens). It renders routes relative to where the
 * shell mounts it and never a Router (routing is the shared `@greencart/shared-ui/router`).
 */
export default function App({ config }: AppProps) {
  // The storefront is mounted at `/*` (shell and standalone): its home is the site root.
  const painted = useFramePainted(useLocation().pathname === '/');
  if (!painted) return <StartupFrame />;
  return (
    <Suspense fallback={<StartupFrame />}>
      <StorefrontApp config={config} />
    </Suspense>
  );
}
