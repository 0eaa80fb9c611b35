// The runtime-core functions a host publishes for its remotes, which carry none
// (../externalRuntime.mjs): the one list, read by the host's publisher (provide.mjs) and by
// the build check that a remote uses nothing else. Enhanced 2.9.2's remotes need these.
// Named re-exports (not the whole namespace, as the enhanced `provideExternalRuntime` does)
// keep tree shaking: the whole namespace grew the shell's main.js by 22 KB gzip.
export {
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
