import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import type { SqlParameters } from './prepared-query.js';

/**
 * `INSERT INTO "table" ("column", …) VALUES ($1, …), …` for `rows` of `entity`, to be composed
 * with other statements into one (a data-modifying CTE: one round trip for several tables).
 * The columns are those the first row sets (not `undefined`), in the entity's metadata order,
 * so the entity stays the one definition of its table; every row must set the same ones. Each
 * value is prepared by TypeORM's driver as its own INSERT prepares it (column transformers,
 * JSON, dates). A column TypeORM leaves to the database (`insert: false`) is written when the
 * row sets it. Columns left out take their database defaults.
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
  const first = rows[0];
  if (!first) throw new Error(`insertSql: no rows for ${metadata.tableName}`);
  const columns = metadata.columns.filter(
    (column) => column.getEntityValue(first as ObjectLiteral) !== undefined,
  );
  const values = rows.map((row) => {
    const placeholders = columns.map((column) =>
      params.add(
        driver.preparePersistentValue(column.getEntityValue(row as ObjectLiteral), column),
      ),
    );
    return `(${placeholders.join(', ')})`;
  });
  const names = columns.map((column) => `"${column.databaseName}"`).join(', ');
  const conflict = options.onConflictDoNothing ? ' ON CONFLICT DO NOTHING' : '';
  return `INSERT INTO "${metadata.tableName}" (${names}) VALUES ${values.join(', ')}${conflict}`;
}
