/**
 * The only reads of Module Federation internals: enhanced 2.9.2 has no public way to ask which
 * share key a module consumes or provides, so these recognise its classes by name.
 * `webpack.test.mjs` ("federation internals") fails loudly when an upgrade renames them.
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

/** The share keys the modules of `chunks` consume, sorted. */
export function consumedShareKeys(compilation, chunks) {
  const modules = chunks.flatMap((chunk) => [
    ...compilation.chunkGraph.getChunkModulesIterable(chunk),
  ]);
  return [...new Set(modules.map(consumedShareKey).filter(Boolean))].sort();
}
