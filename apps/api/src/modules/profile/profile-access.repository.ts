import type { Role } from '@ponte/shared/roles';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { companies, users } from '../../db/schema.ts';
import type { AccountRef } from '../../domain/person.ts';

export interface ProfileOwner extends AccountRef {
  position: string | null;
  role: Role;
  status: string;
  companyId: number | null;
  /** The company's trade name, shown fixed on the professional profile. */
  companyName: string | null;
  sectorId: number | null;
  companyRelationshipIds: number[];
}

/** Row-level security already limits the lookup to the request's tenant: another tenant's id finds nothing. */
export async function findProfileOwner(tx: Tx, publicId: string): Promise<ProfileOwner | null> {
  const [row] = await tx
    .select({
      id: users.id,
      publicId: users.publicId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      position: users.position,
      role: users.role,
      status: users.status,
      companyId: users.companyId,
      companyName: companies.tradeName,
      sectorId: users.sectorId,
      companyRelationshipIds: users.companyRelationshipIds,
    })
    .from(users)
    .leftJoin(companies, and(eq(companies.tenantId, users.tenantId), eq(companies.id, users.companyId)))
    .where(eq(users.publicId, publicId))
    .limit(1);
  return row ? { ...row, role: row.role as Role } : null;
}
