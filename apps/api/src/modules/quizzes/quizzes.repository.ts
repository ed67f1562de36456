/**
 * Quizzes, the question bank, attempts and accommodations (issue 14 §1; ADR 0041): the only place
 * their SQL is written. Row-level security limits every statement to the request's tenant; lists
 * also name the tenant so that the planner uses the (tenant_id, …) indexes.
 */
import type { SortOrder } from '@ponte/shared/list-query';
import type { Locale } from '@ponte/shared/locales';
import {
  type AccommodationSort,
  type AnswerValue,
  QUESTION_TYPES,
  type QuestionBankSort,
  type QuestionKey,
  type QuestionType,
  type QuizSelection,
  type QuizSort,
} from '@ponte/shared/quizzes.schema';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { guardWrite } from '../../db/driver-errors.ts';
import { instantKey, KEY_THEN, keyset, labelOf } from '../../db/keyset.ts';
import { foldedContains } from '../../db/like.ts';
import {
  quizAccommodations,
  quizAttemptItems,
  quizAttempts,
  quizCategories,
  quizQuestions,
  quizQuestionVersions,
  quizTargetPeople,
  quizzes,
} from '../../db/schema.ts';
import type { AccountRef } from '../../domain/person.ts';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

// --- Categories ----------------------------------------------------------------------------------

export interface CategoryRow {
  id: number;
  name: string;
  questionCount: number;
}

export async function listCategories(tx: Tx, tenantId: string): Promise<CategoryRow[]> {
  return rowsOf<CategoryRow>(
    await tx.execute(sql`
      select c.id, c.name,
        (select count(*)::int from quiz_questions q
          where q.tenant_id = c.tenant_id and q.category_id = c.id and q.archived_at is null) as "questionCount"
      from quiz_categories c where c.tenant_id = ${tenantId}
      order by c.name collate "und-x-icu", c.id`),
  );
}

export async function insertCategory(tx: Tx, tenantId: string, name: string): Promise<number> {
  const [row] = await guardWrite(
    tx.insert(quizCategories).values({ tenantId, name }).returning({ id: quizCategories.id }),
  );
  return row!.id;
}

export async function categoriesByIds(tx: Tx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: quizCategories.id, name: quizCategories.name })
    .from(quizCategories)
    .where(inArray(quizCategories.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

// --- Questions -----------------------------------------------------------------------------------

/** The stored answer key, without what has its own column. */
export type VersionBody = Omit<QuestionKey, 'type' | 'points'>;

export interface VersionFields {
  type: QuestionType;
  stem: string;
  body: VersionBody;
  points: number;
  feedback: string | null;
  librasUrl: string | null;
  skills: string[];
}

export interface QuestionRow extends VersionFields {
  id: number;
  versionId: number;
  version: number;
  categoryId: number | null;
  categoryName: string | null;
  archived: boolean;
  answered: boolean;
  updatedAt: string;
}

/** The current version of each question, with `extra` columns after the usual ones. */
const questionSelect = (extra: SQL = sql``) => sql`
  select q.id, v.id as "versionId", v.version, v.type, v.stem, v.body, v.points, v.feedback,
    v.libras_url as "librasUrl", v.skills::text[] as skills, q.category_id as "categoryId",
    c.name as "categoryName", q.archived_at is not null as archived,
    exists (select 1 from quiz_attempt_items i where i.tenant_id = v.tenant_id and i.version_id = v.id) as answered,
    ${iso('q.updated_at')} as "updatedAt"${extra}
  from quiz_questions q
  join lateral (
    select * from quiz_question_versions v
    where v.tenant_id = q.tenant_id and v.question_id = q.id order by v.version desc limit 1
  ) v on true
  left join quiz_categories c on c.tenant_id = q.tenant_id and c.id = q.category_id`;
const QUESTION_SELECT = questionSelect();

export interface QuestionFilter {
  categoryId?: number | undefined;
  type?: QuestionType | undefined;
  q?: string | undefined;
}

export interface QuestionSearch {
  sort: QuestionBankSort;
  order: SortOrder;
  /** Keyset position: the previous page's last (sort key, id). */
  after: { key: string; id: number } | null;
  limit: number;
  /** The reader's language: a type sorts by the label they see. */
  language: Locale;
}

/**
 * A question's text as words, for its order: the stem's tags and common entities gone, its spaces
 * folded, cut to 60 characters so that a cursor holding it stays within the query's 512 (four bytes a
 * character at most, base64 included).
 */
const STEM_WORDS = sql`left(btrim(regexp_replace(
    replace(replace(replace(replace(replace(replace(regexp_replace(v.stem, '<[^>]*>', ' ', 'g'),
      '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
    '[[:space:]]+', ' ', 'g')), 60)`;

/**
 * The sort keys: the text in reading order (und-x-icu, as the names of drizzle/0014: "Ágil", "Avaliação",
 * "avançado"); a type by its label in the reader's language (a code sorts in no language's order), tied on
 * the text; the last change as an instant.
 */
function questionSortKey(sort: QuestionBankSort, language: Locale): SQL<string> {
  switch (sort) {
    case 'stem':
      return sql<string>`(${STEM_WORDS}) collate "und-x-icu"`;
    case 'type': {
      return sql<string>`(${labelOf(sql`v.type`, QUESTION_TYPES, language)} || ${KEY_THEN} || ${STEM_WORDS}) collate "und-x-icu"`;
    }
    case 'updatedAt':
      return sql<string>`${instantKey('q.updated_at')}`;
  }
}

function questionWhere(tenantId: string, filter: QuestionFilter): SQL {
  const where = [sql`q.tenant_id = ${tenantId}`, sql`q.archived_at is null`];
  if (filter.categoryId) where.push(sql`q.category_id = ${filter.categoryId}`);
  if (filter.type) where.push(sql`v.type = ${filter.type}`);
  if (filter.q) where.push(foldedContains(sql`v.stem`, filter.q));
  return sql.join(where, sql` and `);
}

/** How many live questions the filters match, on every page. */
export async function countQuestions(tx: Tx, tenantId: string, filter: QuestionFilter): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      select count(*)::int as n from quiz_questions q
      join lateral (
        select v.type, v.stem from quiz_question_versions v
        where v.tenant_id = q.tenant_id and v.question_id = q.id order by v.version desc limit 1
      ) v on true
      where ${questionWhere(tenantId, filter)}`),
  );
  return row?.n ?? 0;
}

/** One page of the bank by keyset, each row with its sort key. */
export async function listQuestions(
  tx: Tx,
  tenantId: string,
  filter: QuestionFilter,
  search: QuestionSearch,
): Promise<(QuestionRow & { sortKey: string })[]> {
  const key = questionSortKey(search.sort, search.language);
  const page = keyset(key, sql`q.id`, search.order, search.after);
  return rowsOf<QuestionRow & { sortKey: string }>(
    await tx.execute(
      sql`${questionSelect(sql`, ${key} as "sortKey"`)}
        where ${questionWhere(tenantId, filter)} and ${page.where ?? sql`true`}
        order by ${sql.join(page.orderBy, sql`, `)}
        limit ${search.limit}`,
    ),
  );
}

export async function findQuestion(tx: Tx, id: number): Promise<QuestionRow | null> {
  const [row] = rowsOf<QuestionRow>(await tx.execute(sql`${QUESTION_SELECT} where q.id = ${id}`));
  return row ?? null;
}

/** The current versions of these questions (archived ones included: a fixed list keeps them). */
export async function questionsByIds(tx: Tx, ids: readonly number[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return [];
  return rowsOf<QuestionRow>(
    await tx.execute(
      sql`${QUESTION_SELECT} where q.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  );
}

