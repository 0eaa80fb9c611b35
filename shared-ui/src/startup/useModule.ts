import { startTransition, useEffect, useState } from 'react';

/**
 * The module `load` resolves to, once it has (null before, and while `load` is null); a
 * failed load is thrown to the nearest error boundary. The one way the front ends wait for a
 * module at start-up: the shell for a remote's App, the storefront for its app chunk.
 *
 * Why not React.lazy inside Suspense: React holds a Suspense boundary's content back until
 * 300 ms after its fallback showed, which delayed the first paint of every page. Here the
 * module arrives as a plain state update, inside a transition, so React renders the (large)
 * new tree in slices, yielding to the browser between them, instead of one long task that
 * blocks input. Pass a stable `load` (module-level or memoised): a new one loads again.
 */
export function useModule<T>(load: (() => Promise<T>) | null): T | null {
  const [state, setState] = useState<{ value: T } | { error: unknown } | null>(null);
  useEffect(() => {
    if (!load) return undefined;
    let current = true;
    load().then(
      (value) => current && startTransition(() => setState({ value })),
      (error: unknown) => current && setState({ error }),
    );
    return () => {
      current = false;
    };
  }, [load]);
  if (state && 'error' in state) throw state.error;
  return state ? state.value : null;
}
