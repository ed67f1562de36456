/**
 * Follow-up (issue 12; ADR 0037): annotations about a person, feedbacks with action plans, and the one
 * timeline of everything the caller may see about them. {id} is the person's publicId.
 *   GET    /api/perfil/{id}/anotacoes?category&author&from&to&cursor&limit → annotationListSchema
 *   POST   /api/perfil/{id}/anotacoes                    ← annotationRequestSchema → 201 annotationSchema
 *   PUT    /api/perfil/{id}/anotacoes/{annotationId}     ← annotationRequestSchema → annotationSchema
 *   DELETE /api/perfil/{id}/anotacoes/{annotationId}     → 204
 *   GET    /api/perfil/{id}/feedbacks?category&author&from&to&cursor&limit → feedbackListSchema
 *   POST   /api/perfil/{id}/feedbacks                    ← feedbackRequestSchema → 201 feedbackSchema
 *   GET    /api/perfil/{id}/feedbacks/{feedbackId}       → feedbackSchema
 *   PUT    /api/perfil/{id}/feedbacks/{feedbackId}       ← feedbackRequestSchema → feedbackSchema
 *   POST   /api/perfil/{id}/feedbacks/{feedbackId}/ciente → feedbackSchema (the person acknowledges it)
 *   PUT    /api/perfil/{id}/feedbacks/{feedbackId}/acoes/{actionId} ← actionProgressRequestSchema → feedbackSchema
 *   GET    /api/perfil/{id}/acompanhamento?kind&category&author&from&to&cursor&limit → timelineSchema
 * Annotations are private to their author unless shared with the team (the tenant's Admin and Rh and the
 * person's current mentors); the person never reads them. Feedback calls answer 404 where the tenant has
 * no feedbacks (sabimais). Messages are catalogue keys (spec §5 "Annotation", "Feedback", "Dates").
 */
import { z } from 'zod';
import { ENROLMENT_EVENT_KIND_CODES, ENROLMENT_STATUS_CODES } from './courses.schema.ts';
import { emptyToUndefined } from './list-query.ts';
import { MENTORSHIP_EVENT_KINDS } from './mentoring.schema.ts';
import { LONG_TEXT_MAX, profileParamsSchema, TEXT_AREA_MAX } from './profile.schema.ts';
import { todayIso } from './profile-personal.schema.ts';
import { htmlIsEmpty } from './rich-text.ts';
import { ROW_ID_MAX, rowIdSchema, V } from './validation.ts';

export const ANNOTATION_TITLE_MAX = 255;
/** An editor document as sent; the stored, sanitised one is never longer. */
export const ANNOTATION_HTML_MAX = 100_000;
export const ACTION_NAME_MAX = 255;
export const ACTION_DESCRIPTION_MAX = LONG_TEXT_MAX;
export const ACTION_COMMENT_MAX = TEXT_AREA_MAX;
/** More steps than anyone plans; a cap on what one save may write. */
export const FEEDBACK_ACTIONS_MAX = 50;

