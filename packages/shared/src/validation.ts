/**
 * Validation messages are i18n keys (see i18n/pt-br.ts `validation`), so the same zod schema gives
 * 'Campo obrigatório' in the browser and in an API error, each in the reader's language.
 */
import { z } from 'zod';

export const V = {
  required: 'validation.required',
  email: 'validation.email',
  maxLength: 'validation.maxLength',
  passwordRule: 'validation.passwordRule',
  passwordMismatch: 'validation.passwordMismatch',
  code: 'validation.code',
  invalid: 'validation.invalid',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/** argon2 work is bounded by rejecting absurd inputs before hashing. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const VERIFICATION_CODE_LENGTH = 6;

export const requiredString = (max = 255) =>
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(max, { error: V.maxLength });

/** A free text that may be left empty: blank is stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: V.maxLength })
    .transform((v) => (v === '' ? null : v))
    .nullable();

export const emailSchema = z
  .string({ error: V.required })
  .trim()
  .toLowerCase()
  .min(1, { error: V.required })
  .max(EMAIL_MAX_LENGTH, { error: V.maxLength })
  .pipe(z.email({ error: V.email }));

/** Spec §5: at least 8 characters with upper case, lower case and special characters. */
export const passwordSchema = z
  .string({ error: V.required })
  .min(1, { error: V.required })
  .max(PASSWORD_MAX_LENGTH, { error: V.maxLength })
  .refine(
    (value) =>
      value.length >= PASSWORD_MIN_LENGTH && /[a-z]/.test(value) && /[A-Z]/.test(value) && /[^A-Za-z0-9]/.test(value),
    { error: V.passwordRule },
  );

export function passwordIsStrong(value: string): boolean {
  return passwordSchema.safeParse(value).success;
}

/** PostgreSQL's integer: row ids (serial) are never beyond it, so a larger one names no row. */
export const ROW_ID_MAX = 2_147_483_647;

/**
 * A row id as a path or query carries it (a string there): a positive integer the database can hold.
 * Anything else is the caller's mistake, a 400, never a query that fails.
 */
export const rowIdSchema = z.coerce
  .number({ error: V.invalid })
  .int({ error: V.invalid })
  .positive({ error: V.invalid })
  .max(ROW_ID_MAX, { error: V.invalid });