/** The live questions of these categories, for a draw. */
export async function questionsInCategories(tx: Tx, categoryIds: readonly number[]): Promise<QuestionRow[]> {
  if (categoryIds.length === 0) return [];
  return rowsOf<QuestionRow>(
    await tx.execute(
      sql`${QUESTION_SELECT} where q.archived_at is null and q.category_id in (${sql.join(
        categoryIds.map((id) => sql`${id}`),
        sql`, `,
      )}) order by q.id`,
    ),
  );
}

export async function lockQuestion(tx: Tx, id: number): Promise<{ id: number; archived: boolean } | null> {
  const [row] = rowsOf<{ id: number; archived: boolean }>(
    await tx.execute(
      sql`select id, archived_at is not null as archived from quiz_questions where id = ${id} for update`,
    ),
  );
  return row ?? null;
}

export async function insertQuestion(tx: Tx, tenantId: string, categoryId: number | null, at: Date): Promise<number> {
  const [row] = await guardWrite(
    tx
      .insert(quizQuestions)
      .values({ tenantId, categoryId, createdAt: at, updatedAt: at })
      .returning({ id: quizQuestions.id }),
  );
  return row!.id;
}

export async function touchQuestion(tx: Tx, id: number, categoryId: number | null, at: Date): Promise<void> {
  await guardWrite(tx.update(quizQuestions).set({ categoryId, updatedAt: at }).where(eq(quizQuestions.id, id)));
}

export async function archiveQuestion(tx: Tx, id: number, at: Date): Promise<void> {
  await tx.update(quizQuestions).set({ archivedAt: at, updatedAt: at }).where(eq(quizQuestions.id, id));
}

export async function insertVersion(
  tx: Tx,
  tenantId: string,
  questionId: number,
  version: number,
  fields: VersionFields,
): Promise<number> {
  const [row] = await guardWrite(
    tx
      .insert(quizQuestionVersions)
      .values({ tenantId, questionId, version, ...fields })
      .returning({ id: quizQuestionVersions.id }),
  );
  return row!.id;
}

export async function updateVersion(tx: Tx, versionId: number, fields: VersionFields): Promise<void> {
  await guardWrite(tx.update(quizQuestionVersions).set(fields).where(eq(quizQuestionVersions.id, versionId)));
}

export interface VersionRow extends VersionFields {
  id: number;
  questionId: number;
}

