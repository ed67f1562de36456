/**
 * Analytics for programme managers (issue 16 §1; ADR 0045). Not in the spec: the paths are the issue's.
 * Admin, Rh and RhMentor of mais-pra-ti (the `analytics` capability, spec §6); everyone else 403.
 *
 *   GET /api/analise/resumo?de&ate&…              → analyticsSummarySchema (headline figures, each {value, previous})
 *   GET /api/analise/{key}?de&ate&…               → analyticsTableSchema (one chart's data as a table)
 *   GET /api/analise/{key}?…&format=csv           → text/csv, the same rows with a header row
 *
 * Every chart's data is a table: named columns and rows of numbers or texts, so that the CSV is the
 * answer's rows and the screen draws its chart from the same rows (and shows them as a table to screen
 * readers). Figures are computed in SQL from the enrolment and mentorship events, so a status corrected
 * later counts as what it was at each date. A breakdown by gender, race/colour, disability or income
 * shows a group of fewer than five people as "<5" (ANALYTICS_MASK), in the answer itself.
 */
import { z } from 'zod';
import { emptyToUndefined } from './list-query.ts';
import { rowIdSchema, V } from './validation.ts';

export const ANALYTICS_KEYS = [
  'funil',
  'evasao',
  'conclusao',
  'retencao',
  'motivos-evasao',
  'em-risco',
  'tempo-ate-mentor',
  'carga-mentores',
  'engajamento',
  'ganho',
] as const;
export type AnalyticsKey = (typeof ANALYTICS_KEYS)[number];
export const analyticsKeySchema = z.enum(ANALYTICS_KEYS, { error: V.invalid });

/** Breakdowns of the funnel by a sensitive attribute (LGPD Art. 11): small groups are masked. */
export const ANALYTICS_BREAKDOWNS = ['genero', 'raca', 'deficiencia', 'renda'] as const;
export type AnalyticsBreakdown = (typeof ANALYTICS_BREAKDOWNS)[number];
/** A group smaller than this shows as ANALYTICS_MASK. */
export const ANALYTICS_MIN_GROUP = 5;
export const ANALYTICS_MASK = '<5';

/** Days a person may go without activity before an active enrolment is at risk, and the other thresholds. */
export const AT_RISK = { classStartedDays: 14, inactiveDays: 21, failedQuizDays: 14 } as const;
/** Evasion within this many days of the class start is early evasion. */
export const EARLY_EVASION_DAYS = 30;
/** Completed within this many days after the class end is on time. */
export const ON_TIME_DAYS = 30;
/** A mentorship with no annotation, feedback or action update for this long is not engaged. */
export const ENGAGEMENT_DAYS = 21;
export const PERIOD_PRESETS = [7, 30, 90] as const;
export const PERIOD_DEFAULT_DAYS = 30;
/** The longest custom range: a year and a bit, so a period and its previous one stay cheap. */
export const PERIOD_MAX_DAYS = 400;

const date = z.preprocess(emptyToUndefined, z.iso.date({ error: 'validation.date' }).optional());
const id = z.preprocess(emptyToUndefined, rowIdSchema.optional());

const queryFields = {
  /** First day of the period (São Paulo dates); with `ate`, both included. Default: the last 30 days. */
  de: date,
  ate: date,
  courseId: id,
  classeId: id,
  trailId: id,
  /** A MENTOR_AREA option id: mentorship figures of that area only. */
  mentorArea: id,
  por: z.preprocess(emptyToUndefined, z.enum(ANALYTICS_BREAKDOWNS, { error: V.invalid }).optional()),
  format: z.preprocess(emptyToUndefined, z.enum(['json', 'csv'], { error: V.invalid }).default('json')),
};

function checkRange(q: { de?: string | undefined; ate?: string | undefined }, ctx: z.RefinementCtx) {
  if (q.de && q.ate && q.de > q.ate) ctx.addIssue({ code: 'custom', path: ['ate'], message: 'analytics.rangeOrder' });
  if (q.de && q.ate && (Date.parse(q.ate) - Date.parse(q.de)) / 86_400_000 > PERIOD_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['de'], message: 'analytics.rangeTooLong' });
}

export const analyticsQuerySchema = z.object(queryFields).superRefine(checkRange);
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;
export const analyticsParamsSchema = z.object({ key: analyticsKeySchema });

export const periodSchema = z.object({ from: z.iso.date(), to: z.iso.date() });
export type Period = z.infer<typeof periodSchema>;

export const figureSchema = z.object({ value: z.number().nullable(), previous: z.number().nullable() });
export type Figure = z.infer<typeof figureSchema>;

export const SUMMARY_FIGURES = [
  'newTalents',
  'enrolments',
  'completions',
  'evasions',
  'evasionRate',
  'atRisk',
  'waiting',
  'medianDaysToMentor',
  'activeMentorships',
  'engagementRate',
] as const;
export type SummaryFigure = (typeof SUMMARY_FIGURES)[number];

