/**
 * Professional profile tab (spec §3 "Professional profile", §5 "Professional form").
 *   GET /api/perfil/{id}/perfil-profissional  → professionalProfileResponseSchema
 *   PUT /api/perfil/{id}/perfil-profissional  ← professionalProfileRequestSchema
 * company and isMentor are shown, never written here: company comes from user management and
 * isMentor from the role. The résumé has its own calls (files.schema.ts).
 */
import { z } from 'zod';
import { MENTOR_CAPACITY_MAX } from './mentoring.schema.ts';
import { LONG_TEXT_MAX } from './profile.schema.ts';
import { mentoringAvailabilitySchema, motivationLabelSchema, yesNoSchema } from './profile-enums.ts';
import { ROW_ID_MAX, V } from './validation.ts';

/** Spec §3: the company value -2 means 'no link'. */
export const NO_COMPANY_ID = -2;
export const POSITION_MAX = 150;

const optionId = z.number({ error: V.required }).int().positive().max(ROW_ID_MAX, { error: V.invalid });

const longText = z
  .string()
  .trim()
  .max(LONG_TEXT_MAX, { error: V.maxLength })
  .transform((v) => (v === '' ? null : v))
  .nullable();

/** The rules that need the company: sector and position are required unless it is 'no link'. */
export function professionalProfileRequestSchemaFor(companyId: number) {
  return professionalProfileRequestSchema.superRefine((v, ctx) => {
    if (companyId !== NO_COMPANY_ID) {
      if (v.sectorOfCompany === null) ctx.addIssue({ code: 'custom', path: ['sectorOfCompany'], message: V.required });
      if (v.positionInCompany === null)
        ctx.addIssue({ code: 'custom', path: ['positionInCompany'], message: V.required });
    }
  });
}

export const professionalProfileRequestSchema = z
  .object({
    companyRelationships: z.array(optionId).max(20),
    sectorOfCompany: optionId.nullable(),
    positionInCompany: z
      .string()
      .trim()
      .max(POSITION_MAX, { error: V.maxLength })
      .transform((v) => (v === '' ? null : v))
      .nullable(),
    mentoringAvailability: mentoringAvailabilitySchema,
    /** Kept only when mentoringAvailability is S; the server clears it otherwise. */
    mentorAreas: z.array(optionId).max(20),
    /** How many mentees at once (issue 11); left out, the stored value stays. */
    mentoringCapacity: z
      .number({ error: V.invalid })
      .int({ error: V.invalid })
      .min(1, { error: V.invalid })
      .max(MENTOR_CAPACITY_MAX, { error: V.invalid })
      .optional(),
    helpTalents: longText,
    careerGoals: longText,
    motivationLabel: motivationLabelSchema.nullable(),
    motivation: longText,
  })
  .superRefine((v, ctx) => {
    if (v.motivationLabel !== null && v.motivation === null) {
      ctx.addIssue({ code: 'custom', path: ['motivation'], message: V.required });
    }
    if (v.mentoringAvailability === 'S' && v.mentorAreas.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['mentorAreas'], message: V.required });
    }
  });
export type ProfessionalProfileRequest = z.input<typeof professionalProfileRequestSchema>;

export const resumeSchema = z.object({ fileId: z.uuid(), url: z.string(), fileName: z.string(), size: z.number() });
export type Resume = z.infer<typeof resumeSchema>;

export const professionalProfileResponseSchema = z.object({
  company: z.object({ id: z.number().int(), name: z.string().nullable() }),
  companyRelationships: z.array(z.number().int()),
  sectorOfCompany: z.number().int().nullable(),
  positionInCompany: z.string().nullable(),
  isMentor: yesNoSchema,
  mentoringAvailability: mentoringAvailabilitySchema,
  mentorAreas: z.array(z.number().int()),
  mentoringCapacity: z.number().int(),
  helpTalents: z.string().nullable(),
  careerGoals: z.string().nullable(),
  motivationLabel: motivationLabelSchema.nullable(),
  motivation: z.string().nullable(),
  resume: resumeSchema.nullable(),
});
export type ProfessionalProfileResponse = z.infer<typeof professionalProfileResponseSchema>;
