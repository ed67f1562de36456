import { ConflictError } from '../domain/domain-errors.ts';

/** SQLSTATE codes the product expects: a key taken, a reference broken. Anything else stays a fault. */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** The PostgreSQL error inside whatever the driver (pg, PGlite) or Drizzle wrapped it in. */
function databaseError(error: unknown): { code: string; constraint?: string } | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
    }
  }
  return null;
}

/** The domain error a driver error stands for, or the error itself when it is not an expected one. */
export function toDomainError(error: unknown): unknown {
  if (error instanceof ConflictError) return error;
  const found = databaseError(error);
  if (found?.code === UNIQUE_VIOLATION) return new ConflictError('unique', found.constraint, { cause: error });
  if (found?.code === FOREIGN_KEY_VIOLATION) return new ConflictError('reference', found.constraint, { cause: error });
  return error;
}

/** Runs a write and raises a domain error in place of a key violation. */
export async function guardWrite<T>(write: PromiseLike<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    throw toDomainError(error);
  }
}

/**
 * Socket failures and PostgreSQL's connection classes (08…, admin shutdown, starting up, too many
 * connections): the database is out of reach, which is no fault of the request's.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
// 'timeout expired' is pg's client giving up connecting (the connect timeout, db/client.ts); 'timeout exceeded when
// trying to connect' is pg-pool's wait for a free client running out (the pool wait).
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout expired|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused/i;

/** Whether an error says the database could not be reached (the API then answers 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
    // AggregateError (a refused connection on every address of localhost) carries its causes in `errors`.
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
