/**
 * Mentoring (issue 11; spec §2 mentorias, mentoria-de-talentos, solicitacao-de-mentorias[/concluidas];
 * §3 "Mentorship request", "Person card"; §4 "Mentorship request"; §7 the two mentor calls).
 *
 *   POST /api/solicitacoes-mentorias                  ← mentorshipAskSchema → 201 mentorshipRequestSchema
 *   GET  /api/solicitacoes-mentorias/minhas           → myMentorshipsSchema (the caller's requests, newest first)
 *   GET  /api/solicitacoes-mentorias?status=espera|concluidas&area&search&cursor&limit
 *                                                     → mentorshipRequestListSchema (Admin, Rh)
 *   PUT  /api/solicitacoes-mentorias/                 ← mentorLinkSchema {mentorId, solicitationId} → mentorshipRequestSchema
 *   POST /api/solicitacoes-mentorias/{id}/cancelar | recusar | concluir ← mentorshipEndSchema → mentorshipRequestSchema
 *   GET  /api/solicitacoes-mentorias/{id}/historico   → mentorshipEventSchema[]
 *   GET  /api/solicitacoes-mentorias/{id}/sugestoes   → mentorSuggestionSchema[] (the five best mentors)
 *   GET  /api/mentores?search&areaMentoring&skills&includeUnavailable → mentorCardSchema[] (a JSON array, spec §7)
 *   GET  /api/mentorias/em-andamento?mentor&cursor&limit → mentorshipRequestListSchema (as mentor; Admin: all)
 *
 * States (ADR 0025): AGUARDANDO (waiting list, mentorId null) → EM_ANDAMENTO (a mentor is linked) →
 * CONCLUIDA; CANCELADA from either open state; a mentor declining sends it back to AGUARDANDO at the
 * top of the waiting list; relinking keeps EM_ANDAMENTO and records the previous mentor.
 */
import { z } from 'zod';
import { collaboratorSchema } from './collaborators.schema.ts';
import { emptyToUndefined } from './list-query.ts';
import { TEXT_AREA_MAX } from './profile.schema.ts';
import { shiftSchema } from './profile-enums.ts';
import { ROW_ID_MAX, rowIdSchema, V } from './validation.ts';

export const MENTORSHIP_STATUSES = ['AGUARDANDO', 'EM_ANDAMENTO', 'CONCLUIDA', 'CANCELADA'] as const;
export type MentorshipStatus = (typeof MENTORSHIP_STATUSES)[number];
export const mentorshipStatusSchema = z.enum(MENTORSHIP_STATUSES);
/** M/T/N (spec §3 "period"). */
export type MentorshipPeriod = z.infer<typeof shiftSchema>;
/** A person has at most one request in these states at a time (a database constraint). */
export const OPEN_MENTORSHIP_STATUSES = ['AGUARDANDO', 'EM_ANDAMENTO'] as const satisfies readonly MentorshipStatus[];

/** What can happen to a request, each an event in its history. */
export const MENTORSHIP_EVENT_KINDS = ['CREATED', 'LINKED', 'RELINKED', 'DECLINED', 'CANCELLED', 'CONCLUDED'] as const;
export type MentorshipEventKind = (typeof MENTORSHIP_EVENT_KINDS)[number];

export type MentorshipTransition = 'link' | 'decline' | 'conclude' | 'cancel';

/** The state machine: from which states each transition may start, and where it leads. */
export const MENTORSHIP_TRANSITIONS: Readonly<
  Record<MentorshipTransition, { from: readonly MentorshipStatus[]; to: MentorshipStatus }>
> = {
  // From EM_ANDAMENTO it is a relink: the mentor changes, the state stays.
  link: { from: ['AGUARDANDO', 'EM_ANDAMENTO'], to: 'EM_ANDAMENTO' },
  decline: { from: ['EM_ANDAMENTO'], to: 'AGUARDANDO' },
  conclude: { from: ['EM_ANDAMENTO'], to: 'CONCLUIDA' },
  cancel: { from: ['AGUARDANDO', 'EM_ANDAMENTO'], to: 'CANCELADA' },
};

export function canTransition(status: MentorshipStatus, transition: MentorshipTransition): boolean {
  return MENTORSHIP_TRANSITIONS[transition].from.includes(status);
}

