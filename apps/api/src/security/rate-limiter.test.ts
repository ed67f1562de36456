import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../http/errors.ts';
import { type LimiterStore, memoryStore, RateLimiter } from './rate-limiter.ts';

const limit = { max: 2, windowMs: 1000 };

async function refusal(work: Promise<void>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

// The memory store (the embedded database's): rate-limiter-flexible's RateLimiterMemory behind our rules.
describe('RateLimiter in memory', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows max attempts per window, then 429 with Retry-After until the window passes', async () => {
    const limiter = new RateLimiter();
    await limiter.consume([{ key: 'a', limit }]);
    await limiter.consume([{ key: 'a', limit }]);
    const error = await refusal(limiter.consume([{ key: 'a', limit }]));
    expect(error.statusCode).toBe(429);
    expect(error.headers?.['retry-after']).toBe('1');
    vi.advanceTimersByTime(1000);
    await expect(limiter.consume([{ key: 'a', limit }])).resolves.toBeUndefined();
  });

  it('creates no counter for a key of a request it refuses', async () => {
    const limiter = new RateLimiter();
    await limiter.consume([{ key: 'ip', limit: { max: 1, windowMs: 1000 } }]);
    for (let i = 0; i < 50; i++) {
      await refusal(
        limiter.consume([
          { key: 'ip', limit: { max: 1, windowMs: 1000 } },
          { key: `account-${i}`, limit },
        ]),
      );
    }
    expect(limiter.size).toBe(1);
  });

  it('holds at most its bound of counters, dropping the oldest, whatever arrives', async () => {
    const limiter = new RateLimiter(memoryStore(), 1000);
    for (let i = 0; i < 10_000; i++) await limiter.hit([{ key: `email-${i}@x`, limit }]);
    expect(limiter.size).toBe(1000);
    // The newest are the ones kept, and the dropped ones count from zero again.
    await limiter.hit([{ key: 'email-9999@x', limit }]);
    await refusal(limiter.check([{ key: 'email-9999@x', limit }]));
    await limiter.hit([{ key: 'email-0@x', limit }]);
    await expect(limiter.check([{ key: 'email-0@x', limit }])).resolves.toBeUndefined();
  });

  it('checks without counting: only hits (failures) move a failure key, and a reset clears it', async () => {
    const limiter = new RateLimiter();
    for (let i = 0; i < 10; i++) await limiter.check([{ key: 'f', limit }]);
    await limiter.hit([{ key: 'f', limit }]);
    await limiter.hit([{ key: 'f', limit }]);
    await refusal(limiter.check([{ key: 'f', limit }]));
    await limiter.reset({ key: 'f', limit });
    await expect(limiter.check([{ key: 'f', limit }])).resolves.toBeUndefined();
  });

  it('keeps two limits of one key apart, and two instances in memory count apart', async () => {
    const a = new RateLimiter();
    const b = new RateLimiter();
    await a.consume([{ key: 'k', limit: { max: 1, windowMs: 1000 } }]);
    await refusal(a.consume([{ key: 'k', limit: { max: 1, windowMs: 1000 } }]));
    // In memory, another process knows nothing of it: what a shared store is for.
    await expect(b.consume([{ key: 'k', limit: { max: 1, windowMs: 1000 } }])).resolves.toBeUndefined();
  });
});

describe('RateLimiter on a shared store that fails', () => {
  it('counts in this process meanwhile and says so in the log, once a minute', async () => {
    const down = () => Promise.reject(new Error('ECONNREFUSED'));
    const broken: LimiterStore = {
      kind: 'redis',
      create: () => ({ get: down, consume: down, penalty: down, delete: down }) as unknown as RateLimiterAbstract,
      close: async () => {},
    };
    const logged: string[] = [];
    const limiter = new RateLimiter(broken, undefined, { error: (_obj, msg) => logged.push(msg) });
    await limiter.consume([{ key: 'ip', limit }]);
    await limiter.consume([{ key: 'ip', limit }]);
    await refusal(limiter.consume([{ key: 'ip', limit }]));
    expect(logged).toEqual(['rate-limit store failed; counting in memory meanwhile']);
  });
});
