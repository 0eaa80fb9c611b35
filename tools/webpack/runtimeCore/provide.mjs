// Publishes the host's runtime-core for the remotes' bundles (../externalRuntime.mjs): as the
// host's federation runtime plugin, and as the entry of a remote's standalone runtime script.
import * as published from './published.mjs';

/** The global the remotes' bundles read runtime-core from. */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** Publishes the runtime-core functions of published.mjs, once a page. */
export function provideRuntimeCore() {
  globalThis[RUNTIME_CORE_GLOBAL] ??= { ...published };
}

provideRuntimeCore();

export default function provideRuntimeCorePlugin() {
  return { name: 'greencart:provide-runtime-core' };
}
