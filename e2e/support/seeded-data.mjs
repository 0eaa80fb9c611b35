// A seeded data folder for the flows' API: the embedded database migrated and the sample
// catalogue seeded once per API build, then copied for every stack (a folder of its own each:
// flows never share data). Starting from an empty folder costs PGlite's initdb, every
// migration and the catalogue's seeding (images included): about 25 s on a quiet 2-core
// machine, 45 s on a loaded one, for each of the two dozen flow files. A copy takes a second.
//
// The template is made by the API itself (`api/dist/main.js` on an empty folder, stopped
// cleanly), so it is exactly what a first `npm start` leaves. It is named after a hash of the
// API's build, the seed's images and the day (the seed's dates), so a rebuilt API or another
// day makes a new one. Two runs making the same template at once both finish: each builds
// under a name of its own and renames it into place (atomic); the second rename fails and
// that run uses the first one's.
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Hashes every file under `dir` (names and contents, in a stable order) into `hash`. */
function hashTree(hash, dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, path);
    else if (!entry.name.endsWith('.map')) hash.update(path).update(readFileSync(path));
  }
}

const TEMPLATE = /^greencart-e2e-data-[0-9a-f]{16}$/;
/** Templates of other builds are removed once this old (a run using one is long over). */
const STALE_MS = 6 * 60 * 60 * 1000;

/** Removes other builds' templates made more than {@link STALE_MS} ago. */
function removeStaleTemplates(keep) {
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (!TEMPLATE.test(name) || path === keep) continue;
    try {
      if (Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { recursive: true });
    } catch {
      // Removed meanwhile by another run.
    }
  }
}

/** The template's name for this API build, seed and day. */
function templateName(root) {
  const hash = createHash('sha256');
  hashTree(hash, join(root, 'api/dist'));
  hashTree(hash, join(root, 'api/assets/products'));
  hash.update(new Date().toISOString().slice(0, 10));
  return `greencart-e2e-data-${hash.digest('hex').slice(0, 16)}`;
}

/**
 * The seeded template folder, made first if this build has none yet.
 * @param {string} root the repository
 * @param {(name: string, args: string[], env: Record<string, string>) => {
 *   child: import('node:child_process').ChildProcess, log: string[] }} start starts the API
 * @param {(dataDir: string) => Record<string, string>} apiEnv the API's environment for a folder
 * @param {(dataDir: string, api: { log: string[] }) => Promise<void>} ready resolves once it answers
 */
export async function seededTemplate(root, start, apiEnv, ready) {
  const template = join(tmpdir(), templateName(root));
  if (existsSync(template)) return template;
  const building = `${template}-${randomBytes(4).toString('hex')}`;
  const api = start('api-template', ['api/dist/main.js'], apiEnv(building));
  const exited = new Promise((resolveExit) =>
    api.child.once('exit', (code, signal) => resolveExit({ code, signal })),
  );
  try {
    await ready(building, api);
  } catch (error) {
    api.child.kill('SIGKILL');
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
  // A clean stop: the embedded database closed and flushed before the folder is copied.
  api.child.kill('SIGTERM');
  const { code, signal } = await exited;
  if (code !== 0) {
    rmSync(building, { recursive: true, force: true });
    throw new Error(
      `the API making the seeded data folder did not stop cleanly (code ${code}, signal ${signal}):\n${api.log.join('').slice(-3000)}`,
    );
  }
  rmSync(join(building, 'api.pid'), { force: true });
  try {
    renameSync(building, template);
  } catch (error) {
    // Another run made it first: use theirs.
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(template)) throw error;
  }
  removeStaleTemplates(template);
  return template;
}

/** Copies the template into `dataDir` (an empty folder of the caller's). */
export function copyTemplate(template, dataDir) {
  cpSync(template, dataDir, { recursive: true });
}
