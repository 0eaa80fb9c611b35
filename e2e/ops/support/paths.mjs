// Where the operations files live, relative to this folder.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Root of the monorepo. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Folder of the Dockerfiles, nginx configs and entrypoint scripts. */
export const DOCKER_DIR = path.join(ROOT, 'docker');

/** Absolute path of a file under docker/. */
export function dockerFile(...parts) {
  return path.join(DOCKER_DIR, ...parts);
}
