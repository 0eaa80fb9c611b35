// The singletons every front end shares through Module Federation (docs/FRONTEND-CONTRACT.md); what is
// shared and what is not, and why: README.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const PACKAGES = [
  'react',
  'react-dom',
  'react-hot-toast',
  '@greencart/shared-ui',
  '@greencart/contracts',
  // One i18next instance a page (shared-ui/src/i18n): a switch in one app switches them all.
  'i18next',
];
/** Entry points and deep imports (`react-dom/client`) shared as their package. */
const ALIASES = {
  '@greencart/shared-ui/router': '@greencart/shared-ui',
  '@greencart/shared-ui/i18n': '@greencart/shared-ui',
  'react/': 'react',
  'react-dom/': 'react-dom',
};

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The `shared` option of ModuleFederationPlugin for the app in `appDir`. The build fails when
 * the app pins a version other than shared-ui's: a mismatch loads a second React at run time.
 * @param {string} appDir absolute path of the app (its package.json is read)
 * @param {string} rootDir absolute path of the monorepo root
 */
export function sharedDependencies(appDir, rootDir) {
  const app = readJson(path.join(appDir, 'package.json'));
  const kit = readJson(path.join(rootDir, 'shared-ui', 'package.json'));
  const shared = {};
  for (const pkg of PACKAGES) {
    const appPin = app.dependencies?.[pkg];
    const kitPin = kit.dependencies?.[pkg];
    if (appPin && kitPin && appPin !== kitPin) {
      throw new Error(
        `${app.name} pins ${pkg}@${appPin} but @greencart/shared-ui pins ${kitPin}: ` +
          'shared singletons must have one version everywhere.',
      );
    }
    // npm workspaces hoist every front-end dependency to the root node_modules.
    const { version } = readJson(path.join(rootDir, 'node_modules', pkg, 'package.json'));
    shared[pkg] = { singleton: true, requiredVersion: appPin ?? kitPin ?? version, version };
  }
  for (const [alias, pkg] of Object.entries(ALIASES)) shared[alias] = { ...shared[pkg] };
  return shared;
}
