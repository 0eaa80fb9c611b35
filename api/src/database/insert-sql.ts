import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import type { SqlParameters } from './prepared-query.js';

/**
 * `INSERT INTO "table" ("column", …) VALUES ($1, …), …` for `rows` of `entity`, to be composed
 * with other statements into one (a data-modifying CTE: one round trip for several tables).
 * The columns are those any row sets (not `undefined`), in the entity's metadata order, so the
 * entity stays the one definition of its table; a row that leaves one of them out gets its
 * default (`DEFAULT`), as do the columns no row sets. Each value is prepared by TypeORM's driver
 * as its own INSERT prepares it (column transformers, JSON, dates). A column TypeORM leaves to
 * the database (`insert: false`) is written when a row sets it.
 */
export function insertSql<T extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  rows: readonly Partial<T>[],
  params: SqlParameters,
  options: { onConflictDoNothing?: boolean } = {},
): string {
  const metadata = dataSource.getMetadata(entity);
  const driver = dataSource.driver;
  if (rows.length === 0) throw new Error(`insertSql: no rows for ${metadata.tableName}`);
  // A row's own property (no relation object is ever set on these rows); TypeORM's
  // getEntityValue only for embedded columns.
  const valueOf = (row: Partial<T>, column: ColumnMetadata): unknown =>
    column.embeddedMetadata
      ? column.getEntityValue(row as ObjectLiteral)
      : (row as ObjectLiteral)[column.propertyName];
  const columns = metadata.columns.filter((column) =>
    rows.some((row) => valueOf(row, column) !== undefined),
  );
  const values = rows.map((row) => {
    const placeholders = columns.map((column) => {
      const value = valueOf(row, column);
      return value === undefined
        ? 'DEFAULT'
        : params.add(driver.preparePersistentValue(value, column));
    });
    return `(${placeholders.join(', ')})`;
  });
  const names = columns.map((column) => `"${column.databaseName}"`).join(', ');
  const conflict = options.onConflictDoNothing ? ' ON CONFLICT DO NOTHING' : '';
  return `INSERT INTO "${metadata.tableName}" (${names}) VALUES ${values.join(', ')}${conflict}`;
}

/**
 * `UPDATE "table" SET "column" = $n, … WHERE "id" = $m` for `changes` of `entity` (the
 * properties set, named as in the entity; an update-date column set to now()), values prepared
 * by TypeORM's driver as its own UPDATE prepares them. For the hottest writes, where building
 * TypeORM's query costs more than running it.
 */
export function updateSql<T extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  id: string,
  changes: Partial<T>,
  params: SqlParameters,
): string {
  return `${updateSetSql(dataSource, entity, changes, params)} WHERE "id" = ${params.add(id)}`;
}

/**
 * {@link updateSql} without its WHERE clause, for a caller that composes its own (a guarded
 * UPDATE within a larger statement).
 */
export function updateSetSql<T extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  changes: Partial<T>,
  params: SqlParameters,
): string {
  const metadata = dataSource.getMetadata(entity);
  const driver = dataSource.driver;
  const sets = metadata.columns
    .filter((column) => (changes as ObjectLiteral)[column.propertyName] !== undefined)
    .map((column) => {
      const value = (changes as ObjectLiteral)[column.propertyName];
      return `"${column.databaseName}" = ${params.add(driver.preparePersistentValue(value, column))}`;
    });
  if (metadata.updateDateColumn) sets.push(`"${metadata.updateDateColumn.databaseName}" = now()`);
  return `UPDATE "${metadata.tableName}" SET ${sets.join(', ')}`;
}
