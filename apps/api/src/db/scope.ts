import { sql } from 'drizzle-orm';
import { APP_ROLE } from './app-role.ts';
import type { Db, Tx } from './client.ts';
import { toDomainError } from './driver-errors.ts';

/** A transaction handle, opaque to services: they pass it to repositories and nothing else. */
export type { Tx } from './client.ts';

const callTexts = new Map<string, string>();

/** The drivers under drizzle, as far as a named statement needs them. */
interface DriverClient {
  /** PGlite: in the process, nothing to prepare across a network. */
  exec?: unknown;
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** Planner settings a transaction may change for itself. */
export interface TransactionSettings {
  random_page_cost?: string;
  /** Sorts and hashes of an analytics chart stay in memory (the default 4 MB spills to disk). */
  work_mem?: string;
  /** 'off' where compiling a plan costs more than running it (the analytics charts). */
  jit?: string;
}

/**
 * The only door to data for requests. Each call is one transaction that first drops to the app
 * role (no BYPASSRLS, owns nothing) and sets `app.tenant_id` transaction-locally, so row-level
 * security sees exactly one tenant and nothing leaks into the next transaction on the connection.
 */
export class ScopedDatabase {
  constructor(private readonly db: Db) {}

  /**
   * `settings` are planner settings for this transaction only, set in the same round trip as the
   * tenant (a search that needs one saves a statement).
   */
  inTenant<T>(tenantId: string, work: (tx: Tx) => Promise<T>, settings: TransactionSettings = {}): Promise<T> {
    const extra = Object.entries(settings).map(([name, value]) => sql`, set_config(${name}, ${value}, true)`);
    // A key violation that only surfaces at commit reaches the service as a domain error too.
    return this.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${tenantId}, true)${sql.join(extra)}`,
        );
        return work(tx);
      })
      .catch((error: unknown) => {
        throw toDomainError(error);
      });
  }

  /**
   * One statement with no transaction around it: `select * from <fn>(role, tenant, ...args)`, for a SQL
   * function that drops to the app role and sets the tenant itself, transaction-locally (migration 0031's
   * `app_session_check`): the session check every request makes, in one round trip instead of the four
   * of `inTenant` (issue 15 §4, ADR 0048). On PostgreSQL a named statement, parsed once per connection;
   * its text is built once per function.
   */
  async callInTenant<Row>(tenantId: string, fn: string, args: readonly unknown[]): Promise<Row[]> {
    let text = callTexts.get(fn);
    if (!text) {
      if (!/^[a-z_][a-z0-9_]*$/.test(fn)) throw new Error(`not a function name: ${fn}`);
      const params = Array.from({ length: args.length + 2 }, (_, i) => `$${i + 1}`).join(', ');
      text = `select * from ${fn}(${params})`;
      callTexts.set(fn, text);
    }
    const values = [APP_ROLE, tenantId, ...args];
    const client = (this.db as unknown as { $client: DriverClient }).$client;
    try {
      const result = client.exec ? await client.query(text, values) : await client.query({ name: fn, text, values });
      return result.rows as Row[];
    } catch (error) {
      throw toDomainError(error);
    }
  }

  /**
   * As the owner, outside row-level security: only for reference data that requests may not write
   * (the tenants), at start-up.
   */
  asOwner<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** As the app role with no tenant: tenant tables read as empty; only global tables answer. */
  withoutTenant<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
      return work(tx);
    });
  }
}
