import type { ComponentType } from 'react';
import type { RuntimeConfig } from '@greencart/shared-ui';

/** The names of the remotes the shell mounts (keys of `config.remotes`). */
export type RemoteName = 'storefront' | 'seller';

/** Props every remote's exposed `./App` takes (FRONTEND-CONTRACT.md). */
export interface RemoteAppProps {
  config: RuntimeConfig;
}

/** What `loadRemote('<name>/App')` resolves to: a module whose default export is the App. */
export interface RemoteAppModule {
  default: ComponentType<RemoteAppProps>;
}

/**
 * Loads remotes' Apps. The shell's components only see this interface, so tests inject a
 * fake and the federation runtime stays in one module.
 */
export interface RemoteLoader {
  /** Loads (once; later calls share the same promise until `reset`) the remote's App. */
  load(name: RemoteName): Promise<RemoteAppModule>;
  /** Forgets a failed or stale load so the next `load` fetches the manifest and entry again. */
  reset(name: RemoteName): void;
}

/** Thrown when a remote's App cannot be loaded (manifest, entry or module). */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';

  constructor(
    readonly remote: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
