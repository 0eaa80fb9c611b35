/**
 * Every place the build reads webpack or Module Federation internals that no public API
 * exposes, in one module. `@module-federation/enhanced` (2.9.2) gives no way to ask which
 * share key a module consumes or provides, so these recognise its module classes by name and
 * read their fields. An upgrade may rename them: `webpack.test.mjs` ("federation internals")
 * compiles a real federated fixture and fails loudly when a probe finds nothing.
 */

/** The share key a module consumes (enhanced's ConsumeSharedModule), else null. */
export function consumedShareKey(module) {
  if (module?.constructor?.name !== 'ConsumeSharedModule') return null;
  const key = module.options?.shareKey;
  return typeof key === 'string' ? key : null;
}

/** The share key a module provides (enhanced's ProvideSharedModule, private `_name`), else null. */
export function providedShareKey(module) {
  if (module?.constructor?.name !== 'ProvideSharedModule') return null;
  return typeof module._name === 'string' ? module._name : null;
}
