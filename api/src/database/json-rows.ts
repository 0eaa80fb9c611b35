import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Entities read as JSON built by PostgreSQL, for reads that nest many rows (an order page:
 * orders, their lines, the lines' products). TypeORM's join hydration costs the API several
 * times what the database needs for such a page (docs/ORDERS.md); one JSON value per order is
 * parsed natively instead. The column list and the names come from the entity's metadata, so
 * the entities stay the one definition of each table.
 */

/** SQL for one row of `alias` as a JSON object keyed by column name (entity columns only). */
export function rowJsonSql(
  dataSource: DataSource,
  entity: EntityTarget<ObjectLiteral>,
  alias: string,
): string {
  const pairs = dataSource
    .getMetadata(entity)
    .columns.map((column) => `'${column.databaseName}', ${alias}."${column.databaseName}"`);
  return `json_build_object(${pairs.join(', ')})`;
}

/** The entity's columns for a select list, named as in the table: `p."id", p."name", …`. */
export function columnsSql(
  dataSource: DataSource,
  entity: EntityTarget<ObjectLiteral>,
  alias: string,
): string {
  return dataSource
    .getMetadata(entity)
    .columns.map((column) => `${alias}."${column.databaseName}"`)
    .join(', ');
}

/** The entity of a {@link rowJsonSql} object (or of a row read with {@link columnsSql}): dates as `Date`, column transformers applied. */
export function entityFromJson<T extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  json: Record<string, unknown>,
): T {
  const metadata = dataSource.getMetadata(entity);
  const result = metadata.create() as T;
  for (const column of metadata.columns) {
    let value = json[column.databaseName];
    if (typeof value === 'string' && (column.type === 'timestamptz' || column.type === Date)) {
      value = new Date(value);
    }
    const transformer = column.transformer;
    if (transformer && !Array.isArray(transformer)) value = transformer.from(value);
    column.setEntityValue(result, value);
  }
  return result;
}
