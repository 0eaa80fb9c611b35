import type { RemoteAppModule, RemoteLoader, RemoteName } from './types';
import { RemoteLoadError } from './types';

/** The two federation runtime calls the loader needs (injected, so tests need no network). */
export interface FederationRuntime {
  loadRemote(id: string): Promise<unknown>;
  registerRemotes(
    remotes: Array<{ name: string; entry: string }>,
    options?: { force?: boolean },
  ): void;
}

function isRemoteAppModule(value: unknown): value is RemoteAppModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RemoteAppModule).default === 'function'
  );
}

/**
 * A {@link RemoteLoader} over the federation runtime. Each load is shared until it fails or is
 * reset; `reset` re-registers the remote with `force`, which drops the runtime's cached
 * manifest and entry, so a retry really fetches them again (e.g. after a redeploy).
 * @param manifests each remote's `mf-manifest.json` URL, from `/config.json`
 */
export function createFederationLoader(
  runtime: FederationRuntime,
  manifests: Record<string, string>,
): RemoteLoader {
  const loads = new Map<RemoteName, Promise<RemoteAppModule>>();

  function manifestOf(name: RemoteName): string {
    const entry = manifests[name];
    if (!entry)
      throw new RemoteLoadError(name, `config.json has no manifest URL for the "${name}" remote.`);
    return entry;
  }

  async function loadApp(name: RemoteName): Promise<RemoteAppModule> {
    manifestOf(name);
    const module = await runtime.loadRemote(`${name}/App`);
    if (!isRemoteAppModule(module)) {
      throw new RemoteLoadError(name, `The "${name}" remote does not expose an App component.`);
    }
    return module;
  }

  return {
    load(name) {
      let pending = loads.get(name);
      if (!pending) {
        pending = loadApp(name);
        loads.set(name, pending);
        // A failed load is not kept: the next attempt starts afresh.
        pending.catch(() => {
          if (loads.get(name) === pending) loads.delete(name);
        });
      }
      return pending;
    },
    reset(name) {
      loads.delete(name);
      const entry = manifests[name];
      if (entry) runtime.registerRemotes([{ name, entry }], { force: true });
    },
  };
}
