import { and, desc, eq, like } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** The generated talents last written (the crowd's addresses end in .demo like everyone's, but not role@). */
export async function newestCrowdTalents(tx: Tx, count: number): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'Talento'), like(users.email, '%.%@%')))
    .orderBy(desc(users.id))
    .limit(count);
  return rows.map((r) => r.id);
}
