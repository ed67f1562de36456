import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { RateLimiter } from './rate-limiter.ts';

const limit = { max: 2, windowMs: 1000 };

describe('RateLimiter', () => {
  it('allows max attempts per window, then 429 with Retry-After until the window passes', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    limiter.consume([{ key: 'a', limit }]);
    limiter.consume([{ key: 'a', limit }]);
    expect(() => limiter.consume([{ key: 'a', limit }])).toThrow(AppError);
    now = 1000;
    expect(() => limiter.consume([{ key: 'a', limit }])).not.toThrow();
  });

  it('creates no counter for a key of a request it refuses', () => {
    const limiter = new RateLimiter(() => 0);
    limiter.consume([{ key: 'ip', limit: { max: 1, windowMs: 1000 } }]);
    for (let i = 0; i < 50; i++) {
      expect(() =>
        limiter.consume([
          { key: 'ip', limit: { max: 1, windowMs: 1000 } },
          { key: `account-${i}`, limit },
        ]),
      ).toThrow(AppError);
    }
    expect(limiter.size).toBe(1);
  });

  it('holds at most its bound of counters, dropping the oldest, whatever arrives', () => {
    const limiter = new RateLimiter(() => 0, 1000);
    for (let i = 0; i < 10_000; i++) limiter.hit([{ key: `email-${i}@x`, limit }]);
    expect(limiter.size).toBe(1000);
    // The newest are the ones kept.
    limiter.hit([{ key: 'email-9999@x', limit }]);
    expect(() => limiter.check([{ key: 'email-9999@x', limit }])).toThrow(AppError);
    expect(() => limiter.check([{ key: 'email-0@x', limit }])).not.toThrow();
  });

  it('checks without counting: only hits (failures) move a failure key', () => {
    const limiter = new RateLimiter(() => 0);
    for (let i = 0; i < 10; i++) limiter.check([{ key: 'f', limit }]);
    limiter.hit([{ key: 'f', limit }]);
    limiter.hit([{ key: 'f', limit }]);
    expect(() => limiter.check([{ key: 'f', limit }])).toThrow(AppError);
    limiter.reset('f');
    expect(() => limiter.check([{ key: 'f', limit }])).not.toThrow();
  });
});
