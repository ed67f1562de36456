import type { Role } from '@ponte/shared/roles';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { optionItems, profiles, storedFiles, users } from '../../db/schema.ts';

export interface CollaboratorRow {
  id: number;
  publicId: string;
  firstName: string;
  lastName: string;
  position: string | null;
  role: string;
  email: string;
  sectorId: number | null;
  sectorLabel: string | null;
  photoKey: string | null;
}

export interface CollaboratorSearch {
  roles: readonly Role[];
  q?: string;
  sectorId?: number;
  after: { firstName: string; lastName: string; id: number } | null;
  limit: number;
}

/** Active people of the given roles, by first name, last name and id, with their photo key and sector label. */
type CollaboratorFilters = Pick<CollaboratorSearch, 'roles' | 'q' | 'sectorId'>;

function searchFilters(search: CollaboratorFilters): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [inArray(users.role, [...search.roles]), eq(users.status, 'active')];
  if (search.q) {
    const pattern = containsPattern(search.q);
    where.push(or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(users.email, pattern)));
  }
  if (search.sectorId !== undefined) where.push(eq(users.sectorId, search.sectorId));
  return where;
}

/** How many collaborators the search matches, on every page. */
export async function countCollaborators(tx: Tx, search: CollaboratorFilters): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(...searchFilters(search)));
  return row?.n ?? 0;
}

export async function searchCollaborators(tx: Tx, search: CollaboratorSearch): Promise<CollaboratorRow[]> {
  const where = searchFilters(search);
  if (search.after) {
    const { firstName, lastName, id } = search.after;
    where.push(sql`(${users.firstName}, ${users.lastName}, ${users.id}) > (${firstName}, ${lastName}, ${id})`);
  }
  return tx
    .select({
      id: users.id,
      publicId: users.publicId,
      firstName: users.firstName,
      lastName: users.lastName,
      position: users.position,
      role: users.role,
      email: users.email,
      sectorId: users.sectorId,
      sectorLabel: optionItems.labelPtBr,
      photoKey: storedFiles.storageKey,
    })
    .from(users)
    .leftJoin(profiles, and(eq(profiles.tenantId, users.tenantId), eq(profiles.userId, users.id)))
    .leftJoin(storedFiles, eq(storedFiles.id, profiles.photoFileId))
    .leftJoin(
      optionItems,
      and(
        eq(optionItems.tenantId, users.tenantId),
        eq(optionItems.id, users.sectorId),
        eq(optionItems.type, 'EMPLOYEE_SECTOR'),
      ),
    )
    .where(and(...where))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(search.limit);
}
