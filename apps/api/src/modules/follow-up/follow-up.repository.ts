import type { EnrolmentEventKind, EnrolmentStatus } from '@ponte/shared/courses.schema';
import type { FeedbackType } from '@ponte/shared/follow-up.schema';
import { PRODUCT_TIME_ZONE } from '@ponte/shared/follow-up.schema';
import type { MentorshipEventKind } from '@ponte/shared/mentoring.schema';
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { guardWrite } from '../../db/driver-errors.ts';
import {
  annotations,
  classes,
  courses,
  enrolmentEvents,
  enrolments,
  feedbackActions,
  feedbacks,
  mentorshipEvents,
  mentorshipRequests,
  optionItems,
  users,
} from '../../db/schema.ts';

// --- Annotations and feedbacks ------------------------------------------------------------------

export interface AnnotationRow {
  id: number;
  talentId: number;
  authorId: number;
  authorPublicId: string;
  authorName: string;
  title: string;
  html: string;
  annotationDate: string;
  categoryId: number;
  shared: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** Present when the annotation is a feedback. */
  feedback: {
    type: FeedbackType;
    actionInitialDate: string | null;
    actionEndDate: string | null;
    actionDescription: string | null;
    acknowledgedAt: Date | null;
  } | null;
}

const author = alias(users, 'author');

function selectAnnotations(tx: Tx) {
  return tx
    .select({
      id: annotations.id,
      talentId: annotations.talentId,
      authorId: annotations.authorId,
      authorPublicId: author.publicId,
      authorFirstName: author.firstName,
      authorLastName: author.lastName,
      title: annotations.title,
      html: annotations.html,
      annotationDate: annotations.annotationDate,
      categoryId: annotations.categoryId,
      shared: annotations.shared,
      createdAt: annotations.createdAt,
      updatedAt: annotations.updatedAt,
      feedbackId: feedbacks.annotationId,
      type: feedbacks.type,
      actionInitialDate: feedbacks.actionInitialDate,
      actionEndDate: feedbacks.actionEndDate,
      actionDescription: feedbacks.actionDescription,
      acknowledgedAt: feedbacks.acknowledgedAt,
    })
    .from(annotations)
    .innerJoin(author, and(eq(author.tenantId, annotations.tenantId), eq(author.id, annotations.authorId)))
    .leftJoin(feedbacks, and(eq(feedbacks.tenantId, annotations.tenantId), eq(feedbacks.annotationId, annotations.id)))
    .$dynamic();
}

type RawAnnotation = Awaited<ReturnType<ReturnType<typeof selectAnnotations>['execute']>>[number];

function toAnnotationRow(r: RawAnnotation): AnnotationRow {
  return {
    id: r.id,
    talentId: r.talentId,
    authorId: r.authorId,
    authorPublicId: r.authorPublicId,
    authorName: `${r.authorFirstName} ${r.authorLastName}`.trim(),
    title: r.title,
    html: r.html,
    annotationDate: r.annotationDate,
    categoryId: r.categoryId,
    shared: r.shared,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    feedback:
      r.feedbackId === null
        ? null
        : {
            type: r.type as FeedbackType,
            actionInitialDate: r.actionInitialDate,
            actionEndDate: r.actionEndDate,
            actionDescription: r.actionDescription,
            acknowledgedAt: r.acknowledgedAt,
          },
  };
}

/** One annotation (or feedback) about this person; another person's, or none, is null. */
export async function findAnnotation(tx: Tx, talentId: number, id: number): Promise<AnnotationRow | null> {
  const [row] = await selectAnnotations(tx)
    .where(and(eq(annotations.id, id), eq(annotations.talentId, talentId)))
    .limit(1);
  return row ? toAnnotationRow(row) : null;
}

/** An annotation by id alone, with the publicId of the person it is about (its images' access). */
export async function findAnnotationAnywhere(
  tx: Tx,
  id: number,
): Promise<{ row: AnnotationRow; talentPublicId: string } | null> {
  const [row] = await selectAnnotations(tx).where(eq(annotations.id, id)).limit(1);
  if (!row) return null;
  const [talent] = await tx.select({ publicId: users.publicId }).from(users).where(eq(users.id, row.talentId));
  return talent ? { row: toAnnotationRow(row), talentPublicId: talent.publicId } : null;
}

