#!/usr/bin/env node
// `npm run restore [-- <backup folder>]`: puts a backup back (docs/OPERATIONS.md "Backups").
// Without a folder, the newest under BACKUP_DIR. The API must be stopped. An embedded backup
// becomes <DATA_DIR>/pgdata again; a server backup is loaded into DATABASE_URL with
// pg_restore. Images go back to <DATA_DIR>/uploads. What was there is moved aside, not deleted.
import path from 'node:path';
import { apiModule, folders, runningApi } from './common.mjs';

const { dataDir, backupDir, databaseUrl } = folders();

try {
  const { latestBackup } = await apiModule('backup');
  const { restoreBackup } = await apiModule('restore');
  const folder = process.argv[2] ? path.resolve(process.argv[2]) : await latestBackup(backupDir);
  if (!folder) throw new Error(`no backup found under ${backupDir}`);
  const pid = runningApi(dataDir);
  if (pid && !databaseUrl)
    throw new Error(`the API (pid ${pid}) is running on ${dataDir}: stop it first`);
  console.log(await restoreBackup(folder, { dataDir, databaseUrl }));
  console.log(`from ${folder}`);
} catch (error) {
  console.error(`restore failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
