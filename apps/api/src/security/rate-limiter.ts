import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { Errors } from '../http/errors.ts';

export interface Limit {
  /** Attempts (or failures, for the keys that count failures) allowed in one window. */
  max: number;
  windowMs: number;
}

export interface LimitEntry {
  key: string;
  limit: Limit;
}

/** Counters held at most in memory: beyond it the oldest windows go first, whatever arrives (issue 15 §1). */
export const MAX_TRACKED_KEYS = 100_000;

/** The rate-limiter-flexible options a store is asked for: one limiter per distinct limit. */
export interface StoreLimiterOptions {
  keyPrefix: string;
  points: number;
  /** Seconds. */
  duration: number;
}

/**
 * Where counters live (ADR 0046): this process's memory, or a store every instance shares (Redis,
 * PostgreSQL), through rate-limiter-flexible's limiters of that store.
 */
export interface LimiterStore {
  readonly kind: 'memory' | 'redis' | 'postgres';
  create(options: StoreLimiterOptions): RateLimiterAbstract;
  /** Deletes counters whose window has passed, where the store does not expire them itself. */
  purgeExpired?(): Promise<void>;
  close(): Promise<void>;
}

export function memoryStore(): LimiterStore {
  return { kind: 'memory', create: (options) => new RateLimiterMemory(options), close: async () => {} };
}

export interface LimiterLogger {
  error(obj: object, msg: string): void;
}

/** Counters in Redis, atomic per key across instances. */
export function redisStore(url: string, log: LimiterLogger): LimiterStore {
  // Commands wait for the connection at start, but no request waits long for a Redis that is away:
  // past the timeout the limiter counts in memory instead (RateLimiter's fallback).
  const client = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000 });
  client.on('error', (err) => log.error({ err }, 'rate-limit store (Redis) error'));
  return {
    kind: 'redis',
    create: (options) => new RateLimiterRedis({ ...options, storeClient: client }),
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/**
 * Fixed-window counters shared by whatever store is given, keyed by what the caller names (account, IP).
 * Keys are hashed before they reach the store: no email or address is kept in Redis or PostgreSQL, and
 * every key has one length. A refused request creates no counter; in memory, past MAX_TRACKED_KEYS the
 * oldest windows are dropped, so a flood of distinct emails cannot grow it without end (a shared store
 * expires counters itself). See docs/decisions/0006-rate-limits.md and 0046-several-instances.md.
 */
export class RateLimiter {
  private readonly limiters = new Map<string, { shared: RateLimiterAbstract; fallback: RateLimiterAbstract }>();
  private loggedAt = 0;
  /** Memory only: every key counted, oldest first, with the limiter that holds it. */
  private readonly tracked = new Map<string, LimitEntry>();

  constructor(
    private readonly store: LimiterStore = memoryStore(),
    private readonly maxKeys = MAX_TRACKED_KEYS,
    private readonly log?: LimiterLogger,
  ) {}

  /** Counts one attempt against every key; throws 429 with Retry-After when any is at its limit. */
  async consume(entries: readonly LimitEntry[]): Promise<void> {
    await this.check(entries);
    let retryAfterMs = 0;
    for (const entry of entries) {
      const key = hashed(entry.key);
      this.track(key, entry);
      try {
        await this.run(entry, (limiter) => limiter.consume(key, 1));
      } catch (err) {
        // Another instance (or request) took the last attempt between the check and here.
        if (!(err instanceof RateLimiterRes)) throw err;
        retryAfterMs = Math.max(retryAfterMs, err.msBeforeNext);
      }
    }
    if (retryAfterMs > 0) throw rateLimited(retryAfterMs);
  }

  /** Throws 429 when any key is at its limit, counting nothing (for keys that count failures only). */
  async check(entries: readonly LimitEntry[]): Promise<void> {
    let retryAfterMs = 0;
    for (const entry of entries) {
      const key = hashed(entry.key);
      const counted = await this.run(entry, (limiter) => limiter.get(key));
      if (counted && counted.consumedPoints >= entry.limit.max && counted.msBeforeNext > 0) {
        retryAfterMs = Math.max(retryAfterMs, counted.msBeforeNext);
      }
    }
    if (retryAfterMs > 0) throw rateLimited(retryAfterMs);
  }

  /** Counts one against every key (a failure, for the keys that count failures), never refusing. */
  async hit(entries: readonly LimitEntry[]): Promise<void> {
    for (const entry of entries) {
      const key = hashed(entry.key);
      this.track(key, entry);
      await this.run(entry, (limiter) => limiter.penalty(key, 1));
    }
  }

  async reset(entry: LimitEntry): Promise<void> {
    const key = hashed(entry.key);
    this.tracked.delete(key);
    await this.run(entry, (limiter) => limiter.delete(key));
  }

  /** How many counters this process holds in memory (tests). */
  get size(): number {
    return this.tracked.size;
  }

  async purgeExpired(): Promise<void> {
    await this.store.purgeExpired?.();
  }

  close(): Promise<void> {
    return this.store.close();
  }

  /**
   * Runs one operation on the store. When a shared store fails (Redis away, PostgreSQL restarting), the
   * same operation runs on this process's memory and the failure is logged (once a minute): limits then
   * hold per instance for a while rather than every sign-in failing. A refusal (RateLimiterRes) passes.
   */
  private async run<T>(entry: LimitEntry, operation: (limiter: RateLimiterAbstract) => Promise<T>): Promise<T> {
    const { shared, fallback } = this.limitersOf(entry.limit);
    try {
      return await operation(shared);
    } catch (err) {
      if (err instanceof RateLimiterRes || shared === fallback) throw err;
      if (Date.now() - this.loggedAt > 60_000) {
        this.loggedAt = Date.now();
        this.log?.error({ err, store: this.store.kind }, 'rate-limit store failed; counting in memory meanwhile');
      }
      return operation(fallback);
    }
  }

  private limitersOf(limit: Limit): { shared: RateLimiterAbstract; fallback: RateLimiterAbstract } {
    const id = `${limit.max}:${limit.windowMs}`;
    let pair = this.limiters.get(id);
    if (!pair) {
      const options = {
        keyPrefix: `rl:${id}`,
        points: limit.max,
        duration: Math.max(1, Math.ceil(limit.windowMs / 1000)),
      };
      const shared = this.store.create(options);
      pair = { shared, fallback: this.store.kind === 'memory' ? shared : new RateLimiterMemory(options) };
      this.limiters.set(id, pair);
    }
    return pair;
  }

  /** Memory only: keeps the bound, dropping the oldest counters from their limiters. */
  private track(key: string, entry: LimitEntry): void {
    if (this.store.kind !== 'memory') return;
    // Re-inserted, so a Map's insertion order stays oldest first.
    this.tracked.delete(key);
    while (this.tracked.size >= this.maxKeys) {
      const oldest = this.tracked.entries().next().value;
      if (!oldest) break;
      this.tracked.delete(oldest[0]);
      void this.limitersOf(oldest[1].limit).shared.delete(oldest[0]);
    }
    this.tracked.set(key, entry);
  }
}

/** Keys reach a store as hashes: no email or address is kept, and every key has one length. */
function hashed(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

function rateLimited(retryAfterMs: number) {
  return Errors.rateLimited(Math.max(1, Math.ceil(retryAfterMs / 1000)));
}
