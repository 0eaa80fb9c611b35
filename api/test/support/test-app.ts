import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { toCents, type Category } from '@greencart/contracts';
import type { Logger } from 'pino';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory.js';
import type { AppConfig } from '../../src/config/app-config.js';
import { loadConfig } from '../../src/config/load-config.js';
import { ProductEntity } from '../../src/product/product.entity.js';
import { startTestDatabase, type TestDatabase } from './test-database.js';

/** The real app on a database and a data folder of its own. */
export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig & { databaseUrl: string };
  dataDir: string;
  dataSource: DataSource;
  /** A supertest agent without cookies. */
  http(): request.Agent;
  close(): Promise<void>;
}

export const SELLER = { email: 'seller@test.local', password: 'seller-test-password' };

/** Boots the app exactly as `main.ts` does, on a fresh database, with `env` overrides. */
export async function startTestApp(
  env: Record<string, string> = {},
  logger?: Logger,
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'greencart-api-'));
  let database: TestDatabase | undefined;
  try {
    database = await startTestDatabase();
    const config = {
      ...loadConfig(
        {
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
          SELLER_EMAIL: SELLER.email,
          SELLER_PASSWORD: SELLER.password,
          ...env,
        },
        dataDir,
      ),
      databaseUrl: database.url,
      databasePoolSize: database.poolSize,
    };
    const app = await createApp(config, logger);
    const db = database;
    return {
      app,
      config,
      dataDir,
      dataSource: app.get(DataSource),
      http: () => request.agent(app.getHttpServer()),
      async close() {
        await app.close();
        await db.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database?.stop();
    throw error;
  }
}

let registered = 0;

/** Registers a new shopper and answers an agent holding their cookie, and their id. */
export async function registerShopper(
  test: TestApp,
  name = 'Test Shopper',
): Promise<{ agent: request.Agent; userId: string; email: string }> {
  registered += 1;
  const email = `shopper${registered}-${Date.now()}@example.com`;
  const agent = test.http();
  const response = await agent
    .post('/api/user/register')
    .send({ name, email, password: 'correct horse battery' });
  if (response.status !== 201)
    throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { agent, userId: response.body.user._id as string, email };
}

/** An agent logged in as the seller. */
export async function loginSeller(test: TestApp): Promise<request.Agent> {
  const agent = test.http();
  const response = await agent.post('/api/seller/login').send(SELLER);
  if (response.status !== 200) throw new Error(`seller login failed: ${response.status}`);
  return agent;
}

/** Inserts a product straight into the database (fast set-up for cart and order tests). */
export async function insertProduct(
  test: TestApp,
  product: {
    id: string;
    name?: string;
    price?: number;
    offerPrice?: number;
    inStock?: boolean;
    category?: Category;
  },
): Promise<ProductEntity> {
  const repository = test.dataSource.getRepository(ProductEntity);
  return repository.save(
    repository.create({
      id: product.id,
      name: product.name ?? `Product ${product.id}`,
      category: product.category ?? 'Fruits',
      priceCents: toCents(product.price ?? 100),
      offerPriceCents: toCents(product.offerPrice ?? product.price ?? 100),
      images: [`/uploads/products/${product.id}.webp`],
      description: ['Fresh'],
      inStock: product.inStock ?? true,
      weight: null,
      rating: null,
    }),
  );
}
