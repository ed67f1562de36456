/**
 * Courses, classes, enrolments with their history, favourites and trails (issue 13; ADR 0038): the
 * only place their SQL is written. Row-level security limits every statement to the request's tenant;
 * list queries also name the tenant so that the planner uses the (tenant_id, …) indexes.
 */
import {
  type ClassStage,
  COURSE_MODALITIES,
  type CourseModality,
  type CourseSort,
  type CourseStatus,
  type EnrolmentEventKind,
  type EnrolmentStatus,
  type StatusCounts,
} from '@ponte/shared/courses.schema';
import type { SortOrder } from '@ponte/shared/list-query';
import type { Locale } from '@ponte/shared/locales';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { guardWrite } from '../../db/driver-errors.ts';
import { instantKey, KEY_THEN, keyset, labelOf } from '../../db/keyset.ts';
import { foldedContains } from '../../db/like.ts';
import {
  classes,
  courseFavourites,
  courses,
  enrolmentEvents,
  enrolments,
  profiles,
  storedFiles,
  trailCourses,
  trails,
} from '../../db/schema.ts';
import type { PersonIdentity } from '../../domain/person.ts';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A timestamptz as a JavaScript ISO instant (milliseconds, Z), the keyset cursor's `instant`. */
const iso = (column: SQL | string) =>
  typeof column === 'string'
    ? sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)
    : sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// --- Courses -------------------------------------------------------------------------------------

export interface CourseFields {
  name: string;
  description: string | null;
  areaId: number | null;
  workloadHours: number | null;
  modality: CourseModality | null;
  partnerName: string | null;
  partnerUrl: string | null;
  status: CourseStatus;
  certificateOnCompletion: boolean;
  skills: string[];
}

export interface CourseRow extends CourseFields {
  id: number;
  coverFileId: string | null;
  coverKey: string | null;
  createdAt: string;
  updatedAt: string;
}

const COURSE_COLUMNS = sql`c.id, c.name, c.description, c.area_id as "areaId", c.workload_hours as "workloadHours",
  c.modality, c.partner_name as "partnerName", c.partner_url as "partnerUrl", c.cover_file_id as "coverFileId",
  f.storage_key as "coverKey", c.status, c.certificate_on_completion as "certificateOnCompletion",
  c.skills::text[] as skills, ${iso('c.created_at')} as "createdAt", ${iso('c.updated_at')} as "updatedAt"`;
const COURSE_FROM = sql`from courses c left join stored_files f on f.tenant_id = c.tenant_id and f.id = c.cover_file_id`;

export async function insertCourse(
  tx: Tx,
  tenantId: string,
  fields: CourseFields & { coverFileId: string | null },
): Promise<number> {
  const [row] = await guardWrite(
    tx
      .insert(courses)
      .values({ tenantId, ...fields })
      .returning({ id: courses.id }),
  );
  if (!row) throw new Error('course not inserted');
  return row.id;
}

export async function updateCourse(
  tx: Tx,
  id: number,
  fields: CourseFields & { coverFileId?: string | null },
  at: Date,
): Promise<void> {
  await guardWrite(
    tx
      .update(courses)
      .set({ ...fields, updatedAt: at })
      .where(eq(courses.id, id)),
  );
}

export async function findCourse(tx: Tx, id: number): Promise<CourseRow | null> {
  const [row] = rowsOf<CourseRow>(await tx.execute(sql`select ${COURSE_COLUMNS} ${COURSE_FROM} where c.id = ${id}`));
  return row ?? null;
}

export async function lockCourse(tx: Tx, id: number): Promise<{ id: number; name: string } | null> {
  const [row] = rowsOf<{ id: number; name: string }>(
    await tx.execute(sql`select id, name from courses where id = ${id} for update`),
  );
  return row ?? null;
}

export interface CourseFilter {
  tenantId: string;
  /** Only these statuses (a reader: published; Admin: any, or one). */
  statuses: readonly CourseStatus[];
  q?: string;
  areaId?: number;
  modality?: CourseModality;
  hasOpenClass?: boolean;
  /** Only the favourites of this person. */
  favouriteOf?: number;
  /** The São Paulo day (yyyy-mm-dd): "open" is said of a class still to come (`upcomingClass`). */
  today: string;
}

function courseConditions(f: CourseFilter): SQL[] {
  const where: SQL[] = [
    sql`c.tenant_id = ${f.tenantId}`,
    sql`c.status in (${sql.join(
      f.statuses.map((s) => sql`${s}`),
      sql`, `,
    )})`,
  ];
  if (f.q !== undefined) where.push(foldedContains(sql`c.name`, f.q));
  if (f.areaId !== undefined) where.push(sql`c.area_id = ${f.areaId}`);
  if (f.modality !== undefined) where.push(sql`c.modality = ${f.modality}`);
  if (f.hasOpenClass !== undefined) {
    const open = sql`exists (select 1 from classes k where k.tenant_id = c.tenant_id and k.course_id = c.id and k.stage = 'open' and ${upcomingClass(f.today)})`;
    where.push(f.hasOpenClass ? open : sql`not ${open}`);
  }
  if (f.favouriteOf !== undefined) {
    where.push(
      sql`exists (select 1 from course_favourites cf where cf.tenant_id = c.tenant_id and cf.course_id = c.id and cf.user_id = ${f.favouriteOf})`,
    );
  }
  return where;
}

