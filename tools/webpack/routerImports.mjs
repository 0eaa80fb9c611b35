// Fails the build when a module other than `@greencart/shared-ui/router` imports react-router:
// that copy would have its own router context ("may be used only in the context of a <Router>").
import path from 'node:path';

const ROUTER_REQUEST = /^react-router(-dom)?(\/|$)/;
const NAME = 'RouterImportsPlugin';

export class RouterImportsPlugin {
  /** @param {string} allowedDir the folder whose modules may import react-router */
  constructor(allowedDir) {
    this.allowedDir = allowedDir + path.sep;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap(NAME, (factory) => {
      factory.hooks.beforeResolve.tap(NAME, ({ request, contextInfo }) => {
        const issuer = contextInfo?.issuer ?? '';
        if (!ROUTER_REQUEST.test(request) || !issuer || issuer.startsWith(this.allowedDir)) return;
        if (issuer.includes(`${path.sep}node_modules${path.sep}`)) return;
        throw new Error(
          `${path.relative(compiler.context, issuer)} imports "${request}": import routing ` +
            "from '@greencart/shared-ui/router' (one router instance for shell and remotes).",
        );
      });
    });
  }
}
