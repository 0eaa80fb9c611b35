// Finds the system tools the ops checks drive (Debian's docker-compose and nginx).
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

const SEARCH_DIRS = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/bin'];

/**
 * Absolute path of an executable named `name` on PATH (or /usr/sbin, where Debian puts
 * nginx), or null when it is not installed.
 * @param {string} name
 * @returns {string | null}
 */
export function findBinary(name) {
  for (const dir of SEARCH_DIRS) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return null;
}
