/**
 * Analytics (issue 16 §1; ADR 0045): every figure in SQL, from the enrolment and mentorship events, so
 * that a status is what the events say it was at each date (a correction later does not rewrite the
 * past). Periods arrive as instants: `from` inclusive, `to` exclusive (the day after the period's last,
 * at São Paulo midnight). Every query names the tenant, so the planner uses the (tenant_id, …) indexes;
 * row-level security holds it to the tenant again.
 */
import { EARLY_EVASION_DAYS, ENGAGEMENT_DAYS, ON_TIME_DAYS } from '@ponte/shared/analytics.schema';
import { and, eq, gte, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { analyticsDigests, userSettings, users } from '../../db/schema.ts';
import {
  person,
  personProfile,
  personProfileJoin,
  profileCompleteSql,
} from '../home/profile-completeness.repository.ts';
import { mentorAvailable, mentorScope } from '../mentoring/mentors.repository.ts';
import { userLanguageJoin } from '../user-settings/user-settings.repository.ts';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface Window {
  from: Date;
  to: Date;
}

export interface EnrolmentFilter {
  courseId?: number | undefined;
  classeId?: number | undefined;
  trailId?: number | undefined;
}

/** Action-plan items (fa) with the annotation (an) that says whom they are about (an.talent_id). */
const ACTIONS_ABOUT = sql.raw(`feedback_actions fa
  join feedbacks fb on fb.tenant_id = fa.tenant_id and fb.annotation_id = fa.feedback_id
  join annotations an on an.tenant_id = fb.tenant_id and an.id = fb.annotation_id`);

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The tenant's talents whose account was created in one of `windows` (the funnel's first bar and its people). */
function talentsCreatedIn(tenantId: string, ...windows: Window[]): SQL | undefined {
  return and(
    eq(person.tenantId, tenantId),
    eq(person.role, 'Talento'),
    or(...windows.map((w) => and(gte(person.createdAt, w.from), lt(person.createdAt, w.to)))),
  );
}
/** A São Paulo date's midnight as an instant (`day` is a SQL date expression). */
const spMidnight = (day: SQL) => sql`((${day})::timestamp at time zone 'America/Sao_Paulo')`;

