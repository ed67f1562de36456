/**
 * The talent search. One SQL statement filters, sorts and pages in the database; the expressions
 * below match the indexes of drizzle/0008_talent_search_indexes.sql and
 * 0010_talent_search_per_tenant.sql exactly (same text, same partial predicate), which is what
 * lets PostgreSQL walk them instead of scanning. Every filter but class and the fragments reads
 * profiles only (occupation area and languages through their copies there). Under forced row-level
 * security only leakproof conditions can be index conditions, and no built-in is marked LEAKPROOF
 * (migration 0026, ADR 0042): the tenant's GIN index intersects the scalar filters (equality), and
 * skills, languages and fragments are checked on the rows they leave.
 */
import type { OptionItem } from '@ponte/shared/options.schema';
import type { SortOrder, TalentSort } from '@ponte/shared/talents.schema';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { containsPattern, foldedContains } from '../../db/like.ts';
import type { TransactionSettings } from '../../db/scope.ts';
import { optionItemOf } from '../options/options.repository.ts';

/* Tokens of profiles.language_levels, as drizzle/0015's sync_talent_search_copies writes them. */
/** The token 'has this language at this FLUENCY_LEVEL id'. */
function languageLevelToken(language: string, levelId: number): string {
  return `${language}:${levelId}`;
}
/** The token 'has some language at this FLUENCY_LEVEL id'. */
function anyLanguageLevelToken(levelId: number): string {
  return `:${levelId}`;
}

/** Only these people are listed (and the partial indexes cover only them). */
const LISTED = sql`u.role = 'Talento' and u.status = 'active'`;
/** The name fragment filter's text, folded by foldedContains (trigram index users_talent_name_fold_trgm_idx). */
const NAME_TEXT = sql`u.first_name || ' ' || u.last_name`;

export interface TalentSearch {
  tenantId: string;
  classeId?: number;
  areaOfOperation?: number;
  softSkills?: string[];
  hardSkills?: string[];
  /** Each language must be present, at one of `levelIds` when given. */
  nameLanguage?: string[];
  /** FLUENCY_LEVEL ids at or above the chosen minimum. */
  levelIds?: number[];
  city?: string;
  state?: string;
  gender?: string;
  raceColor?: string;
  pcd?: string;
  email?: string;
  phone?: string;
  name?: string;
  sort: TalentSort;
  order: SortOrder;
  /** The last row of the previous page: its sort keys (as text; null for a never-signed-in person) and id. */
  after?: { keys: (string | null)[]; id: number };
  limit: number;
}

export interface TalentRow {
  id: number;
  publicId: string;
  firstName: string;
  lastName: string;
  /** For the export (issue 16 §2); the list's page leaves them out. */
  email: string;
  city: string | null;
  lastLoginAt: string | null;
  /** The EMPLOYEE_SECTOR option of users.sector_id (null when none, or inactive). */
  occupationArea: OptionItem | null;
  softSkills: string[];
  hardSkills: string[];
  courses: string[];
  /** The sort keys as PostgreSQL prints them: put in the cursor, so the next page compares exactly. */
  sortKeys: (string | null)[];
}

function varcharArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::varchar[]`;
}

/**
 * Languages through profiles.language_levels (kept by the database, drizzle/0015): every chosen
 * language present, each at one of the level ids when a minimum is given; a minimum alone asks for
 * some language at one of those ids.
 */
function languageConditions(languages: readonly string[], levelIds: readonly number[] | undefined): SQL[] {
  if (!levelIds) return languages.length ? [sql`p.language_levels @> ${varcharArray(languages)}`] : [];
  if (!languages.length) {
    return [sql`p.language_levels && ${varcharArray(levelIds.map(anyLanguageLevelToken))}`];
  }
  return languages.map(
    (language) => sql`p.language_levels && ${varcharArray(levelIds.map((id) => languageLevelToken(language, id)))}`,
  );
}

/**
 * The filters on profile columns: the scalar ones answered by the tenant's GIN index (migrations 0010,
 * 0026), the arrays (@>, &&) checked on the rows it finds.
 */
function profileConditions(s: TalentSearch): SQL[] {
  const where: SQL[] = [];
  if (s.areaOfOperation !== undefined) where.push(sql`p.occupation_area = ${s.areaOfOperation}`);
  if (s.softSkills?.length) where.push(sql`p.soft_skills @> ${varcharArray(s.softSkills)}`);
  if (s.hardSkills?.length) where.push(sql`p.hard_skills @> ${varcharArray(s.hardSkills)}`);
  where.push(...languageConditions(s.nameLanguage ?? [], s.levelIds));
  if (s.city !== undefined) where.push(sql`p.city = ${s.city}`);
  if (s.state !== undefined) where.push(sql`p.state = ${s.state}`);
  if (s.gender !== undefined) where.push(sql`p.gender = ${s.gender}`);
  if (s.raceColor !== undefined) where.push(sql`p.race_color = ${s.raceColor}`);
  if (s.pcd !== undefined) where.push(sql`p.disability = ${s.pcd}`);
  return where;
}

/** The conditions on the person (users and their enrolments). */
function userConditions(s: TalentSearch): SQL[] {
  const where: SQL[] = [sql`u.tenant_id = ${s.tenantId}`, LISTED];
  if (s.email !== undefined) where.push(foldedContains(sql`u.email`, s.email));
  if (s.name !== undefined) where.push(foldedContains(NAME_TEXT, s.name));
  if (s.classeId !== undefined) {
    where.push(
      sql`exists (select 1 from enrolments pc where pc.tenant_id = u.tenant_id and pc.user_id = u.id and pc.classe_id = ${s.classeId})`,
    );
  }
  return where;
}

/** The conditions on the profile row (none: the person is listed whether or not it exists). */
function profileSideConditions(s: TalentSearch): SQL[] {
  const where: SQL[] = [];
  const onProfile = profileConditions(s);
  // The GIN indexes are partial, one per tenant: the planner picks one only when the query names
  // the tenant on profiles itself. (These conditions already exclude people without a profile row.)
  if (onProfile.length) where.push(sql`p.tenant_id = ${s.tenantId}`, ...onProfile);
  if (s.phone !== undefined) where.push(sql`p.phone like ${containsPattern(s.phone)}`);
  return where;
}

function talentConditions(s: TalentSearch): SQL[] {
  return [...userConditions(s), ...profileSideConditions(s)];
}

/**
 * The row's course names and occupation area come from subqueries in the select list: with ORDER
 * BY … LIMIT, PostgreSQL evaluates such costly output columns only for the rows kept, and the page
 * needs no further round trips.
 */
const COLUMNS = sql`u.id, u.public_id as "publicId", u.first_name as "firstName", u.last_name as "lastName", u.email, p.city,
  u.last_login_at as "lastLoginAt", u.last_login_at::text as "lastLoginText",
  coalesce(p.soft_skills, '{}') as "softSkills", coalesce(p.hard_skills, '{}') as "hardSkills",
  array(select c.name from enrolments pc join courses c on c.tenant_id = pc.tenant_id and c.id = pc.course_id
        where pc.tenant_id = u.tenant_id and pc.user_id = u.id order by c.name, c.id)::text[] as "courses",
  (select json_build_object('id', o.id, 'ptBr', o.label_pt_br, 'enUs', o.label_en_us, 'esMx', o.label_es_mx)
   from option_items o
   where o.tenant_id = u.tenant_id and o.id = u.sector_id and o.type = 'EMPLOYEE_SECTOR' and o.active) as "area"`;
const FROM = sql`from users u left join profiles p on p.tenant_id = u.tenant_id and p.user_id = u.id`;

interface RawRow extends Omit<TalentRow, 'sortKeys' | 'lastLoginAt' | 'occupationArea'> {
  lastLoginAt: unknown;
  lastLoginText: string | null;
  /** json_build_object, which both drivers parse. */
  area: { id: number; ptBr: string; enUs: string; esMx: string } | null;
}

/**
 * Keyset conditions and orders, as one or two ranges read in turn. Every comparison is on plain
 * columns in the index's order, so a deep page is an index range scan like the first. By last
 * sign-in, people who never signed in (null) count as the oldest: first ascending, last
 * descending; they form a range of their own (nulls do not compare), read by id.
 *
 * `sorted` is the same order written so that no index can supply it (`first_name || ''` sorts as
 * `first_name`): the fragment fallback uses it so that PostgreSQL takes the trigram index and sorts
 * the matches, instead of walking the keyset index in order on a trigram estimate that can be off
 * by thousands (the whole tenant walked for a fragment nobody has: ~200 ms against ~1 ms).
 */
interface Range {
  where: SQL | null;
  order: SQL;
  sorted: SQL;
}

function ranges(s: TalentSearch): Range[] {
  const asc = s.order === 'asc';
  const cmp = asc ? sql`>` : sql`<`;
  const dir = asc ? sql`asc` : sql`desc`;
  if (s.sort === 'name') {
    const order = sql`u.first_name ${dir}, u.last_name ${dir}, u.id ${dir}`;
    const sorted = sql`u.first_name || '' ${dir}, u.last_name || '' ${dir}, u.id + 0 ${dir}`;
    if (!s.after) return [{ where: null, order, sorted }];
    const [first, last] = s.after.keys;
    return [
      {
        where: sql`(u.first_name, u.last_name, u.id) ${cmp} (${first}::text, ${last}::text, ${s.after.id}::int)`,
        order,
        sorted,
      },
    ];
  }
  const dated = (after: SQL | null): Range => ({
    where: after ? sql`u.last_login_at is not null and ${after}` : sql`u.last_login_at is not null`,
    order: sql`u.last_login_at ${dir}, u.id ${dir}`,
    sorted: sql`u.last_login_at + interval '0 seconds' ${dir}, u.id + 0 ${dir}`,
  });
  const never = (after: SQL | null): Range => ({
    where: after ? sql`u.last_login_at is null and ${after}` : sql`u.last_login_at is null`,
    order: sql`u.id ${dir}`,
    sorted: sql`u.id + 0 ${dir}`,
  });
  const key = s.after?.keys[0];
  if (!s.after) return asc ? [never(null), dated(null)] : [dated(null), never(null)];
  if (key === null || key === undefined) {
    const rest = never(sql`u.id ${cmp} ${s.after.id}::int`);
    return asc ? [rest, dated(null)] : [rest];
  }
  const rest = dated(sql`(u.last_login_at, u.id) ${cmp} (${key}::timestamptz, ${s.after.id}::int)`);
  return asc ? [rest] : [rest, never(null)];
}

/**
 * For the search's transaction (ScopedDatabase.inTenant's settings). The default random_page_cost
 * (4) prices an index probe as a disk seek, which made the planner hash a whole language list (tens
 * of thousands of rows) instead of probing the few candidates the profile index found. Languages
 * are in that index since migration 0009, but the class EXISTS still joins per candidate. The talent
 * tables fit in memory (docs/performance.md): price them so.
 */
export const TALENT_SEARCH_SETTINGS: TransactionSettings = { random_page_cost: '1.1' };

/**
 * How many people in page order a fragment search reads before it falls back to the trigram indexes.
 * A fragment that nobody has costs the whole window (~15 ms at 8,000); one whose matches cluster past
 * it ('maria', all named Maria) costs the fallback's sort of every match. docs/performance.md.
 */
const WALK_WINDOW = 8000;

/** One page (limit rows, plus one to tell whether another page follows). */
/**
 * How many talents the search matches, counted no further than `cap` + 1: past a thousand the exact
 * figure helps nobody, and counting every match of a broad fragment search on a large tenant would
 * cost more than the page itself.
 */
export async function countTalents(tx: Tx, s: TalentSearch, cap: number): Promise<number> {
  const where = [...userConditions(s), ...profileSideConditions(s)];
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      select count(*)::int as n from (select 1 ${FROM} where ${sql.join(where, sql` and `)} limit ${cap + 1}) matches`),
  );
  return row?.n ?? 0;
}

