import { MENTOR_ROLES } from '@ponte/shared/roles';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { foldedContains } from '../../db/like.ts';
import type { PersonRow } from './mentoring.repository.ts';

/** A person card's row plus what the linking dialog reads of a mentor. */
export interface MentorRow extends PersonRow {
  mentorAreaIds: number[];
  skills: string[];
  load: number;
  capacity: number;
  available: boolean;
}

export interface MentorSearch {
  search?: string;
  area?: number;
  skills?: string[];
  includeUnavailable: boolean;
  limit: number;
}

const roleList = sql.join(
  MENTOR_ROLES.map((r) => sql`${r}`),
  sql`, `,
);

/**
 * Who is a mentor (alias u): an active person of one of MENTOR_ROLES. With `mentorAvailable`, the one
 * definition the linking dialog, the suggestions and the analytics' mentor load share.
 */
export const mentorScope = sql`u.role in (${roleList}) and u.status = 'active'`;

/**
 * An available mentor (the mentor's profile as alias p, left-joined): one who said so in their
 * professional profile. A mentor without a profile is not available.
 */
export const mentorAvailable = sql`coalesce(p.mentoring_availability, 'N') = 'S'`;

/**
 * The tenant's mentors (MENTOR_ROLES, active) as cards, with their load (mentorships in progress).
 * Row-level security keeps every table to the request's tenant.
 */
const MENTOR_SELECT = sql`
  select u.id, u.public_id as "publicId", u.first_name as "firstName", u.last_name as "lastName",
         u.position, u.role, u.email, u.sector_id as "sectorId", o.label_pt_br as "sectorLabel",
         f.storage_key as "photoKey",
         coalesce(p.mentor_area_ids, '{}') as "mentorAreaIds",
         coalesce(p.soft_skills, '{}') || coalesce(p.hard_skills, '{}') as skills,
         coalesce(l.load, 0)::int as load,
         coalesce(p.mentoring_capacity, 3) as capacity,
         ${mentorAvailable} as available`;

const MENTOR_FROM = sql`
  from users u
  left join profiles p on p.tenant_id = u.tenant_id and p.user_id = u.id
  left join stored_files f on f.id = p.photo_file_id
  left join option_items o on o.tenant_id = u.tenant_id and o.id = u.sector_id and o.type = 'EMPLOYEE_SECTOR'
  left join lateral (
    select count(*) as load from mentorship_requests m
    where m.tenant_id = u.tenant_id and m.mentor_id = u.id and m.status = 'EM_ANDAMENTO'
  ) l on true`;

export async function searchMentors(tx: Tx, search: MentorSearch): Promise<{ rows: MentorRow[]; total: number }> {
  const where: SQL[] = [mentorScope];
  if (!search.includeUnavailable) where.push(mentorAvailable);
  if (search.search) {
    const name = foldedContains(sql`u.first_name || ' ' || u.last_name`, search.search);
    where.push(sql`(${name} or ${foldedContains(sql`u.email`, search.search)})`);
  }
  if (search.area !== undefined) where.push(sql`p.mentor_area_ids @> array[${search.area}]::integer[]`);
  if (search.skills && search.skills.length > 0) {
    const wanted = sql`array[${sql.join(
      search.skills.map((s) => sql`${s}`),
      sql`, `,
    )}]::varchar[]`;
    where.push(sql`(coalesce(p.soft_skills, '{}') || coalesce(p.hard_skills, '{}')) @> ${wanted}`);
  }
  const result = await tx.execute(sql`
    ${MENTOR_SELECT}, (count(*) over ())::int as total
    ${MENTOR_FROM}
    where ${sql.join(where, sql` and `)}
    order by lower(u.first_name || ' ' || u.last_name), u.id
    limit ${search.limit}`);
  const rows = (result as unknown as { rows: (MentorRow & { total: number })[] }).rows;
  return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]?.total ?? 0 };
}

/** One mentor as a card, or null when the id is not an active mentor of the tenant. */
export async function findMentor(tx: Tx, id: number): Promise<MentorRow | null> {
  const result = await tx.execute(sql`
    ${MENTOR_SELECT}
    ${MENTOR_FROM}
    where ${mentorScope} and u.id = ${id}`);
  const rows = (result as unknown as { rows: MentorRow[] }).rows;
  return rows[0] ?? null;
}

