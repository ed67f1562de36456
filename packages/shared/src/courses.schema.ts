/**
 * Courses and learning trails (issue 13; ADR 0038; spec §2 cursos-e-trilhas, cursos-e-inscricoes/{courseId};
 * §3 "Course/class link for a person"; §4 "Person-course status"; §5 "Attach-class form"). {courseId} and
 * {classeId} are numeric ids; {userId} and {publicId} are the person's publicId.
 *
 *   GET    /api/cursos?q&area&modality&hasOpenClass&favourite&status&sort&order&cursor&limit → courseListSchema
 *   POST   /api/cursos                                   ← courseRequestSchema → 201 courseSchema (Admin)
 *   GET    /api/cursos/{courseId}                        → courseSchema
 *   PUT    /api/cursos/{courseId}                        ← courseRequestSchema → courseSchema (Admin)
 *   GET    /api/cursos/{courseId}/turmas                 → classListSchema (an array; [] is "Nenhuma turma encontrada")
 *   POST   /api/cursos/{courseId}/turmas                 ← classRequestSchema → 201 classSchema (Admin)
 *   PUT    /api/cursos/{courseId}/turmas/{classeId}      ← classRequestSchema → classSchema (Admin)
 *   GET    /api/cursos/{courseId}/inscricoes?status&classeId&q&sort&order&cursor&limit
 *                                                        → enrolmentListSchema {items, nextCursor, total, counts} (Admin, Rh)
 *   GET    /api/cursos/{courseId}/inscricoes.csv?status&classeId&q → text/csv, the same rows (Admin, Rh)
 *   PUT    /api/cursos/{courseId}/inscricoes             ← enrolmentRequestSchema → enrolmentSchema (Admin: attach or change)
 *   PUT    /api/cursos/{courseId}/inscricoes/lote        ← bulkEnrolmentRequestSchema → bulkEnrolmentResultSchema (Admin)
 *   POST   /api/cursos/{courseId}/inscricoes/{userId}/reabrir ← reopenRequestSchema → enrolmentSchema (Admin; C → A)
 *   GET    /api/cursos/{courseId}/inscricoes/{userId}/historico → enrolmentHistorySchema (oldest first)
 *   POST   /api/cursos/{courseId}/favorito               → favouriteStateSchema (the caller stars it; idempotent)
 *   DELETE /api/cursos/{courseId}/favorito               → favouriteStateSchema (idempotent)
 *   GET    /api/cursos/{courseId}/favoritos?cursor&limit → favouriteListSchema (Admin)
 *   GET    /api/trilhas                                  → trailListSchema (with the caller's progress)
 *   GET    /api/pessoas/{publicId}/cursos                → personCoursesSchema (the person, Admin, Rh, their current mentor)
 *   POST   /api/arquivos/upload/capa-curso               multipart `file` (PNG or JPEG) → uploadResponseSchema; its id is
 *                                                        a course's coverFileId
 *
 * Enrolment statuses (spec §4): A active, I inactive, E evaded, C completed. The transitions are one
 * pure function, `enrolmentTransition`, which the server applies and the web may use to offer choices.
 * A completed enrolment cannot be changed (409); an Admin reopens it with a required note (C → A).
 */
import { z } from 'zod';
import { options, schemaOf } from './enum-options.ts';
import { emptyToUndefined, listQueryFields } from './list-query.ts';
import { TEXT_AREA_MAX } from './profile.schema.ts';
import { SHIFTS, shiftSchema } from './profile-enums.ts';
import { ROW_ID_MAX, rowIdSchema, V } from './validation.ts';

// --- Limits -------------------------------------------------------------------------------------

