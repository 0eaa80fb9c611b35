// The runtime-core functions hosts publish and remotes may use (../externalRuntime.mjs), for
// enhanced 2.9.2. Named, not the whole namespace: that grew the shell's main.js by 22 KB gzip.
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
