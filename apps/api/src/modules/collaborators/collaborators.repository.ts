import type { CollaboratorSort } from '@ponte/shared/collaborators.schema';
import type { SortOrder } from '@ponte/shared/list-query';
import type { Role } from '@ponte/shared/roles';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { KEY_THEN, keyset } from '../../db/keyset.ts';
import { foldedContains } from '../../db/like.ts';
import { optionItems, profiles, storedFiles, users } from '../../db/schema.ts';
import { employeeSectorJoin } from '../options/options.repository.ts';

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
  sort: CollaboratorSort;
  order: SortOrder;
  /** Keyset position: the previous page's last (sort key, id). */
  after: { key: string; id: number } | null;
  limit: number;
}

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
/** In reading order (the names' und-x-icu collation, drizzle/0014); people without a position last. */
const SORT_KEYS: Record<CollaboratorSort, SQL<string>> = {
  name: fullName,
  position: sql<string>`(case when coalesce(${users.position}, '') = '' then '2' else '1' || ${users.position} end || ${KEY_THEN} || ${fullName}) collate "und-x-icu"`,
};

type CollaboratorFilters = Pick<CollaboratorSearch, 'roles' | 'q' | 'sectorId'>;

function searchFilters(search: CollaboratorFilters): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [inArray(users.role, [...search.roles]), eq(users.status, 'active')];
  if (search.q) {
    where.push(
      or(
        foldedContains(sql`${users.firstName} || ' ' || ${users.lastName}`, search.q),
        foldedContains(users.email, search.q),
      ),
    );
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

/** One page by keyset, each row with its sort key (the next cursor is the last one's). */
export async function searchCollaborators(
  tx: Tx,
  search: CollaboratorSearch,
): Promise<(CollaboratorRow & { sortKey: string })[]> {
  const key = SORT_KEYS[search.sort];
  const page = keyset(key, users.id, search.order, search.after);
  return tx
    .select({
      sortKey: key,
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
    .leftJoin(optionItems, employeeSectorJoin(optionItems, users))
    .where(and(...searchFilters(search), page.where))
    .orderBy(...page.orderBy)
    .limit(search.limit);
}