/** Annotations by id, in the order asked (a page of the timeline). */
export async function findAnnotations(tx: Tx, ids: readonly number[]): Promise<AnnotationRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectAnnotations(tx).where(inArray(annotations.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, toAnnotationRow(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Takes the row for a change, so two edits of one feedback's plan do not interleave. */
export async function lockAnnotation(tx: Tx, talentId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: annotations.id })
    .from(annotations)
    .where(and(eq(annotations.id, id), eq(annotations.talentId, talentId)))
    .for('update');
  return row !== undefined;
}

export interface AnnotationValues {
  title: string;
  html: string;
  annotationDate: string;
  categoryId: number;
  shared: boolean;
}

export async function insertAnnotation(
  tx: Tx,
  row: AnnotationValues & { tenantId: string; talentId: number; authorId: number },
): Promise<number> {
  const [inserted] = await guardWrite(tx.insert(annotations).values(row).returning({ id: annotations.id }));
  return inserted!.id;
}

export async function updateAnnotation(tx: Tx, id: number, change: AnnotationValues): Promise<void> {
  await guardWrite(
    tx
      .update(annotations)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(annotations.id, id)),
  );
}

/** The stored HTML alone (after images that could not be attached were taken out). */
export async function updateAnnotationHtml(tx: Tx, id: number, html: string): Promise<void> {
  await tx.update(annotations).set({ html }).where(eq(annotations.id, id));
}

/** Its feedback part and actions go with it (foreign keys cascade). */
export async function deleteAnnotation(tx: Tx, id: number): Promise<void> {
  await tx.delete(annotations).where(eq(annotations.id, id));
}

export interface FeedbackValues {
  type: FeedbackType;
  actionInitialDate: string | null;
  actionEndDate: string | null;
  actionDescription: string | null;
}

export async function insertFeedback(
  tx: Tx,
  row: FeedbackValues & { tenantId: string; annotationId: number },
): Promise<void> {
  await tx.insert(feedbacks).values(row);
}

export async function updateFeedback(tx: Tx, annotationId: number, change: FeedbackValues): Promise<void> {
  await tx.update(feedbacks).set(change).where(eq(feedbacks.annotationId, annotationId));
}

/** The first acknowledgement counts; a second one changes nothing. */
export async function acknowledgeFeedback(tx: Tx, annotationId: number, at: Date): Promise<void> {
  await tx
    .update(feedbacks)
    .set({ acknowledgedAt: at })
    .where(and(eq(feedbacks.annotationId, annotationId), sql`${feedbacks.acknowledgedAt} is null`));
}

// --- Actions ------------------------------------------------------------------------------------

export interface ActionRow {
  id: number;
  feedbackId: number;
  name: string;
  initialDate: string;
  endDate: string;
  isDone: boolean;
  conclusionDate: string | null;
  comment: string | null;
  position: number;
}

const actionColumns = {
  id: feedbackActions.id,
  feedbackId: feedbackActions.feedbackId,
  name: feedbackActions.name,
  initialDate: feedbackActions.initialDate,
  endDate: feedbackActions.endDate,
  isDone: feedbackActions.isDone,
  conclusionDate: feedbackActions.conclusionDate,
  comment: feedbackActions.comment,
  position: feedbackActions.position,
};

/** The plans of these feedbacks, each in its author's order. */
export async function listActions(tx: Tx, feedbackIds: readonly number[]): Promise<ActionRow[]> {
  if (feedbackIds.length === 0) return [];
  return tx
    .select(actionColumns)
    .from(feedbackActions)
    .where(inArray(feedbackActions.feedbackId, [...feedbackIds]))
    .orderBy(asc(feedbackActions.feedbackId), asc(feedbackActions.position), asc(feedbackActions.id));
}

export interface ActionPlanValues {
  name: string;
  initialDate: string;
  endDate: string;
  position: number;
}

export async function insertActions(
  tx: Tx,
  tenantId: string,
  feedbackId: number,
  actions: readonly ActionPlanValues[],
): Promise<void> {
  if (actions.length === 0) return;
  await tx.insert(feedbackActions).values(actions.map((a) => ({ ...a, tenantId, feedbackId })));
}

