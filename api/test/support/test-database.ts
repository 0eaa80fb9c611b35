import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { startEmbeddedDatabase } from '../../src/database/embedded-database.js';
import { embeddedTemplate, serverTemplate } from './template-database.js';

/** A database of its own for one test suite. */
export interface TestDatabase {
  url: string;
  /** The API's pool size for it (the embedded one's); undefined for a server. */
  poolSize?: number;
  stop(): Promise<void>;
}

async function withAdmin<T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * With `DATABASE_URL` set: a fresh database on that server, dropped afterwards. Without it:
 * an in-memory PGlite behind the socket server on a free port. Either starts as a copy of the
 * migrated template (template-database.ts), or with no tables at all when `empty`.
 */
export async function startTestDatabase({ empty = false } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return startEmbeddedDatabase(undefined, 0, empty ? undefined : await embeddedTemplate());
  }
  const name = `greencart_test_${randomBytes(6).toString('hex')}`;
  const template = empty ? 'template0' : await serverTemplate(serverUrl);
  await withAdmin(serverUrl, (client) =>
    client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async stop() {
      await withAdmin(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}
