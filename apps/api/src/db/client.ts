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
  /**
   * The owner: migrations, the app role and its grants, the reference data written at start, and
   * tests' assertions. Never a request's.
   */
  db: Db;
  /**
   * What requests run on. PostgreSQL: the DATABASE_URL pool, whose login role is neither owner nor
   * superuser and can become nothing but the app role (ADR 0042). PGlite: the one connection, whose
   * only user is a superuser; each transaction still drops to the app role (ADR 0003).
   */
  app: Db;
  /** Ends the owner's connections once start-up is done (a no-op when there is only one pool). */
  closeOwner(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tar, which `loadDataDir` opens again (the tests' prepared copy). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * PGlite only: `onWrite` runs after every committed write to a session or a person (migration 0037), before
   * the writer's own code goes on. Answers the function that stops it. The one process owning the database
   * hears every write, which is what lets it keep session answers (SessionCheckCache).
   */
  watchSessionRows?(onWrite: () => void): Promise<() => Promise<void>>;
}

export interface DatabaseLogger {
  error(obj: object, msg: string): void;
}

/** The database settings of the config (DatabaseConfig), or a test's in-memory PGlite. */
export type OpenDatabaseConfig =
  | { driver: 'pglite'; dir: string; loadDataDir?: Blob }
  | {
      driver: 'postgres';
      url: string;
      migrationUrl?: string;
      poolMax: number;
      connectTimeoutMs: number;
      poolWaitMs?: number;
    };

/** How long a query waits for a free connection of a busy pool unless told (DATABASE_POOL_WAIT_MS). */
export const POOL_WAIT_MS_DEFAULT = 30_000;

export async function openDatabase(
  config: OpenDatabaseConfig | DatabaseConfig,
  logger?: DatabaseLogger,
): Promise<DatabaseHandle> {
  if (config.driver === 'pglite') {
    // The embedded database holds everyone's data: readable by the server's user only.
    if (config.dir !== 'memory') mkdirSync(config.dir, { recursive: true, mode: 0o700 });
    // Trigram and btree_gin indexes serve the talent search; PGlite ships them as loadable extensions.
    const extensions = { pg_trgm, btree_gin };
    const loadDataDir = 'loadDataDir' in config ? config.loadDataDir : undefined;
    const client =
      config.dir === 'memory'
        ? new PGlite({ extensions, ...(loadDataDir ? { loadDataDir } : {}) })
        : new PGlite(config.dir, { extensions });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      driver: 'pglite',
      db,
      app: db,
      closeOwner: async () => {},
      close: () => client.close(),
      dumpDataDir: () => client.dumpDataDir('none'),
      watchSessionRows: async (onWrite) => {
        // A setting of this connection's session: the only connection there is, so every writer notifies.
        await client.exec(`set app.session_watch = 'on'`);
        return client.listen('session_rows', onWrite);
      },
    };
  }
  const { connectTimeoutMs } = config;
  /** A new connection gives up after the connect timeout: a database out of reach answers 503 quickly. */
  class ConnectingClient extends pg.Client {
    constructor(options?: pg.ClientConfig) {
      super({ ...options, connectionTimeoutMillis: connectTimeoutMs });
    }
  }
  const openPool = (url: string, max: number) => {
    const pool = new pg.Pool({
      connectionString: url,
      max,
      Client: ConnectingClient as unknown as new () => pg.ClientBase,
      // pg-pool bounds both connecting and waiting for a free client of a full pool by this one option.
      // Waiting is no sign of a database out of reach (a burst of requests on a healthy one, issue 15's
      // load: 503s after 5 s in the queue), so it has a bound of its own; connecting keeps the connect
      // timeout through the client above.
      connectionTimeoutMillis: config.poolWaitMs ?? POOL_WAIT_MS_DEFAULT,
      idleTimeoutMillis: 30_000,
    });
    // An idle client dying (server restart, network cut) must not crash the process: the pool replaces it.
    pool.on('error', (error) => logger?.error({ err: error }, 'PostgreSQL pool client error'));
    return pool;
  };
  const appPool = openPool(config.url, config.poolMax);
  const app = drizzlePg(appPool, { schema }) as unknown as Db;
  const migrationUrl = config.migrationUrl ?? config.url;
  if (migrationUrl === config.url) {
    return { driver: 'postgres', db: app, app, closeOwner: async () => {}, close: () => appPool.end() };
  }
  // Start-up work only: two connections are plenty.
  const ownerPool = openPool(migrationUrl, 2);
  let ownerOpen = true;
  const closeOwner = async () => {
    if (!ownerOpen) return;
    ownerOpen = false;
    await ownerPool.end();
  };
  return {
    driver: 'postgres',
    db: drizzlePg(ownerPool, { schema }) as unknown as Db,
    app,
    closeOwner,
    close: async () => {
      await Promise.all([closeOwner(), appPool.end()]);
    },
  };
}
