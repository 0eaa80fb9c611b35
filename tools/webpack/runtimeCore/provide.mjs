/**
 * Federation runtime plugin of the host (browser code): publishes its runtime-core for the
 * remotes' bundles (../externalRuntime.mjs). It runs when the host's federation runtime
 * starts, before any remote entry can load.
 */
import * as published from './published.mjs';

/** The global the remotes' bundles read runtime-core from. */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** Publishes the runtime-core functions of published.mjs, once a page. */
export function provideRuntimeCore() {
  globalThis[RUNTIME_CORE_GLOBAL] ??= { ...published };
}

export default function provideRuntimeCorePlugin() {
  provideRuntimeCore();
  return { name: 'greencart:provide-runtime-core' };
}