export async function versionsByIds(tx: Tx, ids: readonly number[]): Promise<Map<number, VersionRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: quizQuestionVersions.id,
      questionId: quizQuestionVersions.questionId,
      type: quizQuestionVersions.type,
      stem: quizQuestionVersions.stem,
      body: quizQuestionVersions.body,
      points: quizQuestionVersions.points,
      feedback: quizQuestionVersions.feedback,
      librasUrl: quizQuestionVersions.librasUrl,
      skills: quizQuestionVersions.skills,
    })
    .from(quizQuestionVersions)
    .where(inArray(quizQuestionVersions.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r as VersionRow]));
}

// --- Quizzes -------------------------------------------------------------------------------------

export interface QuizFields {
  title: string;
  description: string | null;
  purpose: string;
  status: string;
  anonymous: boolean;
  targetKind: string;
  targetCourseId: number | null;
  targetClasseId: number | null;
  targetTrailId: number | null;
  targetStep: number | null;
  opensAt: Date | null;
  closesAt: Date | null;
  timeLimitMinutes: number | null;
  attemptsAllowed: number | null;
  minMinutesBetween: number;
  grading: string;
  passMark: number;
  review: string;
  layout: string;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  completesCourse: boolean;
  feedbackBands: { min: number; message: string }[];
}

export interface QuizRow extends Omit<QuizFields, 'opensAt' | 'closesAt'> {
  id: number;
  opensAt: string | null;
  closesAt: string | null;
  selection: QuizSelection | null;
  assignedNoticeAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** The target in words' parts. */
  courseName: string | null;
  classeName: string | null;
  trailName: string | null;
}

const QUIZ_SELECT = sql`
  select z.id, z.title, z.description, z.purpose, z.status, z.anonymous, z.target_kind as "targetKind",
    z.target_course_id as "targetCourseId", z.target_classe_id as "targetClasseId",
    z.target_trail_id as "targetTrailId", z.target_step as "targetStep",
    ${iso('z.opens_at')} as "opensAt", ${iso('z.closes_at')} as "closesAt",
    z.time_limit_minutes as "timeLimitMinutes", z.attempts_allowed as "attemptsAllowed",
    z.min_minutes_between as "minMinutesBetween", z.grading, z.pass_mark as "passMark", z.review, z.layout,
    z.shuffle_questions as "shuffleQuestions", z.shuffle_options as "shuffleOptions",
    z.completes_course as "completesCourse", z.feedback_bands as "feedbackBands", z.selection,
    ${iso('z.assigned_notice_at')} as "assignedNoticeAt",
    ${iso('z.created_at')} as "createdAt", ${iso('z.updated_at')} as "updatedAt",
    co.name as "courseName", cl.name as "classeName", tr.name as "trailName", z.tenant_id
  from quizzes z
  left join courses co on co.tenant_id = z.tenant_id and co.id = coalesce(z.target_course_id, (
    select c2.course_id from classes c2 where c2.tenant_id = z.tenant_id and c2.id = z.target_classe_id))
  left join classes cl on cl.tenant_id = z.tenant_id and cl.id = z.target_classe_id
  left join trails tr on tr.tenant_id = z.tenant_id and tr.id = z.target_trail_id`;

export async function findQuiz(tx: Tx, id: number): Promise<QuizRow | null> {
  const [row] = rowsOf<QuizRow>(await tx.execute(sql`${QUIZ_SELECT} where z.id = ${id}`));
  return row ?? null;
}

export async function lockQuiz(tx: Tx, id: number): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(await tx.execute(sql`select id from quizzes where id = ${id} for update`));
  return rows.length > 0;
}

export async function insertQuiz(tx: Tx, tenantId: string, fields: QuizFields, at: Date): Promise<number> {
  const [row] = await guardWrite(
    tx
      .insert(quizzes)
      .values({ tenantId, ...fields, createdAt: at, updatedAt: at })
      .returning({ id: quizzes.id }),
  );
  return row!.id;
}

export async function updateQuiz(tx: Tx, id: number, fields: QuizFields, at: Date): Promise<void> {
  await guardWrite(
    tx
      .update(quizzes)
      .set({ ...fields, updatedAt: at })
      .where(eq(quizzes.id, id)),
  );
}

export async function setSelection(tx: Tx, id: number, selection: QuizSelection, at: Date): Promise<void> {
  await tx.update(quizzes).set({ selection, updatedAt: at }).where(eq(quizzes.id, id));
}

export async function deleteQuiz(tx: Tx, id: number): Promise<void> {
  await tx.delete(quizzes).where(eq(quizzes.id, id));
}

export async function markAssignedNotice(tx: Tx, id: number, at: Date): Promise<void> {
  await tx.update(quizzes).set({ assignedNoticeAt: at }).where(eq(quizzes.id, id));
}

export async function setTargetPeople(tx: Tx, tenantId: string, quizId: number, userIds: readonly number[]) {
  await tx.delete(quizTargetPeople).where(eq(quizTargetPeople.quizId, quizId));
  if (userIds.length > 0)
    await guardWrite(tx.insert(quizTargetPeople).values(userIds.map((userId) => ({ tenantId, quizId, userId }))));
}