export const COURSE_NAME_MAX = 255;
/** A rich-text document as sent; the stored, sanitised one is never longer. */
export const COURSE_DESCRIPTION_MAX = 100_000;
export const COURSE_PARTNER_MAX = 255;
export const COURSE_SKILL_MAX = 50;
export const COURSE_SKILLS_MAX = 30;
export const COURSE_WORKLOAD_MAX = 10_000;
export const CLASS_NAME_MAX = 255;
export const CLASS_CODE_MAX = 32;
export const CLASS_CAPACITY_MAX = 100_000;
export const ENROLMENT_NOTE_MAX = TEXT_AREA_MAX;
/** People changed by one bulk status change. */
export const BULK_ENROLMENT_MAX = 500;

/** The spec's §5 messages and the courses' own, as catalogue keys (i18n/ns-courses.ts). */
export const COURSE_MESSAGES = {
  /** Spec §5 "Attach-class form": 'Campo obrigatório'. */
  required: 'courses.validation.required',
  /** The banner over the attach-class form on any error: 'Campo obrigatório deve ser preenchido'. */
  requiredBanner: 'courses.validation.requiredBanner',
  endBeforeStart: 'courses.validation.endBeforeStart',
  url: 'courses.validation.url',
  /** A reopen says why. */
  noteRequired: 'courses.validation.noteRequired',
  unknownClass: 'courses.validation.unknownClass',
  unknownReason: 'courses.validation.unknownReason',
  unknownPerson: 'courses.validation.unknownPerson',
  /** Spec §8 "Empty class list". */
  noClasses: 'courses.emptyClasses',
} as const;
const M = COURSE_MESSAGES;

// --- Enumerations with their labels --------------------------------------------------------------

export const COURSE_MODALITIES = options([
  ['online', 'Online', 'Online', 'En línea'],
  ['presencial', 'Presencial', 'In person', 'Presencial'],
  ['hibrido', 'Híbrido', 'Hybrid', 'Híbrido'],
] as const);
export type CourseModality = (typeof COURSE_MODALITIES)[number]['value'];
export const courseModalitySchema = schemaOf(COURSE_MODALITIES);

/** Talents see published courses; Admin sees drafts too; archived ones leave the catalogue. */
export const COURSE_STATUSES = options([
  ['draft', 'Rascunho', 'Draft', 'Borrador'],
  ['published', 'Publicado', 'Published', 'Publicado'],
  ['archived', 'Arquivado', 'Archived', 'Archivado'],
] as const);
export type CourseStatus = (typeof COURSE_STATUSES)[number]['value'];
export const courseStatusSchema = schemaOf(COURSE_STATUSES);

export const CLASS_STAGES = options([
  ['planned', 'Planejada', 'Planned', 'Planificada'],
  ['open', 'Inscrições abertas', 'Open for enrollment', 'Inscripciones abiertas'],
  ['in_progress', 'Em andamento', 'In progress', 'En curso'],
  ['ended', 'Encerrada', 'Ended', 'Finalizada'],
  ['cancelled', 'Cancelada', 'Canceled', 'Cancelada'],
] as const);
export type ClassStage = (typeof CLASS_STAGES)[number]['value'];
export const classStageSchema = schemaOf(CLASS_STAGES);

/** Spec §3 "Shift: M morning, T afternoon, N night": a class's shift uses the profile's list. */
export const CLASS_SHIFTS = SHIFTS;
export type ClassShift = (typeof SHIFTS)[number]['value'];

/** Spec §3/§4: A active, I inactive, E evaded, C completed. */
export const ENROLMENT_STATUSES = options([
  ['A', 'Ativo', 'Active', 'Activo'],
  ['I', 'Inativo', 'Inactive', 'Inactivo'],
  ['E', 'Evadido', 'Dropped out', 'Desertor'],
  ['C', 'Concluído', 'Completed', 'Concluido'],
] as const);
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number]['value'];
export const ENROLMENT_STATUS_CODES = ['A', 'I', 'E', 'C'] as const satisfies readonly EnrolmentStatus[];
export const enrolmentStatusSchema = z.enum(ENROLMENT_STATUS_CODES, {
  error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? M.required : V.invalid),
});

