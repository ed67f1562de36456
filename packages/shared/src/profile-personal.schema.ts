/**
 * Personal information tab (spec §3 "Additional information", "Location", "Education"; §5).
 * Three forms save separately, each with its own call; one GET reads all three.
 *   GET /api/perfil/{id}/informacoes-pessoais        → personalInformationResponseSchema
 *   PUT /api/perfil/{id}/informacoes-pessoais        ← basicDataRequestSchema
 *   PUT /api/perfil/{id}/informacoes-adicionais      ← additionalInformationRequestSchema
 *   PUT /api/perfil/{id}/localizacao                 ← locationRequestSchema
 *   GET /api/perfil/{id}/formacoes                   → educationListSchema
 *   POST /api/perfil/{id}/formacoes                  ← educationRequestSchema
 *   PUT /api/perfil/{id}/formacoes/{educationId}     ← educationRequestSchema
 *   DELETE /api/perfil/{id}/formacoes/{educationId}
 * Dates travel as ISO yyyy-mm-dd; the web shows dd/mm/yyyy.
 */
import { z } from 'zod';
import { roleSchema } from './core-enums.schema.ts';
import { cpfSchema, digitsOnly, isValidPhone } from './documents.ts';
import {
  broadbandSchema,
  computerAvailableSchema,
  computerLevelSchema,
  dependentCountSchema,
  disabilityAnswerSchema,
  disabilityTypeSchema,
  educationLevelSchema,
  educationSituationSchema,
  employmentStatusSchema,
  genderSchema,
  goalSchema,
  guardianRelationSchema,
  incomeBandSchema,
  incomeProgramSchema,
  learningEnvironmentSchema,
  nationalitySchema,
  raceColorSchema,
  referralSourceSchema,
  schoolYearSchema,
} from './profile-enums.ts';
import { brazilianStateSchema } from './reference/brazilian-states.ts';
import { BRAZIL, COUNTRIES } from './reference/countries.ts';
import { optionalText, requiredString, rowIdSchema, V } from './validation.ts';

export const NAME_MAX = 100;
export const LAST_NAME_MAX = 150;
export const SOCIAL_NAME_MAX = 150;
export const GUARDIAN_NAME_MAX = 255;
export const ADDRESS_MAX = 255;
export const STREET_NUMBER_MAX = 32;
export const NEIGHBORHOOD_MAX = 255;
export const COMPLEMENT_MAX = 64;
export const CITY_MAX = 255;
export const STATE_MAX = 255;
export const POSTAL_CODE_MAX = 16;
export const EDUCATION_TEXT_MAX = 255;
/** Spec §5 "The year dropdown covers 100 years". */
export const BIRTH_YEARS_SPAN = 100;

/** Today's calendar date where the code runs, as yyyy-mm-dd. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function earliestBirthDateIso(now = new Date()): string {
  return `${now.getFullYear() - BIRTH_YEARS_SPAN}-01-01`;
}

/** Whole years between an ISO birth date and today. */
export function ageOn(birthDate: string, now = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = now.getFullYear() - y;
  if (now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d)) age -= 1;
  return age;
}

/** Guardian and school year apply to students (talents of an aluno-vocabulary tenant) and to minors. */
export function guardianApplies(opts: { student: boolean; birthDate: string | null }): boolean {
  return opts.student || (opts.birthDate !== null && ageOn(opts.birthDate) < 18);
}

export const birthDateSchema = z.iso
  .date({ error: 'validation.date' })
  .refine((v) => v <= todayIso(), { error: 'validation.futureDate' })
  .refine((v) => v >= earliestBirthDateIso(), { error: 'validation.date' });

const phoneFields = {
  phoneDialCode: z.string({ error: V.required }).regex(/^\d{1,4}$/, { error: V.invalid }),
  phone: z.string({ error: V.required }).transform(digitsOnly),
};

// --- Basic data ---------------------------------------------------------------------------------