/** An option label's column, in the caller's language. */
export type LabelColumn = 'label_pt_br' | 'label_en_us' | 'label_es_mx';
const LOCALE_OF_LABEL: Record<LabelColumn, Locale> = {
  label_pt_br: 'pt-BR',
  label_en_us: 'en-US',
  label_es_mx: 'es-MX',
};

export interface CourseSearch {
  sort: CourseSort;
  order: SortOrder;
  /** Keyset position: the previous page's last (sort key, id). */
  after: { key: string; id: number } | null;
  /** One row more than the page. */
  limit: number;
  /** Which label of the area the area column sorts by. */
  areaLabel: LabelColumn;
}

/**
 * The sort keys. The name reads as people read it (the column carries und-x-icu, drizzle/0014:
 * "Álgebra", "análise", "Arte"), so the catalogue index serves the default order; every other column ties
 * on the name in the same collation. A missing area, modality or workload ranks after the others.
 */
function sortKey(sort: CourseSort, areaLabel: LabelColumn): SQL<string> {
  switch (sort) {
    case 'name':
      return sql<string>`c.name`;
    case 'status':
      // The lifecycle's order, not the code's: draft, published, archived.
      return sql<string>`((case c.status when 'draft' then '1' when 'published' then '2' else '3' end) || ${KEY_THEN} || c.name) collate "und-x-icu"`;
    case 'area': {
      const label = sql.raw(`o.${areaLabel}`);
      return sql<string>`(coalesce((select '1' || ${KEY_THEN} || ${label} from option_items o where o.tenant_id = c.tenant_id and o.id = c.area_id), '2' || ${KEY_THEN}) || ${KEY_THEN} || c.name) collate "und-x-icu"`;
    }
    case 'modality': {
      // By the label the reader sees ("Hybrid, In person, Online" in English), not the code.
      const modality = labelOf(sql`c.modality`, COURSE_MODALITIES, LOCALE_OF_LABEL[areaLabel]);
      return sql<string>`(coalesce('1' || ${KEY_THEN} || ${modality}, '2' || ${KEY_THEN}) || ${KEY_THEN} || c.name) collate "und-x-icu"`;
    }
    case 'workload':
      // Zero-padded (at most 10,000 hours): the digits order as the number does.
      return sql<string>`(coalesce('1' || ${KEY_THEN} || lpad(c.workload_hours::text, 5, '0'), '2' || ${KEY_THEN}) || ${KEY_THEN} || c.name) collate "und-x-icu"`;
    case 'updatedAt':
      return sql<string>`${instantKey('c.updated_at')}`;
    case 'createdAt':
      return sql<string>`${instantKey('c.created_at')}`;
  }
}

/** A page of courses by the chosen column then id, each row with its sort key, and the total under the filters. */
export async function listCourses(
  tx: Tx,
  filter: CourseFilter,
  search: CourseSearch,
): Promise<{ rows: (CourseRow & { sortKey: string })[]; total: number }> {
  const where = courseConditions(filter);
  const key = sortKey(search.sort, search.areaLabel);
  const page = keyset(key, sql<number>`c.id`, search.order, search.after);
  const rows = rowsOf<CourseRow & { sortKey: string }>(
    await tx.execute(sql`select ${COURSE_COLUMNS}, ${key} as "sortKey" ${COURSE_FROM} where ${and(...where, page.where)}
      order by ${sql.join(page.orderBy, sql`, `)} limit ${search.limit}`),
  );
  const [count] = rowsOf<{ total: number }>(
    await tx.execute(sql`select count(*)::int as total from courses c where ${and(...where)}`),
  );
  return { rows, total: count?.total ?? 0 };
}

export interface CourseExtras {
  courseId: number;
  nextClass: ClassSummaryRow | null;
  /** The next class is open for enrolment: the card's badge and the line speak of the same class. */
  hasOpenClass: boolean;
  favourite: boolean;
  myEnrolment: { status: EnrolmentStatus; classeId: number; since: string } | null;
}

/**
 * The one rule for a class still to come (ADR 0038, addendum "Next class"), on a class aliased `k`: it
 * has not started (it starts today or later, or has no date yet) and is neither cancelled nor ended. The
 * catalogue's next class, its "open" badge and filter, and the home's classes starting soon all read it,
 * so a class that started two months ago is none of them.
 */
function upcomingClass(today: string): SQL {
  return sql`k.stage not in ('cancelled','ended') and (k.start_date is null or k.start_date >= ${today}::date)`;
}

/**
 * What a catalogue card shows besides the course, for a page of courses, in one statement. The next
 * class is the first still to come, one open for enrolment before a planned one (a person reading
 * "Próxima turma" looks for one to join), then by start, undated last.
 */