export interface SuggestionRow extends MentorRow {
  score: number;
  areaMatch: boolean;
  sharedSkills: string[];
  sharedLanguages: string[];
  periodMatch: boolean;
  sameState: boolean;
  sameCity: boolean;
  behaviourComplement: boolean;
  freeCapacity: number;
}

/**
 * The best available mentors for a request, scored in the database (weights in ADR 0026):
 * area 30, shared skills 7 each up to 3, a shared sign language 15 (another shared language 5),
 * period 8, same state 4 and city 4, complementary behavioural profiles 8, free capacity up to 10.
 */
export async function suggestMentors(tx: Tx, requestId: number, limit: number): Promise<SuggestionRow[]> {
  const result = await tx.execute(sql`
    with req as (
      select r.user_id, r.area_option_id as area, r.period,
             coalesce(tp.soft_skills, '{}') || coalesce(tp.hard_skills, '{}') as skills,
             array(select x from unnest(coalesce(tp.language_levels, '{}')) x
                   where position(':' in x) = 0 and x <> 'PORTUGUESE') as langs,
             tp.state, tp.city,
             (select b.dominant from behavioural_test_attempts b
               where b.tenant_id = r.tenant_id and b.user_id = r.user_id order by b.taken_at desc limit 1) as dominant
      from mentorship_requests r
      left join profiles tp on tp.tenant_id = r.tenant_id and tp.user_id = r.user_id
      where r.id = ${requestId}
    ),
    cand as (
      ${MENTOR_SELECT},
             p.language_levels, p.state, p.city, p.shift,
             (select b.dominant from behavioural_test_attempts b
               where b.tenant_id = u.tenant_id and b.user_id = u.id order by b.taken_at desc limit 1) as dominant
      ${MENTOR_FROM}
      where ${mentorScope} and ${mentorAvailable} and u.id <> (select user_id from req)
    ),
    facts as (
      select c.*,
             coalesce(req.area = any(c."mentorAreaIds"), false) as "areaMatch",
             array(select unnest(req.skills) intersect select unnest(c.skills) order by 1) as "sharedSkills",
             array(select unnest(req.langs) intersect
                   select x from unnest(coalesce(c.language_levels, '{}')) x where position(':' in x) = 0
                   order by 1) as "sharedLanguages",
             coalesce(req.period is not null and c.shift = req.period, false) as "periodMatch",
             coalesce(req.state is not null and c.state = req.state, false) as "sameState",
             coalesce(req.city is not null and c.state = req.state and c.city = req.city, false) as "sameCity",
             coalesce((req.dominant, c.dominant) in (('1','4'), ('4','1'), ('2','3'), ('3','2')), false)
               as "behaviourComplement",
             greatest(c.capacity - c.load, 0) as "freeCapacity"
      from cand c cross join req
    )
    select f."id", f."publicId", f."firstName", f."lastName", f.position, f.role, f.email, f."sectorId",
           f."sectorLabel", f."photoKey", f."mentorAreaIds", f.skills, f.load, f.capacity, f.available,
           f."areaMatch", f."sharedSkills", f."sharedLanguages", f."periodMatch", f."sameState", f."sameCity",
           f."behaviourComplement", f."freeCapacity",
           ( case when f."areaMatch" then 30 else 0 end
           + least(cardinality(f."sharedSkills"), 3) * 7
           + case when f."sharedLanguages" && array['LIBRAS','ASL']::varchar[] then 15
                  when cardinality(f."sharedLanguages") > 0 then 5 else 0 end
           + case when f."periodMatch" then 8 else 0 end
           + case when f."sameState" then 4 else 0 end
           + case when f."sameCity" then 4 else 0 end
           + case when f."behaviourComplement" then 8 else 0 end
           + case when f.capacity > 0 then round(10.0 * f."freeCapacity" / f.capacity)::int else 0 end
           )::int as score
    from facts f
    order by score desc, f.load asc, lower(f."firstName" || ' ' || f."lastName"), f.id
    limit ${limit}`);
  return (result as unknown as { rows: SuggestionRow[] }).rows;
}
