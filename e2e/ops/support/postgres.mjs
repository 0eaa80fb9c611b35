// PostgreSQL for the ops tests: a fresh database on the shared server, or a throwaway
// server of our own that a test may stop and start without disturbing anyone else.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Where to reach the shared server as an administrator: CI's URL first, then the defaults. */
const ADMIN_URLS = [
  process.env.DATABASE_URL,
  'postgres://postgres@127.0.0.1:5432/postgres',
  'postgres://postgres:postgres@127.0.0.1:5432/postgres',
].filter(Boolean);

/**
 * The first administrator URL that answers, or null when no server runs here.
 * @returns {Promise<string | null>}
 */
export async function findAdminUrl() {
  for (const url of ADMIN_URLS) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return url;
    } catch {
      // try the next one
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return null;
}

/**
 * Runs `work` with a connected client, then closes it.
 * @template T
 * @param {string} url
 * @param {(client: pg.Client) => Promise<T>} work
 */
export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates a database with a unique name and answers its URL and a `drop()`.
 * @param {string} adminUrl
 * @param {string} prefix
 */
export async function createDatabase(adminUrl, prefix) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  };
}

/** Debian's server binaries (initdb, pg_ctl) of the newest installed version, or null. */
export function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

/**
 * Runs a server binary as the `postgres` user when we are root (initdb refuses root).
 * @param {string} binary
 * @param {string[]} args
 */
function runAsPostgres(binary, args) {
  const asRoot = process.getuid?.() === 0;
  const result = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', binary, ...args], { encoding: 'utf8' })
    : spawnSync(binary, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${path.basename(binary)} ${args.join(' ')} failed: ${result.stderr}`);
  }
  return result.stdout;
}

/**
 * A PostgreSQL server of our own in a temp folder, on `port` (loopback only), that the
 * test may stop and start at will.
 * @param {string} bin folder of initdb and pg_ctl
 * @param {number} port
 */
export function createThrowawayServer(bin, port) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gc-ops-pg-'));
  const dataDir = path.join(dir, 'data');
  if (process.getuid?.() === 0) {
    const { uid, gid } = userIds('postgres');
    chownSync(dir, uid, gid);
  }
  runAsPostgres(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const pgCtl = (...args) => runAsPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, ...args]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => pgCtl('-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start'),
    stop: () => pgCtl('-m', 'fast', '-w', 'stop'),
    remove() {
      try {
        pgCtl('-m', 'immediate', '-w', 'stop');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The uid and gid of a local user.
 * @param {string} name
 */
function userIds(name) {
  const out = (flag) => Number(spawnSync('id', [flag, name], { encoding: 'utf8' }).stdout.trim());
  return { uid: out('-u'), gid: out('-g') };
}
