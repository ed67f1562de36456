import type { EnumOption } from '@ponte/shared/enum-options';
import type { Locale } from '@ponte/shared/locales';
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

/**
 * Between a sort key's parts: a tab, which ICU's root collation ranks below every letter, digit, space and mark,
 * so a shorter part comes before a longer one it begins ("Employee" before "Employee and mentor", "Acme" before
 * "Acme Brasil"); a '|' ranks above the space and would put them the other way round.
 */
export const KEY_THEN = sql.raw('chr(9)');

/** An instant as a sort key: text that orders as the instant does (UTC, microseconds, byte order). */
export const instantKey = (column: string): SQL<string> =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') collate "C"`) as SQL<string>;

/**
 * An enumeration's code as the label the reader sees, for a sort key (a code sorts in no language's order):
 * `case <column> when 'TEC' then 'Tecnologia' … end`, null for a null code.
 */
export function labelOf<V extends string>(
  column: SQL | AnyColumn,
  options: readonly EnumOption<V>[],
  locale: Locale,
): SQL<string> {
  const labels = sql.join(
    options.map((o) => sql`when ${o.value} then ${o.label[locale]}`),
    sql` `,
  );
  return sql<string>`(case ${column} ${labels} end)`;
}