export async function courseExtras(
  tx: Tx,
  courseIds: readonly number[],
  userId: number,
  today: string,
): Promise<CourseExtras[]> {
  if (courseIds.length === 0) return [];
  const ids = sql.join(
    courseIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  return rowsOf<CourseExtras>(
    await tx.execute(sql`select c.id as "courseId",
      case when n.id is null then null
           else json_build_object('id', n.id, 'code', n.code, 'name', n.name, 'startDate', n.start_date::text,
              'endDate', n.end_date::text, 'shift', n.shift, 'stage', n.stage) end as "nextClass",
      coalesce(n.stage = 'open', false) as "hasOpenClass",
      exists (select 1 from course_favourites cf where cf.tenant_id = c.tenant_id and cf.course_id = c.id
              and cf.user_id = ${userId}) as favourite,
      (select json_build_object('status', e.status, 'classeId', e.classe_id, 'since', ${iso('e.status_since')})
         from enrolments e where e.tenant_id = c.tenant_id and e.course_id = c.id and e.user_id = ${userId}) as "myEnrolment"
      from courses c
      left join lateral (select k.id, k.code, k.name, k.start_date, k.end_date, k.shift, k.stage
         from classes k where k.tenant_id = c.tenant_id and k.course_id = c.id and ${upcomingClass(today)}
         order by (k.stage = 'open') desc, k.start_date nulls last, k.id limit 1) n on true
      where c.id in (${ids})`),
  );
}

/** Enrolments per status of each course: the counters the database keeps (migration 0021). */
export async function countsByCourse(
  tx: Tx,
  tenantId: string,
  courseIds: readonly number[],
): Promise<Map<number, StatusCounts>> {
  const result = new Map<number, StatusCounts>();
  if (courseIds.length === 0) return result;
  const rows = rowsOf<{ courseId: number; status: EnrolmentStatus; n: number }>(
    await tx.execute(sql`select course_id as "courseId", status, n from course_enrolment_counts
      where tenant_id = ${tenantId} and course_id in (${sql.join(
        courseIds.map((id) => sql`${id}::int`),
        sql`, `,
      )})`),
  );
  for (const id of courseIds) result.set(id, { A: 0, I: 0, E: 0, C: 0, total: 0 });
  for (const r of rows) {
    const counts = result.get(r.courseId)!;
    counts[r.status] = r.n;
    counts.total += r.n;
  }
  return result;
}

/**
 * Attaches the caller's own unattached cover upload (or keeps the course's current one). Answers
 * whether the file may be the cover.
 */
export async function attachCourseCover(
  tx: Tx,
  fileId: string,
  expected: { uploaderId: number; currentCoverId: string | null; at: Date },
): Promise<boolean> {
  if (fileId === expected.currentCoverId) return true;
  const [row] = await tx
    .update(storedFiles)
    .set({ attachedAt: expected.at })
    .where(
      and(
        eq(storedFiles.id, fileId),
        eq(storedFiles.kind, 'course-cover'),
        eq(storedFiles.userId, expected.uploaderId),
        sql`${storedFiles.attachedAt} is null`,
      ),
    )
    .returning({ id: storedFiles.id });
  return row !== undefined;
}

// --- Classes -------------------------------------------------------------------------------------

export interface ClassSummaryRow {
  id: number;
  code: string | null;
  name: string;
  startDate: string | null;
  endDate: string | null;
  shift: 'M' | 'T' | 'N' | null;
  stage: ClassStage;
}

export interface ClassRow extends ClassSummaryRow {
  courseId: number;
  capacity: number | null;
  seatsUsed: number;
  createdAt: string;
  updatedAt: string;
}

export interface ClassFields {
  code: string | null;
  name: string;
  startDate: string | null;
  endDate: string | null;
  shift: 'M' | 'T' | 'N' | null;
  capacity: number | null;
  stage: ClassStage;
}

/** Seats taken: A, I and C hold one; an evaded person freed theirs. */
const SEATS_USED = sql`(select count(*)::int from enrolments e where e.tenant_id = k.tenant_id and e.classe_id = k.id
  and e.status in ('A','I','C'))`;

const CLASS_COLUMNS = sql`k.id, k.course_id as "courseId", k.code, k.name, k.start_date::text as "startDate",
  k.end_date::text as "endDate", k.shift, k.capacity, k.stage, ${SEATS_USED} as "seatsUsed",
  ${iso('k.created_at')} as "createdAt", ${iso('k.updated_at')} as "updatedAt"`;

export async function listClasses(tx: Tx, courseId: number): Promise<ClassRow[]> {
  return rowsOf<ClassRow>(
    await tx.execute(sql`select ${CLASS_COLUMNS} from classes k where k.course_id = ${courseId}
      order by k.start_date nulls last, k.name, k.id`),
  );
}

/** A class of this course (another course's or tenant's finds nothing). */
export async function findClass(tx: Tx, courseId: number, classeId: number): Promise<ClassRow | null> {
  const [row] = rowsOf<ClassRow>(
    await tx.execute(
      sql`select ${CLASS_COLUMNS} from classes k where k.course_id = ${courseId} and k.id = ${classeId}`,
    ),
  );
  return row ?? null;
}

/** The class, locked while seats are counted against its capacity. */
export async function lockClass(tx: Tx, courseId: number, classeId: number): Promise<ClassRow | null> {
  await tx.execute(sql`select 1 from classes where course_id = ${courseId} and id = ${classeId} for update`);
  return findClass(tx, courseId, classeId);
}

export async function insertClass(tx: Tx, tenantId: string, courseId: number, fields: ClassFields): Promise<number> {
  const [row] = await guardWrite(
    tx
      .insert(classes)
      .values({ tenantId, courseId, ...fields })
      .returning({ id: classes.id }),
  );
  if (!row) throw new Error('class not inserted');
  return row.id;
}

export async function updateClass(tx: Tx, classeId: number, fields: ClassFields, at: Date): Promise<void> {
  await guardWrite(
    tx
      .update(classes)
      .set({ ...fields, updatedAt: at })
      .where(eq(classes.id, classeId)),
  );
}

// --- Enrolments ----------------------------------------------------------------------------------

export interface EnrolmentState {
  id: number;
  userId: number;
  courseId: number;
  classeId: number;
  status: EnrolmentStatus;
  reasonId: number | null;
}

/** A person's enrolment in a course, locked for the change about to be made. */
export async function lockEnrolment(tx: Tx, userId: number, courseId: number): Promise<EnrolmentState | null> {
  const [row] = rowsOf<EnrolmentState>(
    await tx.execute(sql`select id, user_id as "userId", course_id as "courseId", classe_id as "classeId", status,
      reason_id as "reasonId" from enrolments where user_id = ${userId} and course_id = ${courseId} for update`),
  );
  return row ?? null;
}

export async function lockEnrolmentsOf(
  tx: Tx,
  courseId: number,
  publicIds: readonly string[],
): Promise<(EnrolmentState & { publicId: string; firstName: string; lastName: string })[]> {
  if (publicIds.length === 0) return [];
  return rowsOf(
    await tx.execute(sql`select e.id, e.user_id as "userId", e.course_id as "courseId", e.classe_id as "classeId",
      e.status, e.reason_id as "reasonId", u.public_id as "publicId", u.first_name as "firstName", u.last_name as "lastName"
      from enrolments e join users u on u.tenant_id = e.tenant_id and u.id = e.user_id
      where e.course_id = ${courseId} and u.public_id in (${sql.join(
        publicIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      order by e.id for update of e`),
  );
}

export interface EnrolmentChange {
  classeId: number;
  status: EnrolmentStatus;
  reasonId: number | null;
  changedBy: number | null;
  at: Date;
  /** The status changed: `since` moves. */
  statusChanged: boolean;
}

export async function insertEnrolment(
  tx: Tx,
  row: { tenantId: string; userId: number; courseId: number } & EnrolmentChange,
): Promise<number> {
  const [inserted] = await guardWrite(
    tx
      .insert(enrolments)
      .values({
        tenantId: row.tenantId,
        userId: row.userId,
        courseId: row.courseId,
        classeId: row.classeId,
        status: row.status,
        reasonId: row.reasonId,
        changedBy: row.changedBy,
        statusSince: row.at,
        createdAt: row.at,
        updatedAt: row.at,
      })
      .returning({ id: enrolments.id }),
  );
  if (!inserted) throw new Error('enrolment not inserted');
  return inserted.id;
}

export async function updateEnrolment(tx: Tx, id: number, change: EnrolmentChange): Promise<void> {
  await guardWrite(
    tx
      .update(enrolments)
      .set({
        classeId: change.classeId,
        status: change.status,
        reasonId: change.reasonId,
        changedBy: change.changedBy,
        updatedAt: change.at,
        ...(change.statusChanged ? { statusSince: change.at } : {}),
      })
      .where(eq(enrolments.id, id)),
  );
}

export interface NewEnrolmentEvent {
  tenantId: string;
  enrolmentId: number;
  kind: EnrolmentEventKind;
  actorId: number | null;
  fromStatus: EnrolmentStatus | null;
  toStatus: EnrolmentStatus;
  classeBefore: number | null;
  classeAfter: number;
  reasonId: number | null;
  note: string | null;
  at: Date;
}

export async function insertEnrolmentEvents(tx: Tx, events: readonly NewEnrolmentEvent[]): Promise<void> {
  if (events.length === 0) return;
  await guardWrite(tx.insert(enrolmentEvents).values(events.map(({ at, ...e }) => ({ ...e, createdAt: at }))));
}

/** An enrolment as every answer presents it. */
export interface EnrolmentRow extends PersonIdentity {
  id: number;
  userId: number;
  photo: string | null;
  courseId: number;
  courseName: string;
  certificateOnCompletion: boolean;
  classe: ClassSummaryRow;
  status: EnrolmentStatus;
  reasonId: number | null;
  since: string;
  changedBy: { publicId: string; name: string } | null;
  lastActivityAt: string;
  createdAt: string;
  /** The person's name as the name sort reads it. */
}

const ENROLMENT_COLUMNS = sql`e.id, e.user_id as "userId", u.public_id as "publicId", u.first_name as "firstName",
  u.last_name as "lastName", u.email, ph.storage_key as photo, e.course_id as "courseId", c.name as "courseName",
  c.certificate_on_completion as "certificateOnCompletion",
  json_build_object('id', k.id, 'code', k.code, 'name', k.name, 'startDate', k.start_date::text,
    'endDate', k.end_date::text, 'shift', k.shift, 'stage', k.stage) as classe,
  e.status, e.reason_id as "reasonId", ${iso('e.status_since')} as since,
  case when cb.id is null then null
       else json_build_object('publicId', cb.public_id, 'name', cb.first_name || ' ' || cb.last_name) end as "changedBy",
  ${iso('e.updated_at')} as "lastActivityAt", ${iso('e.created_at')} as "createdAt"`;
const ENROLMENT_FROM = sql`from enrolments e
  join users u on u.tenant_id = e.tenant_id and u.id = e.user_id
  join courses c on c.tenant_id = e.tenant_id and c.id = e.course_id
  join classes k on k.tenant_id = e.tenant_id and k.id = e.classe_id
  left join users cb on cb.tenant_id = e.tenant_id and cb.id = e.changed_by
  left join profiles pp on pp.tenant_id = e.tenant_id and pp.user_id = e.user_id
  left join stored_files ph on ph.tenant_id = e.tenant_id and ph.id = pp.photo_file_id`;

export async function findEnrolment(tx: Tx, id: number): Promise<EnrolmentRow | null> {
  const [row] = rowsOf<EnrolmentRow>(
    await tx.execute(sql`select ${ENROLMENT_COLUMNS} ${ENROLMENT_FROM} where e.id = ${id}`),
  );
  return row ?? null;
}

/** A person's enrolments, newest first. */
export async function personEnrolments(tx: Tx, userId: number): Promise<EnrolmentRow[]> {
  return rowsOf<EnrolmentRow>(
    await tx.execute(sql`select ${ENROLMENT_COLUMNS} ${ENROLMENT_FROM} where e.user_id = ${userId}
      order by e.created_at desc, e.id desc`),
  );
}

export interface EnrolmentFilter {
  tenantId: string;
  courseId: number;
  status?: EnrolmentStatus;
  classeId?: number;
  q?: string;
}

const NAME_TEXT = sql`u.first_name || ' ' || u.last_name`;

/**
 * The conditions besides the status (the counters count under these). A class filter replaces the
 * course: the caller has checked that the class is of this course (a class is of one course), and the
 * class's own index then answers alone.
 */
function enrolmentConditions(f: EnrolmentFilter): SQL[] {
  const where: SQL[] = [sql`e.tenant_id = ${f.tenantId}`];
  where.push(f.classeId === undefined ? sql`e.course_id = ${f.courseId}` : sql`e.classe_id = ${f.classeId}`);
  if (f.q !== undefined) {
    where.push(sql`(${foldedContains(NAME_TEXT, f.q)} or ${foldedContains(sql`u.email`, f.q)})`);
  }
  return where;
}

/** The keyset: by status change (then the enrolment), or by name (then the person: one enrolment each per course). */
export type EnrolmentKey =
  | { sort: 'since'; since: string; id: number }
  | { sort: 'name'; firstName: string; lastName: string; userId: number };

/** A page of a course's enrolments, by when the status changed or by name, keyset-paged. */
export async function listEnrolments(
  tx: Tx,
  filter: EnrolmentFilter,
  sort: 'since' | 'name',
  order: 'asc' | 'desc',
  after: EnrolmentKey | null,
  limit: number,
): Promise<EnrolmentRow[]> {
  const where = enrolmentConditions(filter);
  if (filter.status !== undefined) where.push(sql`e.status = ${filter.status}`);
  const cmp = sql.raw(order === 'asc' ? '>' : '<');
  const dir = sql.raw(order);
  let orderBy: SQL;
  if (sort === 'since') {
    if (after?.sort === 'since')
      where.push(sql`(e.status_since, e.id) ${cmp} (${after.since}::timestamptz, ${after.id})`);
    orderBy = sql`e.status_since ${dir}, e.id ${dir}`;
  } else {
    if (after?.sort === 'name') {
      where.push(
        sql`(u.first_name, u.last_name, u.id) ${cmp} (${after.firstName}, ${after.lastName}, ${after.userId})`,
      );
    }
    // In users' name index order (users_name_key_idx, migration 0018): a course's first page walks the
    // people by name and finds each one's enrolment by its key, without sorting the whole course.
    orderBy = sql`u.first_name ${dir}, u.last_name ${dir}, u.id ${dir}`;
  }
  return rowsOf<EnrolmentRow>(
    await tx.execute(sql`select ${ENROLMENT_COLUMNS} ${ENROLMENT_FROM} where ${and(...where)}
      order by ${orderBy} limit ${limit}`),
  );
}

export interface EnrolmentCsvRow {
  id: number;
  name: string;
  email: string;
  classe: string;
  status: EnrolmentStatus;
  reasonId: number | null;
  since: string;
  changedBy: string | null;
  lastActivityAt: string;
}

/** The CSV's rows, newest change first from `after`: only the columns it writes, no photo, no JSON. */
export async function enrolmentCsvRows(
  tx: Tx,
  filter: EnrolmentFilter,
  after: { since: string; id: number } | null,
  limit: number,
): Promise<EnrolmentCsvRow[]> {
  const where = enrolmentConditions(filter);
  if (filter.status !== undefined) where.push(sql`e.status = ${filter.status}`);
  if (after) where.push(sql`(e.status_since, e.id) < (${after.since}::timestamptz, ${after.id})`);
  return rowsOf<EnrolmentCsvRow>(
    await tx.execute(sql`select e.id, u.first_name || ' ' || u.last_name as name, u.email, k.name as classe, e.status,
      e.reason_id as "reasonId", ${iso('e.status_since')} as since, cb.first_name || ' ' || cb.last_name as "changedBy",
      ${iso('e.updated_at')} as "lastActivityAt"
      from enrolments e
      join users u on u.tenant_id = e.tenant_id and u.id = e.user_id
      join classes k on k.tenant_id = e.tenant_id and k.id = e.classe_id
      left join users cb on cb.tenant_id = e.tenant_id and cb.id = e.changed_by
      where ${and(...where)}
      order by e.status_since desc, e.id desc limit ${limit}`),
  );
}

/**
 * Per status of the rows under the class filter and the search (not the status filter: the counters are
 * how one picks it). Without a search: the course's counters the database keeps, or one class's (one
 * index-only scan). With one: the people it matches, counted in one pass under the list's own conditions,
 * so the counters and the total say what the rows are a page of.
 */
export async function countEnrolments(
  tx: Tx,
  filter: Pick<EnrolmentFilter, 'tenantId' | 'courseId' | 'classeId' | 'q'>,
): Promise<StatusCounts> {
  if (filter.classeId === undefined && filter.q === undefined) {
    return (await countsByCourse(tx, filter.tenantId, [filter.courseId])).get(filter.courseId)!;
  }
  const people = filter.q === undefined ? sql`` : sql`join users u on u.tenant_id = e.tenant_id and u.id = e.user_id`;
  const [row] = rowsOf<StatusCounts>(
    await tx.execute(sql`select count(*) filter (where e.status = 'A')::int as "A",
      count(*) filter (where e.status = 'I')::int as "I", count(*) filter (where e.status = 'E')::int as "E",
      count(*) filter (where e.status = 'C')::int as "C", count(*)::int as total
      from enrolments e ${people} where ${and(...enrolmentConditions(filter))}`),
  );
  return row ?? { A: 0, I: 0, E: 0, C: 0, total: 0 };
}

export interface EnrolmentEventRow {
  id: number;
  kind: EnrolmentEventKind;
  at: string;
  actor: { publicId: string; name: string } | null;
  fromStatus: EnrolmentStatus | null;
  toStatus: EnrolmentStatus;
  classeBefore: { id: number; name: string } | null;
  classeAfter: { id: number; name: string };
  reasonCode: number | null;
  note: string | null;
}

/** An enrolment's history, oldest first. */
export async function enrolmentHistory(tx: Tx, enrolmentId: number): Promise<EnrolmentEventRow[]> {
  return rowsOf<EnrolmentEventRow>(
    await tx.execute(sql`select v.id, v.kind, ${iso('v.created_at')} as at,
      case when a.id is null then null
           else json_build_object('publicId', a.public_id, 'name', a.first_name || ' ' || a.last_name) end as actor,
      v.from_status as "fromStatus", v.to_status as "toStatus",
      case when kb.id is null then null else json_build_object('id', kb.id, 'name', kb.name) end as "classeBefore",
      json_build_object('id', ka.id, 'name', ka.name) as "classeAfter",
      v.reason_id as "reasonCode", v.note
      from enrolment_events v
      join classes ka on ka.tenant_id = v.tenant_id and ka.id = v.classe_after
      left join classes kb on kb.tenant_id = v.tenant_id and kb.id = v.classe_before
      left join users a on a.tenant_id = v.tenant_id and a.id = v.actor_id
      where v.enrolment_id = ${enrolmentId}
      order by v.created_at, v.id`),
  );
}

// --- Favourites ----------------------------------------------------------------------------------

export async function addFavourite(
  tx: Tx,
  tenantId: string,
  userId: number,
  courseId: number,
  at: Date,
): Promise<void> {
  await guardWrite(
    tx.insert(courseFavourites).values({ tenantId, userId, courseId, createdAt: at }).onConflictDoNothing(),
  );
}

export async function removeFavourite(tx: Tx, userId: number, courseId: number): Promise<void> {
  await tx
    .delete(courseFavourites)
    .where(and(eq(courseFavourites.userId, userId), eq(courseFavourites.courseId, courseId)));
}

export interface FavouriteRow extends PersonIdentity {
  userId: number;
  photo: string | null;
  favouritedAt: string;
  enrolment: { status: EnrolmentStatus; classeId: number; since: string } | null;
}

/** Who starred a course, newest first, keyset by (time, person). */
export async function listFavourites(
  tx: Tx,
  tenantId: string,
  courseId: number,
  after: { at: string; userId: number } | null,
  limit: number,
): Promise<{ rows: FavouriteRow[]; total: number }> {
  const keyset = after ? sql`and (cf.created_at, cf.user_id) < (${after.at}::timestamptz, ${after.userId})` : sql``;
  const rows = rowsOf<FavouriteRow>(
    await tx.execute(sql`select cf.user_id as "userId", u.public_id as "publicId", u.first_name as "firstName",
      u.last_name as "lastName", u.email, ph.storage_key as photo, ${iso('cf.created_at')} as "favouritedAt",
      (select json_build_object('status', e.status, 'classeId', e.classe_id, 'since', ${iso('e.status_since')})
         from enrolments e where e.tenant_id = cf.tenant_id and e.course_id = cf.course_id and e.user_id = cf.user_id) as enrolment
      from course_favourites cf
      join users u on u.tenant_id = cf.tenant_id and u.id = cf.user_id
      left join profiles pp on pp.tenant_id = cf.tenant_id and pp.user_id = cf.user_id
      left join stored_files ph on ph.tenant_id = cf.tenant_id and ph.id = pp.photo_file_id
      where cf.tenant_id = ${tenantId} and cf.course_id = ${courseId} ${keyset}
      order by cf.created_at desc, cf.user_id desc limit ${limit}`),
  );
  const [count] = rowsOf<{ total: number }>(
    await tx.execute(
      sql`select count(*)::int as total from course_favourites where tenant_id = ${tenantId} and course_id = ${courseId}`,
    ),
  );
  return { rows, total: count?.total ?? 0 };
}

// --- Trails --------------------------------------------------------------------------------------

export interface TrailCourseRow {
  trailId: number;
  trailName: string;
  description: string | null;
  enforceOrder: boolean;
  step: number;
  courseId: number;
  courseName: string;
  workloadHours: number | null;
  courseStatus: CourseStatus;
  /** The person's enrolment status in it. */
  status: EnrolmentStatus | null;
}

/** Every trail with its courses by step, and the person's status in each. */
export async function listTrailCourses(
  tx: Tx,
  userId: number,
  trailIds?: readonly number[],
): Promise<TrailCourseRow[]> {
  const only =
    trailIds === undefined
      ? sql``
      : trailIds.length === 0
        ? sql`and false`
        : sql`and t.id in (${sql.join(
            trailIds.map((id) => sql`${id}::int`),
            sql`, `,
          )})`;
  return rowsOf<TrailCourseRow>(
    await tx.execute(sql`select t.id as "trailId", t.name as "trailName", t.description, t.enforce_order as "enforceOrder",
      tc.step, c.id as "courseId", c.name as "courseName", c.workload_hours as "workloadHours", c.status as "courseStatus",
      e.status
      from trails t
      join trail_courses tc on tc.tenant_id = t.tenant_id and tc.trail_id = t.id
      join courses c on c.tenant_id = tc.tenant_id and c.id = tc.course_id
      left join enrolments e on e.tenant_id = c.tenant_id and e.course_id = c.id and e.user_id = ${userId}
      where true ${only}
      order by t.name, t.id, tc.step, c.name, c.id`),
  );
}

/** The trails that enforce their order and hold this course after their first step. */
export async function orderedTrailsOf(tx: Tx, courseId: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`select distinct t.id from trails t
      join trail_courses tc on tc.tenant_id = t.tenant_id and tc.trail_id = t.id
      where t.enforce_order and tc.course_id = ${courseId} and tc.step > 1`),
  );
  return rows.map((r) => r.id);
}