export interface PersonRef extends AccountRef {
  role: string;
}

export async function targetPeople(tx: Tx, quizId: number): Promise<PersonRef[]> {
  return rowsOf<PersonRef>(
    await tx.execute(sql`
      select u.id, u.public_id as "publicId", u.first_name as "firstName", u.last_name as "lastName", u.email, u.role
      from quiz_target_people p join users u on u.tenant_id = p.tenant_id and u.id = p.user_id
      where p.quiz_id = ${quizId}
      order by (u.first_name || ' ' || u.last_name) collate "und-x-icu", u.id`),
  );
}

export async function peopleByPublicIds(tx: Tx, publicIds: readonly string[]): Promise<PersonRef[]> {
  if (publicIds.length === 0) return [];
  return rowsOf<PersonRef>(
    await tx.execute(sql`
      select id, public_id as "publicId", first_name as "firstName", last_name as "lastName", email, role
      from users where public_id in (${sql.join(
        publicIds.map((p) => sql`${p}::uuid`),
        sql`, `,
      )})`),
  );
}

/**
 * Whether the person belongs to the quiz's target, as SQL over `z` (a quizzes row) and a user id:
 * enrolled (A, I or C) in the course, the class or a course of the trail step; chosen; or any active
 * person but the tenant's Admins.
 */
const assignedTo = (userId: ReturnType<typeof sql>) => sql`(
  (z.target_kind = 'everyone' and exists (
    select 1 from users u where u.tenant_id = z.tenant_id and u.id = ${userId} and u.role <> 'Admin' and u.status = 'active'))
  or (z.target_kind = 'people' and exists (
    select 1 from quiz_target_people p where p.tenant_id = z.tenant_id and p.quiz_id = z.id and p.user_id = ${userId}))
  or (z.target_kind = 'course' and exists (
    select 1 from enrolments e where e.tenant_id = z.tenant_id and e.course_id = z.target_course_id
      and e.user_id = ${userId} and e.status in ('A','I','C')))
  or (z.target_kind = 'class' and exists (
    select 1 from enrolments e where e.tenant_id = z.tenant_id and e.classe_id = z.target_classe_id
      and e.user_id = ${userId} and e.status in ('A','I','C')))
  or (z.target_kind = 'trailStep' and exists (
    select 1 from enrolments e join trail_courses tc on tc.tenant_id = e.tenant_id and tc.course_id = e.course_id
    where e.tenant_id = z.tenant_id and tc.trail_id = z.target_trail_id and tc.step = z.target_step
      and e.user_id = ${userId} and e.status in ('A','I','C')))
)`;

export async function isAssigned(tx: Tx, quizId: number, userId: number): Promise<boolean> {
  const rows = rowsOf<{ ok: boolean }>(
    await tx.execute(sql`select ${assignedTo(sql`${userId}`)} as ok from quizzes z where z.id = ${quizId}`),
  );
  return rows[0]?.ok === true;
}

/** The people a quiz is assigned to (active accounts), for notices, results and counts. */
export async function assignedPeople(tx: Tx, quizId: number): Promise<PersonRef[]> {
  return rowsOf<PersonRef>(
    await tx.execute(sql`
      select u.id, u.public_id as "publicId", u.first_name as "firstName", u.last_name as "lastName", u.email, u.role
      from quizzes z join users u on u.tenant_id = z.tenant_id and u.status = 'active'
      where z.id = ${quizId} and ${assignedTo(sql`u.id`)}
      order by (u.first_name || ' ' || u.last_name) collate "und-x-icu", u.id`),
  );
}

export interface QuizListRow {
  id: number;
  title: string;
  purpose: string;
  status: string;
  opensAt: string | null;
  closesAt: string | null;
  updatedAt: string;
  attemptCount: number;
  awaitingGrading: number;
  targetKind: string;
  targetStep: number | null;
  courseName: string | null;
  classeName: string | null;
  trailName: string | null;
  peopleCount: number;
  selection: QuizSelection | null;
}

export interface QuizSearch {
  /** Part of the title. */
  q?: string | undefined;
  sort: QuizSort;
  order: SortOrder;
  /** Keyset position: the previous page's last (sort key, id). */
  after: { key: string; id: number } | null;
  limit: number;
}

/**
 * The sort keys. The title reads as people read it (und-x-icu, as the names of drizzle/0014: "Ágil",
 * "Avaliação", "avançado"); a status ties on the title; a quiz with no deadline comes after those with
 * one (PostgreSQL's own place for a null, last ascending and first descending).
 */
const SORT_KEYS: Record<QuizSort, SQL<string>> = {
  title: sql<string>`z.title collate "und-x-icu"`,
  status: sql<string>`(z.status || ${KEY_THEN} || z.title) collate "und-x-icu"`,
  closesAt: sql<string>`coalesce(${instantKey('z.closes_at')}, '~')`,
  updatedAt: sql<string>`${instantKey('z.updated_at')}`,
};

