import type { Db, Tx } from '../../db/client.ts';
import { tenants } from '../../db/schema.ts';

export interface TenantRow {
  id: string;
  slug: string;
  name: string;
}

export function listTenants(tx: Tx): Promise<TenantRow[]> {
  return tx.select({ id: tenants.id, slug: tenants.slug, name: tenants.name }).from(tenants);
}

/** Owner connection only: the app role may not write reference data. */
export async function upsertTenants(db: Db | Tx, rows: Array<{ slug: string; name: string }>): Promise<void> {
  for (const row of rows) {
    await db
      .insert(tenants)
      .values(row)
      .onConflictDoUpdate({ target: tenants.slug, set: { name: row.name } });
  }
}
