import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

export async function ping(tx: Tx): Promise<void> {
  await tx.execute(sql`select 1`);
}