const basicDataFields = z.object({
  firstName: requiredString(NAME_MAX),
  lastName: requiredString(LAST_NAME_MAX),
  socialName: optionalText(SOCIAL_NAME_MAX),
  cpf: cpfSchema,
  birthDate: birthDateSchema,
  ...phoneFields,
  gender: genderSchema,
  /**
   * Race/colour and disability are kept only with the person's sensitive-data consent (ADR 0044): null
   * without it, required with it (the server checks, since the schema cannot see the consent).
   */
  raceColor: raceColorSchema.nullable(),
  disability: disabilityAnswerSchema.nullable(),
  /** Required (non-empty) when disability is S; cleared otherwise. */
  disabilityTypes: z.array(disabilityTypeSchema).max(8),
  nationality: nationalitySchema,
  guardianName: optionalText(GUARDIAN_NAME_MAX),
  guardianRelation: guardianRelationSchema.nullable(),
  schoolYear: schoolYearSchema.nullable(),
  employmentStatus: employmentStatusSchema,
  goals: z.array(goalSchema).min(1, { error: V.required }).max(11),
});

function checkBasicData<S extends z.ZodType<z.output<typeof basicDataFields>, z.input<typeof basicDataFields>>>(
  schema: S,
) {
  return schema.superRefine((v, ctx) => {
    if (!isValidPhone(v.phoneDialCode, v.phone)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.phone' });
    }
    if (v.disability === 'S' && v.disabilityTypes.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['disabilityTypes'], message: V.required });
    }
  });
}

export const basicDataRequestSchema = checkBasicData(basicDataFields);

/** Every field of the basic-data request, in the form's order: the ones a refusal may name. */
export const BASIC_DATA_FIELDS = basicDataFields.keyof().options;

/**
 * The form's schema for a person whose sensitive-data consent is live: race/colour and disability are then
 * required like every other select (spec §3), as the server checks.
 */
export const consentedBasicDataSchema = checkBasicData(
  basicDataFields.extend({ raceColor: raceColorSchema, disability: disabilityAnswerSchema }),
);

export type BasicDataRequest = z.input<typeof basicDataRequestSchema>;
export type BasicData = z.output<typeof basicDataRequestSchema>;

// --- Additional information (spec §3: all required selects) ----------------------------------------

export const additionalInformationRequestSchema = z.object({
  referralSource: referralSourceSchema,
  computerLevel: computerLevelSchema,
  computerAvailable: computerAvailableSchema,
  /** Not asked in asid (spec §3); required everywhere else. The server enforces per tenant. */
  learningEnvironment: learningEnvironmentSchema.nullable(),
  broadband: broadbandSchema,
  /** The socio-economic questions: like race/colour, kept only with the sensitive-data consent (ADR 0044). */
  familyIncome: incomeBandSchema.nullable(),
  familyDependents: dependentCountSchema.nullable(),
  incomePrograms: incomeProgramSchema.nullable(),
});
export type AdditionalInformationRequest = z.infer<typeof additionalInformationRequestSchema>;

/** The form's schema with a live sensitive-data consent: the socio-economic questions are required too. */
export const consentedAdditionalInformationSchema = additionalInformationRequestSchema.extend({
  familyIncome: incomeBandSchema,
  familyDependents: dependentCountSchema,
  incomePrograms: incomeProgramSchema,
});

// --- Location -----------------------------------------------------------------------------------

const COUNTRY_NAMES = new Set(COUNTRIES.map((c) => c.value));

export const locationRequestSchema = z
  .object({
    country: z
      .string({ error: V.required })
      .min(1, { error: V.required })
      .refine((v) => COUNTRY_NAMES.has(v), { error: V.invalid }),
    postalCode: z.string().trim().max(POSTAL_CODE_MAX, { error: V.maxLength }),
    address: z.string().trim().max(ADDRESS_MAX, { error: V.maxLength }),
    streetNumber: z.string().trim().max(STREET_NUMBER_MAX, { error: V.maxLength }),
    neighborhood: z.string().trim().max(NEIGHBORHOOD_MAX, { error: V.maxLength }),
    complement: z.string().trim().max(COMPLEMENT_MAX, { error: V.maxLength }),
    /** Brazil: a two-letter state code. Elsewhere: free text. */
    state: requiredString(STATE_MAX),
    /** Brazil: the municipality name (the server rewrites it from cityCode). Elsewhere: free text. */
    city: requiredString(CITY_MAX),
    /** Brazil only: the 7-digit IBGE code, which must belong to the state. */
    cityCode: z.number().int().min(1_000_000).max(9_999_999).nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.country !== BRAZIL.value) return;
    if (!brazilianStateSchema.safeParse(v.state).success) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: V.invalid });
    }
    if (v.cityCode === null) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: V.required });
    }
    const digits = digitsOnly(v.postalCode);
    if (v.postalCode !== '' && digits.length !== 8) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'validation.postalCode' });
    }
  })
  .transform((v) => (v.country === BRAZIL.value ? { ...v, postalCode: digitsOnly(v.postalCode) } : v));
