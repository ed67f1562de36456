/**
 * What the data's own rules refused, in words a service understands. Repositories raise these in
 * place of driver errors (db/driver-errors.ts), so no service ever reads a PostgreSQL error code.
 */

/**
 * A write that would break a key: `unique` when the value is taken, `reference` when a row it points
 * at is missing or a row still points at the one being removed. `constraint` names the key, for a
 * service that must tell two keys of one table apart.
 */
export class ConflictError extends Error {
  constructor(
    readonly kind: 'unique' | 'reference',
    readonly constraint: string | undefined,
    options?: ErrorOptions,
  ) {
    super(`${kind} conflict${constraint ? ` on ${constraint}` : ''}`, options);
    this.name = 'ConflictError';
  }
}

/** A row the caller named is not there (or not visible in their tenant). */
export class NotFoundError extends Error {
  constructor(readonly what: string) {
    super(`${what} not found`);
    this.name = 'NotFoundError';
  }
}