/** The statuses whose change may say why (an EVASION_REASON option); the modal shows the reason select for them. */
export const REASON_STATUSES = ['I', 'E'] as const satisfies readonly EnrolmentStatus[];
export function takesReason(status: EnrolmentStatus): boolean {
  return (REASON_STATUSES as readonly EnrolmentStatus[]).includes(status);
}

/** What an event of an enrolment's history records. */
export const ENROLMENT_EVENT_KINDS = options([
  ['CREATED', 'Inscrição criada', 'Enrollment created', 'Inscripción creada'],
  ['STATUS', 'Status alterado', 'Status changed', 'Estado modificado'],
  ['CLASS', 'Turma alterada', 'Class changed', 'Grupo modificado'],
  ['REASON', 'Motivo alterado', 'Reason changed', 'Motivo modificado'],
  ['REOPENED', 'Inscrição reaberta', 'Enrollment reopened', 'Inscripción reabierta'],
] as const);
export type EnrolmentEventKind = (typeof ENROLMENT_EVENT_KINDS)[number]['value'];
export const ENROLMENT_EVENT_KIND_CODES = ['CREATED', 'STATUS', 'CLASS', 'REASON', 'REOPENED'] as const;

// --- The transition rule -------------------------------------------------------------------------

/**
 * Where each status may go (issue 13 §1): A ⇄ I; A or I → E; E → A (re-entry); A or I → C. Staying in a
 * status is allowed (a class move, a new reason) except for C: a completed enrolment is not changed.
 */
export const ENROLMENT_TRANSITIONS: Readonly<Record<EnrolmentStatus, readonly EnrolmentStatus[]>> = {
  A: ['A', 'I', 'E', 'C'],
  I: ['I', 'A', 'E', 'C'],
  E: ['E', 'A'],
  C: [],
};

/**
 * - `allowed`: the change may be made;
 * - `completed`: the enrolment is completed and cannot be changed (409; Admin may reopen it, C → A);
 * - `refused`: the rule does not lead from one to the other (409).
 */
export type TransitionVerdict = 'allowed' | 'completed' | 'refused';

/**
 * Whether an enrolment may move from `from` (null: there is none yet) to `to`. A new enrolment may
 * start in any status (spec §4 "any can be chosen"): records of what happened before are attached too.
 */
export function enrolmentTransition(from: EnrolmentStatus | null, to: EnrolmentStatus): TransitionVerdict {
  if (from === null) return 'allowed';
  if (from === 'C') return 'completed';
  return ENROLMENT_TRANSITIONS[from].includes(to) ? 'allowed' : 'refused';
}

/** The statuses the edit form may offer for an enrolment now (none for a completed one). */
export function nextStatuses(from: EnrolmentStatus | null): EnrolmentStatus[] {
  return ENROLMENT_STATUS_CODES.filter((to) => enrolmentTransition(from, to) === 'allowed');
}

/** Reopening (Admin, with a note) leads a completed enrolment back to active. */
export const REOPEN_FROM: EnrolmentStatus = 'C';
export const REOPEN_TO: EnrolmentStatus = 'A';

// --- Fields --------------------------------------------------------------------------------------

/** A row id in an address or a filter (positive, up to PostgreSQL's integer). */
const idSchema = rowIdSchema;

/** A required id chosen in a select: absent, null or '' reads 'Campo obrigatório'. */
const requiredId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .number({ error: M.required })
    .int({ error: V.invalid })
    .positive({ error: V.invalid })
    .max(2_147_483_647, { error: V.invalid }),
);

const nullableText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string({ error: V.invalid }).trim().max(max, { error: V.maxLength }).nullable().optional(),
  );

const optionalDate = z.preprocess(
  (v) => (v === '' ? null : v),
  z.iso.date({ error: 'validation.date' }).nullable().optional(),
);

/** A web address people open: http(s) only. */
const httpUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string({ error: V.invalid })
    .trim()
    .max(COURSE_PARTNER_MAX, { error: V.maxLength })
    .refine((v) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), { error: M.url })
    .nullable()
    .optional(),
);

