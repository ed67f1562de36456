/**
 * Keeps the talent search's copies on profiles (occupation_area, language_levels; see
 * drizzle/0009_talent_search_denormalised.sql) equal to their sources, users.sector_id and
 * profile_languages. Every write of those sources calls this in its own transaction, after the write.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/* Tokens of profiles.language_levels: the language's name alone means 'has it at some level'. */

/** The token 'has this language at this FLUENCY_LEVEL id'. */
export function languageLevelToken(language: string, levelId: number): string {
  return `${language}:${levelId}`;
}
/** The token 'has some language at this FLUENCY_LEVEL id'. */
export function anyLanguageLevelToken(levelId: number): string {
  return `:${levelId}`;
}

/**
 * Recomputes both copies for these people (in the current tenant) from their sources. A talent
 * with an area or a language and no profile row gets one (the search only lists talents, and its
 * left join needs the row to find them; the profile reads treat a row of defaults as an unsaved
 * profile). Other people's rows are updated when they exist, never created: a role change to
 * Talento calls this again.
 */
export async function syncTalentSearchColumns(tx: Tx, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const ids = sql`array[${sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  // Two transactions editing one person's languages at once would each compute the tokens without
  // the other's uncommitted row, and the last upsert would win. Locking the people first makes the
  // second wait, and its next statement (a new snapshot under READ COMMITTED) sees both. NO KEY
  // UPDATE, not UPDATE: it does not conflict with the KEY SHARE locks that the language rows'
  // foreign key takes, which would deadlock two such transactions.
  await tx.execute(sql`select 1 from users where id = any(${ids}) order by id for no key update`);
  await tx.execute(sql`
    insert into profiles (tenant_id, user_id, occupation_area, language_levels)
    select u.tenant_id, u.id, u.sector_id, coalesce(k.levels, '{}'::varchar[])
    from users u
    left join lateral (
      select array_agg(distinct x order by x)::varchar[] as levels
      from profile_languages pl
      cross join lateral unnest(array[pl.name_language::text, pl.name_language || ':' || pl.general_level::text,
                                      ':' || pl.general_level::text]) as x
      where pl.tenant_id = u.tenant_id and pl.user_id = u.id
    ) k on true
    where u.id = any(${ids})
      and ((u.role = 'Talento' and (u.sector_id is not null or k.levels is not null))
           or exists (select 1 from profiles p where p.tenant_id = u.tenant_id and p.user_id = u.id))
    on conflict (tenant_id, user_id) do update
      set occupation_area = excluded.occupation_area, language_levels = excluded.language_levels`);
}
