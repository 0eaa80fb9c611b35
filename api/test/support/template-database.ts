import { createHash, randomBytes } from 'node:crypto';
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { databaseOptions, MIGRATIONS } from '../../src/database/database-options.js';
import { startEmbeddedDatabase } from '../../src/database/embedded-database.js';
import { openMigrated } from '../../src/database/migrate.js';

/** PGlite's release (its package.json is not among its exports: read beside its entry). */
const pgliteVersion = (
  JSON.parse(
    readFileSync(join(require.resolve('@electric-sql/pglite'), '..', '..', 'package.json'), 'utf8'),
  ) as { version: string }
).version;

/**
 * The migrated database every API suite starts from, made once: on a PostgreSQL server a
 * template database each suite copies with `CREATE DATABASE … TEMPLATE`, on the embedded
 * PGlite a dump of the data folder each suite loads. Every suite still boots the app as
 * `main.ts` does (its migration run finds nothing to do, its seed runs), but the migrations run
 * once, not once a suite. Its name carries a fingerprint of the migrations' code, so a changed
 * migration makes a new template; it is built under a temporary name and renamed when
 * complete, so suites (or test runs) starting together never see a half-migrated one.
 */

/**
 * Fingerprint of every migration's code, and of the PGlite release (a data folder dumped by
 * one release is not for another).
 */
function fingerprint(): string {
  const code = MIGRATIONS.map((migration) => `${migration.name}:${migration.toString()}`);
  code.push(`pglite:${pgliteVersion}`);
  return createHash('sha256').update(code.join('\n')).digest('hex').slice(0, 16);
}

/** Runs every migration on `url`. */
async function migrate(url: string, poolSize?: number): Promise<void> {
  const source = await openMigrated(databaseOptions(url, poolSize));
  await source.destroy();
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The server's template database for these migrations, made if missing; answers its name. */
export async function serverTemplate(serverUrl: string): Promise<string> {
  const name = `greencart_template_${fingerprint()}`;
  const exists = (client: Client) =>
    client
      .query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name])
      .then((r) => r.rowCount === 1);
  if (await withClient(serverUrl, exists)) return name;
  const building = `${name}_${randomBytes(3).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE "${building}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${building}`;
  await migrate(url.toString());
  await withClient(serverUrl, async (client) => {
    try {
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    } catch (error) {
      // Another run finished the same template first: use theirs.
      if (!(await exists(client))) throw error;
      await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    }
  });
  return name;
}

/** The embedded template for these migrations (a data folder dump), made if missing. */
export async function embeddedTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `greencart-template-${fingerprint()}.tar`);
  if (!(await stat(file).catch(() => null))) {
    const embedded = await startEmbeddedDatabase(undefined, 0);
    try {
      await migrate(embedded.url, embedded.poolSize);
      const partial = `${file}.${randomBytes(3).toString('hex')}`;
      await writeFile(partial, Buffer.from(await (await embedded.dump()).arrayBuffer()));
      await rename(partial, file).catch(() => rm(partial, { force: true }));
    } finally {
      await embedded.stop();
    }
  }
  return new Blob([await readFile(file)]);
}
