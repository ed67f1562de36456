import { describe, expect, it } from 'vitest';
import type { LiveSession } from './auth.repository.ts';
import { SessionCheckCache } from './session-check-cache.ts';

const T0 = Date.parse('2026-11-28T12:00:00Z');
const MINUTE = 60_000;

function answer(seenAt: number, expiresAt = T0 + 60 * MINUTE): LiveSession {
  return {
    user: {
      id: 1,
      tenantId: 't',
      publicId: 'p',
      firstName: 'Ana',
      lastName: 'Lima',
      position: null,
      email: 'ana@x.demo',
      role: 'Admin',
      status: 'active',
      emailVerifiedAt: null,
      language: null,
    },
    photoKey: null,
    expiresAt: new Date(expiresAt),
    seenAt: new Date(seenAt),
  };
}

/** The instants AuthService.authenticate gives the check at `now` (idle 2 h, touch once a minute). */
function at(now: number) {
  return { now: new Date(now), idleCutoff: new Date(now - 120 * MINUTE), touchBefore: new Date(now - MINUTE) };
}

describe('SessionCheckCache', () => {
  it('gives an answer back only while the check would give it without moving the last-seen mark', () => {
    const cache = new SessionCheckCache();
    cache.keep('a', cache.generation, answer(T0));
    expect(cache.get('a', at(T0 + 30_000))?.user.firstName).toBe('Ana');
    expect(cache.get('a', at(T0 + MINUTE))).toBeDefined();
    // Past the minute the check must move the mark: the database is asked, and what was kept is gone.
    expect(cache.get('a', at(T0 + MINUTE + 1))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never gives back a session past its absolute expiry', () => {
    const cache = new SessionCheckCache();
    cache.keep('a', cache.generation, answer(T0, T0 + 20_000));
    expect(cache.get('a', at(T0 + 19_999))).toBeDefined();
    expect(cache.get('a', at(T0 + 20_000))).toBeUndefined();
  });

  it('forgets everything at a write, and does not keep an answer asked while a write was heard', () => {
    const cache = new SessionCheckCache();
    cache.keep('a', cache.generation, answer(T0));
    const asking = cache.generation;
    cache.forgetAll();
    expect(cache.get('a', at(T0))).toBeUndefined();
    cache.keep('b', asking, answer(T0));
    expect(cache.get('b', at(T0))).toBeUndefined();
    cache.keep('b', cache.generation, answer(T0));
    expect(cache.get('b', at(T0))).toBeDefined();
  });

  it('holds at most its bound, dropping the oldest', () => {
    const cache = new SessionCheckCache(3);
    for (const key of ['a', 'b', 'c', 'd']) cache.keep(key, cache.generation, answer(T0));
    expect(cache.size).toBe(3);
    expect(cache.get('a', at(T0))).toBeUndefined();
    expect(cache.get('d', at(T0))).toBeDefined();
  });
});
