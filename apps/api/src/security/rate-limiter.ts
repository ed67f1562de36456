import { Errors } from '../http/errors.ts';

export interface Limit {
  /** Attempts allowed in one window. */
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counters in memory, keyed by whatever the caller names (account, IP). One process
 * serves the product; see docs/decisions/0006-rate-limits.md for moving this to a shared store.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private sweptAt = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one attempt against every key; throws 429 with Retry-After when any is past its limit. */
  consume(entries: Array<{ key: string; limit: Limit }>): void {
    const now = this.now();
    this.sweep(now);
    let retryAfterMs = 0;
    for (const { key, limit } of entries) {
      let window = this.windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + limit.windowMs };
        this.windows.set(key, window);
      }
      window.count += 1;
      if (window.count > limit.max) retryAfterMs = Math.max(retryAfterMs, window.resetAt - now);
    }
    if (retryAfterMs > 0) throw Errors.rateLimited(Math.max(1, Math.ceil(retryAfterMs / 1000)));
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    if (now - this.sweptAt < 60_000) return;
    this.sweptAt = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
