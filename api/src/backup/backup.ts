import { spawn } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Backups of the shop (docs/OPERATIONS.md "Backups"): the database and the uploaded images.
 *
 * Layout under the backup folder: `daily/greencart-YYYY-MM-DD/` and `weekly/greencart-YYYY-Www/`,
 * each holding `backup.json` (what and when), the database (`pgdata.tar` for the embedded
 * PGlite, `database.dump` in pg_dump's custom format for a server) and `uploads/` (the images
 * on local storage). A second backup the same day (or week) replaces that day's (week's).
 * Retention keeps the newest {@link KEEP_DAILY} daily and {@link KEEP_WEEKLY} weekly ones.
 */
export const KEEP_DAILY = 7;
export const KEEP_WEEKLY = 4;

/** What `backup.json` says. */
export interface BackupManifest {
  kind: 'embedded' | 'server';
  takenAt: string;
  /** The database file in the folder. */
  database: 'pgdata.tar' | 'database.dump';
  /** Whether `uploads/` holds the image folder. */
  uploads: boolean;
}

/** Where and what to back up. */
export interface BackupSource {
  /** The dump of the embedded database's folder (PGlite's own, consistent), or the server's URL. */
  database: { kind: 'embedded'; dump: () => Promise<Blob> } | { kind: 'server'; url: string };
  /** `<DATA_DIR>/uploads`, or undefined when images are not on the local disk. */
  uploadsDir?: string;
}

/** `YYYY-MM-DD` (UTC). */
export function dayName(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** ISO week `YYYY-Www` (UTC). */
export function weekName(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = new Date(Date.UTC(day.getUTCFullYear(), 0, 1));
  const week = Math.ceil(((day.getTime() - yearStart.getTime()) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** Runs a PostgreSQL client tool; rejects with its error output when it fails. */
export function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} exited with ${code}: ${errors.trim()}`)),
    );
  });
}

/**
 * Takes one backup into `backupDir` and prunes old ones; answers the daily folder written.
 * The database part is consistent: PGlite's own dump of its folder (taken between two
 * statements of its single connection), or pg_dump's snapshot on a server.
 */
export async function takeBackup(
  source: BackupSource,
  backupDir: string,
  now = new Date(),
): Promise<string> {
  const daily = join(backupDir, 'daily', `greencart-${dayName(now)}`);
  const weekly = join(backupDir, 'weekly', `greencart-${weekName(now)}`);
  const work = join(backupDir, `.in-progress-${process.pid}-${now.getTime()}`);
  await mkdir(work, { recursive: true });
  try {
    let database: BackupManifest['database'];
    if (source.database.kind === 'embedded') {
      database = 'pgdata.tar';
      const dump = await source.database.dump();
      await writeFile(join(work, database), Buffer.from(await dump.arrayBuffer()));
    } else {
      database = 'database.dump';
      await runTool('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--file',
        join(work, database),
        source.database.url,
      ]);
    }
    let uploads = false;
    if (source.uploadsDir && (await exists(source.uploadsDir))) {
      await cp(source.uploadsDir, join(work, 'uploads'), { recursive: true });
      uploads = true;
    }
    const manifest: BackupManifest = {
      kind: source.database.kind,
      takenAt: now.toISOString(),
      database,
      uploads,
    };
    await writeFile(join(work, 'backup.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await replace(work, weekly, true);
    await replace(work, daily, false);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  await prune(join(backupDir, 'daily'), KEEP_DAILY);
  await prune(join(backupDir, 'weekly'), KEEP_WEEKLY);
  return daily;
}

/** Reads a backup folder's manifest; throws a readable error when it is not a backup. */
export async function readManifest(folder: string): Promise<BackupManifest> {
  try {
    return JSON.parse(await readFile(join(folder, 'backup.json'), 'utf8')) as BackupManifest;
  } catch {
    throw new Error(`${folder} is not a GreenCart backup (no readable backup.json)`);
  }
}

/** The newest backup under `backupDir` (daily first), or undefined. */
export async function latestBackup(backupDir: string): Promise<string | undefined> {
  let newest: { folder: string; takenAt: string } | undefined;
  for (const kind of ['daily', 'weekly']) {
    const names = await readdir(join(backupDir, kind)).catch(() => [] as string[]);
    for (const name of names) {
      const folder = join(backupDir, kind, name);
      const manifest = await readManifest(folder).catch(() => undefined);
      if (manifest && (!newest || manifest.takenAt > newest.takenAt)) {
        newest = { folder, takenAt: manifest.takenAt };
      }
    }
  }
  return newest?.folder;
}

/** Puts a copy (or `work` itself) at `target`, replacing what was there. */
async function replace(work: string, target: string, copy: boolean): Promise<void> {
  await mkdir(join(target, '..'), { recursive: true });
  const old = `${target}.old-${process.pid}`;
  const hadOld = await exists(target);
  if (hadOld) await rename(target, old);
  if (copy) await cp(work, target, { recursive: true });
  else await rename(work, target);
  if (hadOld) await rm(old, { recursive: true, force: true });
}

/** Keeps the newest `keep` folders (their names sort by date). */
async function prune(folder: string, keep: number): Promise<void> {
  const names = (await readdir(folder).catch(() => [] as string[]))
    .filter((name) => name.startsWith('greencart-') && !name.includes('.old-'))
    .sort();
  for (const name of names.slice(0, Math.max(0, names.length - keep))) {
    await rm(join(folder, name), { recursive: true, force: true });
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
