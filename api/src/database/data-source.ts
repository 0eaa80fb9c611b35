import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/load-config.js';
import { REPO_ROOT } from '../config/paths.js';
import { databaseOptions } from './database-options.js';

/**
 * Data source for the TypeORM CLI (`npm run migration:run -w @greencart/api`). It needs a
 * `DATABASE_URL`: the embedded database only runs inside the API process.
 */
const config = loadConfig(process.env, REPO_ROOT);
if (!config.databaseUrl) {
  throw new Error(
    'Set DATABASE_URL to run migrations from the CLI (the API runs them itself at start-up)',
  );
}

export default new DataSource(databaseOptions(config.databaseUrl));