/** Classes (alias k) the filter keeps. */
function classFilter(f: EnrolmentFilter): SQL {
  const parts: SQL[] = [];
  if (f.courseId) parts.push(sql`k.course_id = ${f.courseId}`);
  if (f.classeId) parts.push(sql`k.id = ${f.classeId}`);
  if (f.trailId)
    parts.push(sql`k.course_id in (select tc.course_id from trail_courses tc where tc.trail_id = ${f.trailId})`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** Courses (a column expression) the filter keeps. */
function courseFilter(column: SQL, f: EnrolmentFilter): SQL {
  const parts: SQL[] = [];
  if (f.courseId) parts.push(sql`${column} = ${f.courseId}`);
  if (f.classeId) parts.push(sql`${column} = (select course_id from classes where id = ${f.classeId})`);
  if (f.trailId)
    parts.push(sql`${column} in (select tc.course_id from trail_courses tc where tc.trail_id = ${f.trailId})`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * With a class filter, what `courseFilter` widens to the class's course is narrowed to the class: the
 * person (a column naming a user) holds an enrolment in it. True without one.
 */
function personInClasse(tenant: SQL, userColumn: SQL, f: EnrolmentFilter): SQL {
  return f.classeId
    ? sql`exists (select 1 from enrolments ce where ce.tenant_id = ${tenant} and ce.classe_id = ${f.classeId}
        and ce.user_id = ${userColumn})`
    : sql`true`;
}

// --- The funnel ----------------------------------------------------------------------------------

export interface FunnelRow {
  group: string | null;
  created: number;
  complete: number;
  enrolled: number;
  completed: number;
  certified: number;
}

const BREAKDOWN_COLUMNS = {
  genero: sql`${personProfile.gender}`,
  raca: sql`${personProfile.raceColor}`,
  deficiencia: sql`${personProfile.disability}`,
  renda: sql`${personProfile.familyIncome}`,
} as const;
export type BreakdownColumn = keyof typeof BREAKDOWN_COLUMNS;

export type FunnelStep = 'created' | 'complete' | 'enrolled' | 'completed' | 'certified';

/**
 * Each funnel step as a condition on a person (alias `person`, profile `person_profile`), nested: a step
 * holds only for people who are also in the one before, so a conversion never exceeds 100%. Completed
 * (an enrolment in C) implies enrolled; certified is asked of the completed.
 */
function funnelSteps(f: EnrolmentFilter): Record<FunnelStep, SQL> {
  const inClasse = f.classeId ? sql`e.classe_id = ${f.classeId}` : sql`true`;
  const enrolment = (extra: SQL) => sql`exists (select 1 from enrolments e where e.tenant_id = ${person.tenantId}
    and e.user_id = ${person.id} and ${courseFilter(sql`e.course_id`, f)} and ${inClasse} and ${extra})`;
  const complete = profileCompleteSql();
  const completed = sql`${complete} and ${enrolment(sql`e.status = 'C'`)}`;
  return {
    created: sql`true`,
    complete,
    enrolled: sql`${complete} and ${enrolment(sql`true`)}`,
    completed,
    certified: sql`${completed} and exists (select 1 from certificates c where c.tenant_id = ${person.tenantId}
      and c.user_id = ${person.id} and c.revoked_at is null and ${courseFilter(sql`c.course_id`, f)}
      and ${personInClasse(sql`${person.tenantId}`, sql`${person.id}`, f)})`,
  };
}

/**
 * Talents created in the window → of them, profile complete → of them, at least one enrolment → one
 * completed → one certificate (not revoked): distinct people per step, by a sensitive attribute when asked.
 */
export async function funnel(
  tx: Tx,
  tenantId: string,
  window: Window,
  f: EnrolmentFilter,
  by: BreakdownColumn | null,
): Promise<FunnelRow[]> {
  const steps = funnelSteps(f);
  const count = (step: FunnelStep) => sql<number>`(count(*) filter (where ${steps[step]}))::int`;
  const group = by ? BREAKDOWN_COLUMNS[by] : sql`null`;
  const rows = await tx
    .select({
      group: sql<string | null>`${group}`,
      created: sql<number>`count(*)::int`,
      complete: count('complete'),
      enrolled: count('enrolled'),
      completed: count('completed'),
      certified: count('certified'),
    })
    .from(person)
    .leftJoin(personProfile, personProfileJoin)
    .where(talentsCreatedIn(tenantId, window))
    .groupBy(sql`1`)
    .orderBy(sql`1 nulls last`);
  return rows.map((r) => ({ ...r, created: Number(r.created) }));
}

/** Talents created in each window: the funnel's first step alone, for the summary. */
export async function talentsCreated(tx: Tx, tenantId: string, windows: readonly Window[]): Promise<number[]> {
  const [row] = await tx
    .select({
      counts: sql<number[]>`array[${sql.join(
        windows.map(
          (w) => sql`(count(*) filter (where ${and(gte(person.createdAt, w.from), lt(person.createdAt, w.to))}))::int`,
        ),
        sql`, `,
      )}]`,
    })
    .from(person)
    .where(talentsCreatedIn(tenantId, ...windows));
  return windows.map((_, i) => row?.counts[i] ?? 0);
}

// --- Classes: evasion, completion, retention -----------------------------------------------------

export interface ClassFigures {
  classeId: number;
  classe: string;
  courseId: number;
  course: string;
  start: string;
  end: string | null;
  enrolled: number;
  evaded: number;
  early: number;
  completed: number;
  onTime: number;
  /** Whether the class is one the chart is about in each of the windows asked for, in their order. */
  inWindow: boolean[];
}

type Which = 'running' | 'ended';

/** Whether class k is one a chart is about in the window: running in it, or ended in it. */
function classInWindow(window: Window, today: string, which: Which): SQL {
  const fromDay = sql`(${ts(window.from)} at time zone 'America/Sao_Paulo')::date`;
  const toDay = sql`((${ts(window.to)} at time zone 'America/Sao_Paulo')::date - 1)`;
  return which === 'running'
    ? sql`(k.start_date <= ${toDay} and coalesce(k.end_date, ${today}::date) >= ${fromDay} and k.start_date <= ${today}::date)`
    : sql`(k.end_date is not null and k.end_date >= ${fromDay} and k.end_date <= ${toDay} and k.end_date < ${today}::date)`;
}

/**
 * A class's reference instants (alias k): `ref` (the end of min(today, end): membership and status are
 * read just before it), `start_ts`, `early_ref` (start + 30 days), `on_time_ref` (end + 30 days), and
 * its weeks until min(today, end). None depends on the window, so one reading serves every window.
 */
const instants = (today: string) => sql`
  ${spMidnight(sql`least(coalesce(k.end_date, ${today}::date), ${today}::date) + 1`)} as ref,
  ${spMidnight(sql`k.start_date`)} as start_ts,
  ${spMidnight(sql`k.start_date + ${EARLY_EVASION_DAYS + 1}::int`)} as early_ref,
  ${spMidnight(sql`coalesce(k.end_date, ${today}::date) + ${ON_TIME_DAYS + 1}::int`)} as on_time_ref,
  (least(coalesce(k.end_date, ${today}::date), ${today}::date) - k.start_date) / 7 as weeks`;

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

interface ChartClasses {
  /** The classes a chart is about, in any of the windows. */
  classIds: number[];
  /** Every class of their courses: an enrolment's history may pass through any of them. */
  courseClassIds: number[];
}

/**
 * The classes a chart is about, and the classes of their courses, as lists the main query can hand
 * the planner as constants: it then counts the events it reads from their statistics, where a list
 * computed in the same query (a handful of classes, under stale statistics often estimated at one)
 * once led it into a nested loop over every event per member.
 */
async function chartClasses(
  tx: Tx,
  tenantId: string,
  windows: readonly Window[],
  today: string,
  f: EnrolmentFilter,
  which: Which,
): Promise<ChartClasses> {
  const [row] = rowsOf<ChartClasses>(
    await tx.execute(sql`
      with cls as (
        select k.id, k.course_id from classes k
        where k.tenant_id = ${tenantId} and ${classFilter(f)}
          and (${sql.join(
            windows.map((w) => classInWindow(w, today, which)),
            sql` or `,
          )})
      )
      select array(select id from cls) as "classIds",
        array(select k.id from classes k where k.tenant_id = ${tenantId}
          and k.course_id in (select course_id from cls)) as "courseClassIds"`),
  );
  return { classIds: row?.classIds ?? [], courseClassIds: row?.courseClassIds ?? [] };
}

/** The classes a chart is about (cls), with `in_window` per window asked for. */
function clsCte(tenantId: string, windows: readonly Window[], today: string, which: Which, c: ChartClasses) {
  return sql`cls as (
      select k.id, k.name, k.course_id, c.name as course_name, k.start_date, k.end_date,
        array[${sql.join(
          windows.map((w) => classInWindow(w, today, which)),
          sql`, `,
        )}] as in_window
      from classes k join courses c on c.tenant_id = k.tenant_id and c.id = k.course_id
      where k.tenant_id = ${tenantId} and k.id = any(${intArray(c.classIds)})
    )`;
}

const covers = (instant: string) => sql.raw(`h.since < ${instant} and (h.until is null or h.until >= ${instant})`);

/**
 * Each enrolment's history is read as spans: a status (and class) from its event until the next one;
 * the status at an instant is the span with since < instant <= until (an open span has no until), and
 * the open span is its status now. An enrolment is a member of class k when its span at k's `ref` is in
 * k (`own`). The spans of the events `kept`, in the order of the events' index (no sort), then with
 * their class's instants.
 */
function spans(tenantId: string, today: string, c: ChartClasses, kept: SQL) {
  return sql`
      select h.*, k.ref, k.start_ts, k.early_ref, k.on_time_ref, k.weeks,
        coalesce(${covers('k.ref')}, false) as own
      from (
        select ev.enrolment_id, ev.to_status, ev.classe_after, ev.created_at as since,
          lead(ev.created_at) over (partition by ev.enrolment_id order by ev.created_at, ev.id) as until
        from enrolment_events ev
        where ev.tenant_id = ${tenantId} and ev.classe_after = any(${intArray(c.courseClassIds)}) and ${kept}
      ) h
      left join (select k.id, ${instants(today)} from classes k
        where k.tenant_id = ${tenantId} and k.id = any(${intArray(c.classIds)})) k on k.id = h.classe_after`;
}

/**
 * The general path (members): one row per span and class the enrolment is a member of; `own` marks the
 * span that makes it a member, `status` is its status then, and the instants are the member class's.
 * A second window over the spans finds, per enrolment, the class it is a member of: exact for any
 * history, but at scale it cost more than all the rest, so the charts take it only for the enrolments
 * that changed class (see `enrolled`).
 */
function membersCte(tenantId: string, today: string, c: ChartClasses, kept: SQL) {
  return sql`history as materialized (
      select h.*,
        count(*) filter (where h.own) over e as m_count,
        max(h.classe_after) filter (where h.own) over e as m_classe,
        max(h.to_status) filter (where h.own) over e as m_status,
        max(h.start_ts) filter (where h.own) over e as m_start_ts,
        max(h.early_ref) filter (where h.own) over e as m_early_ref,
        max(h.on_time_ref) filter (where h.own) over e as m_on_time_ref,
        max(h.weeks) filter (where h.own) over e as m_weeks
      from (${spans(tenantId, today, c, kept)}) h
      window e as (partition by h.enrolment_id)
    ),
    members as (
      select h.enrolment_id, h.m_classe as classe_id, h.own, h.to_status, h.since, h.until, h.m_status as status,
        h.m_start_ts as start_ts, h.m_early_ref as early_ref, h.m_on_time_ref as on_time_ref, h.m_weeks as weeks
      from history h where h.m_count = 1
      union all
      -- Rare: a member of two classes (moved on after one ended), each span once per class.
      select h.enrolment_id, m.classe_after, h.own and h.classe_after = m.classe_after, h.to_status, h.since, h.until,
        m.to_status, m.start_ts, m.early_ref, m.on_time_ref, m.weeks
      from history h join history m on m.enrolment_id = h.enrolment_id and m.own
      where h.m_count > 1 and m.m_count > 1
    )`;
}

/**
 * The fast path: one row per enrolment of the chart's courses that is a member of one of its classes or
 * changed class. An enrolment that stayed in one class (`settled`, nearly all) is a member of it when its
 * span at the class's `ref` is in it, and every span carries that class's instants, so its figures are
 * one GROUP BY over its spans. One that changed class is only named here (`settled` false): the caller
 * reads it again on the general path, by id.
 */
function enrolledCte(tenantId: string, today: string, c: ChartClasses) {
  return sql`enrolled as (
      select h.enrolment_id, min(h.classe_after) = max(h.classe_after) as settled,
        max(h.classe_after) filter (where h.own) as classe_id,
        max(h.to_status) filter (where h.own) as status,
        bool_or(h.to_status = 'E' and ${covers('h.early_ref')}) as evaded_early,
        bool_or(h.until is null and h.to_status = 'C') as completed,
        bool_or(h.to_status = 'C' and ${covers('h.on_time_ref')}) as on_time
      from (${spans(tenantId, today, c, sql`true`)}) h
      group by h.enrolment_id
      having bool_or(h.own) or min(h.classe_after) <> max(h.classe_after)
    )`;
}

const byId = (ids: readonly number[]) => sql`ev.enrolment_id = any(${intArray(ids)})`;

interface Counts {
  classeId: number;
  enrolled: number;
  evaded: number;
  early: number;
  completed: number;
  onTime: number;
}

/**
 * Per class k: the enrolments that belonged to it at its reference instant, as the events say; of
 * those, the ones evaded then (E_k), evaded already 30 days after the start and still (early),
 * completed now (C_k) and completed by the end + 30 days (on time). A class's figures do not depend
 * on the window, so the classes of every window asked for (the period and the one before) are read
 * in one pass over the events of their courses.
 */
export async function classFigures(
  tx: Tx,
  tenantId: string,
  windows: readonly Window[],
  today: string,
  f: EnrolmentFilter,
  which: Which,
): Promise<ClassFigures[]> {
  const classes = await chartClasses(tx, tenantId, windows, today, f, which);
  if (classes.classIds.length === 0) return [];
  const rows = rowsOf<ClassFigures & { moved: number[] | null }>(
    await tx.execute(sql`
      with ${clsCte(tenantId, windows, today, which, classes)}, ${enrolledCte(tenantId, today, classes)},
      counted as (
        select case when p.settled then p.classe_id end as classe_id, count(*)::int as enrolled,
          (count(*) filter (where p.status = 'E'))::int as evaded,
          (count(*) filter (where p.status = 'E' and p.evaded_early))::int as early,
          (count(*) filter (where p.completed))::int as completed, (count(*) filter (where p.on_time))::int as on_time,
          array_agg(p.enrolment_id) filter (where not p.settled) as moved
        from enrolled p
        group by 1
      )
      select cls.id as "classeId", cls.name as classe, cls.course_id as "courseId", cls.course_name as course,
        to_char(cls.start_date, 'YYYY-MM-DD') as start, to_char(cls.end_date, 'YYYY-MM-DD') as "end",
        coalesce(counted.enrolled, 0) as enrolled, coalesce(counted.evaded, 0) as evaded,
        coalesce(counted.early, 0) as early, coalesce(counted.completed, 0) as completed,
        coalesce(counted.on_time, 0) as "onTime", cls.in_window as "inWindow",
        (select moved from counted where classe_id is null) as moved
      from cls left join counted on counted.classe_id = cls.id
      order by cls.course_name collate "und-x-icu", cls.start_date, cls.id`),
  );
  const moved = rows[0]?.moved ?? [];
  const extra = new Map<number, Counts>();
  if (moved.length > 0) {
    const on = (instant: string) => sql.raw(`m.since < m.${instant} and (m.until is null or m.until >= m.${instant})`);
    for (const row of rowsOf<Counts>(
      await tx.execute(sql`
        with ${membersCte(tenantId, today, classes, byId(moved))}
        select m.classe_id as "classeId",
          (count(*) filter (where m.own))::int as enrolled,
          (count(*) filter (where m.own and m.to_status = 'E'))::int as evaded,
          (count(*) filter (where m.status = 'E' and m.to_status = 'E' and ${on('early_ref')}))::int as early,
          (count(*) filter (where m.until is null and m.to_status = 'C'))::int as completed,
          (count(*) filter (where m.to_status = 'C' and ${on('on_time_ref')}))::int as "onTime"
        from members m where m.classe_id is not null
        group by m.classe_id`),
    ))
      extra.set(row.classeId, row);
  }
  return rows.map(({ moved: _, ...row }) => {
    const more = extra.get(row.classeId);
    if (!more) return row;
    return {
      ...row,
      enrolled: row.enrolled + more.enrolled,
      evaded: row.evaded + more.evaded,
      early: row.early + more.early,
      completed: row.completed + more.completed,
      onTime: row.onTime + more.onTime,
    };
  });
}

export interface RetentionPoint {
  classeId: number;
  classe: string;
  course: string;
  week: number;
  retained: number;
  enrolled: number;
}

/**
 * For each class running in the window and each week w since its start: its members in A or C at the
 * end of start + 7w. An enrolment that stayed in one class has its weeks in A or C stored as bits, kept
 * by the database from its events (enrolment_weeks, migration 0034); it is a member when its first event
 * precedes the class's reference instant, and the members of a class share a handful of week patterns,
 * each tested per week once. One that changed class is read on the general path, by id: each A or C span
 * of a member covers a run of weeks, summed as +1 at their first week and −1 after their last, then added
 * up week by week.
 */
export async function retention(
  tx: Tx,
  tenantId: string,
  window: Window,
  today: string,
  f: EnrolmentFilter,
  maxWeeks: number,
): Promise<RetentionPoint[]> {
  const classes = await chartClasses(tx, tenantId, [window], today, f, 'running');
  if (classes.classIds.length === 0) return [];
  const weeks = Array.from({ length: maxWeeks + 1 }, (_, w) => w);
  const grid = sql`grid as (
        select cls.*, w from cls,
          generate_series(0, least((least(coalesce(cls.end_date, ${today}::date), ${today}::date) - cls.start_date) / 7, ${maxWeeks})) as w
      )`;
  const ref = spMidnight(sql`least(coalesce(cls.end_date, ${today}::date), ${today}::date) + 1`);
  const points = rowsOf<RetentionPoint & { moved: number[] | null }>(
    await tx.execute(sql`
      with ${clsCte(tenantId, [window], today, 'running', classes)},
      patterns as (
        select w.classe_id, w.weeks_retained, count(*) as n
        from cls join enrolment_weeks w on w.tenant_id = ${tenantId} and w.classe_id = cls.id and w.first_at < ${ref}
        group by 1, 2
      ),
      counted as (
        select p.classe_id, sum(p.n)::int as enrolled,
          array[${sql.join(
            weeks.map((w) => sql`coalesce(sum(p.n) filter (where p.weeks_retained & ${2 ** w}::bigint <> 0), 0)::int`),
            sql`, `,
          )}] as retained
        from patterns p
        group by 1
      ),
      ${grid}
      select grid.id as "classeId", grid.name as classe, grid.course_name as course, grid.w as week,
        coalesce(counted.retained[grid.w + 1], 0) as retained, coalesce(counted.enrolled, 0) as enrolled,
        (select array_agg(w.enrolment_id) from enrolment_weeks w
          where w.tenant_id = ${tenantId} and w.classe_id is null
            and w.course_id in (select course_id from cls)) as moved
      from grid left join counted on counted.classe_id = grid.id
      order by grid.course_name collate "und-x-icu", grid.start_date, grid.id, grid.w`),
  );
  const moved = points[0]?.moved ?? [];
  const extra = new Map<string, { retained: number; enrolled: number }>();
  if (moved.length > 0) {
    // Days from the class start to an instant, as a number; week w's instant is start + (7w + 1) days.
    const days = (instant: string) => sql.raw(`date_part('epoch', ${instant} - m.start_ts) / 86400`);
    for (const row of rowsOf<{ classeId: number; week: number; retained: number; enrolled: number }>(
      await tx.execute(sql`
        with ${clsCte(tenantId, [window], today, 'running', classes)},
        ${membersCte(tenantId, today, classes, byId(moved))},
        runs as (
          select m.classe_id,
            greatest(0, floor((${days('m.since')} - 1) / 7)::int + 1) as first_week,
            least(least(m.weeks, ${maxWeeks}), coalesce(floor((${days('m.until')} - 1) / 7)::int, 100000)) as last_week
          from members m where m.to_status in ('A','C')
        ),
        deltas as (
          select classe_id, first_week as week, count(*) as delta from runs where first_week <= last_week group by 1, 2
          union all
          select classe_id, last_week + 1, -count(*) from runs where first_week <= last_week group by 1, 2
        ),
        sizes as (select classe_id, (count(*) filter (where own))::int as enrolled from members group by 1),
        ${grid}
        select grid.id as "classeId", grid.w as week, (coalesce(sum(d.delta), 0))::int as retained,
          coalesce(sizes.enrolled, 0) as enrolled
        from grid
        left join deltas d on d.classe_id = grid.id and d.week <= grid.w
        left join sizes on sizes.classe_id = grid.id
        group by grid.id, grid.w, sizes.enrolled`),
    ))
      extra.set(`${row.classeId}/${row.week}`, row);
  }
  return points.map(({ moved: _, ...point }) => {
    const more = extra.get(`${point.classeId}/${point.week}`);
    return more
      ? { ...point, retained: point.retained + more.retained, enrolled: point.enrolled + more.enrolled }
      : point;
  });
}

// --- Events in a window --------------------------------------------------------------------------

export interface TransitionCounts {
  created: number;
  completed: number;
  evaded: number;
}

/**
 * Enrolments created, and transitions to C and to E, in each window (one pass over the events of them
 * all). The enrolments are read only when a filter names courses: every event has its enrolment.
 */
export async function transitions(
  tx: Tx,
  tenantId: string,
  windows: readonly Window[],
  f: EnrolmentFilter,
): Promise<TransitionCounts[]> {
  const filtered = Boolean(f.courseId || f.classeId || f.trailId);
  const counts = windows.map((w, i) => {
    const inWindow = sql`ev.created_at >= ${ts(w.from)} and ev.created_at < ${ts(w.to)}`;
    return sql`(count(*) filter (where ${inWindow} and ev.kind = 'CREATED'))::int as ${sql.raw(`created_${i}`)},
        (count(*) filter (where ${inWindow} and ev.to_status = 'C' and ev.from_status is distinct from 'C'))::int as ${sql.raw(`completed_${i}`)},
        (count(*) filter (where ${inWindow} and ev.to_status = 'E' and ev.from_status is distinct from 'E'))::int as ${sql.raw(`evaded_${i}`)}`;
  });
  const [row] = rowsOf<Record<string, number>>(
    await tx.execute(sql`
      select ${sql.join(counts, sql`, `)}
      from enrolment_events ev
      where ev.tenant_id = ${tenantId} and (${sql.join(
        windows.map((w) => sql`(ev.created_at >= ${ts(w.from)} and ev.created_at < ${ts(w.to)})`),
        sql` or `,
      )})
        and ${
          filtered
            ? sql`exists (select 1 from enrolments e where e.tenant_id = ev.tenant_id and e.id = ev.enrolment_id
                and ${courseFilter(sql`e.course_id`, f)})
                and ${f.classeId ? sql`ev.classe_after = ${f.classeId}` : sql`true`}`
            : sql`true`
        }`),
  );
  return windows.map((_, i) => ({
    created: row?.[`created_${i}`] ?? 0,
    completed: row?.[`completed_${i}`] ?? 0,
    evaded: row?.[`evaded_${i}`] ?? 0,
  }));
}

export interface ReasonRow {
  courseId: number;
  course: string;
  reasonId: number | null;
  reason: string | null;
  evasions: number;
}

/** Transitions to E in the window by course and reason (its label in the reader's language). */
export async function evasionReasons(
  tx: Tx,
  tenantId: string,
  window: Window,
  f: EnrolmentFilter,
  labelColumn: 'label_pt_br' | 'label_en_us' | 'label_es_mx',
): Promise<ReasonRow[]> {
  return rowsOf<ReasonRow>(
    await tx.execute(sql`
      select c.id as "courseId", c.name as course, ev.reason_id as "reasonId", o.${sql.raw(labelColumn)} as reason,
        count(*)::int as evasions
      from enrolment_events ev
      join enrolments e on e.tenant_id = ev.tenant_id and e.id = ev.enrolment_id
      join courses c on c.tenant_id = e.tenant_id and c.id = e.course_id
      left join option_items o on o.tenant_id = ev.tenant_id and o.id = ev.reason_id and o.type = 'EVASION_REASON'
      where ev.tenant_id = ${tenantId} and ev.to_status = 'E' and ev.from_status is distinct from 'E'
        and ev.created_at >= ${ts(window.from)} and ev.created_at < ${ts(window.to)}
        and ${courseFilter(sql`e.course_id`, f)} and ${f.classeId ? sql`ev.classe_after = ${f.classeId}` : sql`true`}
      group by c.id, c.name, ev.reason_id, o.${sql.raw(labelColumn)}
      order by c.name collate "und-x-icu", evasions desc, ev.reason_id nulls last`),
  );
}

// --- At risk -------------------------------------------------------------------------------------

export interface AtRiskRow {
  publicId: string;
  firstName: string;
  lastName: string;
  course: string;
  classe: string;
  inactive: boolean;
  overdueAction: boolean;
  failedQuiz: boolean;
  lastActivity: string | null;
}

/**
 * Active enrolments (A) in classes started at least 14 days ago whose person has been inactive for 21
 * days (no sign-in, enrolment change or quiz attempt), has an overdue action, or failed a graded quiz
 * 14 days ago and has not tried it again.
 */
export async function atRisk(
  tx: Tx,
  tenantId: string,
  now: Date,
  today: string,
  f: EnrolmentFilter,
): Promise<AtRiskRow[]> {
  return rowsOf<AtRiskRow>(
    await tx.execute(sql`
      with active as (
        select e.user_id, e.course_id, k.name as classe, c.name as course, u.public_id, u.first_name, u.last_name,
          greatest(u.last_login_at, e.updated_at, tried.last_at) as last_activity,
          exists (select 1 from ${ACTIONS_ABOUT}
            where an.tenant_id = e.tenant_id and an.talent_id = e.user_id and not fa.is_done
              and fa.end_date < ${today}::date) as overdue_action,
          exists (select 1 from quiz_attempts a join quizzes z on z.tenant_id = a.tenant_id and z.id = a.quiz_id
            where a.tenant_id = e.tenant_id and a.user_id = e.user_id and z.purpose = 'graded' and a.passed = false
              -- A quiz of a course (or of one of its classes) puts that enrolment at risk, not the person's others.
              and coalesce(z.target_course_id, (select qk.course_id from classes qk
                where qk.tenant_id = z.tenant_id and qk.id = z.target_classe_id), e.course_id) = e.course_id
              and a.submitted_at < ${ts(new Date(now.getTime() - 14 * 86_400_000))}
              and not exists (select 1 from quiz_attempts b where b.tenant_id = a.tenant_id and b.quiz_id = a.quiz_id
                and b.user_id = a.user_id and b.number > a.number)
              and not exists (select 1 from quiz_attempts p where p.tenant_id = a.tenant_id and p.quiz_id = a.quiz_id
                and p.user_id = a.user_id and p.passed)) as failed_quiz
        from enrolments e
        join classes k on k.tenant_id = e.tenant_id and k.id = e.classe_id
        join courses c on c.tenant_id = e.tenant_id and c.id = e.course_id
        join users u on u.tenant_id = e.tenant_id and u.id = e.user_id and u.status = 'active'
        -- One aggregate of the attempts rather than a look-up per enrolment (0.007 ms each, 300 ms at scale).
        left join (select a.user_id, max(a.submitted_at) as last_at from quiz_attempts a
          where a.tenant_id = ${tenantId} group by a.user_id) tried on tried.user_id = e.user_id
        where e.tenant_id = ${tenantId} and e.status = 'A' and k.start_date <= ${today}::date - 14 and ${classFilter(f)}
      )
      select public_id as "publicId", first_name as "firstName", last_name as "lastName", course, classe,
        coalesce(last_activity < ${ts(new Date(now.getTime() - 21 * 86_400_000))}, true) as inactive,
        overdue_action as "overdueAction", failed_quiz as "failedQuiz",
        to_char(last_activity at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as "lastActivity"
      from active
      where coalesce(last_activity < ${ts(new Date(now.getTime() - 21 * 86_400_000))}, true) or overdue_action or failed_quiz
      order by (first_name || ' ' || last_name) collate "und-x-icu", course collate "und-x-icu"`),
  );
}

// --- Mentoring -----------------------------------------------------------------------------------

const areaFilter = (area: number | undefined) => (area ? sql`r.area_option_id = ${area}` : sql`true`);

export interface WaitFigures {
  median: number | null;
  p90: number | null;
  linked: number;
}

/** Days from request to its first link, for requests first linked in each window (one pass for all). */
export async function timeToMentor(
  tx: Tx,
  tenantId: string,
  windows: readonly Window[],
  area?: number,
): Promise<WaitFigures[]> {
  const days = sql`extract(epoch from linked_at - created_at) / 86400`;
  const figures = windows.map((w, i) => {
    const inWindow = sql`linked_at >= ${ts(w.from)} and linked_at < ${ts(w.to)}`;
    return sql`percentile_cont(0.5) within group (order by ${days}) filter (where ${inWindow}) as ${sql.raw(`median_${i}`)},
        percentile_cont(0.9) within group (order by ${days}) filter (where ${inWindow}) as ${sql.raw(`p90_${i}`)},
        (count(*) filter (where ${inWindow}))::int as ${sql.raw(`linked_${i}`)}`;
  });
  const [row] = rowsOf<Record<string, number | string | null>>(
    await tx.execute(sql`
      with first_link as (
        select r.id, r.created_at, min(ev.created_at) as linked_at
        from mentorship_requests r
        join mentorship_events ev on ev.tenant_id = r.tenant_id and ev.request_id = r.id and ev.kind = 'LINKED'
        where r.tenant_id = ${tenantId} and ${areaFilter(area)}
        group by r.id, r.created_at
      )
      select ${sql.join(figures, sql`, `)}
      from first_link`),
  );
  const number = (v: number | string | null | undefined) => (v == null ? null : Number(v));
  return windows.map((_, i) => ({
    median: number(row?.[`median_${i}`]),
    p90: number(row?.[`p90_${i}`]),
    linked: Number(row?.[`linked_${i}`] ?? 0),
  }));
}

/** The waiting list now, by age: 0–7, 8–30 and more than 30 days. */
export async function waitingByAge(tx: Tx, tenantId: string, now: Date, area?: number) {
  const [row] = rowsOf<{ week: number; month: number; older: number }>(
    await tx.execute(sql`
      select (count(*) filter (where age <= 7))::int as week, (count(*) filter (where age > 7 and age <= 30))::int as month,
        (count(*) filter (where age > 30))::int as older
      from (select extract(epoch from ${ts(now)} - r.created_at) / 86400 as age from mentorship_requests r
        where r.tenant_id = ${tenantId} and r.status = 'AGUARDANDO' and ${areaFilter(area)}) w`),
  );
  return row ?? { week: 0, month: 0, older: 0 };
}

export interface MentorLoadRow {
  publicId: string;
  firstName: string;
  lastName: string;
  active: number;
  capacity: number;
  available: boolean;
}

/**
 * The mentors whose load there is to show: those available (the mentoring module's definition, so this
 * is the linking dialog's list) and those who are not but still have mentorships in progress (in the
 * area asked for), whose load is real until those end. A mentor who is neither has nothing to show.
 */
export async function mentorLoad(tx: Tx, tenantId: string, area?: number): Promise<MentorLoadRow[]> {
  return rowsOf<MentorLoadRow>(
    await tx.execute(sql`
      select m."publicId", m."firstName", m."lastName", m.active, m.capacity, m.available from (
        select u.public_id as "publicId", u.first_name as "firstName", u.last_name as "lastName",
          (select count(*) from mentorship_requests r where r.tenant_id = u.tenant_id and r.mentor_id = u.id
            and r.status = 'EM_ANDAMENTO' and ${areaFilter(area)})::int as active,
          coalesce(p.mentoring_capacity, 3) as capacity,
          ${mentorAvailable} as available,
          u.id
        from users u left join profiles p on p.tenant_id = u.tenant_id and p.user_id = u.id
        where u.tenant_id = ${tenantId} and ${mentorScope}
      ) m
      where m.available or m.active > 0
      order by (m."firstName" || ' ' || m."lastName") collate "und-x-icu", m.id`),
  );
}

export interface EngagementFigures {
  active: number;
  engaged: number;
  actionsDue: number;
  actionsDone: number;
  doneOnTime: number;
}

/**
 * Mentorships in progress (now, or at the end of a past window) with an annotation, feedback or action
 * update about the mentee in the 21 days before; and the actions due in the window: done, done on time.
 */
export async function engagement(tx: Tx, tenantId: string, window: Window, area?: number): Promise<EngagementFigures> {
  const since = new Date(window.to.getTime() - 21 * 86_400_000);
  const [row] = rowsOf<EngagementFigures>(
    await tx.execute(sql`
      with live as (
        select r.user_id from mentorship_requests r
        where r.tenant_id = ${tenantId} and ${areaFilter(area)} and r.linked_at < ${ts(window.to)}
          and (r.status = 'EM_ANDAMENTO' or r.ended_at >= ${ts(window.to)})
      ),
      actions as (
        select fa.is_done, fa.conclusion_date, fa.end_date from ${ACTIONS_ABOUT}
        where fa.tenant_id = ${tenantId} and an.talent_id in (select user_id from live)
          and fa.end_date >= (${ts(window.from)} at time zone 'America/Sao_Paulo')::date
          and fa.end_date < (${ts(window.to)} at time zone 'America/Sao_Paulo')::date
      )
      select (select count(*) from live)::int as active,
        (select count(*) from live where exists (
          select 1 from annotations an where an.tenant_id = ${tenantId} and an.talent_id = live.user_id
            and an.updated_at >= ${ts(since)} and an.updated_at < ${ts(window.to)})
          or exists (select 1 from ${ACTIONS_ABOUT}
            where an.tenant_id = ${tenantId} and an.talent_id = live.user_id
              and fa.updated_at >= ${ts(since)} and fa.updated_at < ${ts(window.to)}))::int as engaged,
        (select count(*) from actions)::int as "actionsDue",
        (select count(*) from actions where is_done)::int as "actionsDone",
        (select count(*) from actions where is_done and conclusion_date <= end_date)::int as "doneOnTime"`),
  );
  return row ?? { active: 0, engaged: 0, actionsDue: 0, actionsDone: 0, doneOnTime: 0 };
}

// --- Learning gain -------------------------------------------------------------------------------

export interface GainRow {
  userId: number;
  pre: number;
  post: number;
}

/**
 * Pre/post pairs: a course's diagnostic quiz (pre) and its graded quiz (post), per person with both —
 * the first scored diagnostic attempt and the best graded one submitted in the window.
 */
export async function gains(tx: Tx, tenantId: string, window: Window, f: EnrolmentFilter): Promise<GainRow[]> {
  return rowsOf<GainRow>(
    await tx.execute(sql`
      with q as (
        select z.id, z.purpose, coalesce(z.target_course_id, (select k.course_id from classes k where k.id = z.target_classe_id)) as course_id
        from quizzes z where z.tenant_id = ${tenantId} and z.purpose in ('diagnostic','graded')
      ),
      pre as (
        select distinct on (q.course_id, a.user_id) q.course_id, a.user_id, a.percent
        from quiz_attempts a join q on q.id = a.quiz_id
        where a.tenant_id = ${tenantId} and q.purpose = 'diagnostic' and a.percent is not null
        order by q.course_id, a.user_id, a.submitted_at
      ),
      post as (
        select q.course_id, a.user_id, max(a.percent) as percent
        from quiz_attempts a join q on q.id = a.quiz_id
        where a.tenant_id = ${tenantId} and q.purpose = 'graded' and a.percent is not null
          and a.submitted_at >= ${ts(window.from)} and a.submitted_at < ${ts(window.to)}
        group by q.course_id, a.user_id
      )
      select pre.user_id as "userId", pre.percent as pre, post.percent as post
      from pre join post on post.course_id = pre.course_id and post.user_id = pre.user_id
      where ${courseFilter(sql`pre.course_id`, f)} and ${personInClasse(sql`${tenantId}`, sql`pre.user_id`, f)}`),
  );
}

/** People with a finished graded attempt in the window, and those who passed (any attempt). */
export async function gradedPassRate(tx: Tx, tenantId: string, window: Window, f: EnrolmentFilter) {
  const [row] = rowsOf<{ takers: number; passed: number }>(
    await tx.execute(sql`
      with takers as (
        select a.quiz_id, a.user_id, bool_or(a.passed) as passed
        from quiz_attempts a join quizzes z on z.tenant_id = a.tenant_id and z.id = a.quiz_id
        where a.tenant_id = ${tenantId} and z.purpose = 'graded' and a.percent is not null
          and a.submitted_at >= ${ts(window.from)} and a.submitted_at < ${ts(window.to)}
          and ${courseFilter(sql`coalesce(z.target_course_id, (select k.course_id from classes k where k.id = z.target_classe_id))`, f)}
          and ${personInClasse(sql`${tenantId}`, sql`a.user_id`, f)}
        group by a.quiz_id, a.user_id
      )
      select count(*)::int as takers, (count(*) filter (where passed))::int as passed from takers`),
  );
  return row ?? { takers: 0, passed: 0 };
}

/** Requests waiting now (the headline). */
export async function waitingNow(tx: Tx, tenantId: string, area?: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      select count(*)::int as n from mentorship_requests r
      where r.tenant_id = ${tenantId} and r.status = 'AGUARDANDO' and ${areaFilter(area)}`),
  );
  return row?.n ?? 0;
}

// --- The people behind a chart -------------------------------------------------------------------

export interface PersonRow {
  publicId: string;
  firstName: string;
  lastName: string;
  detail: string | null;
}

const PEOPLE_LIMIT = 501;
const PERSON = sql`u.public_id as "publicId", u.first_name as "firstName", u.last_name as "lastName"`;
const byName = sql`order by (u.first_name || ' ' || u.last_name) collate "und-x-icu", u.id limit ${PEOPLE_LIMIT}`;

/** The talents of a funnel step (and of a group of a breakdown: `group` null is "not informed"). */
export async function funnelPeople(
  tx: Tx,
  tenantId: string,
  window: Window,
  f: EnrolmentFilter,
  step: FunnelStep,
  breakdown: { by: BreakdownColumn; group: string | null } | null,
): Promise<PersonRow[]> {
  const steps = funnelSteps(f);
  const group = breakdown
    ? breakdown.group === null
      ? sql`${BREAKDOWN_COLUMNS[breakdown.by]} is null`
      : sql`${BREAKDOWN_COLUMNS[breakdown.by]} = ${breakdown.group}`
    : sql`true`;
  const rows = await tx
    .select({
      publicId: person.publicId,
      firstName: person.firstName,
      lastName: person.lastName,
      detail: sql<string | null>`null`,
    })
    .from(person)
    .leftJoin(personProfile, personProfileJoin)
    .where(and(talentsCreatedIn(tenantId, window), steps[step], group))
    .orderBy(sql`(${person.firstName} || ' ' || ${person.lastName}) collate "und-x-icu"`, person.id)
    .limit(PEOPLE_LIMIT);
  return rows.map((r) => ({ ...r, publicId: String(r.publicId) }));
}

/**
 * The members of one class (as classFigures counts them) that are evaded at its reference instant,
 * completed now, or in A or C at its reference instant (retained at its last week).
 */
export async function classPeople(
  tx: Tx,
  tenantId: string,
  window: Window,
  today: string,
  f: EnrolmentFilter,
  which: Which,
  classeId: number,
  kind: 'evaded' | 'completed' | 'retained',
): Promise<PersonRow[]> {
  const classes = await chartClasses(tx, tenantId, [window], today, { ...f, classeId }, which);
  if (classes.classIds.length === 0) return [];
  const condition =
    kind === 'evaded'
      ? sql`m.own and m.to_status = 'E'`
      : kind === 'completed'
        ? sql`m.until is null and m.to_status = 'C'`
        : sql`m.own and m.to_status in ('A','C')`;
  return rowsOf<PersonRow>(
    await tx.execute(sql`
      with ${membersCte(tenantId, today, classes, sql`true`)}
      select ${PERSON}, c.name || ' — ' || k.name as detail
      from members m
      join enrolments e on e.tenant_id = ${tenantId} and e.id = m.enrolment_id
      join users u on u.tenant_id = e.tenant_id and u.id = e.user_id
      join classes k on k.tenant_id = e.tenant_id and k.id = m.classe_id
      join courses c on c.tenant_id = k.tenant_id and c.id = k.course_id
      where m.classe_id = ${classeId} and ${condition}
      ${byName}`),
  );
}

/** Who evaded in the window from a course for a reason (null: none given). */
export async function evadedFor(
  tx: Tx,
  tenantId: string,
  window: Window,
  courseId: number,
  reasonId: number | null,
): Promise<PersonRow[]> {
  return rowsOf<PersonRow>(
    await tx.execute(sql`
      select distinct on ((u.first_name || ' ' || u.last_name) collate "und-x-icu", u.id) ${PERSON},
        to_char(ev.created_at at time zone 'America/Sao_Paulo', 'DD/MM/YYYY') as detail
      from enrolment_events ev
      join enrolments e on e.tenant_id = ev.tenant_id and e.id = ev.enrolment_id
      join users u on u.tenant_id = e.tenant_id and u.id = e.user_id
      where ev.tenant_id = ${tenantId} and ev.to_status = 'E' and ev.from_status is distinct from 'E'
        and ev.created_at >= ${ts(window.from)} and ev.created_at < ${ts(window.to)} and e.course_id = ${courseId}
        and ${reasonId === null ? sql`ev.reason_id is null` : sql`ev.reason_id = ${reasonId}`}
      ${byName}`),
  );
}

/** Who waits now for a mentor, of an age range in days (more than `fromDays`, at most `toDays`). */
export async function waitingPeople(
  tx: Tx,
  tenantId: string,
  now: Date,
  fromDays: number,
  toDays: number | null,
  area?: number,
): Promise<PersonRow[]> {
  const age = sql`extract(epoch from ${ts(now)} - r.created_at) / 86400`;
  return rowsOf<PersonRow>(
    await tx.execute(sql`
      select ${PERSON}, to_char(r.created_at at time zone 'America/Sao_Paulo', 'DD/MM/YYYY') as detail
      from mentorship_requests r join users u on u.tenant_id = r.tenant_id and u.id = r.user_id
      where r.tenant_id = ${tenantId} and r.status = 'AGUARDANDO' and ${areaFilter(area)}
        and ${age} > ${fromDays} and ${toDays === null ? sql`true` : sql`${age} <= ${toDays}`}
      ${byName}`),
  );
}

/** A mentor's mentees now. */
export async function menteesOf(tx: Tx, tenantId: string, mentorPublicId: string, area?: number): Promise<PersonRow[]> {
  return rowsOf<PersonRow>(
    await tx.execute(sql`
      select ${PERSON}, null as detail
      from mentorship_requests r
      join users m on m.tenant_id = r.tenant_id and m.id = r.mentor_id
      join users u on u.tenant_id = r.tenant_id and u.id = r.user_id
      where r.tenant_id = ${tenantId} and r.status = 'EM_ANDAMENTO' and m.public_id = ${mentorPublicId}::uuid
        and ${areaFilter(area)}
      ${byName}`),
  );
}

/**
 * Mentees of the mentorships live at the window's end with no record in the 21 days before it
 * (`unengaged`), or with action items due in the window.
 */
export async function engagementPeople(
  tx: Tx,
  tenantId: string,
  window: Window,
  kind: 'unengaged' | 'actionsDue',
  area?: number,
): Promise<PersonRow[]> {
  const since = new Date(window.to.getTime() - ENGAGEMENT_DAYS * 86_400_000);
  const condition =
    kind === 'unengaged'
      ? sql`not exists (select 1 from annotations an where an.tenant_id = r.tenant_id and an.talent_id = r.user_id
            and an.updated_at >= ${ts(since)} and an.updated_at < ${ts(window.to)})
          and not exists (select 1 from ${ACTIONS_ABOUT}
            where an.tenant_id = r.tenant_id and an.talent_id = r.user_id
              and fa.updated_at >= ${ts(since)} and fa.updated_at < ${ts(window.to)})`
      : sql`exists (select 1 from ${ACTIONS_ABOUT}
            where an.tenant_id = r.tenant_id and an.talent_id = r.user_id
              and fa.end_date >= (${ts(window.from)} at time zone 'America/Sao_Paulo')::date
              and fa.end_date < (${ts(window.to)} at time zone 'America/Sao_Paulo')::date)`;
  return rowsOf<PersonRow>(
    await tx.execute(sql`
      select distinct ${PERSON}, null as detail, (u.first_name || ' ' || u.last_name) collate "und-x-icu" as sort, u.id
      from mentorship_requests r join users u on u.tenant_id = r.tenant_id and u.id = r.user_id
      where r.tenant_id = ${tenantId} and ${areaFilter(area)} and r.linked_at < ${ts(window.to)}
        and (r.status = 'EM_ANDAMENTO' or r.ended_at >= ${ts(window.to)}) and ${condition}
      order by sort, u.id limit ${PEOPLE_LIMIT}`),
  );
}

/** People by id, in name order (the learning-gain bands). */
export async function peopleByIds(tx: Tx, ids: readonly number[]): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  return rowsOf<PersonRow>(
    await tx.execute(sql`
      select ${PERSON}, null as detail from users u where u.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      ${byName}`),
  );
}

// --- The weekly digest (issue 16 §1) ---------------------------------------------------------------

export async function digestRoles(tx: Tx): Promise<{ roles: string[]; lastSentWeek: string | null }> {
  const [row] = await tx
    .select({ roles: analyticsDigests.roles, lastSentWeek: analyticsDigests.lastSentWeek })
    .from(analyticsDigests);
  return row ?? { roles: [], lastSentWeek: null };
}

export async function saveDigestRoles(tx: Tx, tenantId: string, roles: readonly string[]): Promise<void> {
  await tx
    .insert(analyticsDigests)
    .values({ tenantId, roles: [...roles] })
    .onConflictDoUpdate({ target: analyticsDigests.tenantId, set: { roles: [...roles] } });
}

/**
 * Takes this week's digest for the caller: the row changes once per week, so of two instances (or two runs)
 * only one gets the roles back; the other gets null and sends nothing.
 */
export async function claimDigestWeek(tx: Tx, week: string): Promise<string[] | null> {
  const [row] = await tx
    .update(analyticsDigests)
    .set({ lastSentWeek: week })
    .where(
      and(
        sql`cardinality(${analyticsDigests.roles}) > 0`,
        or(isNull(analyticsDigests.lastSentWeek), lt(analyticsDigests.lastSentWeek, week)),
      ),
    )
    .returning({ roles: analyticsDigests.roles });
  return row?.roles ?? null;
}

/** Who receives it: active people of those roles whose account is open (invitation accepted, not anonymised). */
export async function digestRecipients(
  tx: Tx,
  roles: readonly string[],
): Promise<{ email: string; firstName: string; language: string | null }[]> {
  if (roles.length === 0) return [];
  return tx
    .select({ email: users.email, firstName: users.firstName, language: userSettings.value })
    .from(users)
    .leftJoin(userSettings, userLanguageJoin)
    .where(
      and(
        inArray(users.role, [...roles]),
        eq(users.status, 'active'),
        isNotNull(users.emailVerifiedAt),
        isNull(users.anonymisedAt),
      ),
    )
    .orderBy(users.id);
}