/** Spec §3 "Feedback: type (default F)". F is the only type the spec names. */
export const FEEDBACK_TYPES = ['F'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** The spec's §5 messages, as catalogue keys (i18n/ns-follow-up.ts). */
export const FOLLOW_UP_MESSAGES = {
  titleRequired: 'followUp.validation.titleRequired',
  annotationRequired: 'followUp.validation.annotationRequired',
  dateRequired: 'followUp.validation.dateRequired',
  dateInvalid: 'validation.date',
  futureDate: 'validation.futureDate',
  endBeforeStart: 'followUp.validation.endBeforeStart',
  unknownAction: 'followUp.validation.unknownAction',
} as const;
const M = FOLLOW_UP_MESSAGES;

/**
 * The calendar the product's dates live in. Statuses and reminders compare an action's dates with
 * today's date here, not with the server's clock zone.
 */
export const PRODUCT_TIME_ZONE = 'America/Sao_Paulo';

/** Today's date in a time zone, as yyyy-mm-dd. */
export function todayIn(timeZone: string = PRODUCT_TIME_ZONE, now: Date = new Date()): string {
  // en-CA formats dates as yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The date `days` after a yyyy-mm-dd date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

// --- Fields -------------------------------------------------------------------------------------

/** A required yyyy-mm-dd date; `future` allows dates after today (spec §5 "allowed for action dates"). */
const dateField = (future: boolean) => {
  const base = z
    .string({ error: M.dateRequired })
    .trim()
    .min(1, { error: M.dateRequired })
    .pipe(z.iso.date({ error: M.dateInvalid }));
  return future ? base : base.refine((v) => v <= todayIso(), { error: M.futureDate });
};

/** An optional date: absent, null or '' is none. */
const optionalDate = (future: boolean) =>
  z.preprocess((v) => (v === '' ? null : v), dateField(future).nullable().optional());

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(max, { error: V.maxLength }).nullable().optional(),
  );

const idSchema = rowIdSchema;

const annotationFields = {
  title: z
    .string({ error: M.titleRequired })
    .trim()
    .min(1, { error: M.titleRequired })
    .max(ANNOTATION_TITLE_MAX, { error: V.maxLength }),
  /** The editor's HTML; the server sanitises it before storing (ADR 0037). */
  annotation: z
    .string({ error: M.annotationRequired })
    .max(ANNOTATION_HTML_MAX, { error: V.maxLength })
    .refine((v) => !htmlIsEmpty(v), { error: M.annotationRequired }),
  annotationDate: dateField(false),
  /** An ANNOTATION_CATEGORY option id (GET /api/opcoes/ANNOTATION_CATEGORY). */
  category: z
    .number({ error: V.required })
    .int({ error: V.invalid })
    .positive({ error: V.invalid })
    .max(ROW_ID_MAX, { error: V.invalid }),
};

// --- Annotations --------------------------------------------------------------------------------

export const annotationRequestSchema = z.object({
  ...annotationFields,
  /** Shared with the team; private (the default) when absent on creation, unchanged when absent on edit. */
  shared: z.boolean({ error: V.invalid }).optional(),
});
export type AnnotationRequest = z.input<typeof annotationRequestSchema>;
export type AnnotationInput = z.output<typeof annotationRequestSchema>;

export const followUpAuthorSchema = z.object({ publicId: z.uuid(), name: z.string() });
export type FollowUpAuthor = z.infer<typeof followUpAuthorSchema>;

const annotationViewFields = {
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML (ADR 0037); the web renders it through DOMPurify as well. */
  annotation: z.string(),
  annotationDate: z.string(),
  category: z.number().int(),
  author: followUpAuthorSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The caller wrote it: the edit and delete buttons show (spec §6). */
  canEdit: z.boolean(),
};

export const annotationSchema = z.object({ ...annotationViewFields, shared: z.boolean() });
export type Annotation = z.infer<typeof annotationSchema>;

// --- Feedbacks and actions ----------------------------------------------------------------------

export const ACTION_STATUSES = ['notStarted', 'inProgress', 'overdue', 'done', 'doneLate'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];

export interface ActionDates {
  initialDate: string;
  endDate: string;
  isDone: boolean;
  conclusionDate: string | null;
}

/**
 * An action's status from its dates and done state, on `today` (yyyy-mm-dd): done on or before its end
 * date is done, after it done late; not done, it has not started before its start date, is overdue
 * after its end date, and is in progress in between (both dates included).
 */
export function deriveActionStatus(action: ActionDates, today: string): ActionStatus {
  if (action.isDone) {
    return action.conclusionDate !== null && action.conclusionDate > action.endDate ? 'doneLate' : 'done';
  }
  if (today < action.initialDate) return 'notStarted';
  if (today > action.endDate) return 'overdue';
  return 'inProgress';
}

/** An action as the author plans it: spec §4, it joins the plan only with a name and both dates. */
export const feedbackActionRequestSchema = z
  .object({
    /** An action of this feedback to keep (with its progress); absent for a new one. */
    id: idSchema.optional(),
    name: z
      .string({ error: V.required })
      .trim()
      .min(1, { error: V.required })
      .max(ACTION_NAME_MAX, { error: V.maxLength }),
    initialDate: dateField(true),
    endDate: dateField(true),
  })
  .refine((a) => a.endDate >= a.initialDate, { error: M.endBeforeStart, path: ['endDate'] });
export type FeedbackActionRequest = z.input<typeof feedbackActionRequestSchema>;

export const feedbackRequestSchema = z
  .object({
    ...annotationFields,
    type: z.enum(FEEDBACK_TYPES, { error: V.invalid }).default('F'),
    actionInitialDate: optionalDate(true),
    actionEndDate: optionalDate(true),
    actionDescription: optionalText(ACTION_DESCRIPTION_MAX),
    actions: z.array(feedbackActionRequestSchema).max(FEEDBACK_ACTIONS_MAX, { error: V.invalid }).default([]),
  })
  .superRefine((f, ctx) => {
    if (f.actionInitialDate && f.actionEndDate && f.actionEndDate < f.actionInitialDate) {
      ctx.addIssue({ code: 'custom', message: M.endBeforeStart, path: ['actionEndDate'] });
    }
    const seen = new Set<number>();
    f.actions.forEach((action, index) => {
      if (action.id === undefined) return;
      if (seen.has(action.id)) ctx.addIssue({ code: 'custom', message: V.invalid, path: ['actions', index, 'id'] });
      seen.add(action.id);
    });
  });
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;
export type FeedbackInput = z.output<typeof feedbackRequestSchema>;

/** The person's progress on one action (spec §3 "Action": isDone, conclusionDate; issue 12: a comment). */
export const actionProgressRequestSchema = z.object({
  isDone: z.boolean({ error: V.required }),
  /** When done; today (in the product's calendar) when left out. Ignored when not done. */
  conclusionDate: optionalDate(false),
  comment: optionalText(ACTION_COMMENT_MAX),
});
export type ActionProgressRequest = z.input<typeof actionProgressRequestSchema>;
export type ActionProgressInput = z.output<typeof actionProgressRequestSchema>;

export const feedbackActionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  initialDate: z.string(),
  endDate: z.string(),
  isDone: z.boolean(),
  conclusionDate: z.string().nullable(),
  comment: z.string().nullable(),
  status: z.enum(ACTION_STATUSES),
});
export type FeedbackAction = z.infer<typeof feedbackActionSchema>;

