/**
 * Keeps react-router out of every module but `@greencart/shared-ui/router`.
 *
 * react-router-dom is no longer a shared singleton (see shared.mjs): it is bundled inside
 * that one shared module. An app importing it directly would bundle a second copy with its
 * own router context, and its `Link`s and hooks would fail at run time ("may be used only in
 * the context of a <Router>"). This plugin turns such an import into a build error instead.
 */
import path from 'node:path';

const ROUTER_REQUEST = /^react-router(-dom)?(\/|$)/;

export class RouterImportsPlugin {
  /** @param {string} allowedDir the folder whose modules may import react-router (shared-ui/src/router) */
  constructor(allowedDir) {
    this.allowedDir = allowedDir + path.sep;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('RouterImportsPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('RouterImportsPlugin', (data) => {
        const issuer = data.contextInfo?.issuer ?? '';
        if (!ROUTER_REQUEST.test(data.request) || !issuer) return;
        if (
          issuer.startsWith(this.allowedDir) ||
          issuer.includes(`${path.sep}node_modules${path.sep}`)
        )
          return;
        throw new Error(
          `${path.relative(compiler.context, issuer)} imports "${data.request}": import routing ` +
            "from '@greencart/shared-ui/router' (one router instance for shell and remotes).",
        );
      });
    });
  }
}
