import { useCallback, useState } from 'react';
import { ErrorBoundary, useModule, type RuntimeConfig } from '@greencart/shared-ui/startup';
import { RemoteUnavailable } from '../RemoteUnavailableLazy';
import { BootSplash } from '../BootSplash';
import type { RemoteLoader, RemoteName } from './types';

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

/** Loads the remote's App (see useModule) and mounts it; a failed load reaches the boundary. */
function RemoteMount({
  name,
  loader,
  config,
}: Pick<RemoteSlotProps, 'name' | 'loader' | 'config'>) {
  const load = useCallback(() => loader.load(name), [loader, name]);
  const module = useModule(load);
  if (!module) return <BootSplash />;
  const App = module.default;
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
            what={name}
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