export type LocationRequest = z.input<typeof locationRequestSchema>;

// --- Education ----------------------------------------------------------------------------------

export const educationRequestSchema = z.object({
  educationType: educationLevelSchema,
  course: requiredString(EDUCATION_TEXT_MAX),
  institution: requiredString(EDUCATION_TEXT_MAX),
  situation: educationSituationSchema,
});
export type EducationRequest = z.infer<typeof educationRequestSchema>;

export const educationSchema = educationRequestSchema.extend({ id: z.number().int() });
export type Education = z.infer<typeof educationSchema>;
export const educationListSchema = z.array(educationSchema);
export const educationParamsSchema = z.object({
  id: z.uuid({ error: V.invalid }),
  educationId: rowIdSchema,
});

// --- The whole tab as read ----------------------------------------------------------------------

/**
 * The fields policy.ts declares sensitive (SENSITIVE_PROFILE_FIELDS) are optional: the server leaves
 * them out, rather than sending null, when the caller may not see them (ProfileAccess.seesSensitive).
 */
export const personalInformationResponseSchema = z.object({
  userType: roleSchema,
  basicData: z.object({
    firstName: z.string(),
    lastName: z.string(),
    socialName: z.string().nullable(),
    email: z.string(),
    cpf: z.string().nullable().optional(),
    birthDate: z.string().nullable(),
    phoneDialCode: z.string().nullable().optional(),
    phone: z.string().nullable().optional(),
    gender: genderSchema.nullable().optional(),
    raceColor: raceColorSchema.nullable().optional(),
    disability: disabilityAnswerSchema.nullable().optional(),
    disabilityTypes: z.array(disabilityTypeSchema).optional(),
    nationality: nationalitySchema.nullable(),
    guardianName: z.string().nullable().optional(),
    guardianRelation: guardianRelationSchema.nullable().optional(),
    schoolYear: schoolYearSchema.nullable(),
    employmentStatus: employmentStatusSchema.nullable(),
    goals: z.array(goalSchema),
  }),
  additionalInformation: z.object({
    referralSource: referralSourceSchema.nullable(),
    computerLevel: computerLevelSchema.nullable(),
    computerAvailable: computerAvailableSchema.nullable(),
    learningEnvironment: learningEnvironmentSchema.nullable(),
    broadband: broadbandSchema.nullable(),
    familyIncome: incomeBandSchema.nullable().optional(),
    familyDependents: dependentCountSchema.nullable().optional(),
    incomePrograms: incomeProgramSchema.nullable().optional(),
  }),
  location: z.object({
    country: z.string().nullable(),
    postalCode: z.string().nullable().optional(),
    address: z.string().nullable().optional(),
    streetNumber: z.string().nullable().optional(),
    neighborhood: z.string().nullable().optional(),
    complement: z.string().nullable().optional(),
    state: z.string().nullable().optional(),
    city: z.string().nullable(),
    cityCode: z.number().int().nullable().optional(),
  }),
  /** Whether this person answers guardian and school-year questions (students and minors). */
  guardianApplies: z.boolean(),
  /** The owner is a student (a talent in an aluno-vocabulary tenant): guardian questions apply whatever the age. */
  student: z.boolean(),
  /** False in asid, where the learning-environment question is not asked. */
  asksLearningEnvironment: z.boolean(),
  /**
   * Whether the owner has a live sensitive-data consent, so the forms ask the questions it covers; left
   * out, like the answers themselves, for a viewer who may not see sensitive data.
   */
  sensitiveConsent: z.boolean().optional(),
});
export type PersonalInformationResponse = z.infer<typeof personalInformationResponseSchema>;