/** The author's change to a planned step; the person's progress on it stays. */
export async function updateActionPlan(tx: Tx, id: number, change: ActionPlanValues): Promise<void> {
  await tx
    .update(feedbackActions)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(feedbackActions.id, id));
}

/** Removes the feedback's actions not in `keep`. */
export async function deleteActionsExcept(tx: Tx, feedbackId: number, keep: readonly number[]): Promise<void> {
  await tx
    .delete(feedbackActions)
    .where(
      and(
        eq(feedbackActions.feedbackId, feedbackId),
        keep.length > 0 ? notInArray(feedbackActions.id, [...keep]) : undefined,
      ),
    );
}

export interface ActionProgressValues {
  isDone: boolean;
  conclusionDate: string | null;
  comment: string | null;
}

export async function updateActionProgress(tx: Tx, id: number, change: ActionProgressValues): Promise<void> {
  await tx
    .update(feedbackActions)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(feedbackActions.id, id));
}

// --- The timeline -------------------------------------------------------------------------------

/**
 * Which entries the caller may see, worked out by the policy resolver for this person and caller
 * (the follow-up service), here only applied: for a plain annotation, by whether the caller wrote
 * it and whether it is shared; for a feedback, by whether they wrote it; mentorship and enrolment
 * events, or not.
 */
export interface TimelineVisibility {
  viewerId: number;
  annotations: { ownPrivate: boolean; ownShared: boolean; othersPrivate: boolean; othersShared: boolean };
  feedbacks: { own: boolean; others: boolean };
  mentorshipEvents: boolean;
  enrolmentEvents: boolean;
}

export interface TimelineFilter {
  kind?: 'annotation' | 'feedback' | 'mentorship' | 'enrolment';
  categoryId?: number;
  /** The author's (an event's actor's) user id; null when the asked author does not exist (nothing matches). */
  authorId?: number | null;
  from?: string;
  to?: string;
}

/**
 * A timeline entry's key: its day, when it was written, its source (2 annotation, 1 mentorship event,
 * 0 enrolment event) and id.
 */
export interface TimelineKey {
  day: string;
  at: string;
  source: TimelineSource;
  id: number;
}

export type TimelineSource = 0 | 1 | 2;
const ANNOTATION_SOURCE = 2;
const EVENT_SOURCE = 1;
const ENROLMENT_SOURCE = 0;

