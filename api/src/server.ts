import 'reflect-metadata';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createApp, createLogger } from './app.factory.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigError, DEV_DEFAULTS, loadConfig } from './config/load-config.js';
import { PRODUCT_ASSETS_DIR, REPO_ROOT } from './config/paths.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './database/embedded-database.js';
import { seedDeliveryAreas } from './database/seed/delivery-areas.js';
import { seedCatalogue } from './database/seed/seed.js';
import { ProductImageService } from './image/product-image.service.js';
import { onShutdownSignal } from './common/shutdown.js';
import { stopTracing } from './telemetry/tracing.js';
import { Metrics } from './metrics/metrics.js';
import { startMetricsServer, type MetricsServer } from './metrics/metrics-server.js';
import { StaffAccountEntity } from './staff/staff-account.entity.js';
import { passwordMatches } from './user/password-hash.js';

/**
 * The seller login to print at start-up, or null: only outside production, only while
 * SELLER_EMAIL / SELLER_PASSWORD are both the published development defaults (README), and
 * only while that pair still opens an active account. The pair makes the owner account once
 * (docs/STAFF.md) and a password changed in the portal is never reset, so printing the
 * default after such a change would send the developer to a login that fails.
 */
async function developmentSellerLogin(
  config: AppConfig,
  dataSource: DataSource,
): Promise<{ login: string } | { changed: string } | null> {
  const { email, password } = config.seller;
  if (config.isProduction) return null;
  if (email !== DEV_DEFAULTS.SELLER_EMAIL || password !== DEV_DEFAULTS.SELLER_PASSWORD) return null;
  const account = await dataSource.manager.findOne(StaffAccountEntity, {
    where: { email, active: true },
  });
  if (account && (await passwordMatches(password, account.passwordHash))) {
    return { login: `${email} / ${password}` };
  }
  return { changed: email };
}

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
  if (await seedDeliveryAreas(app.get(DataSource))) {
    logger.info('sample delivery zone "Colombo and suburbs" added (areas and postcodes)');
  }
  let metricsServer: MetricsServer | undefined;
  onShutdownSignal(app, logger, async () => {
    await metricsServer?.close();
    await embedded?.stop();
    await stopTracing();
  });
  await app.listen({ port: config.port, host: config.host });
  if (config.metrics.port !== undefined) {
    // Its own port, bound to METRICS_HOST (127.0.0.1 unless told): never the public listener.
    metricsServer = await startMetricsServer(
      app.get(Metrics),
      config.metrics.host,
      config.metrics.port,
      true,
    );
    logger.info({ url: metricsServer.url }, `metrics on ${metricsServer.url}`);
  }

  const url = `http://localhost:${config.port}`;
  logger.info(
    { url, docs: `${url}/api/docs`, storage: config.storage.driver, sharedLimits: !!config.redis },
    `GreenCart API listening on ${url}`,
  );
  // tools/start.mjs reads the pair from this line ("seller login: …") for its summary.
  const seller = await developmentSellerLogin(config, app.get(DataSource));
  if (seller && 'login' in seller) logger.info(`development seller login: ${seller.login}`);
  else if (seller) {
    logger.info(
      `${seller.changed} no longer logs in with the development SELLER_PASSWORD (changed in the portal, or deactivated)`,
    );
  }
}

void bootstrap();
