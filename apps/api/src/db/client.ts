import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DatabaseHandle {
  driver: 'pglite' | 'postgres';
  /** Connected as the owner: used only to migrate and to create the app role. */
  db: Db;
  close(): Promise<void>;
}

export interface DatabaseLogger {
  error(obj: object, msg: string): void;
}

export async function openDatabase(
  config: DatabaseConfig | { driver: 'pglite'; dir: 'memory' },
  logger?: DatabaseLogger,
): Promise<DatabaseHandle> {
  if (config.driver === 'pglite') {
    // The embedded database holds everyone's data: readable by the server's user only.
    if (config.dir !== 'memory') mkdirSync(config.dir, { recursive: true, mode: 0o700 });
    // Trigram and btree_gin indexes serve the talent search; PGlite ships them as loadable extensions.
    const extensions = { pg_trgm, btree_gin };
    const client = config.dir === 'memory' ? new PGlite({ extensions }) : new PGlite(config.dir, { extensions });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return { driver: 'pglite', db, close: () => client.close() };
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolMax,
    connectionTimeoutMillis: config.connectTimeoutMs,
    idleTimeoutMillis: 30_000,
  });
  // An idle client dying (server restart, network cut) must not crash the process: the pool replaces it.
  pool.on('error', (error) => logger?.error({ err: error }, 'PostgreSQL pool client error'));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { driver: 'postgres', db, close: () => pool.end() };
}