export async function insertTrail(
  tx: Tx,
  tenantId: string,
  trail: { name: string; description: string | null; enforceOrder: boolean; steps: readonly (readonly number[])[] },
): Promise<number> {
  const [row] = await guardWrite(
    tx
      .insert(trails)
      .values({ tenantId, name: trail.name, description: trail.description, enforceOrder: trail.enforceOrder })
      .returning({ id: trails.id }),
  );
  if (!row) throw new Error('trail not inserted');
  const values = trail.steps.flatMap((courseIds, i) =>
    courseIds.map((courseId) => ({ tenantId, trailId: row.id, courseId, step: i + 1 })),
  );
  if (values.length) await guardWrite(tx.insert(trailCourses).values(values));
  return row.id;
}

// --- The home ------------------------------------------------------------------------------------

export interface InProgressRow {
  courseId: number;
  courseName: string;
  classe: ClassSummaryRow;
  status: EnrolmentStatus;
  since: string;
}

/** A person's active enrolments, the class ending soonest first, and how many there are. */
export async function enrolmentsInProgress(
  tx: Tx,
  userId: number,
  limit: number,
): Promise<{ rows: InProgressRow[]; total: number }> {
  const rows = rowsOf<InProgressRow>(
    await tx.execute(sql`select c.id as "courseId", c.name as "courseName",
      json_build_object('id', k.id, 'code', k.code, 'name', k.name, 'startDate', k.start_date::text,
        'endDate', k.end_date::text, 'shift', k.shift, 'stage', k.stage) as classe,
      e.status, ${iso('e.status_since')} as since
      from enrolments e
      join courses c on c.tenant_id = e.tenant_id and c.id = e.course_id
      join classes k on k.tenant_id = e.tenant_id and k.id = e.classe_id
      where e.user_id = ${userId} and e.status = 'A'
      order by k.end_date nulls last, c.name, e.id limit ${limit}`),
  );
  const [count] = rowsOf<{ total: number }>(
    await tx.execute(sql`select count(*)::int as total from enrolments where user_id = ${userId} and status = 'A'`),
  );
  return { rows, total: count?.total ?? 0 };
}

