import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';

/** The part of `pg`'s pool this module uses. */
interface PgPool {
  query<T>(config: {
    name: string;
    text: string;
    values: readonly unknown[];
  }): Promise<{ rows: T[] }>;
}

/** Names by statement text, so that a text is hashed once. */
const names = new Map<string, string>();

/** The name of a statement's text: the same text always gets the same name. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `gc_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs `text` as a named prepared statement on the data source's pool: each connection parses
 * and plans it once and afterwards only binds and executes it. For the hot reads (catalogue
 * search, order pages) planning cost as much as running (2 ms of planning for 2 ms of work on
 * an order page, docs/CATALOGUE.md); TypeORM's own `query()` sends every statement unnamed,
 * to be planned again each time. Errors are `pg`'s own (codes intact), like TypeORM's driver
 * errors.
 */
export async function queryPrepared<T>(
  dataSource: DataSource,
  text: string,
  values: readonly unknown[],
): Promise<T[]> {
  const pool = (dataSource.driver as unknown as { master: PgPool }).master;
  const result = await pool.query<T>({ name: statementName(text), text, values });
  return result.rows;
}

/** Numbered parameters for SQL composed in code: `add(value)` gives its `$n`. */
export class SqlParameters {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
