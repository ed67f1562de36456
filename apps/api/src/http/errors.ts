import type { ErrorCode } from '@ponte/shared/error-codes';

type Params = Record<string, string | number>;

/**
 * An expected failure with a status, a stable code and a catalogue key. The error handler turns it
 * into `{error: {code, message, fields?}}` in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messageKey: string,
    readonly params: Params = {},
    readonly fieldKeys?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(`${code}: ${messageKey}`);
  }
}

export const Errors = {
  unauthenticated: () => new AppError(401, 'UNAUTHENTICATED', 'errors.unauthenticated'),
  invalidCredentials: () => new AppError(401, 'INVALID_CREDENTIALS', 'errors.invalidCredentials'),
  accountInactive: () => new AppError(403, 'ACCOUNT_INACTIVE', 'errors.accountInactive'),
  emailNotVerified: () => new AppError(403, 'EMAIL_NOT_VERIFIED', 'errors.emailNotVerified'),
  forbidden: () => new AppError(403, 'FORBIDDEN', 'errors.forbidden'),
  csrf: () => new AppError(403, 'CSRF_REJECTED', 'errors.csrf'),
  notFound: () => new AppError(404, 'NOT_FOUND', 'errors.notFound'),
  invalidToken: () => new AppError(400, 'INVALID_TOKEN', 'errors.invalidToken'),
  invalidCode: (key = 'errors.invalidCode') => new AppError(400, 'INVALID_CODE', key),
  /** A rule the schema alone cannot check (it needs the database or the tenant): field → catalogue key. */
  invalidFields: (fields: Record<string, string>) =>
    new AppError(400, 'VALIDATION_ERROR', 'errors.validation', {}, fields),
  conflict: (key = 'errors.conflict') => new AppError(409, 'CONFLICT', key),
  rateLimited: (retryAfterSeconds: number) =>
    new AppError(429, 'RATE_LIMITED', 'errors.rateLimited', { seconds: retryAfterSeconds }, undefined, {
      'retry-after': String(retryAfterSeconds),
    }),
};