export async function searchTalents(tx: Tx, s: TalentSearch): Promise<TalentRow[]> {
  const onUser = userConditions(s);
  const onProfile = profileSideConditions(s);
  const conditions = [...onUser, ...onProfile];
  const fragment = s.name !== undefined || s.email !== undefined;
  const out: TalentRow[] = [];
  for (const range of ranges(s)) {
    const want = s.limit + 1 - out.length;
    if (want <= 0) break;
    const where = range.where ? [...conditions, range.where] : conditions;
    let rows: RawRow[] | null = null;
    if (fragment) {
      // Fragment filters: the planner's trigram estimates are far too low for common fragments
      // ('silva'), so it fetches and sorts every match. Reading the next WALK_WINDOW people in page
      // order and filtering those first answers such searches from the keyset index; only when the
      // window holds too few matches does the full search run.
      const base = [sql`u.tenant_id = ${s.tenantId}`, LISTED, ...(range.where ? [range.where] : [])];
      const window = sql`(select u.* from users u where ${sql.join(base, sql` and `)} order by ${range.order} limit ${WALK_WINDOW})`;
      const within =
        onProfile.length === 0
          ? await pageOf(
              tx,
              sql`select u.* from ${window} u where ${sql.join(onUser, sql` and `)} order by ${range.order} limit ${want}`,
              range.order,
            )
          : rowsOf<RawRow>(
              await tx.execute(sql`
                select ${COLUMNS}
                from ${window} u
                left join profiles p on p.tenant_id = u.tenant_id and p.user_id = u.id
                where ${sql.join(where, sql` and `)}
                order by ${range.order}
                limit ${want}`),
            );
      if (within.length === want) rows = within;
      // Too rare for the window: the matches through the trigram index, sorted (`range.sorted`).
      // With no profile filter, people are sorted before their profiles are joined, so only the
      // page's rows read one (10,000 matches: ~40 ms instead of ~115 ms).
      if (!rows && onProfile.length === 0) {
        const matching = range.where ? [...onUser, range.where] : onUser;
        rows = await pageOf(
          tx,
          sql`select u.* from users u where ${sql.join(matching, sql` and `)} order by ${range.sorted} limit ${want}`,
          range.order,
        );
      }
    }
    rows ??= rowsOf<RawRow>(
      await tx.execute(sql`
        select ${COLUMNS} ${FROM}
        where ${sql.join(where, sql` and `)}
        order by ${fragment ? range.sorted : range.order}
        limit ${want}`),
    );
    for (const r of rows) {
      out.push({
        id: r.id,
        publicId: r.publicId,
        firstName: r.firstName,
        lastName: r.lastName,
        email: r.email,
        city: r.city,
        lastLoginAt: r.lastLoginAt === null ? null : toIso(r.lastLoginAt),
        occupationArea: r.area && optionItemOf(r.area),
        softSkills: r.softSkills,
        hardSkills: r.hardSkills,
        courses: r.courses,
        sortKeys: s.sort === 'name' ? [r.firstName, r.lastName] : [r.lastLoginText],
      });
    }
  }
  return out;
}

