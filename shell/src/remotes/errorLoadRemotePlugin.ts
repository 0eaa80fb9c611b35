import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './types';

/** The remote's name from a request id such as `storefront/App`. */
function remoteNameOf(id: string | undefined): string {
  return id?.split('/')[0] ?? 'unknown';
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
      const remote = remoteNameOf(args.id);
      const error = new RemoteLoadError(remote, `The "${remote}" remote could not be loaded (${args.lifecycle}).`, {
        cause: args.error,
      });
      // Throwing (rather than returning a fallback module) hands the failure to the
      // remote's error boundary, which owns the message and the retry.
      throw error;
    },
  };
}
