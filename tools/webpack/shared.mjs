/**
 * The singletons every front end shares through Module Federation (DESIGN.md §3), with the
 * versions pinned in the packages' package.json files. One React, one router, one Redux
 * binding and one toast queue on the page, whichever app loaded them first.
 *
 * Routing is shared as `@greencart/shared-ui/router` (a re-export of the names the apps use),
 * not as react-router-dom: a shared module is never tree-shaken, and react-router-dom whole
 * is ≈ 61 KB gzip; bundled inside the small shared module only the used names remain.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Packages shared as singletons, each with every deep import (`react-dom/client`, …). */
const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-hot-toast',
  '@greencart/shared-ui',
  '@greencart/contracts',
];

/** Shared entry points of a package listed above, shared with that package's version. */
const SHARED_SUBPATHS = { '@greencart/shared-ui/router': '@greencart/shared-ui' };

/** Packages whose deep imports must resolve to the same instance as the package itself. */
const DEEP_IMPORTS = ['react/', 'react-dom/'];

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The version of `pkg` the app pins, checked against shared-ui's pin so the three builds
 * can never disagree (a mismatch would load a second React at run time).
 */
function pinnedVersion(pkg, appManifest, kitManifest, installedVersion) {
  const appPin = appManifest.dependencies?.[pkg];
  const kitPin = kitManifest.dependencies?.[pkg];
  if (appPin && kitPin && appPin !== kitPin) {
    throw new Error(
      `${appManifest.name} pins ${pkg}@${appPin} but @greencart/shared-ui pins ${kitPin}: ` +
        'shared singletons must have one version everywhere.',
    );
  }
  return appPin ?? kitPin ?? installedVersion;
}

/**
 * The `shared` option of ModuleFederationPlugin for the app in `appDir`.
 * @param {string} appDir absolute path of the app (its package.json is read)
 * @param {string} rootDir absolute path of the monorepo root
 */
export function sharedDependencies(appDir, rootDir) {
  const appManifest = readJson(path.join(appDir, 'package.json'));
  const kitManifest = readJson(path.join(rootDir, 'shared-ui', 'package.json'));
  const shared = {};
  for (const pkg of SINGLETON_PACKAGES) {
    // npm workspaces hoist every front-end dependency to the root node_modules.
    const installed = readJson(path.join(rootDir, 'node_modules', pkg, 'package.json'));
    const required = pinnedVersion(pkg, appManifest, kitManifest, installed.version);
    shared[pkg] = { singleton: true, requiredVersion: required, version: installed.version };
  }
  for (const [subpath, pkg] of Object.entries(SHARED_SUBPATHS)) {
    shared[subpath] = { ...shared[pkg] };
  }
  for (const prefix of DEEP_IMPORTS) {
    const base = prefix.slice(0, -1);
    shared[prefix] = { ...shared[base] };
  }
  return shared;
}
