import { DataSource, MigrationExecutor, type DataSourceOptions } from 'typeorm';

/**
 * Key of the PostgreSQL advisory lock held while migrations run. TypeORM reads the list of
 * applied migrations and then applies the rest with no lock of its own: two API instances
 * starting together on an empty database both applied the first migration, and the second
 * failed ("relation already exists"). Under this lock they take turns: the second finds
 * every migration applied and has nothing to do.
 */
export const MIGRATION_LOCK_KEY = 4_711_005;

/**
 * Applies the pending migrations, each in its own transaction, while holding
 * {@link MIGRATION_LOCK_KEY}. The migrations run on the connection that holds the lock: with
 * the embedded database the pool has only that one.
 */
export async function migrateUnderLock(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const executor = new MigrationExecutor(dataSource, runner);
      executor.transaction = 'each';
      await executor.executePendingMigrations();
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}

/**
 * Opens a data source and brings its schema up to date (see {@link migrateUnderLock}); a
 * failed migration closes it again so a retry starts from a clean pool.
 */
export async function openMigrated(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = await new DataSource(options).initialize();
  try {
    await migrateUnderLock(dataSource);
    return dataSource;
  } catch (error) {
    await dataSource.destroy().catch(() => undefined);
    throw error;
  }
}
