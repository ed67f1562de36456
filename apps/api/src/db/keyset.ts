import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

export type SortOrder = 'asc' | 'desc';

/**
 * The one keyset of a sortable list: rows ordered by a text sort key then id, both in the chosen
 * direction, and "after" meaning strictly past the previous page's last (key, id). A sort key is an
 * expression whose collation decides the order (names carry und-x-icu, drizzle/0014), so the same
 * expression must serve the ORDER BY, the comparison and the cursor. A key that may be null is
 * coalesced by its caller: row comparisons with null answer null and would end the list early.
 */
export function keyset(
  key: SQL<string> | AnyColumn,
  id: AnyColumn | SQL<number>,
  order: SortOrder,
  after: { key: string; id: number } | null,
): { where: SQL | undefined; orderBy: SQL[] } {
  const desc = order === 'desc';
  const where = after
    ? desc
      ? sql`(${key}, ${id}) < (${after.key}, ${after.id})`
      : sql`(${key}, ${id}) > (${after.key}, ${after.id})`
    : undefined;
  const orderBy = desc ? [sql`${key} desc`, sql`${id} desc`] : [sql`${key} asc`, sql`${id} asc`];
  return { where, orderBy };
}