export const feedbackSchema = z.object({
  ...annotationViewFields,
  type: z.enum(FEEDBACK_TYPES),
  actionInitialDate: z.string().nullable(),
  actionEndDate: z.string().nullable(),
  actionDescription: z.string().nullable(),
  actions: z.array(feedbackActionSchema),
  acknowledgedAt: z.string().nullable(),
  /** The caller is the person it is about: they mark actions done and acknowledge it. */
  canProgress: z.boolean(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

// --- Addresses ----------------------------------------------------------------------------------

export const annotationParamsSchema = profileParamsSchema.extend({ annotationId: idSchema });
export const feedbackParamsSchema = profileParamsSchema.extend({ feedbackId: idSchema });
export const feedbackActionParamsSchema = feedbackParamsSchema.extend({ actionId: idSchema });

// --- Lists and the timeline ---------------------------------------------------------------------

export const TIMELINE_KINDS = ['annotation', 'feedback', 'mentorship', 'enrolment'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const FOLLOW_UP_PAGE_SIZES = [10, 20, 50] as const;
export const FOLLOW_UP_PAGE_DEFAULT = 20;

const optionalQueryDate = z.preprocess(emptyToUndefined, z.iso.date({ error: M.dateInvalid }).optional());

const listFields = {
  /** An ANNOTATION_CATEGORY option id: annotations and feedbacks of that category only. */
  category: z.preprocess(emptyToUndefined, idSchema.optional()),
  /** The author's (or, for a mentorship event, the actor's) publicId. */
  author: z.preprocess(emptyToUndefined, z.uuid({ error: V.invalid }).optional()),
  /** The period, both days included: an annotation's date, an event's day. */
  from: optionalQueryDate,
  to: optionalQueryDate,
  cursor: z.preprocess(emptyToUndefined, z.string().max(512).optional()),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(Math.max(...FOLLOW_UP_PAGE_SIZES))
    .default(FOLLOW_UP_PAGE_DEFAULT),
};

const periodInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;

export const followUpListQuerySchema = z
  .object(listFields)
  .refine(periodInOrder, { error: M.endBeforeStart, path: ['to'] });
export type FollowUpListQuery = z.input<typeof followUpListQuerySchema>;
export type FollowUpListFilters = z.output<typeof followUpListQuerySchema>;

export const timelineQuerySchema = z
  .object({ ...listFields, kind: z.preprocess(emptyToUndefined, z.enum(TIMELINE_KINDS).optional()) })
  .refine(periodInOrder, { error: M.endBeforeStart, path: ['to'] });
export type TimelineQuery = z.input<typeof timelineQuerySchema>;
export type TimelineFilters = z.output<typeof timelineQuerySchema>;

/** A page of a person's annotations or feedbacks. */
const entryListSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    nextCursor: z.string().nullable(),
    total: z.number().int(),
    /** The caller may add one about this person (the add button shows). */
    canWrite: z.boolean(),
  });

export const annotationListSchema = entryListSchema(annotationSchema);
export type AnnotationList = z.infer<typeof annotationListSchema>;

export const feedbackListSchema = entryListSchema(feedbackSchema);
export type FeedbackList = z.infer<typeof feedbackListSchema>;

/** A mentorship event about the person (linked, relinked, concluded…), from the mentorship's history. */
export const mentorshipTimelineItemSchema = z.object({
  kind: z.literal('mentorship'),
  id: z.number().int(),
  requestId: z.number().int(),
  event: z.enum(MENTORSHIP_EVENT_KINDS),
  at: z.string(),
  actor: z.string().nullable(),
  mentorBefore: z.string().nullable(),
  mentorAfter: z.string().nullable(),
  reason: z.string().nullable(),
});
export type MentorshipTimelineItem = z.infer<typeof mentorshipTimelineItemSchema>;

/**
 * A change of one of the person's course enrolments (created, status, class, reason, reopened), from the
 * enrolment's history, for those who may read the person's enrolments. The reason is its label in the
 * caller's language; the note an Admin wrote stays in the course's history.
 */
export const enrolmentTimelineItemSchema = z.object({
  kind: z.literal('enrolment'),
  id: z.number().int(),
  event: z.enum(ENROLMENT_EVENT_KIND_CODES),
  at: z.string(),
  actor: z.string().nullable(),
  course: z.string(),
  classeBefore: z.string().nullable(),
  classeAfter: z.string(),
  fromStatus: z.enum(ENROLMENT_STATUS_CODES).nullable(),
  toStatus: z.enum(ENROLMENT_STATUS_CODES),
  reason: z.string().nullable(),
});
export type EnrolmentTimelineItem = z.infer<typeof enrolmentTimelineItemSchema>;

export const timelineItemSchema = z.discriminatedUnion('kind', [
  annotationSchema.extend({ kind: z.literal('annotation') }),
  feedbackSchema.extend({ kind: z.literal('feedback') }),
  mentorshipTimelineItemSchema,
  enrolmentTimelineItemSchema,
]);
export type TimelineItem = z.infer<typeof timelineItemSchema>;

/**
 * Everything the caller may see about the person, newest first: by day (an annotation's date, an
 * event's day in the product's calendar), then by when it was written.
 */
export const timelineSchema = z.object({
  items: z.array(timelineItemSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
  /** What the caller may add here: the buttons the follow-up tab shows. */
  canWriteAnnotation: z.boolean(),
  canWriteFeedback: z.boolean(),
});
export type Timeline = z.infer<typeof timelineSchema>;
