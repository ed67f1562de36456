/**
 * One interface for background work (emails, reminders, purges): pg-boss on PostgreSQL, so that
 * several instances run each job once and a failed job is retried from the database; an in-process
 * runner on the embedded database, where there is only ever one process. ADR 0027.
 */
export interface JobOptions {
  /** Attempts after the first failure (default 5), with exponential back-off. */
  retryLimit?: number;
  /**
   * At most one job of this name and key per slot of `seconds`, however many instances send it (a
   * start-up chore every instance asks for, run once; ADR 0046).
   */
  singleton?: { key: string; seconds: number };
}

export type JobHandler<T> = (data: T) => Promise<void>;

export interface JobQueue {
  /** Registers what a job name does. Call before start(). */
  work<T>(name: string, handler: JobHandler<T>): void;
  /** Runs `name` every `minutes` minutes (once per tick across instances). Call before start(). */
  every(name: string, minutes: number): void;
  send<T extends object>(name: string, data: T, options?: JobOptions): Promise<void>;
  /** Runs a job's handler now, in this process, and waits for it (tests; a manual run). */
  run<T extends object>(name: string, data: T): Promise<void>;
  start(): Promise<void>;
  /** Lets running jobs finish, then stops taking new ones. */
  stop(): Promise<void>;
}

export const DEFAULT_RETRY_LIMIT = 5;
