import type { TalentCounts } from '@ponte/shared/home.schema';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { person, personProfile, personProfileJoin, profileCompleteSql } from './profile-completeness.repository.ts';

/**
 * The tenant's active talents (the talent base's rows): how many, how many created since `since`,
 * how many with an incomplete profile. One scan of the tenant's talents, counted in SQL.
 */
export async function countTalents(tx: Tx, tenantId: string, since: Date): Promise<Omit<TalentCounts, 'since'>> {
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      newSince: sql<number>`(count(*) filter (where ${person.createdAt} >= ${since.toISOString()}::timestamptz))::int`,
      incompleteProfiles: sql<number>`(count(*) filter (where not ${profileCompleteSql()}))::int`,
    })
    .from(person)
    .leftJoin(personProfile, personProfileJoin)
    .where(and(eq(person.tenantId, tenantId), eq(person.role, 'Talento'), eq(person.status, 'active')));
  return {
    total: Number(row?.total ?? 0),
    newSince: Number(row?.newSince ?? 0),
    incompleteProfiles: Number(row?.incompleteProfiles ?? 0),
  };
}
