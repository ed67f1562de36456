/**
 * Each person's rights over their data (LGPD Art. 18; issue 16 §3; ADR 0044). Any signed-in person:
 *   GET    /api/minha-conta/dados                    → myDataSchema (everything stored about the caller)
 *   GET    /api/minha-conta/dados?formato=zip        → application/zip: dados.json and the uploaded files
 *   GET    /api/minha-conta/privacidade              → myDataSummarySchema (what is kept, consent, deletion request)
 *   PUT    /api/minha-conta/consentimentos/dados-sensiveis  ← consentRequestSchema → privacyStatusSchema
 *   DELETE /api/minha-conta/consentimentos/dados-sensiveis  → privacyStatusSchema (clears the sensitive answers)
 *   POST   /api/minha-conta/exclusao                 → 201 deletionRequestSchema (409 when the last Admin)
 *   DELETE /api/minha-conta/exclusao                 → privacyStatusSchema (the person changes their mind)
 * Admin (capability users):
 *   GET    /api/exclusoes-de-conta                   → deletionQueueSchema (pending first, then recent)
 *   POST   /api/exclusoes-de-conta/{id}/confirmar    → deletionRequestSchema (anonymises; 409 last Admin)
 */
import { z } from 'zod';
import { roleSchema } from './core-enums.schema.ts';
import { rowIdSchema, V } from './validation.ts';

/**
 * The sensitive-data consent's text version. The text is `privacy.consent.text` in the catalogue;
 * changing what it says means a new version here, so every stored consent names the words it agreed to.
 */
export const SENSITIVE_CONSENT_VERSION = '2026-01';
export const CONSENT_PURPOSES = ['sensitiveData'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The profile answers that need the consent: race/colour, disability, and the socio-economic questions. */
export const CONSENTED_BASIC_FIELDS = ['raceColor', 'disability', 'disabilityTypes'] as const;
export const CONSENTED_ADDITIONAL_FIELDS = ['familyIncome', 'familyDependents', 'incomePrograms'] as const;

export const consentRequestSchema = z.object({
  /** The version of the text the person was shown; an outdated one is refused (the page shows the current). */
  version: z.literal(SENSITIVE_CONSENT_VERSION, { error: V.invalid }),
});
export type ConsentRequest = z.infer<typeof consentRequestSchema>;

export const consentSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  version: z.string(),
  grantedAt: z.iso.datetime({ offset: true }),
  withdrawnAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Consent = z.infer<typeof consentSchema>;

export const DELETION_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export const deletionStatusSchema = z.enum(DELETION_STATUSES);

export const deletionRequestSchema = z.object({
  id: z.number().int(),
  status: deletionStatusSchema,
  requestedAt: z.iso.datetime({ offset: true }),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;

export const privacyStatusSchema = z.object({
  /** The live sensitive-data consent, or null. */
  sensitiveConsent: consentSchema.nullable(),
  currentConsentVersion: z.string(),
  /** The pending deletion request, or null. */
  deletionRequest: deletionRequestSchema.nullable(),
  /** The tenant's last active Admin cannot ask (the tenant would lose its Admin). */
  lastAdmin: z.boolean(),
});
export type PrivacyStatus = z.infer<typeof privacyStatusSchema>;

export const MY_DATA_COUNTS = [
  'enrolments',
  'mentorships',
  'feedbacks',
  'quizAttempts',
  'consents',
  'sessions',
  'files',
] as const;

/** "Meus dados": the status, how much of each kind is stored, and the notes about the person (no text). */
export const myDataSummarySchema = privacyStatusSchema.extend({
  hasProfile: z.boolean(),
  counts: z.object(
    Object.fromEntries(MY_DATA_COUNTS.map((k) => [k, z.number().int()])) as Record<
      (typeof MY_DATA_COUNTS)[number],
      z.ZodNumber
    >,
  ),
  notesAboutMe: z.array(z.object({ date: z.string(), authorRole: roleSchema, shared: z.boolean() })),
});
export type MyDataSummary = z.infer<typeof myDataSummarySchema>;
export const myDataQuerySchema = z.object({
  formato: z.enum(['json', 'zip'], { error: V.invalid }).optional(),
});

/** A stored row as the export shows it: plain values, dates as ISO text (nothing about other people). */
const row = z.record(z.string(), z.unknown());

export const myDataSchema = z.object({
  generatedAt: z.iso.datetime({ offset: true }),
  tenant: z.object({ slug: z.string(), name: z.string() }),
  account: row,
  profile: row.nullable(),
  educations: z.array(row),
  languages: z.array(row),
  certificates: z.array(row),
  issuedCertificates: z.array(row),
  behaviouralTests: z.array(row),
  enrolments: z.array(row),
  courseFavourites: z.array(row),
  mentorships: z.array(row),
  feedbacks: z.array(row),
  /** Private notes others wrote about the person: when and by which role, never the text. */
  notesAboutMe: z.array(z.object({ date: z.string(), authorRole: roleSchema, shared: z.boolean() })),
  quizAttempts: z.array(row),
  /** Extra time on timed quizzes an Admin set for the person (a factor of every limit), if any. */
  quizAccommodation: row.nullable(),
  settings: z.array(row),
  notificationPreferences: z.array(row),
  notifications: z.array(row),
  consents: z.array(consentSchema),
  deletionRequests: z.array(deletionRequestSchema),
  sessions: z.array(row),
  files: z.array(row),
  helpVotes: z.array(row),
});
export type MyData = z.infer<typeof myDataSchema>;

export const deletionQueueItemSchema = deletionRequestSchema.extend({
  /** Null once anonymised: the queue keeps that it happened, not who it was. */
  person: z.object({ publicId: z.uuid(), name: z.string(), email: z.string(), role: roleSchema }).nullable(),
  decidedBy: z.string().nullable(),
});
export type DeletionQueueItem = z.infer<typeof deletionQueueItemSchema>;

export const deletionQueueSchema = z.object({
  pending: z.array(deletionQueueItemSchema),
  /** The last 50 decided. */
  decided: z.array(deletionQueueItemSchema),
});
export type DeletionQueue = z.infer<typeof deletionQueueSchema>;

export const deletionParamsSchema = z.object({ id: rowIdSchema });
