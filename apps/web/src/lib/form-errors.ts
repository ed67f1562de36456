import type { TranslationKey } from '@ponte/shared/i18n/keys';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client.ts';
import { i18n } from './i18n.ts';

/** Marks messages that came translated from the API, as opposed to catalogue keys from the shared zod schemas. */
const SERVER = 'server';

export function fieldErrorText(error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  // Client-side messages are catalogue keys by contract: the shared schemas' messages are checked
  // against the catalogues in packages/shared (catalogues.test.ts).
  return error.type === SERVER ? error.message : i18n.t(error.message as TranslationKey);
}

/** Puts a VALIDATION_ERROR's per-field messages on the form; returns whether any matched a field. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error) || error.code !== 'VALIDATION_ERROR') return false;
  let matched = false;
  for (const field of fields) {
    const message = error.fields[field];
    if (message) {
      setError(field, { type: SERVER, message });
      matched = true;
    }
  }
  return matched;
}