const skillsField = z
  .array(
    z
      .string({ error: V.invalid })
      .trim()
      .min(1, { error: V.required })
      .max(COURSE_SKILL_MAX, { error: V.maxLength })
      .transform((s) => s.replaceAll(',', '').trim()),
  )
  .max(COURSE_SKILLS_MAX, { error: V.invalid })
  .default([])
  .transform((skills) => [...new Set(skills.filter(Boolean))]);

// --- Courses -------------------------------------------------------------------------------------

/**
 * A course as Admin writes it (POST creates, PUT replaces). Only the name is required, so the attach
 * modal's "new course" field creates one with `{name}` (a draft). `description` is rich text from
 * the editor, sanitised by the server as the follow-up's annotations are (ADR 0037).
 */
export const courseRequestSchema = z.object({
  name: z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required })
    .max(COURSE_NAME_MAX, { error: V.maxLength }),
  description: z.preprocess(
    (v) => (v === '' ? null : v),
    z.string({ error: V.invalid }).max(COURSE_DESCRIPTION_MAX, { error: V.maxLength }).nullable().optional(),
  ),
  /** A MENTOR_AREA option id (GET /api/opcoes/MENTOR_AREA). */
  areaId: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .number({ error: V.invalid })
      .int({ error: V.invalid })
      .positive({ error: V.invalid })
      .max(ROW_ID_MAX, { error: V.invalid })
      .nullable()
      .optional(),
  ),
  workloadHours: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .number({ error: V.invalid })
      .int({ error: V.invalid })
      .min(1, { error: V.invalid })
      .max(COURSE_WORKLOAD_MAX, { error: V.invalid })
      .nullable()
      .optional(),
  ),
  modality: z.preprocess((v) => (v === '' ? null : v), courseModalitySchema.nullable().optional()),
  /** The partner platform the course runs on (mais-pra-ti's trail runs on a partner edtech). */
  partnerName: nullableText(COURSE_PARTNER_MAX),
  partnerUrl: httpUrl,
  /**
   * The cover: the id of the caller's upload (POST /api/arquivos/upload/capa-curso). On PUT, absent
   * keeps the current cover and null removes it.
   */
  coverFileId: z.uuid({ error: V.invalid }).nullable().optional(),
  status: courseStatusSchema.default('draft'),
  certificateOnCompletion: z.boolean({ error: V.invalid }).default(false),
  /** Skills that completing the course adds to the person's profile. */
  skills: skillsField,
});
export type CourseRequest = z.input<typeof courseRequestSchema>;
export type CourseInput = z.output<typeof courseRequestSchema>;

export const courseParamsSchema = z.object({ courseId: idSchema });
export const classParamsSchema = courseParamsSchema.extend({ classeId: idSchema });
export const enrolmentParamsSchema = courseParamsSchema.extend({ userId: z.uuid({ error: V.invalid }) });
export const personCoursesParamsSchema = z.object({ publicId: z.uuid({ error: V.invalid }) });

