/**
 * Copies the files of an app's `public/` folder (except the HTML template) into the build,
 * e.g. the standalone `config.json` and the favicon. A few lines instead of another
 * dependency (copy-webpack-plugin).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export class EmitPublicFilesPlugin {
  /**
   * @param {string} publicDir absolute path of the folder to copy
   * @param {string[]} exclude file names not copied (the HTML template)
   */
  constructor(publicDir, exclude = ['index.html']) {
    this.publicDir = publicDir;
    this.exclude = new Set(exclude);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(EmitPublicFilesPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: EmitPublicFilesPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of this.files(this.publicDir)) {
            const relative = path.relative(this.publicDir, file).split(path.sep).join('/');
            if (this.exclude.has(relative)) continue;
            compilation.fileDependencies.add(file);
            compilation.emitAsset(relative, new sources.RawSource(readFileSync(file)));
          }
        },
      );
    });
  }

  *files(dir) {
    let entries;
    try {
      entries = readdirSync(dir);
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) yield* this.files(full);
      else yield full;
    }
  }
}
