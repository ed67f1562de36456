import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

const BATCH = 500;

/** The tenant's active talents, oldest first (a stable order for a seeded generator). */
export async function listTalentIds(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'Talento'), eq(users.status, 'active')))
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}

export interface TalentActivity {
  userId: number;
  lastLoginAt: Date | null;
  sectorId: number | null;
}

/** Sets last sign-in and occupation area in one statement per batch (a VALUES join, not one UPDATE per person). */
export async function updateTalentActivity(tx: Tx, rows: readonly TalentActivity[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const values = batch.map(
      (r) => sql`(${r.userId}::int, ${r.lastLoginAt?.toISOString() ?? null}::timestamptz, ${r.sectorId}::int)`,
    );
    await tx.execute(sql`
      update users u set last_login_at = v.last_login_at, sector_id = v.sector_id
      from (values ${sql.join(values, sql`, `)}) as v(id, last_login_at, sector_id)
      where u.id = v.id`);
  }
}
