/**
 * Behavioural test tab: the four-profile questionnaire and the learning preferences.
 *   GET /api/perfil/{id}/teste-comportamental    → behaviouralTestResponseSchema (every attempt, newest first)
 *   POST /api/perfil/{id}/teste-comportamental   ← behaviouralTestAnswersSchema (only the person themself)
 *   GET /api/perfil/{id}/preferencias-de-aprendizagem → learningPreferencesResponseSchema
 *   PUT /api/perfil/{id}/preferencias-de-aprendizagem ← learningPreferencesRequestSchema
 * The questionnaire itself is reference data in behavioural-test.ts; the server scores the answers.
 */
import { z } from 'zod';
import {
  communicationModeSchema,
  feedbackStyleSchema,
  learningPreferenceSchema,
  learningStyleSchema,
  professionalProfileSchema,
  shiftSchema,
  workModeSchema,
} from './profile-enums.ts';
import { ROW_ID_MAX, V } from './validation.ts';

/** One answer per item: the item's id and the profile (1–4) of the adjective chosen. */
export const behaviouralTestAnswersSchema = z.object({
  answers: z
    .array(
      z.object({
        itemId: z.number().int().positive().max(ROW_ID_MAX, { error: V.invalid }),
        profile: professionalProfileSchema,
      }),
    )
    .min(1, { error: V.required }),
});
export type BehaviouralTestAnswers = z.infer<typeof behaviouralTestAnswersSchema>;

/** Whole percentages per profile, summing to 100. */
export const profileScoresSchema = z.object({ '1': z.number(), '2': z.number(), '3': z.number(), '4': z.number() });
export type ProfileScores = z.infer<typeof profileScoresSchema>;

export const behaviouralTestAttemptSchema = z.object({
  id: z.number().int(),
  takenAt: z.iso.datetime({ offset: true }),
  scores: profileScoresSchema,
  dominant: professionalProfileSchema,
});
export type BehaviouralTestAttempt = z.infer<typeof behaviouralTestAttemptSchema>;

export const behaviouralTestResponseSchema = z.object({ attempts: z.array(behaviouralTestAttemptSchema) });
export type BehaviouralTestResponse = z.infer<typeof behaviouralTestResponseSchema>;

export const learningPreferencesRequestSchema = z.object({
  learningStyle: learningStyleSchema,
  learningPreference: learningPreferenceSchema,
  workMode: workModeSchema,
  feedbackStyle: feedbackStyleSchema,
  communication: communicationModeSchema,
  shift: shiftSchema,
});
export type LearningPreferencesRequest = z.infer<typeof learningPreferencesRequestSchema>;

export const learningPreferencesResponseSchema = z.object({
  learningStyle: learningStyleSchema.nullable(),
  learningPreference: learningPreferenceSchema.nullable(),
  workMode: workModeSchema.nullable(),
  feedbackStyle: feedbackStyleSchema.nullable(),
  communication: communicationModeSchema.nullable(),
  shift: shiftSchema.nullable(),
});
export type LearningPreferencesResponse = z.infer<typeof learningPreferencesResponseSchema>;
