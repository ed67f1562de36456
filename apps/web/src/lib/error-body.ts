import { ERROR_CODES } from '@ponte/shared/error-codes';
import type { ErrorResponse } from '@ponte/shared/errors.schema';

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/**
 * The `error` of the API's one error shape (errors.schema.ts: `{ error: { code, message, fields? } }`),
 * or null when the body is not that shape. Checked by hand, not by `isErrorResponse`: that schema
 * would bring the schema library into the first download of every page, the sign-in page included.
 * error-body.test.ts keeps both answers equal.
 */
export function errorBody(payload: unknown): ErrorResponse['error'] | null {
  const error = typeof payload === 'object' && payload !== null ? (payload as { error?: unknown }).error : undefined;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, fields } = error as Record<string, unknown>;
  if (typeof code !== 'string' || !KNOWN_CODES.has(code) || typeof message !== 'string') return null;
  if (fields !== undefined) {
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return null;
    if (!Object.values(fields).every((value) => typeof value === 'string')) return null;
  }
  return error as ErrorResponse['error'];
}
