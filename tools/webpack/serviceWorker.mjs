// Emits the shell's service worker, /sw.js, from its source (shell/src/pwa/service-worker.js):
// the build id makes each release a new worker (the "New version available" banner), and the
// shell's own content-hashed files and the offline page are precached.
import { readFileSync } from 'node:fs';

const NAME = 'ServiceWorkerPlugin';
const PRECACHED = /\.(?:js|css)$/;

export class ServiceWorkerPlugin {
  /**
   * @param {{ source: string, buildId: string, extra?: string[] }} options `source`: the worker's
   * file; `extra`: more paths to precache (the offline page).
   */
  constructor({ source, buildId, extra = [] }) {
    this.source = source;
    this.buildId = buildId;
    this.extra = extra;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the real content hashes are set (OPTIMIZE_HASH renames the hashed files), before
        // compression, so the names precached are the files emitted.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          compilation.fileDependencies.add(this.source);
          const files = Object.keys(compilation.assets)
            .filter((file) => PRECACHED.test(file) && /\.[0-9a-f]{8}\./.test(file))
            .sort()
            .map((file) => `/${file}`);
          const code = readFileSync(this.source, 'utf8')
            .replace("'__GC_BUILD_ID__'", `'${this.buildId}'`)
            .replace('= __GC_PRECACHE__;', `= ${JSON.stringify([...this.extra, ...files])};`);
          compilation.emitAsset('sw.js', new sources.RawSource(code));
        },
      );
    });
  }
}