export const analyticsSummarySchema = z.object({
  period: periodSchema,
  previousPeriod: periodSchema,
  figures: z.record(z.enum(SUMMARY_FIGURES), figureSchema),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

/** A cell: a count, a share (0–1), days, a text (names, labels), "<5" for a masked group, or nothing. */
export const cellSchema = z.union([z.number(), z.string(), z.null()]);
export type Cell = z.infer<typeof cellSchema>;

export const analyticsTableSchema = z.object({
  key: analyticsKeySchema,
  period: periodSchema,
  previousPeriod: periodSchema,
  /** Column keys in order; their labels are catalogue keys `analytics.columns.<key>`. */
  columns: z.array(z.string()),
  rows: z.array(z.record(z.string(), cellSchema)),
  /** The chart's headline (evasion rate, median days…) and the previous period's. */
  summary: figureSchema,
  /** Figures beside the headline that the chart names (early evasion, p90, share over capacity…). */
  extras: z.record(z.string(), figureSchema),
});
export type AnalyticsTable = z.infer<typeof analyticsTableSchema>;

/** Each chart's columns, in order: the API answers them, the CSV writes them, the screen reads them. */
export const ANALYTICS_COLUMNS: Readonly<Record<AnalyticsKey, readonly string[]>> = {
  funil: ['step', 'people', 'conversion'],
  evasao: ['course', 'classe', 'start', 'enrolled', 'evaded', 'rate', 'early', 'earlyRate'],
  conclusao: ['course', 'classe', 'end', 'enrolled', 'completed', 'rate', 'onTime', 'onTimeRate'],
  retencao: ['course', 'classe', 'week', 'retained', 'enrolled', 'rate'],
  'motivos-evasao': ['course', 'reason', 'evasions'],
  'em-risco': ['person', 'publicId', 'course', 'classe', 'reasons', 'lastActivity'],
  'tempo-ate-mentor': ['bucket', 'requests'],
  'carga-mentores': ['mentor', 'publicId', 'active', 'capacity', 'load'],
  engajamento: ['measure', 'value', 'base'],
  ganho: ['band', 'people'],
};

// --- The people behind a chart -------------------------------------------------------------------

/**
 * GET /api/analise/{key}/pessoas?…&row=n → analyticsPeopleSchema: the people behind row n of the chart
 * (same filters), with what the talent base shows everyone who opens it (no sensitive field):
 * funil — the step's people (of the group, with `por`); evasao — the class's evaded; conclusao — its
 * completed; retencao — the class's members in A or C at its last week; motivos-evasao — who evaded
 * for that reason in the period; em-risco — that person; tempo-ate-mentor — who waits in that age
 * bucket; carga-mentores — the mentor's mentees; engajamento — the mentees of mentorships without a
 * record (row 0), or with actions due (rows 1–2); ganho — the people in that gain band.
 */
export const analyticsPeopleQuerySchema = z
  .object({ ...queryFields, row: z.coerce.number({ error: V.invalid }).int().min(0).max(10_000) })
  .superRefine(checkRange);
export type AnalyticsPeopleQuery = z.infer<typeof analyticsPeopleQuerySchema>;
export const ANALYTICS_PEOPLE_MAX = 500;
export const analyticsPersonSchema = z.object({
  publicId: z.string(),
  name: z.string(),
  /** Where it helps: the course and class, the mentor, the reason. */
  detail: z.string().nullable(),
});
export const analyticsPeopleSchema = z.object({
  items: z.array(analyticsPersonSchema),
  /** More people than ANALYTICS_PEOPLE_MAX: the list is cut. */
  truncated: z.boolean(),
});
export type AnalyticsPeople = z.infer<typeof analyticsPeopleSchema>;

// --- The weekly digest (issue 16 §1) -------------------------------------------------------------
//   GET /api/analise/resumo-semanal  → digestSettingsSchema (whoever reads the analytics)
//   PUT /api/analise/resumo-semanal  ← digestRequestSchema (the tenant's Admin) → digestSettingsSchema
// Every Monday from 08:00 (São Paulo) the job runner mails the chosen roles the waiting list, the people at
// risk and the week's evasions; a week is sent once, whatever the number of instances.

/** The roles that may receive it: those that read the analytics somewhere (spec §6). */
export const DIGEST_ROLES = ['Admin', 'Rh', 'RhMentor'] as const;
export type DigestRole = (typeof DIGEST_ROLES)[number];

export const digestRequestSchema = z.object({
  roles: z.array(z.enum(DIGEST_ROLES, { error: V.invalid })).max(DIGEST_ROLES.length),
});
export type DigestRequest = z.infer<typeof digestRequestSchema>;

export const digestSettingsSchema = z.object({
  roles: z.array(z.enum(DIGEST_ROLES)),
  /** The roles of this tenant that read the analytics: the choices offered. */
  choices: z.array(z.enum(DIGEST_ROLES)),
  /** The Monday of the last week sent, or null. */
  lastSentWeek: z.iso.date().nullable(),
  /** Whether the caller may change it (the tenant's Admin). */
  canEdit: z.boolean(),
});
export type DigestSettings = z.infer<typeof digestSettingsSchema>;
