import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { EMBEDDED_POOL_SIZE } from './database-options.js';

/** A running embedded Postgres: PGlite served over the wire protocol. */
export interface EmbeddedDatabase {
  /** `postgres://…` URL for the ordinary `pg` driver. */
  url: string;
  /** Connections the API's pool may open ({@link EMBEDDED_POOL_SIZE}). */
  poolSize: number;
  /** The whole data folder as a tar archive (to start another database from). */
  dump(): Promise<Blob>;
  stop(): Promise<void>;
}

/**
 * Starts PGlite (in memory when `dataDir` is undefined, else persisted there) behind
 * `PGLiteSocketServer` on 127.0.0.1. The API uses one pooled connection
 * ({@link EMBEDDED_POOL_SIZE}); the server accepts a few more (the TypeORM CLI, a `psql`
 * session) — beyond `maxConnections` they fail with "Connection terminated unexpectedly".
 *
 * @param port 0 picks a free port
 * @param from a data folder dumped by {@link dumpEmbeddedDatabase} to start from (an empty
 *   database when absent)
 */
export async function startEmbeddedDatabase(
  dataDir: string | undefined,
  port: number,
  from?: Blob,
): Promise<EmbeddedDatabase> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // pg_trgm: the catalogue search's typo tolerance (the same extension as on a server).
  const db = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(from ? { loadDataDir: from } : {}),
  });
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port,
    maxConnections: EMBEDDED_POOL_SIZE + 2,
  });
  await server.start();
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    poolSize: EMBEDDED_POOL_SIZE,
    dump: () => db.dumpDataDir('none'),
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