export const statusCountsSchema = z.object({
  A: z.number().int().min(0),
  I: z.number().int().min(0),
  E: z.number().int().min(0),
  C: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type StatusCounts = z.infer<typeof statusCountsSchema>;

/** A class as lists and the course show it. */
export const classSummarySchema = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  name: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  shift: shiftSchema.nullable(),
  stage: classStageSchema,
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

/** The caller's own enrolment in a course ("Meus cursos", the catalogue card's chip). */
export const myEnrolmentSchema = z.object({
  status: enrolmentStatusSchema,
  classeId: z.number().int(),
  since: z.string(),
});

export const courseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Sanitised HTML (render it through the web's SafeHtml), or null. */
  description: z.string().nullable(),
  areaId: z.number().int().nullable(),
  workloadHours: z.number().int().nullable(),
  modality: courseModalitySchema.nullable(),
  partnerName: z.string().nullable(),
  partnerUrl: z.string().nullable(),
  /** The cover's file key, served at /api/arquivos/{coverUrl}; null without one. */
  coverUrl: z.string().nullable(),
  status: courseStatusSchema,
  certificateOnCompletion: z.boolean(),
  skills: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * The class still to come (not started, not cancelled or ended), one open for enrolment first, then
   * by start date; null when none is (the catalogue card's "next class", ADR 0038).
   */
  nextClass: classSummarySchema.nullable(),
  /** The next class is open for enrolment (the card's badge speaks of `nextClass`). */
  hasOpenClass: z.boolean(),
  /** The caller starred it. */
  favourite: z.boolean(),
  myEnrolment: myEnrolmentSchema.nullable(),
  /** Enrolments per status: present for those who read the course's enrolments (Admin, Rh). */
  counts: statusCountsSchema.optional(),
  /** The caller may edit it and its classes and enrol people (Admin): the course edit tabs show. */
  canEdit: z.boolean(),
});
export type Course = z.infer<typeof courseSchema>;

export const COURSE_PAGE_SIZES = [12, 24, 48, 96] as const;
/**
 * The course lists' columns: the name as people read it (the default, A to Z), the status in its
 * lifecycle (draft, published, archived), the area by its label in the caller's language, the modality,
 * the workload, the last change and the creation. Every column but the name ties on the name; a course
 * with no area, modality or workload comes last ascending (first descending).
 */
export const COURSE_SORTS = ['name', 'status', 'area', 'modality', 'workload', 'updatedAt', 'createdAt'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];
const booleanQuery = z.preprocess(emptyToUndefined, z.enum(['true', 'false'], { error: V.invalid }).optional());

export const courseListQuerySchema = z.object({
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100, { error: V.maxLength }).optional()),
  /** A MENTOR_AREA option id. */
  area: z.preprocess(emptyToUndefined, idSchema.optional()),
  modality: z.preprocess(emptyToUndefined, courseModalitySchema.optional()),
  /** 'true': only courses whose next class is open for enrolment (a class still to come). */
  hasOpenClass: booleanQuery,
  /** 'true': only the caller's favourites. */
  favourite: booleanQuery,
  /** Admin only (others always see published courses): one status; all when absent. */
  status: z.preprocess(emptyToUndefined, courseStatusSchema.optional()),
  ...listQueryFields({
    sorts: COURSE_SORTS,
    defaultSort: 'name',
    pageSizes: COURSE_PAGE_SIZES,
    defaultLimit: 24,
  }),
});
export type CourseListQuery = z.input<typeof courseListQuerySchema>;
export type CourseListFilters = z.output<typeof courseListQuerySchema>;

