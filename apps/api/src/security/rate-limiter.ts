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

/**
 * Counters in Redis, atomic per key across instances. A command that cannot reach Redis falls back to this
 * process's memory (rate-limiter-flexible's insurance limiter): while Redis is away the limits hold per
 * instance rather than sign-in failing for everyone.
 */
export function redisStore(url: string, log: LimiterLogger): LimiterStore {
  // No offline queue: a request must not wait for a Redis that is not there (the insurance answers instead).
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  client.on('error', (err) => log.error({ err }, 'rate-limit store (Redis) error'));
  return {
    kind: 'redis',
    create: (options) =>
      new RateLimiterRedis({ ...options, storeClient: client, insuranceLimiter: new RateLimiterMemory(options) }),
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
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  /** Memory only: every key counted, oldest first, with the limiter that holds it. */
  private readonly tracked = new Map<string, RateLimiterAbstract>();

  constructor(
    private readonly store: LimiterStore = memoryStore(),
    private readonly maxKeys = MAX_TRACKED_KEYS,
  ) {}

  /** Counts one attempt against every key; throws 429 with Retry-After when any is at its limit. */
  async consume(entries: readonly LimitEntry[]): Promise<void> {
    await this.check(entries);
    let retryAfterMs = 0;
    for (const entry of entries) {
      const { limiter, key } = this.limiterOf(entry);
      this.track(key, limiter);
      try {
        await limiter.consume(key, 1);
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
      const { limiter, key } = this.limiterOf(entry);
      const counted = await limiter.get(key);
      if (counted && counted.consumedPoints >= entry.limit.max && counted.msBeforeNext > 0) {
        retryAfterMs = Math.max(retryAfterMs, counted.msBeforeNext);
      }
    }
    if (retryAfterMs > 0) throw rateLimited(retryAfterMs);
  }

  /** Counts one against every key (a failure, for the keys that count failures), never refusing. */
  async hit(entries: readonly LimitEntry[]): Promise<void> {
    for (const entry of entries) {
      const { limiter, key } = this.limiterOf(entry);
      this.track(key, limiter);
      await limiter.penalty(key, 1);
    }
  }

  async reset(entry: LimitEntry): Promise<void> {
    const { limiter, key } = this.limiterOf(entry);
    this.tracked.delete(key);
    await limiter.delete(key);
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

  private limiterOf({ key, limit }: LimitEntry): { limiter: RateLimiterAbstract; key: string } {
    const id = `${limit.max}:${limit.windowMs}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = this.store.create({
        keyPrefix: `rl:${id}`,
        points: limit.max,
        duration: Math.max(1, Math.ceil(limit.windowMs / 1000)),
      });
      this.limiters.set(id, limiter);
    }
    return { limiter, key: createHash('sha256').update(key).digest('base64url') };
  }

  /** Memory only: keeps the bound, dropping the oldest counters from their limiters. */
  private track(key: string, limiter: RateLimiterAbstract): void {
    if (this.store.kind !== 'memory') return;
    // Re-inserted, so a Map's insertion order stays oldest first.
    this.tracked.delete(key);
    while (this.tracked.size >= this.maxKeys) {
      const oldest = this.tracked.entries().next().value;
      if (!oldest) break;
      this.tracked.delete(oldest[0]);
      void oldest[1].delete(oldest[0]);
    }
    this.tracked.set(key, limiter);
  }
}

function rateLimited(retryAfterMs: number) {
  return Errors.rateLimited(Math.max(1, Math.ceil(retryAfterMs / 1000)));
}
