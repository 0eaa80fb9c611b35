import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { ErrorBoundary, type RuntimeConfig } from '@greencart/shared-ui/startup';
import { RemoteUnavailable } from '../RemoteUnavailableLazy';
import { BootSplash } from '../BootSplash';
import type { RemoteAppProps, RemoteLoader, RemoteName } from './types';

/** Props of {@link RemoteSlot}. */
export interface RemoteSlotProps {
  name: RemoteName;
  loader: RemoteLoader;
  config: RuntimeConfig;
  /** Heading shown when the remote cannot be loaded or throws. */
  unavailableTitle: string;
  /** Called with each error the remote's boundary catches. */
  onError?: (error: Error) => void;
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; App: ComponentType<RemoteAppProps> }
  | { status: 'failed'; error: unknown };

/**
 * Loads the remote's App and mounts it; a failed load is thrown to the enclosing boundary.
 * The App arrives as a state update rather than through React.lazy and Suspense: React
 * holds a Suspense boundary's content back until 300 ms after its fallback showed, which
 * delayed every page's first paint by up to that much.
 */
function RemoteMount({
  name,
  loader,
  config,
}: Pick<RemoteSlotProps, 'name' | 'loader' | 'config'>) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    loader.load(name).then(
      // A transition: the remote's first render runs in slices, not one long blocking task.
      (module) =>
        current && startTransition(() => setState({ status: 'ready', App: module.default })),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [loader, name]);

  if (state.status === 'failed') throw state.error;
  if (state.status === 'loading') return <BootSplash />;
  const { App } = state;
  return <App config={config} />;
}

/**
 * Mounts one remote's App, with the boot splash while it loads, inside an error boundary. When
 * loading fails (or the App throws) it shows `RemoteUnavailable`; Retry forgets the failed
 * load and mounts afresh, which loads it again.
 */
export function RemoteSlot({ name, loader, config, unavailableTitle, onError }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);

  function retry() {
    loader.reset(name);
    setAttempt((count) => count + 1);
  }

  return (
    <ErrorBoundary
      // A new key gives each attempt a fresh boundary and a fresh load.
      key={attempt}
      onError={onError}
      fallback={() => (
        <main className="shell-unavailable">
          <RemoteUnavailable
            title={unavailableTitle}
            message="Please check your connection and try again in a moment."
            onRetry={retry}
          />
        </main>
      )}
    >
      <RemoteMount name={name} loader={loader} config={config} />
    </ErrorBoundary>
  );
}