export const courseListSchema = z.object({
  items: z.array(courseSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
  /** The caller may create courses (the "new course" action shows). */
  canCreate: z.boolean(),
});
export type CourseList = z.infer<typeof courseListSchema>;

// --- Classes -------------------------------------------------------------------------------------

export const classRequestSchema = z
  .object({
    code: nullableText(CLASS_CODE_MAX),
    name: z
      .string({ error: M.required })
      .trim()
      .min(1, { error: M.required })
      .max(CLASS_NAME_MAX, { error: V.maxLength }),
    startDate: optionalDate,
    endDate: optionalDate,
    shift: z.preprocess((v) => (v === '' ? null : v), shiftSchema.nullable().optional()),
    /** Seats; null or absent is no limit. */
    capacity: z.preprocess(
      (v) => (v === '' ? null : v),
      z
        .number({ error: V.invalid })
        .int({ error: V.invalid })
        .min(1, { error: V.invalid })
        .max(CLASS_CAPACITY_MAX, { error: V.invalid })
        .nullable()
        .optional(),
    ),
    stage: classStageSchema.default('planned'),
  })
  .refine((c) => !c.startDate || !c.endDate || c.endDate >= c.startDate, {
    error: M.endBeforeStart,
    path: ['endDate'],
  });
export type ClassRequest = z.input<typeof classRequestSchema>;
export type ClassInput = z.output<typeof classRequestSchema>;

export const classSchema = classSummarySchema.extend({
  courseId: z.number().int(),
  capacity: z.number().int().nullable(),
  /** Seats taken: enrolments in it that are A, I or C (an evaded person frees their seat). */
  seatsUsed: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Classe = z.infer<typeof classSchema>;
/** Ordered by start date (undated last), then name. */
export const classListSchema = z.array(classSchema);

// --- Enrolments ----------------------------------------------------------------------------------

/**
 * Spec §5 "Attach-class form" as the modal holds it: course, class and status required ('Campo
 * obrigatório' under each; the banner 'Campo obrigatório deve ser preenchido'); the reason select
 * shows for I and E. The modal sends it as enrolmentRequestSchema to PUT /api/cursos/{courseId}/inscricoes.
 */
export const attachClassFormSchema = z.object({
  courseId: requiredId,
  classeId: requiredId,
  status: enrolmentStatusSchema,
  /** An EVASION_REASON option id, for I and E; absent is "não informado". */
  reasonCode: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .number({ error: V.invalid })
      .int({ error: V.invalid })
      .positive({ error: V.invalid })
      .max(ROW_ID_MAX, { error: V.invalid })
      .nullable()
      .optional(),
  ),
  note: nullableText(ENROLMENT_NOTE_MAX),
});
export type AttachClassForm = z.input<typeof attachClassFormSchema>;

/** PUT /api/cursos/{courseId}/inscricoes: attaches the person when new, changes the enrolment otherwise. */
export const enrolmentRequestSchema = attachClassFormSchema.omit({ courseId: true }).extend({
  /** The person's publicId. */
  userId: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.uuid({ error: V.invalid })),
});
export type EnrolmentRequest = z.input<typeof enrolmentRequestSchema>;
export type EnrolmentInput = z.output<typeof enrolmentRequestSchema>;

/** Reopening a completed enrolment (Admin): the note is required and recorded. */
export const reopenRequestSchema = z.object({
  note: z
    .string({ error: M.noteRequired })
    .trim()
    .min(1, { error: M.noteRequired })
    .max(ENROLMENT_NOTE_MAX, { error: V.maxLength }),
});
export type ReopenRequest = z.input<typeof reopenRequestSchema>;

/** One status for many people of the course (Gerenciar Inscrições' bulk action), with one reason. */
export const bulkEnrolmentRequestSchema = z.object({
  userIds: z
    .array(z.uuid({ error: V.invalid }))
    .min(1, { error: M.required })
    .max(BULK_ENROLMENT_MAX, { error: V.invalid })
    .transform((ids) => [...new Set(ids)]),
  status: enrolmentStatusSchema,
  reasonCode: z
    .number({ error: V.invalid })
    .int({ error: V.invalid })
    .positive({ error: V.invalid })
    .max(ROW_ID_MAX, { error: V.invalid })
    .nullable()
    .optional(),
  note: nullableText(ENROLMENT_NOTE_MAX),
});
export type BulkEnrolmentRequest = z.input<typeof bulkEnrolmentRequestSchema>;
export type BulkEnrolmentInput = z.output<typeof bulkEnrolmentRequestSchema>;

/**
 * What happened to each person of a bulk change: `updated`; `unchanged` (already so); `completed` (a
 * completed enrolment, left as it is); `refused` (the transition rule does not allow it); `notEnrolled`
 * (no enrolment in this course: bulk changes never attach).
 */
export const BULK_OUTCOMES = ['updated', 'unchanged', 'completed', 'refused', 'notEnrolled'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];
export const bulkEnrolmentResultSchema = z.object({
  updated: z.number().int(),
  results: z.array(z.object({ userId: z.uuid(), outcome: z.enum(BULK_OUTCOMES) })),
});
export type BulkEnrolmentResult = z.infer<typeof bulkEnrolmentResultSchema>;

export const enrolmentPersonSchema = z.object({
  publicId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  /** The photo's file key, or null. */
  photo: z.string().nullable(),
});

export const personRefSchema = z.object({ publicId: z.uuid(), name: z.string() });

/**
 * A certificate Ponte issued for the enrolment (issue 13 §3, certificates.schema.ts): on the answer of
 * the change that issued it, and on every enrolment that has one in a person's courses, where
 * `revoked` tells whether an Admin has revoked it.
 */
export const issuedCertificateSchema = z.object({
  code: z.string(),
  verificationUrl: z.string(),
  revoked: z.boolean().optional(),
});
export type IssuedCertificate = z.infer<typeof issuedCertificateSchema>;

export const enrolmentSchema = z.object({
  id: z.number().int(),
  person: enrolmentPersonSchema,
  course: z.object({ id: z.number().int(), name: z.string(), certificateOnCompletion: z.boolean() }),
  classe: classSummarySchema,
  status: enrolmentStatusSchema,
  /** An EVASION_REASON option id; null is "não informado" (and always for A and C). */
  reasonCode: z.number().int().nullable(),
  /** When the status last changed. */
  since: z.string(),
  /** Who changed it last; null when the system did. */
  changedBy: personRefSchema.nullable(),
  /** The newest event of its history (a class move counts). */
  lastActivityAt: z.string(),
  createdAt: z.string(),
  /** The caller may change it (Admin, not completed): the edit button shows (spec §4). */
  canEdit: z.boolean(),
  /** The caller may reopen it (Admin, completed). */
  canReopen: z.boolean(),
  /** Present on the answer of the change that issued a certificate, and in a person's courses when one exists. */
  certificate: issuedCertificateSchema.optional(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

export const ENROLMENT_PAGE_SIZES = [10, 20, 50, 100] as const;
/** `since`: when the status last changed (newest first with order=desc, the default); `name`: the person's name. */
export const ENROLMENT_SORTS = ['since', 'name'] as const;
export type EnrolmentSort = (typeof ENROLMENT_SORTS)[number];

const enrolmentFilterFields = {
  status: z.preprocess(emptyToUndefined, enrolmentStatusSchema.optional()),
  classeId: z.preprocess(emptyToUndefined, idSchema.optional()),
  /** Name or e-mail contains. */
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100, { error: V.maxLength }).optional()),
};

export const enrolmentListQuerySchema = z.object({
  ...enrolmentFilterFields,
  ...listQueryFields({
    sorts: ENROLMENT_SORTS,
    defaultSort: 'since',
    pageSizes: ENROLMENT_PAGE_SIZES,
    defaultLimit: 20,
    // Newest change first unless asked otherwise.
    defaultOrder: 'desc',
  }),
});
export type EnrolmentListQuery = z.input<typeof enrolmentListQuerySchema>;
export type EnrolmentListFilters = z.output<typeof enrolmentListQuerySchema>;

export const enrolmentCsvQuerySchema = z.object(enrolmentFilterFields);
export type EnrolmentCsvQuery = z.input<typeof enrolmentCsvQuerySchema>;

export const enrolmentListSchema = z.object({
  items: z.array(enrolmentSchema),
  nextCursor: z.string().nullable(),
  /** The rows under every filter (status, class, search): what the pages hold. */
  total: z.number().int().min(0),
  /**
   * Per status of the rows under the class filter and the search: the counters that filter. The status
   * filter does not change them (they are how one picks it).
   */
  counts: statusCountsSchema,
  canEdit: z.boolean(),
});
export type EnrolmentList = z.infer<typeof enrolmentListSchema>;

/** The CSV's columns, in order; the header row is in the caller's language (courses.csv.*). */
export const ENROLMENT_CSV_COLUMNS = [
  'name',
  'email',
  'classe',
  'status',
  'since',
  'reason',
  'changedBy',
  'lastActivity',
] as const;

export const enrolmentEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ENROLMENT_EVENT_KIND_CODES),
  at: z.string(),
  actor: personRefSchema.nullable(),
  fromStatus: enrolmentStatusSchema.nullable(),
  toStatus: enrolmentStatusSchema,
  classeBefore: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  classeAfter: z.object({ id: z.number().int(), name: z.string() }),
  reasonCode: z.number().int().nullable(),
  note: z.string().nullable(),
});
export type EnrolmentEvent = z.infer<typeof enrolmentEventSchema>;
/** Oldest first. */
export const enrolmentHistorySchema = z.array(enrolmentEventSchema);

