#!/usr/bin/env node
// `npm run backup`: one backup of the shop now (docs/OPERATIONS.md "Backups").
//   - DATABASE_URL set: pg_dump (custom format) of that database, plus <DATA_DIR>/uploads.
//   - embedded database, API running: asks the API (SIGUSR2), which holds the PGlite folder,
//     to take it, and waits for it; API stopped: opens the folder itself and dumps it.
// Written to BACKUP_DIR (default <DATA_DIR>/backups), keeping 7 daily and 4 weekly.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { apiModule, folders, runningApi } from './common.mjs';

const { dataDir, backupDir, databaseUrl } = folders();
const { takeBackup, dayName, readManifest } = await apiModule('backup');
const uploads = path.join(dataDir, 'uploads');
const uploadsDir = existsSync(uploads) ? uploads : undefined;

async function main() {
  if (databaseUrl) {
    return takeBackup({ database: { kind: 'server', url: databaseUrl }, uploadsDir }, backupDir);
  }
  const pgdata = path.join(dataDir, 'pgdata');
  const pid = runningApi(dataDir);
  if (pid) {
    const asked = new Date().toISOString();
    process.kill(pid, 'SIGUSR2');
    const deadline = Date.now() + Number(process.env.BACKUP_WAIT_SECONDS || 300) * 1000;
    while (Date.now() < deadline) {
      await delay(250);
      // The day's folder appears last, by a rename, once the whole backup is written.
      const daily = path.join(backupDir, 'daily', `greencart-${dayName(new Date())}`);
      const manifest = await readManifest(daily).catch(() => undefined);
      if (manifest && manifest.takenAt >= asked) return daily;
    }
    throw new Error(
      `the API (pid ${pid}) wrote no backup to ${backupDir} within 5 minutes: is its BACKUP_DIR the same? See its log`,
    );
  }
  if (!existsSync(pgdata)) throw new Error(`no embedded database in ${pgdata} (DATA_DIR?)`);
  const { startEmbeddedDatabase } = await import(
    new URL('../../api/dist/database/embedded-database.js', import.meta.url).href
  );
  const embedded = await startEmbeddedDatabase(pgdata, 0);
  try {
    return await takeBackup(
      { database: { kind: 'embedded', dump: () => embedded.dump() }, uploadsDir },
      backupDir,
    );
  } finally {
    await embedded.stop();
  }
}

try {
  const folder = await main();
  console.log(`backup written to ${folder}`);
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
