// Shared by `npm run backup` and `npm run restore` (docs/OPERATIONS.md "Backups").
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The same folders the API uses: DATA_DIR (default .data) and BACKUP_DIR (default <DATA_DIR>/backups). */
export function folders(env = process.env) {
  const dataDir = path.resolve(ROOT, env.DATA_DIR || '.data');
  const backupDir = path.resolve(dataDir, env.BACKUP_DIR || 'backups');
  return { dataDir, backupDir, databaseUrl: env.DATABASE_URL || undefined };
}

/** The API's backup code, from its build (npm run build -w @greencart/api). */
export async function apiModule(name) {
  const file = path.join(ROOT, 'api', 'dist', 'backup', `${name}.js`);
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build the API first (npm run build -w @greencart/api)`);
  }
  return import(pathToFileURL(file).href);
}

/** The pid of the API holding the embedded database in `dataDir`, when it is running. */
export function runningApi(dataDir) {
  const file = path.join(dataDir, 'api.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}