/** The mentees' ids as a SQL list, null when there are none. */
function idList(onlyFor: readonly number[] | null): SQL | null {
  return onlyFor === null || onlyFor.length === 0
    ? null
    : sql.join(
        onlyFor.map((id) => sql`${id}`),
        sql`, `,
      );
}

/**
 * Which quizzes the list holds: every quiz of the tenant; with `onlyFor` (a mentor's mentees), the
 * published quizzes that are not anonymous and that one of them was assigned or attempted; and of
 * those, the ones whose title holds the search.
 */
function quizListWhere(tenantId: string, onlyFor: readonly number[] | null, q: string | undefined): SQL {
  const ids = idList(onlyFor);
  const scope =
    onlyFor === null
      ? sql`true`
      : ids === null
        ? sql`false`
        : sql`z.status = 'published' and not z.anonymous and (
            exists (select 1 from quiz_attempts a where a.tenant_id = z.tenant_id and a.quiz_id = z.id
              and a.user_id in (${ids}))
            or exists (select 1 from users m where m.tenant_id = z.tenant_id and m.id in (${ids})
              and m.status = 'active' and ${assignedTo(sql`m.id`)}))`;
  const search = q ? foldedContains(sql`z.title`, q) : sql`true`;
  return sql`z.tenant_id = ${tenantId} and ${scope} and ${search}`;
}

/** How many quizzes the list holds for the search, on every page. */
export async function countQuizzes(
  tx: Tx,
  tenantId: string,
  onlyFor: readonly number[] | null,
  q: string | undefined,
): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from quizzes z where ${quizListWhere(tenantId, onlyFor, q)}`),
  );
  return row?.n ?? 0;
}

/**
 * One page of the quiz list by keyset, each row with its sort key; with `onlyFor`, the figures are those
 * of the mentees only.
 */
export async function listQuizzes(
  tx: Tx,
  tenantId: string,
  onlyFor: readonly number[] | null,
  search: QuizSearch,
): Promise<(QuizListRow & { sortKey: string })[]> {
  const ids = idList(onlyFor);
  const whose = ids === null ? sql`true` : sql`a.user_id in (${ids})`;
  const key = SORT_KEYS[search.sort];
  const page = keyset(key, sql`z.id`, search.order, search.after);
  return rowsOf<QuizListRow & { sortKey: string }>(
    await tx.execute(sql`
      select z.id, z.title, z.purpose, z.status, ${iso('z.opens_at')} as "opensAt", ${iso('z.closes_at')} as "closesAt",
        ${iso('z.updated_at')} as "updatedAt", z.selection, z.target_kind as "targetKind", z.target_step as "targetStep",
        co.name as "courseName", cl.name as "classeName", tr.name as "trailName",
        (select count(*)::int from quiz_target_people p where p.tenant_id = z.tenant_id and p.quiz_id = z.id) as "peopleCount",
        (select count(*)::int from quiz_attempts a where a.tenant_id = z.tenant_id and a.quiz_id = z.id
          and ${whose}) as "attemptCount",
        (select count(*)::int from quiz_attempts a where a.tenant_id = z.tenant_id and a.quiz_id = z.id
          and a.pending and a.submitted_at is not null and ${whose}) as "awaitingGrading",
        ${key} as "sortKey"
      from quizzes z
      left join courses co on co.tenant_id = z.tenant_id and co.id = coalesce(z.target_course_id, (
        select c2.course_id from classes c2 where c2.tenant_id = z.tenant_id and c2.id = z.target_classe_id))
      left join classes cl on cl.tenant_id = z.tenant_id and cl.id = z.target_classe_id
      left join trails tr on tr.tenant_id = z.tenant_id and tr.id = z.target_trail_id
      where ${quizListWhere(tenantId, onlyFor, search.q)} and ${page.where ?? sql`true`}
      order by ${sql.join(page.orderBy, sql`, `)}
      limit ${search.limit}`),
  );
}

export async function countAttempts(tx: Tx, quizId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from quiz_attempts where quiz_id = ${quizId}`),
  );
  return row?.n ?? 0;
}

/** How many active people the quiz is assigned to (of `onlyFor`, when given). */
export async function countAssigned(tx: Tx, quizId: number, onlyFor: readonly number[] | null = null): Promise<number> {
  if (onlyFor !== null && onlyFor.length === 0) return 0;
  const whose =
    onlyFor === null
      ? sql`true`
      : sql`u.id in (${sql.join(
          onlyFor.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      select count(*)::int as n from quizzes z join users u on u.tenant_id = z.tenant_id and u.status = 'active'
      where z.id = ${quizId} and ${whose} and ${assignedTo(sql`u.id`)}`),
  );
  return row?.n ?? 0;
}

export interface MyQuizRow extends QuizRow {
  attemptsUsed: number;
  inProgressAttemptId: number | null;
  lastSubmittedAt: string | null;
}

