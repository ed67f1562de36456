import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export interface NewUser {
  tenantId: string;
  firstName: string;
  lastName: string;
  position: string | null;
  email: string;
  role: string;
  passwordHash: string;
  emailVerifiedAt: Date | null;
}

export async function insertUser(tx: Tx, user: NewUser): Promise<{ id: number; publicId: string }> {
  const [row] = await tx.insert(users).values(user).returning({ id: users.id, publicId: users.publicId });
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function countUsers(tx: Tx): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}
