import { sql } from 'drizzle-orm';
import { APP_ROLE } from './app-role.ts';
import type { Db, Tx } from './client.ts';
import { toDomainError } from './driver-errors.ts';

/** A transaction handle, opaque to services: they pass it to repositories and nothing else. */
export type { Tx } from './client.ts';

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