/** The published quizzes assigned to the person, closing soonest first. */
export async function quizzesAssignedTo(tx: Tx, userId: number, courseId: number | null): Promise<MyQuizRow[]> {
  const course = courseId === null ? sql`true` : sql`co.id = ${courseId}`;
  return rowsOf<MyQuizRow>(
    await tx.execute(sql`
      select x.*,
        (select count(*)::int from quiz_attempts a where a.tenant_id = x.tenant_id and a.quiz_id = x.id and a.user_id = ${userId}) as "attemptsUsed",
        (select a.id from quiz_attempts a where a.tenant_id = x.tenant_id and a.quiz_id = x.id and a.user_id = ${userId}
          and a.submitted_at is null) as "inProgressAttemptId",
        (select ${iso('max(a.submitted_at)')} from quiz_attempts a where a.tenant_id = x.tenant_id and a.quiz_id = x.id
          and a.user_id = ${userId}) as "lastSubmittedAt"
      from (${QUIZ_SELECT} where z.status = 'published' and ${assignedTo(sql`${userId}`)} and ${course}) x
      order by x."closesAt" nulls last, x.id`),
  );
}

// --- Attempts ------------------------------------------------------------------------------------

export interface AttemptRow {
  id: number;
  quizId: number;
  userId: number;
  number: number;
  startedAt: string;
  deadlineAt: string | null;
  submittedAt: string | null;
  expired: boolean;
  earned: number | null;
  max: number | null;
  percent: number | null;
  pending: boolean;
  passed: boolean | null;
}

const ATTEMPT_SELECT = sql`
  select a.id, a.quiz_id as "quizId", a.user_id as "userId", a.number, ${iso('a.started_at')} as "startedAt",
    ${iso('a.deadline_at')} as "deadlineAt", ${iso('a.submitted_at')} as "submittedAt", a.expired,
    a.earned, a.max, a.percent, a.pending, a.passed
  from quiz_attempts a`;

export async function findAttempt(tx: Tx, id: number, lock = false): Promise<AttemptRow | null> {
  const [row] = rowsOf<AttemptRow>(
    await tx.execute(sql`${ATTEMPT_SELECT} where a.id = ${id} ${lock ? sql`for update` : sql``}`),
  );
  return row ?? null;
}

export async function attemptsOf(tx: Tx, quizId: number, userId: number): Promise<AttemptRow[]> {
  return rowsOf<AttemptRow>(
    await tx.execute(sql`${ATTEMPT_SELECT} where a.quiz_id = ${quizId} and a.user_id = ${userId} order by a.number`),
  );
}

export async function attemptsOfQuiz(tx: Tx, quizId: number): Promise<AttemptRow[]> {
  return rowsOf<AttemptRow>(
    await tx.execute(sql`${ATTEMPT_SELECT} where a.quiz_id = ${quizId} order by a.user_id, a.number`),
  );
}

/** Attempts whose deadline has passed and that nobody submitted: the server submits them. */
export async function expiredOpenAttempts(tx: Tx, tenantId: string, now: Date, quizId?: number): Promise<number[]> {
  return rowsOf<{ id: number }>(
    await tx.execute(sql`
      select id from quiz_attempts where tenant_id = ${tenantId} and submitted_at is null
        and deadline_at <= ${now.toISOString()}::timestamptz ${quizId ? sql`and quiz_id = ${quizId}` : sql``}`),
  ).map((r) => r.id);
}

