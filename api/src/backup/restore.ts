import { cp, mkdir, readFile, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readManifest, runTool } from './backup.js';

/** Where to restore: an embedded data folder, or a server database (and its image folder). */
export interface RestoreTarget {
  /** `DATA_DIR`: the embedded database goes to `<dataDir>/pgdata`, images to `<dataDir>/uploads`. */
  dataDir: string;
  /** A PostgreSQL server's URL for a server backup (an empty database, or one to overwrite). */
  databaseUrl?: string;
}

/**
 * Restores the backup in `folder`. The API must be stopped. What was there is moved aside
 * (`pgdata.before-restore-<time>`, `uploads.before-restore-<time>`), never deleted. A server
 * backup is loaded with pg_restore (`--clean --if-exists`: objects of the same name are
 * replaced); an embedded one becomes the data folder again through PGlite itself.
 */
export async function restoreBackup(folder: string, target: RestoreTarget): Promise<string> {
  const manifest = await readManifest(folder);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  if (manifest.kind === 'embedded') {
    if (target.databaseUrl) {
      throw new Error('this backup is of the embedded database: unset DATABASE_URL to restore it');
    }
    const pgdata = join(target.dataDir, 'pgdata');
    if (await exists(pgdata)) await rename(pgdata, `${pgdata}.before-restore-${stamp}`);
    await mkdir(pgdata, { recursive: true });
    const tar = await readFile(join(folder, manifest.database));
    const db = await PGlite.create(pgdata, {
      extensions: { pg_trgm },
      loadDataDir: new Blob([tar]),
    });
    await db.query('SELECT 1');
    await db.close();
  } else {
    if (!target.databaseUrl) {
      throw new Error(
        'this backup is of a PostgreSQL server: set DATABASE_URL to the database to restore into',
      );
    }
    await runTool('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--exit-on-error',
      '--dbname',
      target.databaseUrl,
      join(folder, manifest.database),
    ]);
  }
  if (manifest.uploads) {
    const uploads = join(target.dataDir, 'uploads');
    if (await exists(uploads)) await rename(uploads, `${uploads}.before-restore-${stamp}`);
    await cp(join(folder, 'uploads'), uploads, { recursive: true });
  }
  return `${manifest.kind} backup of ${manifest.takenAt} restored`;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
