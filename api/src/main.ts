import 'reflect-metadata';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createApp, createLogger } from './app.factory.js';
import { ConfigError, loadConfig } from './config/load-config.js';
import { PRODUCT_ASSETS_DIR, REPO_ROOT } from './config/paths.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './database/embedded-database.js';
import { seedCatalogue } from './database/seed/seed.js';
import { ProductImageService } from './image/product-image.service.js';
import { onShutdownSignal } from './common/shutdown.js';

async function bootstrap(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env, REPO_ROOT);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // The logger is not configured yet; a refusal to start must still be readable.
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const logger = createLogger(config);
  for (const name of config.defaultsUsed) {
    logger.warn({ variable: name }, `${name} not set: using the development default`);
  }

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  let databasePoolSize: number | undefined;
  if (!databaseUrl) {
    embedded = await startEmbeddedDatabase(join(config.dataDir, 'pgdata'), config.embeddedDbPort);
    databaseUrl = embedded.url;
    databasePoolSize = embedded.poolSize;
    logger.info(
      { url: embedded.url, dataDir: config.dataDir },
      'embedded PostgreSQL (PGlite) started',
    );
  }

  let app;
  try {
    app = await createApp({ ...config, databaseUrl, databasePoolSize }, logger);
  } catch (error) {
    // Migrations run while the app is created: the usual cause is an unreachable database.
    logger.fatal(
      { err: error },
      'cannot start: is the database reachable (DATABASE_URL) and migratable?',
    );
    await embedded?.stop();
    process.exit(1);
  }
  const seeded = await seedCatalogue(
    app.get(DataSource),
    app.get(ProductImageService),
    PRODUCT_ASSETS_DIR,
  );
  logger.info(seeded, 'catalogue seeded');
  onShutdownSignal(app, logger, () => embedded?.stop());
  await app.listen({ port: config.port, host: config.host });

  const url = `http://localhost:${config.port}`;
  logger.info(
    { url, docs: `${url}/api/docs`, storage: config.storage.driver, sharedLimits: !!config.redis },
    `GreenCart API listening on ${url}`,
  );
  if (config.defaultsUsed.includes('SELLER_PASSWORD')) {
    logger.info(`development seller login: ${config.seller.email} / ${config.seller.password}`);
  }
}

void bootstrap();