export interface SoonClassRow {
  courseId: number;
  courseName: string;
  classe: ClassSummaryRow;
  capacity: number | null;
  seatsUsed: number;
}

/** The classes still to come (`upcomingClass`, the catalogue's rule) that start by `until`, soonest first. */
export async function classesStartingSoon(
  tx: Tx,
  tenantId: string,
  today: string,
  until: string,
  limit: number,
): Promise<SoonClassRow[]> {
  return rowsOf<SoonClassRow>(
    await tx.execute(sql`select c.id as "courseId", c.name as "courseName",
      json_build_object('id', k.id, 'code', k.code, 'name', k.name, 'startDate', k.start_date::text,
        'endDate', k.end_date::text, 'shift', k.shift, 'stage', k.stage) as classe,
      k.capacity, ${SEATS_USED} as "seatsUsed"
      from classes k join courses c on c.tenant_id = k.tenant_id and c.id = k.course_id
      where k.tenant_id = ${tenantId} and ${upcomingClass(today)} and k.start_date <= ${until}::date
      order by k.start_date, c.name, k.id limit ${limit}`),
  );
}

/** Changes to E since a moment (each counts once). */
export async function countEvasionsSince(tx: Tx, tenantId: string, since: Date): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from enrolment_events
      where tenant_id = ${tenantId} and to_status = 'E' and created_at >= ${since.toISOString()}::timestamptz
      and (from_status is distinct from 'E')`),
  );
  return row?.n ?? 0;
}

// --- Completion ----------------------------------------------------------------------------------

/** Whether an Admin ever reopened this enrolment (a completion after that is a second one). */
export async function wasReopened(tx: Tx, enrolmentId: number): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(
      sql`select 1 from enrolment_events where enrolment_id = ${enrolmentId} and kind = 'REOPENED' limit 1`,
    ),
  );
  return rows.length > 0;
}

export async function profileHardSkills(tx: Tx, userId: number): Promise<string[] | null> {
  const [row] = rowsOf<{ skills: string[] }>(
    await tx.execute(sql`select hard_skills::text[] as skills from profiles where user_id = ${userId}`),
  );
  return row?.skills ?? null;
}

/** Writes the person's hard skills, creating their profile row when they have none yet. */
export async function saveProfileHardSkills(
  tx: Tx,
  tenantId: string,
  userId: number,
  skills: string[],
  at: Date,
): Promise<void> {
  await guardWrite(
    tx
      .insert(profiles)
      .values({ tenantId, userId, hardSkills: skills })
      .onConflictDoUpdate({ target: [profiles.tenantId, profiles.userId], set: { hardSkills: skills, updatedAt: at } }),
  );
}

// --- Bulk (the demo) -----------------------------------------------------------------------------

export interface EnrolmentWithHistory {
  userId: number;
  courseId: number;
  /** The history, oldest first; the enrolment is left as its last event says. */
  events: readonly {
    kind: EnrolmentEventKind;
    status: EnrolmentStatus;
    classeId: number;
    reasonId: number | null;
    note: string | null;
    actorId: number | null;
    at: Date;
  }[];
}

/**
 * Enrolments with their whole history in two statements per batch: the rows as their last event
 * left them, and every event (from → to, class before → after). The demo's way in; the service
 * writes one change at a time.
 */
export async function insertEnrolmentsWithHistory(
  tx: Tx,
  tenantId: string,
  rows: readonly EnrolmentWithHistory[],
): Promise<void> {
  const BATCH = 500;
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const inserted = await guardWrite(
      tx
        .insert(enrolments)
        .values(
          batch.map((r) => {
            const last = r.events.at(-1)!;
            // Since when: the first event of the run of the last status.
            let since = r.events.length - 1;
            while (since > 0 && r.events[since - 1]!.status === last.status) since -= 1;
            return {
              tenantId,
              userId: r.userId,
              courseId: r.courseId,
              classeId: last.classeId,
              status: last.status,
              reasonId: last.reasonId,
              changedBy: last.actorId,
              statusSince: r.events[since]!.at,
              createdAt: r.events[0]!.at,
              updatedAt: last.at,
            };
          }),
        )
        .returning({ id: enrolments.id, userId: enrolments.userId, courseId: enrolments.courseId }),
    );
    const idOf = new Map(inserted.map((i) => [`${i.userId}:${i.courseId}`, i.id]));
    await insertEnrolmentEvents(
      tx,
      batch.flatMap((r) =>
        r.events.map((e, i) => ({
          tenantId,
          enrolmentId: idOf.get(`${r.userId}:${r.courseId}`)!,
          kind: e.kind,
          actorId: e.actorId,
          fromStatus: i === 0 ? null : r.events[i - 1]!.status,
          toStatus: e.status,
          classeBefore: i === 0 ? null : r.events[i - 1]!.classeId,
          classeAfter: e.classeId,
          reasonId: e.reasonId,
          note: e.note,
          at: e.at,
        })),
      ),
    );
  }
}
