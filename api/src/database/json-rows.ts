import type { DataSource, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';

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

/** How one column's JSON value becomes the entity's property. */
interface ColumnReader {
  key: string;
  date: boolean;
  transform: ((value: unknown) => unknown) | null;
  /** Plain property: assigned directly (embedded columns go through TypeORM). */
  set: ((entity: ObjectLiteral, value: unknown) => void) | string;
}

/** The readers of an entity's columns, worked out once per entity (pages read thousands). */
const readers = new WeakMap<EntityMetadata, ColumnReader[]>();

function columnReaders(metadata: EntityMetadata): ColumnReader[] {
  let found = readers.get(metadata);
  if (!found) {
    found = metadata.columns.map((column) => {
      const transformer = column.transformer;
      return {
        key: column.databaseName,
        date: column.type === 'timestamptz' || column.type === Date,
        transform:
          transformer && !Array.isArray(transformer)
            ? (value: unknown) => transformer.from(value) as unknown
            : null,
        set: column.embeddedMetadata
          ? (entity: ObjectLiteral, value: unknown) => column.setEntityValue(entity, value)
          : column.propertyName,
      };
    });
    readers.set(metadata, found);
  }
  return found;
}

/** The entity of a {@link rowJsonSql} object (or of a row read with {@link columnsSql}): dates as `Date`, column transformers applied. */
export function entityFromJson<T extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  json: Record<string, unknown>,
): T {
  const metadata = dataSource.getMetadata(entity);
  const result = metadata.create() as T;
  for (const reader of columnReaders(metadata)) {
    let value = json[reader.key];
    if (reader.date && typeof value === 'string') value = new Date(value);
    if (reader.transform) value = reader.transform(value);
    if (typeof reader.set === 'string') (result as ObjectLiteral)[reader.set] = value;
    else reader.set(result, value);
  }
  return result;
}