/** An event's day in the product's calendar, where its annotations' dates live. */
const dayOf = (column: AnyPgColumn) => sql`(${column} at time zone ${sql.raw(`'${PRODUCT_TIME_ZONE}'`)})::date`;
const eventDay = dayOf(mentorshipEvents.createdAt);
const enrolmentDay = dayOf(enrolmentEvents.createdAt);
const isoInstant = (column: SQL | AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function anyOf(conditions: (SQL | false)[]): SQL {
  const kept = conditions.filter((c): c is SQL => c !== false);
  return kept.length === 0 ? sql`false` : sql`(${sql.join(kept, sql` or `)})`;
}

function annotationVisibility(v: TimelineVisibility): SQL {
  const own = eq(annotations.authorId, v.viewerId);
  const others = sql`${annotations.authorId} <> ${v.viewerId}`;
  const a = v.annotations;
  const plain = anyOf([
    a.ownPrivate && and(own, eq(annotations.shared, false))!,
    a.ownShared && and(own, eq(annotations.shared, true))!,
    a.othersPrivate && and(others, eq(annotations.shared, false))!,
    a.othersShared && and(others, eq(annotations.shared, true))!,
  ]);
  const feedback = anyOf([v.feedbacks.own && own, v.feedbacks.others && others]);
  return sql`((${feedbacks.annotationId} is null and ${plain}) or (${feedbacks.annotationId} is not null and ${feedback}))`;
}

/**
 * The part of the keyset "strictly after `after`" that concerns one source: rows of a source
 * ordered before the cursor's source compare (day, at) only, so each part keeps its own index order.
 */
function afterKey(
  source: TimelineSource,
  day: SQL | AnyPgColumn,
  at: AnyPgColumn,
  id: AnyPgColumn,
  after: TimelineKey | null,
): SQL | undefined {
  if (!after) return undefined;
  const d = sql`${after.day}::date`;
  const t = sql`${after.at}::timestamptz`;
  if (source === after.source) return sql`(${day}, ${at}, ${id}) < (${d}, ${t}, ${after.id}::int)`;
  if (source > after.source) return sql`(${day}, ${at}) < (${d}, ${t})`;
  return sql`(${day}, ${at}) <= (${d}, ${t})`;
}

function annotationConditions(talentId: number, v: TimelineVisibility, f: TimelineFilter): SQL[] | null {
  if (f.kind === 'mentorship' || f.kind === 'enrolment' || f.authorId === null) return null;
  return [
    eq(annotations.talentId, talentId),
    annotationVisibility(v),
    ...(f.kind === 'annotation' ? [sql`${feedbacks.annotationId} is null`] : []),
    ...(f.kind === 'feedback' ? [sql`${feedbacks.annotationId} is not null`] : []),
    ...(f.categoryId !== undefined ? [eq(annotations.categoryId, f.categoryId)] : []),
    ...(f.authorId !== undefined ? [eq(annotations.authorId, f.authorId)] : []),
    ...(f.from ? [sql`${annotations.annotationDate} >= ${f.from}::date`] : []),
    ...(f.to ? [sql`${annotations.annotationDate} <= ${f.to}::date`] : []),
  ];
}

function eventConditions(talentId: number, v: TimelineVisibility, f: TimelineFilter): SQL[] | null {
  if (!v.mentorshipEvents || f.authorId === null) return null;
  if (f.kind !== undefined && f.kind !== 'mentorship') return null;
  // Events have no category: a category filter asks for annotations and feedbacks only.
  if (f.categoryId !== undefined) return null;
  return [
    eq(mentorshipRequests.userId, talentId),
    ...(f.authorId !== undefined ? [eq(mentorshipEvents.actorId, f.authorId)] : []),
    ...(f.from ? [sql`${eventDay} >= ${f.from}::date`] : []),
    ...(f.to ? [sql`${eventDay} <= ${f.to}::date`] : []),
  ];
}

function enrolmentConditions(talentId: number, v: TimelineVisibility, f: TimelineFilter): SQL[] | null {
  if (!v.enrolmentEvents || f.authorId === null) return null;
  if (f.kind !== undefined && f.kind !== 'enrolment') return null;
  if (f.categoryId !== undefined) return null;
  return [
    eq(enrolments.userId, talentId),
    ...(f.authorId !== undefined ? [eq(enrolmentEvents.actorId, f.authorId)] : []),
    ...(f.from ? [sql`${enrolmentDay} >= ${f.from}::date`] : []),
    ...(f.to ? [sql`${enrolmentDay} <= ${f.to}::date`] : []),
  ];
}

const enrolmentJoin = and(
  eq(enrolments.tenantId, enrolmentEvents.tenantId),
  eq(enrolments.id, enrolmentEvents.enrolmentId),
);

const eventJoin = and(
  eq(mentorshipRequests.tenantId, mentorshipEvents.tenantId),
  eq(mentorshipRequests.id, mentorshipEvents.requestId),
);
const feedbackJoin = and(eq(feedbacks.tenantId, annotations.tenantId), eq(feedbacks.annotationId, annotations.id));

/**
 * One page of a person's timeline, newest first, as keys (the caller loads the entries), and how
 * many entries match in all. Each source is read in its own index order up to `limit` rows and the
 * two are merged, so a deep page costs what the first does.
 */
export async function listTimeline(
  tx: Tx,
  page: {
    talentId: number;
    visibility: TimelineVisibility;
    filter: TimelineFilter;
    after: TimelineKey | null;
    limit: number;
  },
): Promise<{ keys: TimelineKey[]; total: number }> {
  const onAnnotations = annotationConditions(page.talentId, page.visibility, page.filter);
  const onEvents = eventConditions(page.talentId, page.visibility, page.filter);
  const onEnrolments = enrolmentConditions(page.talentId, page.visibility, page.filter);
  const parts: SQL[] = [];
  const counts: SQL[] = [];
  if (onAnnotations) {
    const keyset = afterKey(
      ANNOTATION_SOURCE,
      annotations.annotationDate,
      annotations.createdAt,
      annotations.id,
      page.after,
    );
    parts.push(sql`(select ${annotations.annotationDate}::text as day, ${isoInstant(annotations.createdAt)} as at,
        ${ANNOTATION_SOURCE}::int as source, ${annotations.id} as id
      from ${annotations} left join ${feedbacks} on ${feedbackJoin}
      where ${and(...onAnnotations, keyset)}
      order by ${annotations.annotationDate} desc, ${annotations.createdAt} desc, ${annotations.id} desc
      limit ${page.limit})`);
    counts.push(sql`(select count(*) from ${annotations} left join ${feedbacks} on ${feedbackJoin}
      where ${and(...onAnnotations)})`);
  }
  if (onEvents) {
    const keyset = afterKey(EVENT_SOURCE, eventDay, mentorshipEvents.createdAt, mentorshipEvents.id, page.after);
    parts.push(sql`(select ${eventDay}::text as day, ${isoInstant(mentorshipEvents.createdAt)} as at,
        ${EVENT_SOURCE}::int as source, ${mentorshipEvents.id} as id
      from ${mentorshipEvents} join ${mentorshipRequests} on ${eventJoin}
      where ${and(...onEvents, keyset)}
      order by ${eventDay} desc, ${mentorshipEvents.createdAt} desc, ${mentorshipEvents.id} desc
      limit ${page.limit})`);
    counts.push(sql`(select count(*) from ${mentorshipEvents} join ${mentorshipRequests} on ${eventJoin}
      where ${and(...onEvents)})`);
  }
  if (onEnrolments) {
    const keyset = afterKey(ENROLMENT_SOURCE, enrolmentDay, enrolmentEvents.createdAt, enrolmentEvents.id, page.after);
    parts.push(sql`(select ${enrolmentDay}::text as day, ${isoInstant(enrolmentEvents.createdAt)} as at,
        ${ENROLMENT_SOURCE}::int as source, ${enrolmentEvents.id} as id
      from ${enrolmentEvents} join ${enrolments} on ${enrolmentJoin}
      where ${and(...onEnrolments, keyset)}
      order by ${enrolmentDay} desc, ${enrolmentEvents.createdAt} desc, ${enrolmentEvents.id} desc
      limit ${page.limit})`);
    counts.push(sql`(select count(*) from ${enrolmentEvents} join ${enrolments} on ${enrolmentJoin}
      where ${and(...onEnrolments)})`);
  }
  if (parts.length === 0) return { keys: [], total: 0 };
  const keys = rowsOf<TimelineKey>(
    await tx.execute(sql`select day, at, source, id from (${sql.join(parts, sql` union all `)}) entries
      order by day desc, at desc, source desc, id desc limit ${page.limit}`),
  );
  const [count] = rowsOf<{ total: number }>(
    await tx.execute(sql`select (${sql.join(counts, sql` + `)})::int as total`),
  );
  return {
    keys: keys.map((k) => ({ day: k.day, at: k.at, source: Number(k.source) as TimelineSource, id: Number(k.id) })),
    total: count?.total ?? 0,
  };
}

export interface EventRow {
  id: number;
  requestId: number;
  kind: MentorshipEventKind;
  at: Date;
  actor: string | null;
  mentorBefore: string | null;
  mentorAfter: string | null;
  reason: string | null;
}

const actor = alias(users, 'actor');
const before = alias(users, 'mentor_before');
const after = alias(users, 'mentor_after');
const nameOf = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`${u.firstName} || ' ' || ${u.lastName}`;

/** Mentorship events by id, in the order asked. */
export async function findEvents(tx: Tx, ids: readonly number[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      id: mentorshipEvents.id,
      requestId: mentorshipEvents.requestId,
      kind: mentorshipEvents.kind,
      at: mentorshipEvents.createdAt,
      actor: nameOf(actor),
      mentorBefore: nameOf(before),
      mentorAfter: nameOf(after),
      reason: mentorshipEvents.reason,
    })
    .from(mentorshipEvents)
    .leftJoin(actor, and(eq(actor.tenantId, mentorshipEvents.tenantId), eq(actor.id, mentorshipEvents.actorId)))
    .leftJoin(before, and(eq(before.tenantId, mentorshipEvents.tenantId), eq(before.id, mentorshipEvents.mentorBefore)))
    .leftJoin(after, and(eq(after.tenantId, mentorshipEvents.tenantId), eq(after.id, mentorshipEvents.mentorAfter)))
    .where(inArray(mentorshipEvents.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, { ...r, kind: r.kind as MentorshipEventKind }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface EnrolmentEventRow {
  id: number;
  kind: EnrolmentEventKind;
  at: Date;
  actor: string | null;
  course: string;
  classeBefore: string | null;
  classeAfter: string;
  fromStatus: EnrolmentStatus | null;
  toStatus: EnrolmentStatus;
  reason: { ptBR: string; enUS: string; esMX: string } | null;
}

const classeBefore = alias(classes, 'classe_before');
const classeAfter = alias(classes, 'classe_after');

/** Enrolment events by id, in the order asked, with the names a reader needs. */
export async function findEnrolmentEvents(tx: Tx, ids: readonly number[]): Promise<EnrolmentEventRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      id: enrolmentEvents.id,
      kind: enrolmentEvents.kind,
      at: enrolmentEvents.createdAt,
      actor: nameOf(actor),
      course: courses.name,
      classeBefore: classeBefore.name,
      classeAfter: classeAfter.name,
      fromStatus: enrolmentEvents.fromStatus,
      toStatus: enrolmentEvents.toStatus,
      reasonPtBr: optionItems.labelPtBr,
      reasonEnUs: optionItems.labelEnUs,
      reasonEsMx: optionItems.labelEsMx,
    })
    .from(enrolmentEvents)
    .innerJoin(enrolments, enrolmentJoin)
    .innerJoin(courses, and(eq(courses.tenantId, enrolments.tenantId), eq(courses.id, enrolments.courseId)))
    .innerJoin(
      classeAfter,
      and(eq(classeAfter.tenantId, enrolmentEvents.tenantId), eq(classeAfter.id, enrolmentEvents.classeAfter)),
    )
    .leftJoin(
      classeBefore,
      and(eq(classeBefore.tenantId, enrolmentEvents.tenantId), eq(classeBefore.id, enrolmentEvents.classeBefore)),
    )
    .leftJoin(actor, and(eq(actor.tenantId, enrolmentEvents.tenantId), eq(actor.id, enrolmentEvents.actorId)))
    .leftJoin(
      optionItems,
      and(eq(optionItems.tenantId, enrolmentEvents.tenantId), eq(optionItems.id, enrolmentEvents.reasonId)),
    )
    .where(inArray(enrolmentEvents.id, [...ids]));
  const byId = new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        kind: r.kind as EnrolmentEventKind,
        at: r.at,
        actor: r.actor,
        course: r.course,
        classeBefore: r.classeBefore,
        classeAfter: r.classeAfter,
        fromStatus: r.fromStatus as EnrolmentStatus | null,
        toStatus: r.toStatus as EnrolmentStatus,
        reason:
          r.reasonPtBr === null
            ? null
            : { ptBR: r.reasonPtBr, enUS: r.reasonEnUs ?? r.reasonPtBr, esMX: r.reasonEsMx ?? r.reasonPtBr },
      } satisfies EnrolmentEventRow,
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A person's user id by publicId (a filter's author); null when there is none in the tenant. */
export async function findUserId(tx: Tx, publicId: string): Promise<number | null> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.publicId, publicId)).limit(1);
  return row?.id ?? null;
}

// --- Reminders ----------------------------------------------------------------------------------

export interface OpenActionRow {
  id: number;
  name: string;
  endDate: string;
  talentId: number;
}

/** Open actions whose end date lies between two dates (both included), of feedbacks about anyone. */
export async function openActionsEndingBetween(tx: Tx, from: string, to: string): Promise<OpenActionRow[]> {
  return tx
    .select({
      id: feedbackActions.id,
      name: feedbackActions.name,
      endDate: feedbackActions.endDate,
      talentId: annotations.talentId,
    })
    .from(feedbackActions)
    .innerJoin(
      annotations,
      and(eq(annotations.tenantId, feedbackActions.tenantId), eq(annotations.id, feedbackActions.feedbackId)),
    )
    .where(
      and(eq(feedbackActions.isDone, false), sql`${feedbackActions.endDate} between ${from}::date and ${to}::date`),
    );
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
