import { lazy, Suspense, useState, type ComponentType } from 'react';
import {
  ErrorBoundary,
  RemoteUnavailable,
  Spinner,
  type RuntimeConfig,
} from '@greencart/shared-ui';
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

function lazyRemote(loader: RemoteLoader, name: RemoteName): ComponentType<RemoteAppProps> {
  return lazy(() => loader.load(name));
}

/** What shows while a remote loads: a small centred spinner. */
function RemoteLoading() {
  return (
    <div className="shell-loading">
      <Spinner label="Loading page" />
    </div>
  );
}

/**
 * Mounts one remote's App: lazily loaded, inside a Suspense spinner and an error boundary.
 * When loading fails (or the App throws) it shows `RemoteUnavailable`; Retry forgets the
 * failed load and creates a fresh lazy component, because React.lazy caches a rejection
 * for the lifetime of the component it returned.
 */
export function RemoteSlot({ name, loader, config, unavailableTitle, onError }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const [RemoteApp, setRemoteApp] = useState(() => lazyRemote(loader, name));

  function retry() {
    loader.reset(name);
    setRemoteApp(() => lazyRemote(loader, name));
    setAttempt((count) => count + 1);
  }

  return (
    <ErrorBoundary
      // A new key gives the new lazy component a fresh boundary.
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
      <Suspense fallback={<RemoteLoading />}>
        <RemoteApp config={config} />
      </Suspense>
    </ErrorBoundary>
  );
}