/** Serialises starting attempts for one person and quiz (two tabs pressing "start" at once). */
export async function lockPersonQuiz(tx: Tx, quizId: number, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('quiz-attempt'), hashtext(${`${quizId}:${userId}`}))`);
}

export async function insertAttempt(
  tx: Tx,
  values: {
    tenantId: string;
    quizId: number;
    userId: number;
    number: number;
    startedAt: Date;
    deadlineAt: Date | null;
  },
): Promise<number> {
  const [row] = await guardWrite(tx.insert(quizAttempts).values(values).returning({ id: quizAttempts.id }));
  return row!.id;
}

export interface ItemRow {
  position: number;
  versionId: number;
  optionOrder: string[];
  answer: AnswerValue | null;
  answeredAt: string | null;
  earned: number | null;
  gradedBy: number | null;
  graderComment: string | null;
}

export async function insertItems(
  tx: Tx,
  tenantId: string,
  attemptId: number,
  items: readonly { position: number; versionId: number; optionOrder: string[] }[],
): Promise<void> {
  if (items.length === 0) return;
  await guardWrite(tx.insert(quizAttemptItems).values(items.map((i) => ({ tenantId, attemptId, ...i }))));
}

export async function itemsOf(tx: Tx, attemptId: number): Promise<ItemRow[]> {
  return rowsOf<ItemRow>(
    await tx.execute(sql`
      select position, version_id as "versionId", option_order::text[] as "optionOrder", answer,
        ${iso('answered_at')} as "answeredAt", earned, graded_by as "gradedBy", grader_comment as "graderComment"
      from quiz_attempt_items where attempt_id = ${attemptId} order by position`),
  );
}

export async function itemsOfAttempts(tx: Tx, attemptIds: readonly number[]): Promise<Map<number, ItemRow[]>> {
  const map = new Map<number, ItemRow[]>();
  if (attemptIds.length === 0) return map;
  const rows = rowsOf<ItemRow & { attemptId: number }>(
    await tx.execute(sql`
      select attempt_id as "attemptId", position, version_id as "versionId", option_order::text[] as "optionOrder",
        answer, ${iso('answered_at')} as "answeredAt", earned, graded_by as "gradedBy", grader_comment as "graderComment"
      from quiz_attempt_items where attempt_id in (${sql.join(
        attemptIds.map((id) => sql`${id}`),
        sql`, `,
      )}) order by attempt_id, position`),
  );
  for (const row of rows) {
    const list = map.get(row.attemptId) ?? [];
    list.push(row);
    map.set(row.attemptId, list);
  }
  return map;
}

export async function saveAnswer(
  tx: Tx,
  attemptId: number,
  position: number,
  answer: AnswerValue | null,
  at: Date,
): Promise<void> {
  await tx
    .update(quizAttemptItems)
    .set({ answer, answeredAt: at })
    .where(and(eq(quizAttemptItems.attemptId, attemptId), eq(quizAttemptItems.position, position)));
}

export async function setItemScore(tx: Tx, attemptId: number, position: number, earned: number | null): Promise<void> {
  await tx
    .update(quizAttemptItems)
    .set({ earned })
    .where(and(eq(quizAttemptItems.attemptId, attemptId), eq(quizAttemptItems.position, position)));
}

export async function gradeItem(
  tx: Tx,
  attemptId: number,
  position: number,
  grade: { earned: number; gradedBy: number; comment: string | null; at: Date },
): Promise<void> {
  await tx
    .update(quizAttemptItems)
    .set({ earned: grade.earned, gradedBy: grade.gradedBy, graderComment: grade.comment, gradedAt: grade.at })
    .where(and(eq(quizAttemptItems.attemptId, attemptId), eq(quizAttemptItems.position, position)));
}

export async function finishAttempt(
  tx: Tx,
  id: number,
  score: {
    submittedAt?: Date;
    expired?: boolean;
    earned: number;
    max: number;
    percent: number | null;
    pending: boolean;
    passed: boolean | null;
  },
): Promise<void> {
  await tx.update(quizAttempts).set(score).where(eq(quizAttempts.id, id));
}

export interface GradingRow {
  attemptId: number;
  position: number;
  quizId: number;
  quizTitle: string;
  publicId: string;
  firstName: string;
  lastName: string;
  stem: string;
  answer: AnswerValue | null;
  points: number;
  earned: number | null;
  comment: string | null;
  submittedAt: string;
}

/** Open answers of submitted attempts still waiting for a grade (onlyFor: these people's). */
export async function gradingQueue(tx: Tx, tenantId: string, onlyFor: readonly number[] | null): Promise<GradingRow[]> {
  if (onlyFor !== null && onlyFor.length === 0) return [];
  const scope =
    onlyFor === null
      ? sql`true`
      : sql`a.user_id in (${sql.join(
          onlyFor.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  return rowsOf<GradingRow>(
    await tx.execute(sql`
      select a.id as "attemptId", i.position, z.id as "quizId", z.title as "quizTitle", u.public_id as "publicId",
        u.first_name as "firstName", u.last_name as "lastName", v.stem, i.answer, v.points, i.earned,
        i.grader_comment as comment, ${iso('a.submitted_at')} as "submittedAt"
      from quiz_attempt_items i
      join quiz_attempts a on a.tenant_id = i.tenant_id and a.id = i.attempt_id
      join quizzes z on z.tenant_id = a.tenant_id and z.id = a.quiz_id
      join users u on u.tenant_id = a.tenant_id and u.id = a.user_id
      join quiz_question_versions v on v.tenant_id = i.tenant_id and v.id = i.version_id
      where i.tenant_id = ${tenantId} and v.type = 'open' and z.purpose <> 'survey' and a.submitted_at is not null
        and i.earned is null
        and ${scope}
      order by a.submitted_at, a.id, i.position`),
  );
}

// --- People --------------------------------------------------------------------------------------

/** The people a mentor mentors now (mentorships in progress). */
export async function activeMenteeIds(tx: Tx, mentorId: number): Promise<number[]> {
  return rowsOf<{ id: number }>(
    await tx.execute(sql`
      select distinct user_id as id from mentorship_requests where mentor_id = ${mentorId} and status = 'EM_ANDAMENTO'`),
  ).map((r) => r.id);
}

export async function peopleByIds(tx: Tx, ids: readonly number[]): Promise<Map<number, PersonRef>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<PersonRef>(
    await tx.execute(sql`
      select id, public_id as "publicId", first_name as "firstName", last_name as "lastName", email, role
      from users where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  return new Map(rows.map((r) => [r.id, r]));
}

// --- Accommodations ------------------------------------------------------------------------------

export async function accommodationOf(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ factor: quizAccommodations.factor })
    .from(quizAccommodations)
    .where(eq(quizAccommodations.userId, userId));
  return row?.factor ?? 1;
}

export interface AccommodationRow extends PersonRef {
  factor: number;
  updatedAt: string;
}

export interface AccommodationSearch {
  /** Part of the person's name or e-mail. */
  q?: string | undefined;
  sort: AccommodationSort;
  order: SortOrder;
  /** Keyset position: the previous page's last (sort key, person id). */
  after: { key: string; id: number } | null;
  limit: number;
}

const fullName = sql<string>`(u.first_name || ' ' || u.last_name)`;

/**
 * The sort keys. The name reads as people read it (und-x-icu, drizzle/0014: "Álvaro", "Amanda",
 * "ângela"); the factor in hundredths, zero-padded (1 to 10: at most 1000) so that its digits order as the
 * number does, tied on the name; the time it was set ties on the person's id.
 */
const ACCOMMODATION_SORT_KEYS: Record<AccommodationSort, SQL<string>> = {
  name: sql<string>`${fullName} collate "und-x-icu"`,
  factor: sql<string>`(lpad(round(q.factor * 100)::int::text, 4, '0') || ${KEY_THEN} || ${fullName}) collate "und-x-icu"`,
  updatedAt: sql<string>`${instantKey('q.updated_at')}`,
};

function accommodationWhere(tenantId: string, q: string | undefined): SQL {
  if (!q) return sql`q.tenant_id = ${tenantId}`;
  return sql`q.tenant_id = ${tenantId} and (${foldedContains(fullName, q)} or ${foldedContains(sql`u.email`, q)})`;
}

const ACCOMMODATION_FROM = sql`quiz_accommodations q join users u on u.tenant_id = q.tenant_id and u.id = q.user_id`;

/** How many accommodations the search matches, on every page. */
export async function countAccommodations(tx: Tx, tenantId: string, q: string | undefined): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(
      sql`select count(*)::int as n from ${ACCOMMODATION_FROM} where ${accommodationWhere(tenantId, q)}`,
    ),
  );
  return row?.n ?? 0;
}

/** One page of the accommodations by keyset, each row with its sort key. */
export async function listAccommodations(
  tx: Tx,
  tenantId: string,
  search: AccommodationSearch,
): Promise<(AccommodationRow & { sortKey: string })[]> {
  const key = ACCOMMODATION_SORT_KEYS[search.sort];
  const page = keyset(key, sql`u.id`, search.order, search.after);
  return rowsOf<AccommodationRow & { sortKey: string }>(
    await tx.execute(sql`
      select u.id, u.public_id as "publicId", u.first_name as "firstName", u.last_name as "lastName", u.email, u.role,
        q.factor, ${iso('q.updated_at')} as "updatedAt", ${key} as "sortKey"
      from ${ACCOMMODATION_FROM}
      where ${accommodationWhere(tenantId, search.q)} and ${page.where ?? sql`true`}
      order by ${sql.join(page.orderBy, sql`, `)}
      limit ${search.limit}`),
  );
}

export async function setAccommodation(tx: Tx, tenantId: string, userId: number, factor: number, at: Date) {
  if (factor === 1) {
    await tx.delete(quizAccommodations).where(eq(quizAccommodations.userId, userId));
    return;
  }
  await tx
    .insert(quizAccommodations)
    .values({ tenantId, userId, factor, updatedAt: at })
    .onConflictDoUpdate({
      target: [quizAccommodations.tenantId, quizAccommodations.userId],
      set: { factor, updatedAt: at },
    });
}

// --- Closing reminders ---------------------------------------------------------------------------

/** Published quizzes closing within the window whose reminder has not gone. */
export async function quizzesClosingBy(tx: Tx, tenantId: string, now: Date, until: Date): Promise<number[]> {
  return rowsOf<{ id: number }>(
    await tx.execute(sql`
      select id from quizzes where tenant_id = ${tenantId} and status = 'published' and closing_notice_at is null
        and closes_at > ${now.toISOString()}::timestamptz and closes_at <= ${until.toISOString()}::timestamptz`),
  ).map((r) => r.id);
}

export async function markClosingNotice(tx: Tx, id: number, at: Date): Promise<void> {
  await tx.update(quizzes).set({ closingNoticeAt: at }).where(eq(quizzes.id, id));
}

/** Whether the person has finished (submitted) an attempt of the quiz. */
export async function hasSubmitted(tx: Tx, quizId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.userId, userId), sql`submitted_at is not null`))
    .limit(1);
  return rows.length > 0;
}

// --- Targets -------------------------------------------------------------------------------------

export async function courseExists(tx: Tx, courseId: number): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(await tx.execute(sql`select id from courses where id = ${courseId}`));
  return rows.length > 0;
}

export async function findQuizTargetClass(tx: Tx, classeId: number): Promise<{ courseId: number } | null> {
  const [row] = rowsOf<{ courseId: number }>(
    await tx.execute(sql`select course_id as "courseId" from classes where id = ${classeId}`),
  );
  return row ?? null;
}

export async function trailStepExists(tx: Tx, trailId: number, step: number): Promise<boolean> {
  const rows = rowsOf<{ n: number }>(
    await tx.execute(sql`select 1 as n from trail_courses where trail_id = ${trailId} and step = ${step} limit 1`),
  );
  return rows.length > 0;
}
