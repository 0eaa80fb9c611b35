/**
 * A remote's standalone early script: a module bundled on its own (no federation runtime, no
 * shared modules, one small file), emitted next to the remote's chunks and named in its
 * preload plan (`script`). The shell's early loads run it as soon as the remote's manifest
 * has arrived, long before React has downloaded: the storefront's sends its first screen's
 * API requests and preloads that screen's largest images from there.
 */
import { createHash } from 'node:crypto';
import { bundleInlineScript } from './inlineScript.mjs';

const NAME = 'EarlyScriptPlugin';
/** A standalone script this large would be better as a chunk. */
const MAX_EARLY_SCRIPT_BYTES = 16 * 1024;

export class EarlyScriptPlugin {
  /**
   * @param {object} options see bundleInlineScript (inlineScript.mjs)
   * @param {string} options.entry
   * @param {import('webpack').RuleSetRule[]} options.rules
   * @param {import('webpack').ResolveOptions} options.resolve
   * @param {boolean} options.production
   */
  constructor(options) {
    this.options = options;
    /** The emitted file's name (content-hashed), known once the build has started. */
    this.fileName = null;
    this.bundled = null;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const rebuild = async () => {
      this.bundled = await bundleInlineScript({
        ...this.options,
        maxBytes: MAX_EARLY_SCRIPT_BYTES,
      });
      const hash = createHash('sha256').update(this.bundled.source).digest('hex').slice(0, 8);
      this.fileName = `early-script.${hash}.js`;
    };
    compiler.hooks.beforeRun.tapPromise(NAME, rebuild);
    compiler.hooks.watchRun.tapPromise(NAME, rebuild);

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const { Compilation, sources } = compiler.webpack;
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!this.bundled || !this.fileName) throw new Error(`${NAME}: not built`);
          compilation.emitAsset(this.fileName, new sources.RawSource(this.bundled.source));
          for (const file of this.bundled.files) compilation.fileDependencies.add(file);
        },
      );
    });
  }
}
