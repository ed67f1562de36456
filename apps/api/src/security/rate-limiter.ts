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

/** Counters held at most: beyond it the oldest windows go first, whatever arrives (issue 15 §1). */
export const MAX_TRACKED_KEYS = 100_000;

/**
 * Fixed-window counters in memory, keyed by whatever the caller names (account, IP). One process
 * serves the product; see docs/decisions/0006-rate-limits.md for moving this to a shared store.
 * Memory is bounded: a request that is refused creates no counter, and past MAX_TRACKED_KEYS the
 * oldest windows are dropped, so a flood of distinct emails cannot grow the map without end.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private sweptAt = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = MAX_TRACKED_KEYS,
  ) {}

  /** Counts one attempt against every key; throws 429 with Retry-After when any is at its limit. */
  consume(entries: readonly LimitEntry[]): void {
    this.check(entries);
    this.hit(entries);
  }

  /** Throws 429 when any key is at its limit, counting nothing (for keys that count failures only). */
  check(entries: readonly LimitEntry[]): void {
    const now = this.now();
    let retryAfterMs = 0;
    for (const { key, limit } of entries) {
      const window = this.windows.get(key);
      if (window && window.resetAt > now && window.count >= limit.max) {
        retryAfterMs = Math.max(retryAfterMs, window.resetAt - now);
      }
    }
    if (retryAfterMs > 0) throw Errors.rateLimited(Math.max(1, Math.ceil(retryAfterMs / 1000)));
  }

  /** Counts one against every key (a failure, for the keys that count failures). */
  hit(entries: readonly LimitEntry[]): void {
    const now = this.now();
    this.sweep(now);
    for (const { key, limit } of entries) {
      let window = this.windows.get(key);
      if (!window || window.resetAt <= now) {
        this.windows.delete(key);
        this.makeRoom();
        window = { count: 0, resetAt: now + limit.windowMs };
        this.windows.set(key, window);
      }
      window.count += 1;
    }
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  /** How many counters are held (tests). */
  get size(): number {
    return this.windows.size;
  }

  private makeRoom(): void {
    // A Map iterates in insertion order: the first keys are the oldest windows.
    while (this.windows.size >= this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) return;
      this.windows.delete(oldest);
    }
  }

  private sweep(now: number): void {
    if (now - this.sweptAt < 60_000) return;
    this.sweptAt = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
