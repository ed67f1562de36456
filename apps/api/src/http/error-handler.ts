import type { ErrorCode } from '@ponte/shared/error-codes';
import type { ErrorResponse } from '@ponte/shared/errors.schema';
import { translate } from '@ponte/shared/i18n/catalogues';
import { DEFAULT_LOCALE, type Locale } from '@ponte/shared/locales';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/driver-errors.ts';
import { ConflictError, NotFoundError } from '../domain/domain-errors.ts';
import { AppError } from './errors.ts';

function translateFieldMessage(locale: Locale, message: string): string {
  const translated = translate(locale, message);
  // Zod's own English text (a union mismatch, say) is not for people: say "invalid value" instead.
  return translated === message ? translate(locale, 'validation.invalid') : translated;
}

function body(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorResponse {
  return { error: fields && Object.keys(fields).length > 0 ? { code, message, fields } : { code, message } };
}

const FRAMEWORK_STATUS_CODES: Record<number, { code: ErrorCode; key: string }> = {
  400: { code: 'BAD_REQUEST', key: 'errors.badRequest' },
  404: { code: 'NOT_FOUND', key: 'errors.notFound' },
  413: { code: 'PAYLOAD_TOO_LARGE', key: 'errors.payloadTooLarge' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', key: 'errors.unsupportedMediaType' },
  429: { code: 'RATE_LIMITED', key: 'errors.rateLimited' },
};

/**
 * Every failure leaves as `{error: {code, message, fields?}}` in the caller's language. Expected
 * failures keep their 4xx; anything else is logged in full and becomes a 500 with no detail.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = request.locale ?? DEFAULT_LOCALE;

    if (error instanceof AppError) {
      const fields = error.fieldKeys
        ? Object.fromEntries(Object.entries(error.fieldKeys).map(([k, v]) => [k, translate(locale, v)]))
        : undefined;
      if (error.headers) reply.headers(error.headers);
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply
        .code(error.statusCode)
        .send(body(error.code, translate(locale, error.messageKey, error.params), fields));
    }

    // A service that did not name the conflict still answers 409, never 500: the input was the problem.
    if ((error as unknown) instanceof ConflictError) {
      request.log.info({ err: error }, 'write refused by a key');
      return reply.code(409).send(body('CONFLICT', translate(locale, 'errors.conflict')));
    }
    if ((error as unknown) instanceof NotFoundError) {
      return reply.code(404).send(body('NOT_FOUND', translate(locale, 'errors.notFound')));
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[path] ??= translateFieldMessage(locale, issue.message ?? '');
      }
      return reply.code(400).send(body('VALIDATION_ERROR', translate(locale, 'errors.validation'), fields));
    }

    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const known = FRAMEWORK_STATUS_CODES[status] ?? { code: 'BAD_REQUEST' as const, key: 'errors.badRequest' };
      request.log.info({ code: error.code, status }, error.message ?? 'client error');
      return reply.code(status).send(body(known.code, translate(locale, known.key, { seconds: 60 })));
    }

    // The database out of reach (stopped, restarting, failing over): a quick 503 the client may retry,
    // not a 500, and nothing half-written (the transaction did not commit).
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ code: (error as { code?: unknown }).code }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(body('UNAVAILABLE', translate(locale, 'errors.unavailable')));
    }

    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(body('INTERNAL', translate(locale, 'errors.unexpected')));
  });
}
