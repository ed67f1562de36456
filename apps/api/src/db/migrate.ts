import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { REPO_ROOT } from '../config.ts';
import { ensureAppRole, loginRoleOf } from './app-role.ts';
import type { DatabaseHandle, Schema } from './client.ts';

const MIGRATIONS_FOLDER = resolve(REPO_ROOT, 'apps/api/drizzle');

/** Applies the SQL migrations in apps/api/drizzle, the same files for PGlite and PostgreSQL. */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_FOLDER, migrationsSchema: 'drizzle' };
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, options);
    await ensureAppRole(handle.db, undefined);
    return;
  }
  const run = async () => {
    await migratePg(handle.db as unknown as NodePgDatabase<Schema>, options);
    // A separate request connection signs in as a role of its own: it becomes a member of the app role.
    const loginRole = handle.app === handle.db ? undefined : await loginRoleOf(handle.app);
    await ensureAppRole(handle.db, loginRole);
  };
  if (handle.app === handle.db) {
    await run();
    return;
  }
  // Several instances starting at once (ADR 0046) take turns: one transaction holds a lock while the
  // owner's other connection migrates; the next instance then finds nothing left to apply.
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await run();
  });
}

/** An arbitrary constant naming Ponte's migration lock among the database's advisory locks. */
const MIGRATION_LOCK = 7_402_615_001;
