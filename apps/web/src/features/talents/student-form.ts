/**
 * The compact student form (sabimais "editar aluno"): the fields a school manages, validated with the
 * shared rules, and merged back into the whole basic-data request the profile API expects, so the
 * answers this form does not show are sent back unchanged.
 */
import { cpfSchema, isValidPhone } from '@ponte/shared/documents';
import { guardianRelationSchema, schoolYearSchema } from '@ponte/shared/profile-enums';
import {
  type BasicDataRequest,
  birthDateSchema,
  CITY_MAX,
  GUARDIAN_NAME_MAX,
  LAST_NAME_MAX,
  NAME_MAX,
  type PersonalInformationResponse,
  SOCIAL_NAME_MAX,
  STATE_MAX,
} from '@ponte/shared/profile-personal.schema';
import { requiredString, V } from '@ponte/shared/validation';
import { z } from 'zod';
import { basicDataFormValues } from '@/lib/basic-data-values';

const studentFields = z.object({
  firstName: requiredString(NAME_MAX),
  lastName: requiredString(LAST_NAME_MAX),
  socialName: z.string().trim().max(SOCIAL_NAME_MAX, { error: V.maxLength }),
  cpf: z.string({ error: V.required }).min(1, { error: V.required }).pipe(cpfSchema),
  birthDate: z.string({ error: V.required }).min(1, { error: V.required }).pipe(birthDateSchema),
  phoneDialCode: z.string(),
  phone: z.string({ error: V.required }).min(1, { error: V.required }),
  guardianName: z.string().trim().max(GUARDIAN_NAME_MAX, { error: V.maxLength }),
  guardianRelation: guardianRelationSchema.nullable(),
  schoolYear: schoolYearSchema.nullable(),
});

/**
 * The form's rules. `guardianRequired`: the person answers the guardian questions (students always,
 * spec §3), and the profile API then requires the guardian's relationship and the school year.
 */
export function studentFormSchema(guardianRequired: boolean) {
  return studentFields.superRefine((v, ctx) => {
    if (v.phone !== '' && !isValidPhone(v.phoneDialCode, v.phone)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.phone' });
    }
    if (!guardianRequired) return;
    if (v.guardianRelation === null) ctx.addIssue({ code: 'custom', path: ['guardianRelation'], message: V.required });
    if (v.schoolYear === null) ctx.addIssue({ code: 'custom', path: ['schoolYear'], message: V.required });
  });
}
export type StudentFormInput = z.input<typeof studentFields>;
export type StudentFormValues = z.output<typeof studentFields>;

/** The form's fields; server errors on any other basic-data field mean the full profile lacks an answer. */
export const STUDENT_FORM_FIELDS = studentFields.keyof().options;

export function studentFormDefaults(data: PersonalInformationResponse): StudentFormInput {
  const all = basicDataFormValues(data.basicData);
  return Object.fromEntries(STUDENT_FORM_FIELDS.map((key) => [key, all[key]])) as StudentFormInput;
}

/**
 * The whole PUT body: this form's values over what the profile already holds. Answers the profile
 * lacks go as they are (null/empty) and the server names them, which the screen then reports.
 */
export function toBasicDataRequest(values: StudentFormValues, data: PersonalInformationResponse): BasicDataRequest {
  return { ...basicDataFormValues(data.basicData), ...values };
}

/** Fields the server refused that this form does not show. */
export function fieldsOutsideForm(fields: Record<string, string>): string[] {
  const own = new Set<string>(STUDENT_FORM_FIELDS);
  return Object.keys(fields).filter((key) => !own.has(key));
}

/**
 * The student's place (the "Localização" card): state and city are required; in Brazil the city is
 * one of the state's municipalities (its IBGE code), elsewhere free text.
 */
export function studentPlaceSchema(brazil: boolean) {
  return z
    .object({
      state: requiredString(STATE_MAX),
      city: z.string().trim().max(CITY_MAX, { error: V.maxLength }),
      cityCode: z.number().int().nullable(),
    })
    .superRefine((v, ctx) => {
      if (brazil ? v.cityCode === null : v.city === '') {
        ctx.addIssue({ code: 'custom', path: ['city'], message: V.required });
      }
    });
}
export type StudentPlace = z.input<ReturnType<typeof studentPlaceSchema>>;
