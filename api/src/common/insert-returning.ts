import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';

/**
 * Inserts `rows` in one statement and answers them as the database stored them (`RETURNING *`:
 * the columns it assigns, such as ids, sequence numbers, defaults and timestamps, included),
 * hydrated column by column as a `find` would (the columns' transformers and types applied; no
 * relations). Saves the read-back a `save` needs for a column TypeORM does not return itself.
 */
export async function insertReturning<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  rows: QueryDeepPartialEntity<T>[],
): Promise<T[]> {
  if (rows.length === 0) return [];
  const result = await manager
    .createQueryBuilder()
    .insert()
    .into(target)
    .values(rows)
    .returning('*')
    .updateEntity(false)
    .execute();
  const metadata = manager.connection.getMetadata(target);
  const driver = manager.connection.driver;
  return (result.raw as Record<string, unknown>[]).map((raw) => {
    const entity = manager.create(target);
    for (const column of metadata.columns) {
      (entity as Record<string, unknown>)[column.propertyName] = driver.prepareHydratedValue(
        raw[column.databaseName],
        column,
      );
    }
    return entity;
  });
}
