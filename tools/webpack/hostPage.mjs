// The host's index.html beyond its scripts: preloads of the files its start-up runs, and its
// early loads inlined as a script (docs/FRONTEND-CONTRACT.md "How a page loads").
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { consumedShareKeys, providedShareKey } from './federationInternals.mjs';

const NAME = 'HostPagePlugin';

const preloadType = (file) => ({ '.js': 'script', '.css': 'style' })[path.extname(file)] ?? null;

/** The files of chunk groups. */
function filesOf(groups) {
  return groups.flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files]));
}

/**
 * The entry's child chunk groups its start-up runs (its code behind main.ts's async boundary
 * and the providers of the shared modules that code consumes, transitively), and `later`:
 * for each shared module the host provides but does not load then, the files that load it.
 */
export function hostStartup(compilation, entrypoint) {
  const providers = new Map();
  const startup = [];
  for (const group of entrypoint.getChildren()) {
    const key = group.origins.map((origin) => providedShareKey(origin.module)).find(Boolean);
    if (key) providers.set(key, group);
    else startup.push(group);
  }
  // `keys` and the provided keys their providers consume, and so on.
  const closure = (keys, found = new Set()) => {
    for (const key of keys) {
      if (found.has(key) || !providers.has(key)) continue;
      found.add(key);
      closure(consumedShareKeys(compilation, providers.get(key).chunks), found);
    }
    return found;
  };
  const loaded = closure(startup.flatMap((group) => consumedShareKeys(compilation, group.chunks)));
  const later = {};
  for (const key of [...providers.keys()].sort()) {
    if (loaded.has(key)) continue;
    const needed = [...closure([key])].filter((k) => !loaded.has(k));
    later[key] = filesOf(needed.map((k) => providers.get(k))).filter(preloadType);
  }
  return { groups: [...startup, ...[...loaded].map((key) => providers.get(key))], later };
}

/**
 * A self-contained TypeScript module as an inline script calling its export `run(...args)`.
 * Transpiled on its own (no bundler): it must import nothing.
 */
export async function inlineScript(file, run, args = []) {
  const { outputText } = ts.transpileModule(await readFile(file, 'utf8'), {
    fileName: file,
    compilerOptions: {
      target: ts.ScriptTarget.ES2020,
      module: ts.ModuleKind.CommonJS,
      removeComments: true,
      verbatimModuleSyntax: false,
    },
  });
  if (/\brequire\(/.test(outputText)) {
    throw new Error(`${NAME}: ${file} imports a module; an inline script must import nothing`);
  }
  const call = `exports.${run}(${args.map((arg) => JSON.stringify(arg)).join(',')})`;
  // A literal "</script" would end the element early.
  return `(()=>{var exports={};${outputText}${call};})();`.replace(/<\/script/gi, '<\\/script');
}

export class HostPagePlugin {
  /**
   * @param {{ entry: string, publicPath: string, inlineScript?: { file: string, run: string } }}
   *   options the entry whose start-up is preloaded, the prefix of the host's URLs, and the
   *   module (relative to the app) inlined last in <head> as `run(later)` (see hostStartup)
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { entry, publicPath, inlineScript: script } = this.options;
    const scriptFile = script && path.resolve(compiler.context, script.file);
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      if (scriptFile) compilation.fileDependencies.add(scriptFile);
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tapPromise(NAME, async (data) => {
        const entrypoint = compilation.entrypoints.get(entry);
        if (!entrypoint) throw new Error(`${NAME}: no entry named "${entry}"`);
        const { groups, later } = hostStartup(compilation, entrypoint);
        // The entry first (as a defer script it would be fetched last), then the largest first.
        const size = (file) => compilation.getAsset(file)?.source.size() ?? 0;
        const startup = filesOf(groups).sort((a, b) => size(b) - size(a));
        const files = [...new Set([...entrypoint.getFiles(), ...startup])].filter(preloadType);
        const tag = (name, attributes, html) =>
          HtmlWebpackPlugin.createHtmlTagObject(name, attributes, html, { plugin: NAME });
        const href = (file) => `${publicPath}${file}`;
        data.headTags.unshift(
          ...files.map((file) =>
            tag('link', { rel: 'preload', as: preloadType(file), href: href(file) }),
          ),
        );
        if (script) {
          const shared = Object.entries(later).map(([key, list]) => [key, list.map(href)]);
          const source = await inlineScript(scriptFile, script.run, [Object.fromEntries(shared)]);
          data.headTags.push(tag('script', {}, source));
        }
        return data;
      });
    });
  }
}
