import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';

/** The part of a `pg` pooled connection this module uses. */
interface PgClient {
  query<T>(config: {
    name: string;
    text: string;
    values: readonly unknown[];
  }): Promise<{ rows: T[] }>;
  query(text: string): Promise<unknown>;
  /** Back to the pool; with an error (or `true`) the pool closes the connection instead. */
  release(destroy?: Error | boolean): void;
}

/** The part of `pg`'s pool this module uses. */
interface PgPool {
  connect(): Promise<PgClient>;
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

/** Connections whose session was cleared of named statements before their first use here. */
const cleared = new WeakSet<PgClient>();

/**
 * Runs `text` as a named prepared statement on the data source's pool: each connection parses
 * and plans it once and afterwards only binds and executes it. For the hot reads (catalogue
 * search, order pages) planning cost as much as running (2 ms of planning for 2 ms of work on
 * an order page, docs/CATALOGUE.md); TypeORM's own `query()` sends every statement unnamed,
 * to be planned again each time. Errors are `pg`'s own (codes intact), like TypeORM's driver
 * errors.
 *
 * `pg` remembers per connection which names it has parsed and sends only Bind for those, so
 * the client's memory and the session's statements must agree. Two rules keep them so:
 * - a connection whose statement failed is closed, not reused (what `pool.query` did too): a
 *   failure can leave them disagreeing (a value `pg` cannot send makes it close the statement
 *   it has just recorded as parsed);
 * - a connection's session is cleared (`DEALLOCATE ALL`) before its first statement here. On
 *   a server a new connection is a new session and this costs one round trip. The embedded
 *   database's socket server (pglite-socket) serves every connection from PGlite's one
 *   session, so statements prepared by a closed connection outlive it: the next connection,
 *   knowing none, sent Parse again and got "prepared statement already exists" (42P05), was
 *   closed for that error in turn, and every search, category page, suggestion and order
 *   list failed until a restart.
 */
export async function queryPrepared<T>(
  dataSource: DataSource,
  text: string,
  values: readonly unknown[],
): Promise<T[]> {
  const pool = (dataSource.driver as unknown as { master: PgPool }).master;
  const client = await pool.connect();
  let rows: T[];
  try {
    if (!cleared.has(client)) {
      await client.query('DEALLOCATE ALL');
      cleared.add(client);
    }
    ({ rows } = await client.query<T>({ name: statementName(text), text, values }));
  } catch (error) {
    client.release(error instanceof Error ? error : true);
    throw error;
  }
  client.release();
  return rows;
}

/** Numbered parameters for SQL composed in code: `add(value)` gives its `$n`. */
export class SqlParameters {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
