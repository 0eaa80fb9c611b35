import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './types';

/** What the runtime tells the hook about a failure (the fields this plugin reads). */
interface LoadFailure {
  id?: string;
  lifecycle?: string;
  error?: unknown;
  remote?: { name?: string };
  origin?: { options?: { remotes?: Array<{ name: string; entry?: string }> } };
}

/**
 * The remote's name: `storefront` from a request id `storefront/App`, or, when the manifest
 * fetch failed (lifecycle `afterResolve`, where the id is the manifest URL), the registered
 * remote with that entry.
 */
export function remoteNameOf({ id, remote, origin }: LoadFailure): string {
  if (remote?.name) return remote.name;
  if (!id) return 'unknown';
  const byEntry = origin?.options?.remotes?.find((remote) => remote.entry === id);
  return byEntry?.name ?? id.split('/')[0];
}

/**
 * A federation runtime plugin: whatever fails while loading a remote (manifest fetch, entry
 * script, module factory) becomes one `RemoteLoadError` naming the remote (the original
 * error kept as its `cause`), so the remote's error boundary shows "… unavailable right now"
 * and reports it once, while the rest of the page keeps working.
 */
export function errorLoadRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'greencart-error-load-remote',
    errorLoadRemote(args) {
      const remote = remoteNameOf(args as LoadFailure);
      const error = new RemoteLoadError(
        remote,
        `The "${remote}" remote could not be loaded (${args.lifecycle}).`,
        {
          cause: args.error,
        },
      );
      // Throwing (rather than returning a fallback module) hands the failure to the
      // remote's error boundary, which owns the message and the retry.
      throw error;
    },
  };
}
