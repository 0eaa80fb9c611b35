/**
 * Federation runtime plugin of the host (browser code): publishes its runtime-core for the
 * remotes' bundles, which carry none (../externalRuntime.mjs). It runs when the host's
 * federation runtime starts, before any remote entry can load.
 *
 * Named imports rather than the enhanced plugin's `provideExternalRuntime`, which publishes
 * the whole namespace: that defeats tree shaking and grew the shell's main.js by 22 KB gzip,
 * more than the remotes save.
 */
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
import { RUNTIME_CORE_GLOBAL } from './exports.mjs';

/** Publishes the runtime-core functions the remotes use (see exports.mjs), once a page. */
export function provideRuntimeCore() {
  globalThis[RUNTIME_CORE_GLOBAL] ??= {
    CurrentGlobal,
    Module,
    ModuleFederation,
    assert,
    getGlobalFederationConstructor,
    getRemoteEntry,
    getRemoteInfo,
    helpers,
    loadScript,
    loadScriptNode,
    registerGlobalPlugins,
    satisfy,
    setGlobalFederationConstructor,
    setGlobalFederationInstance,
  };
}

export default function provideRuntimeCorePlugin() {
  provideRuntimeCore();
  return { name: 'greencart:provide-runtime-core' };
}
