import { resolve } from 'node:path';
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
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase<Schema>, options);
  }
  // A separate request connection signs in as a role of its own: it becomes a member of the app role.
  const loginRole = handle.app === handle.db ? undefined : await loginRoleOf(handle.app);
  await ensureAppRole(handle.db, loginRole);
}
