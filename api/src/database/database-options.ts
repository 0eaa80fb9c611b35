import type { DataSourceOptions } from 'typeorm';
import { AddressEntity } from '../address/address.entity.js';
import { OrderItemEntity } from '../order/order-item.entity.js';
import { OrderEntity } from '../order/order.entity.js';
import { ProductEntity } from '../product/product.entity.js';
import { UserEntity } from '../user/user.entity.js';
import { InitialSchema1763780000000 } from './migrations/1763780000000-InitialSchema.js';

/** Every entity, listed once for the app and the TypeORM CLI. */
export const ENTITIES = [ProductEntity, UserEntity, AddressEntity, OrderEntity, OrderItemEntity];

/** Every migration, in order. Classes, not globs, so the same list works from src and dist. */
export const MIGRATIONS = [InitialSchema1763780000000];

/** Connections in the pool; the embedded server must accept at least this many. */
export const POOL_SIZE = 10;

/**
 * TypeORM options for a Postgres URL (a server, or the embedded PGlite socket server).
 * Schema changes only through migrations: `synchronize` is always off.
 */
export function databaseOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    poolSize: POOL_SIZE,
    logging: false,
  };
}
