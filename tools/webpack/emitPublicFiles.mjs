// Copies an app's `public/` folder but its index.html template into the build (config.json, …).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export class EmitPublicFilesPlugin {
  /** @param {string} publicDir absolute path of the folder to copy */
  constructor(publicDir) {
    this.publicDir = publicDir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const stage = Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
    compiler.hooks.thisCompilation.tap(EmitPublicFilesPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap({ name: EmitPublicFilesPlugin.name, stage }, () => {
        if (!existsSync(this.publicDir)) return;
        for (const entry of readdirSync(this.publicDir, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile()) continue;
          const file = path.join(entry.parentPath, entry.name);
          const relative = path.relative(this.publicDir, file).split(path.sep).join('/');
          if (relative === 'index.html') continue;
          compilation.fileDependencies.add(file);
          compilation.emitAsset(relative, new sources.RawSource(readFileSync(file)));
        }
      });
    });
  }
}