/** Spec §9: text areas 700 with a counter. */
export const OBJECTIVE_MAX = TEXT_AREA_MAX;
export const REASON_MAX = TEXT_AREA_MAX;
/** A conclusion's closing note is a long text (spec §9: 3000). */
export const CLOSING_NOTE_MAX = 3000;
export const DEFAULT_MENTOR_CAPACITY = 3;
export const MENTOR_CAPACITY_MAX = 50;
/** Issue 11: a request waiting longer than this is highlighted and reported (tenant setting default). */
export const WAITING_ALERT_DAYS = 7;
/** Issue 11: a mentorship with no follow-up entry for this long is reported once per stall (default). */
export const STALL_ALERT_DAYS = 21;
export const MENTORSHIP_PAGE_DEFAULT = 20;
export const MENTORSHIP_PAGE_MAX = 100;
export const MENTORSHIP_PAGE_SIZES = [10, 20, 50, 100] as const;
export const SUGGESTIONS_COUNT = 5;

const optionId = z
  .number({ error: V.required })
  .int({ error: V.invalid })
  .positive({ error: V.invalid })
  .max(ROW_ID_MAX, { error: V.invalid });
const requiredText = (max: number) =>
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(max, { error: V.maxLength });

/** Asking for mentoring. `userId` (a person's publicId) lets Admin and Rh ask on someone's behalf. */
export const mentorshipAskSchema = z.object({
  areaOptions: optionId,
  objective: requiredText(OBJECTIVE_MAX),
  /** Shown and required only in tenants with features.mentoringPeriod (asid); refused elsewhere. */
  period: shiftSchema.nullable().optional(),
  userId: z.uuid({ error: V.invalid }).optional(),
});
export type MentorshipAsk = z.input<typeof mentorshipAskSchema>;

/** Spec §7: PUT /api/solicitacoes-mentorias/ with exactly these two ids. */
export const mentorLinkSchema = z.object({
  mentorId: z
    .number({ error: V.required })
    .int({ error: V.invalid })
    .positive({ error: V.invalid })
    .max(ROW_ID_MAX, { error: V.invalid }),
  solicitationId: z
    .number({ error: V.required })
    .int({ error: V.invalid })
    .positive({ error: V.invalid })
    .max(ROW_ID_MAX, { error: V.invalid }),
});
export type MentorLink = z.infer<typeof mentorLinkSchema>;

/** Cancel, decline and conclude all say why; a conclusion also leaves a closing note. */
export const mentorshipEndSchema = z.object({
  reason: requiredText(REASON_MAX),
  note: z.string().trim().max(CLOSING_NOTE_MAX, { error: V.maxLength }).optional(),
});
export type MentorshipEnd = z.input<typeof mentorshipEndSchema>;

export const mentorshipIdParamsSchema = z.object({
  id: rowIdSchema,
});

/**
 * Spec §3 "Person card": the mentor (or HR) as the talent and the linking dialog show them, which is
 * the collaborators' card with the row id (the linking call's) and the photo under its own name.
 */
export const personCardSchema = collaboratorSchema.omit({ photoUrl: true }).extend({
  userId: z.number().int(),
  /** The photo's file key, served at /api/arquivos/{photo}; null without one. */
  photo: z.string().nullable(),
});
export type PersonCard = z.infer<typeof personCardSchema>;

export const mentorCardSchema = personCardSchema.extend({
  mentorAreas: z.array(z.number().int()),
  skills: z.array(z.string()),
  /** Mentorships in progress now. */
  load: z.number().int(),
  capacity: z.number().int(),
  /** The profile's mentoringAvailability is S. */
  available: z.boolean(),
});
export type MentorCard = z.infer<typeof mentorCardSchema>;
export const mentorListSchema = z.array(mentorCardSchema);

/** Spec §7: GET /api/mentores?search=&areaMentoring=&skills= (skills comma-joined). */
export const mentorSearchQuerySchema = z.object({
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100, { error: V.maxLength }).optional()),
  areaMentoring: z.preprocess(emptyToUndefined, rowIdSchema.optional()),
  skills: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(1000, { error: V.maxLength })
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .optional(),
  ),
  /** The dialog's switch: also list mentors whose availability is N. */
  includeUnavailable: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
});
export type MentorSearchQuery = z.input<typeof mentorSearchQuerySchema>;
export type MentorSearchFilters = z.output<typeof mentorSearchQuerySchema>;

/** What the caller may do with a request: the web shows these buttons and nothing else. */
export const mentorshipActionsSchema = z.object({
  link: z.boolean(),
  cancel: z.boolean(),
  decline: z.boolean(),
  conclude: z.boolean(),
});
export type MentorshipActions = z.infer<typeof mentorshipActionsSchema>;

