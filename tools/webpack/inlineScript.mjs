/**
 * Inlines one self-contained TypeScript file into the host's index.html as a classic
 * `<script>` that calls one of its exports, so it runs while the HTML is parsed, before any
 * JavaScript file has downloaded (the shell's early loads, shell/src/early/earlyLoads.ts).
 * The file is transpiled on its own (TypeScript `transpileModule`, no bundler) and must
 * import nothing: what it needs it defines. HtmlWebpackPlugin's `minifyJS` minifies it.
 */
import { readFile } from 'node:fs/promises';
import ts from 'typescript';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'InlineScriptPlugin';

/**
 * The file as a script that runs `run()`, one of its exports.
 * @param {string} file absolute path of the TypeScript module
 * @param {string} run the export to call
 */
export async function inlineScript(file, run) {
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
  // A literal "</script" would end the element early.
  const source = `(()=>{var exports={};${outputText}exports.${run}();})();`;
  return source.replace(/<\/script/gi, '<\\/script');
}

export class InlineScriptPlugin {
  /** @param {{ file: string, run: string }} options see {@link inlineScript} */
  constructor({ file, run }) {
    this.file = file;
    this.run = run;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.fileDependencies.add(this.file);
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tapPromise(NAME, async (data) => {
        // Last in <head>: the preload links above it are seen first; it runs before <body>.
        data.headTags.push(
          HtmlWebpackPlugin.createHtmlTagObject(
            'script',
            {},
            await inlineScript(this.file, this.run),
            {
              plugin: NAME,
            },
          ),
        );
        return data;
      });
    });
  }
}
