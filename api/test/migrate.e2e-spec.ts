import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { databaseOptions, MIGRATIONS } from '../src/database/database-options.js';
import { openMigrated } from '../src/database/migrate.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * Replicas starting together on an empty database: each brings the schema up to date
 * (database/migrate.ts). Without the lock two of them applied the first migration at once
 * and one failed to start ("relation already exists").
 */
describe('migrations when replicas start together', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await startTestDatabase({ empty: true });
  });

  afterAll(async () => {
    await database.stop();
  });

  // The embedded database's socket server serves one client at a time (one API process owns
  // its folder), so there the instances open it one after another; a server gets all three
  // at once.
  it('lets three instances open an empty database together, each migration applied once', async () => {
    const open = () => openMigrated(databaseOptions(database.url, database.poolSize));
    const close = (source: DataSource) => source.destroy();
    if (database.poolSize === undefined) {
      await Promise.all((await Promise.all([open(), open(), open()])).map(close));
    } else {
      for (let i = 0; i < 3; i += 1) await close(await open());
    }

    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string; times: string }>(
        'SELECT name, count(*) AS times FROM migrations GROUP BY name ORDER BY name',
      );
      expect(rows.map((row) => row.name).sort()).toEqual(
        MIGRATIONS.map((migration) => migration.name).sort(),
      );
      expect(rows.every((row) => row.times === '1')).toBe(true);
      const tables = await client.query(
        `SELECT 1 FROM information_schema.tables WHERE table_name IN ('order', 'session', 'product')`,
      );
      expect(tables.rowCount).toBe(3);
    } finally {
      await client.end();
    }
  });

  it('finds nothing to do on an up-to-date database', async () => {
    const source = await openMigrated(databaseOptions(database.url, database.poolSize));
    try {
      expect(await source.showMigrations()).toBe(false);
    } finally {
      await source.destroy();
    }
  });
});