/** The page's rows for these people (a query over users aliased u), with their profiles. */
async function pageOf(tx: Tx, people: SQL, order: SQL): Promise<RawRow[]> {
  return rowsOf<RawRow>(
    await tx.execute(sql`
      select ${COLUMNS}
      from (${people}) u
      left join profiles p on p.tenant_id = u.tenant_id and p.user_id = u.id
      order by ${order}`),
  );
}

/** The first page's SQL of a search, for EXPLAIN ANALYZE in the benchmark. */
export async function explainTalentSearch(tx: Tx, s: TalentSearch): Promise<string> {
  const [range] = ranges(s);
  const where = talentConditions(s);
  if (range?.where) where.push(range.where);
  const result = await tx.execute(sql`explain (analyze, buffers) select ${COLUMNS} ${FROM}
    where ${sql.join(where, sql` and `)}
    order by ${range?.order ?? sql`u.id`} limit ${s.limit + 1}`);
  return rowsOf<{ 'QUERY PLAN': string }>(result)
    .map((r) => r['QUERY PLAN'])
    .join('\n');
}

function toIso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface ClassRow {
  id: number;
  name: string;
  courseId: number;
  courseName: string;
}

export async function listClasses(tx: Tx): Promise<ClassRow[]> {
  const result = await tx.execute(sql`
    select cl.id, cl.name, c.id as "courseId", c.name as "courseName"
    from classes cl join courses c on c.tenant_id = cl.tenant_id and c.id = cl.course_id
    order by c.name, cl.name, cl.id`);
  return rowsOf<ClassRow>(result);
}

export async function classExists(tx: Tx, classeId: number): Promise<boolean> {
  const result = await tx.execute(sql`select 1 from classes where id = ${classeId}`);
  return rowsOf(result).length > 0;
}

/** FLUENCY_LEVEL options with their position (level order). */
export async function fluencyLevels(tx: Tx): Promise<{ id: number; position: number }[]> {
  const result = await tx.execute(
    sql`select id, position from option_items where type = 'FLUENCY_LEVEL' order by position, id`,
  );
  return rowsOf(result);
}

const TAGS_MAX = 500;
/** Brazil has 5,570 municipalities; foreign cities are rare among talents. */
const CITIES_MAX = 6000;

/** Distinct values in use among the listed talents (for the filter panel). */
export async function tagsInUse(tx: Tx, tenantId: string, column: 'soft_skills' | 'hard_skills'): Promise<string[]> {
  const col = sql.raw(`p.${column}`);
  const result = await tx.execute(sql`
    select distinct t.tag from profiles p
    join users u on u.tenant_id = p.tenant_id and u.id = p.user_id
    cross join lateral unnest(${col}) as t(tag)
    where p.tenant_id = ${tenantId} and ${LISTED}
    order by t.tag limit ${TAGS_MAX}`);
  return rowsOf<{ tag: string }>(result).map((r) => r.tag);
}

export async function citiesInUse(tx: Tx, tenantId: string): Promise<{ city: string; state: string | null }[]> {
  const result = await tx.execute(sql`
    select distinct p.city, p.state from profiles p
    join users u on u.tenant_id = p.tenant_id and u.id = p.user_id
    where p.tenant_id = ${tenantId} and ${LISTED} and p.city is not null and p.city <> ''
    order by p.city, p.state limit ${CITIES_MAX}`);
  return rowsOf(result);
}
