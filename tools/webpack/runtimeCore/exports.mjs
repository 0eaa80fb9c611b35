/**
 * What a host publishes for its remotes (../externalRuntime.mjs): the global the remotes'
 * bundles read `@module-federation/runtime-core` from, and the names they use from it with
 * enhanced 2.9.2 (checked at every production build of a remote).
 */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

export const RUNTIME_CORE_EXPORTS = [
  'CurrentGlobal',
  'Module',
  'ModuleFederation',
  'assert',
  'getGlobalFederationConstructor',
  'getRemoteEntry',
  'getRemoteInfo',
  'helpers',
  'loadScript',
  'loadScriptNode',
  'registerGlobalPlugins',
  'satisfy',
  'setGlobalFederationConstructor',
  'setGlobalFederationInstance',
];