/** Spec §3 "Mentorship request", plus its state and dates. */
export const mentorshipRequestSchema = z.object({
  id: z.number().int(),
  mentorId: z.number().int().nullable(),
  mentor: personCardSchema.nullable(),
  /** When it was asked for (ISO 8601). */
  creationDate: z.string(),
  user: z.object({
    publicId: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    photo: z.string().nullable(),
  }),
  /** A MENTOR_AREA option id. */
  areaOptions: z.number().int(),
  objective: z.string(),
  /** M/T/N; shown only in asid. */
  period: shiftSchema.nullable(),
  status: mentorshipStatusSchema,
  /** When the current mentor was linked. */
  linkedAt: z.string().nullable(),
  /** When it was concluded or cancelled. */
  endedAt: z.string().nullable(),
  endReason: z.string().nullable(),
  closingNote: z.string().nullable(),
  /** The newest follow-up entry (annotation, feedback, action update) of a mentorship in progress. */
  lastFollowUpAt: z.string().nullable(),
  actions: mentorshipActionsSchema,
});
export type MentorshipRequest = z.infer<typeof mentorshipRequestSchema>;

export const mentorshipRequestListSchema = z.object({
  items: z.array(mentorshipRequestSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type MentorshipRequestList = z.infer<typeof mentorshipRequestListSchema>;

export const myMentorshipsSchema = z.object({
  items: z.array(mentorshipRequestSchema),
  /** Whether the caller may ask now (the mentoring capability and no open request). */
  canAsk: z.boolean(),
});
export type MyMentorships = z.infer<typeof myMentorshipsSchema>;

export const MENTORSHIP_LIST_STATUSES = ['espera', 'concluidas'] as const;
export const mentorshipListQuerySchema = z.object({
  status: z.enum(MENTORSHIP_LIST_STATUSES, { error: V.invalid }).default('espera'),
  area: z.preprocess(emptyToUndefined, rowIdSchema.optional()),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100, { error: V.maxLength }).optional()),
  cursor: z.preprocess(emptyToUndefined, z.string().max(512).optional()),
  limit: z.coerce.number().int().min(1).max(MENTORSHIP_PAGE_MAX).default(MENTORSHIP_PAGE_DEFAULT),
});
export type MentorshipListQuery = z.input<typeof mentorshipListQuerySchema>;
export type MentorshipListFilters = z.output<typeof mentorshipListQuerySchema>;

export const inProgressQuerySchema = z.object({
  /** Admin only: one mentor's mentorships (a publicId). */
  mentor: z.preprocess(emptyToUndefined, z.uuid({ error: V.invalid }).optional()),
  cursor: z.preprocess(emptyToUndefined, z.string().max(512).optional()),
  limit: z.coerce.number().int().min(1).max(MENTORSHIP_PAGE_MAX).default(MENTORSHIP_PAGE_DEFAULT),
});
export type InProgressQuery = z.input<typeof inProgressQuerySchema>;
export type InProgressFilters = z.output<typeof inProgressQuerySchema>;

export const mentorshipEventSchema = z.object({
  kind: z.enum(MENTORSHIP_EVENT_KINDS),
  at: z.string(),
  actor: z.string().nullable(),
  fromStatus: mentorshipStatusSchema.nullable(),
  toStatus: mentorshipStatusSchema,
  mentorBefore: z.string().nullable(),
  mentorAfter: z.string().nullable(),
  reason: z.string().nullable(),
  overCapacity: z.boolean(),
});
export type MentorshipEvent = z.infer<typeof mentorshipEventSchema>;

/** Why a mentor is suggested for a request; the web shows each as a chip. */
export const SUGGESTION_REASONS = [
  'area',
  'skills',
  'languages',
  'period',
  'state',
  'city',
  'behaviour',
  'capacity',
] as const;
export type SuggestionReason = (typeof SUGGESTION_REASONS)[number];

export const mentorSuggestionSchema = z.object({
  mentor: mentorCardSchema,
  /** 0–100, deterministic: the weights are in ADR 0026. */
  score: z.number().int(),
  reasons: z.array(
    z.object({
      kind: z.enum(SUGGESTION_REASONS),
      /** What matched, e.g. the shared skills or languages. */
      detail: z.array(z.string()),
    }),
  ),
});
export type MentorSuggestion = z.infer<typeof mentorSuggestionSchema>;
export const mentorSuggestionListSchema = z.array(mentorSuggestionSchema);

/** Admin and Rh opening a request on someone's behalf: who may still ask (active, no open request). */
export const askablePeopleQuerySchema = z.object({
  search: z.string().trim().min(2, { error: V.required }).max(100, { error: V.maxLength }),
});
export const askablePersonSchema = z.object({
  publicId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type AskablePerson = z.infer<typeof askablePersonSchema>;
export const askablePeopleSchema = z.array(askablePersonSchema);
export const ASKABLE_PEOPLE_MAX = 10;