export const personCoursesSchema = z.object({
  items: z.array(enrolmentSchema),
  /** The caller may attach the person to a course (the modal's add button). */
  canAttach: z.boolean(),
});
export type PersonCourses = z.infer<typeof personCoursesSchema>;

// --- Favourites ----------------------------------------------------------------------------------

export const favouriteStateSchema = z.object({ favourite: z.boolean() });
export type FavouriteState = z.infer<typeof favouriteStateSchema>;

export const FAVOURITE_PAGE_SIZES = [10, 20, 50, 100] as const;
export const favouriteListQuerySchema = z.object({
  cursor: z.preprocess(emptyToUndefined, z.string().max(512).optional()),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(Math.max(...FAVOURITE_PAGE_SIZES))
    .default(20),
});
export type FavouriteListQuery = z.input<typeof favouriteListQuerySchema>;

export const favouriteSchema = z.object({
  person: enrolmentPersonSchema.extend({ email: z.string() }),
  favouritedAt: z.string(),
  /** Their enrolment in this course, if any. */
  enrolment: myEnrolmentSchema.nullable(),
});
export type Favourite = z.infer<typeof favouriteSchema>;

/** Who starred the course, newest first. */
export const favouriteListSchema = z.object({
  items: z.array(favouriteSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type FavouriteList = z.infer<typeof favouriteListSchema>;

// --- Trails --------------------------------------------------------------------------------------

export const trailCourseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  workloadHours: z.number().int().nullable(),
  /** The caller's enrolment status in it, or null. */
  myStatus: enrolmentStatusSchema.nullable(),
});

export const trailStepSchema = z.object({
  /** 1-based. */
  position: z.number().int(),
  /** One or more courses taken in parallel. */
  courses: z.array(trailCourseSchema),
  /** Every course of the step is completed by the caller. */
  done: z.boolean(),
  /** The trail enforces its order and an earlier step is not done: enrolling here is refused (409). */
  locked: z.boolean(),
});
export type TrailStep = z.infer<typeof trailStepSchema>;

export const trailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  enforceOrder: z.boolean(),
  steps: z.array(trailStepSchema),
  /** The caller's progress, derived from their enrolments. */
  progress: z.object({
    completedSteps: z.number().int(),
    totalSteps: z.number().int(),
    /** Whole percent of steps done, rounded down. */
    percent: z.number().int().min(0).max(100),
  }),
});
export type Trail = z.infer<typeof trailSchema>;
export const trailListSchema = z.array(trailSchema);

/** Steps done (every course completed) and whether each step is locked, from the statuses of the caller. */
export function trailProgress(
  steps: readonly (readonly { status: EnrolmentStatus | null }[])[],
  enforceOrder: boolean,
): { done: boolean[]; locked: boolean[]; completedSteps: number; percent: number } {
  const done = steps.map((courses) => courses.length > 0 && courses.every((c) => c.status === 'C'));
  const locked = steps.map((_, i) => enforceOrder && done.slice(0, i).some((d) => !d));
  const completedSteps = done.filter(Boolean).length;
  const percent = steps.length === 0 ? 0 : Math.floor((completedSteps * 100) / steps.length);
  return { done, locked, completedSteps, percent };
}
