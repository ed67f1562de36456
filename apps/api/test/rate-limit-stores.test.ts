import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresStore } from '../src/db/rate-limit-store.ts';
import { AppError } from '../src/http/errors.ts';
import { prepareDatabase } from '../src/prepare.ts';
import { type LimiterStore, RateLimiter, redisStore } from '../src/security/rate-limiter.ts';
import { driver, openIsolatedDatabase } from './test-app.ts';

/**
 * The shared stores (ADR 0046): two limiters on one store stand for two instances; what one counts the
 * other sees. PostgreSQL on the postgres project; Redis where TEST_REDIS_URL names one (CI sets it).
 */

const quiet = { error: () => {} };
/** A store failure fails the test rather than falling back to memory unseen. */
const loud = {
  error: (obj: object) => {
    throw Object.assign(new Error('rate-limit store failed'), { cause: obj });
  },
};
const limit = { max: 3, windowMs: 60_000 };

async function refused(work: Promise<void>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).statusCode).toBe(429);
  return error as AppError;
}

function sharedStoreSuite(name: string, open: () => Promise<{ stores: [LimiterStore, LimiterStore] }>) {
  describe(name, () => {
    let a: RateLimiter;
    let b: RateLimiter;
    // Keys unique to this run: the projects run at once and may share one Redis.
    const run = `${process.pid}-${Math.random().toString(36).slice(2)}`;

    beforeAll(async () => {
      const { stores } = await open();
      a = new RateLimiter(stores[0], undefined, loud);
      b = new RateLimiter(stores[1], undefined, loud);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    it('counts attempts made on both instances against one limit, with Retry-After', async () => {
      const key = `login:ip:${run}`;
      await a.consume([{ key, limit }]);
      await b.consume([{ key, limit }]);
      await a.consume([{ key, limit }]);
      const error = await refused(b.consume([{ key, limit }]));
      const seconds = Number(error.headers?.['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      await refused(a.consume([{ key, limit }]));
    });

    it('counts failures only: checks move nothing, hits on either instance do, a reset on one clears both', async () => {
      const key = `login:failures:${run}`;
      for (let i = 0; i < 5; i++) await a.check([{ key, limit }]);
      await a.hit([{ key, limit }]);
      await b.hit([{ key, limit }]);
      await b.check([{ key, limit }]);
      await a.hit([{ key, limit }]);
      await refused(b.check([{ key, limit }]));
      await b.reset({ key, limit });
      await a.check([{ key, limit }]);
    });

    it('creates no counter for a key of a refused request, and keeps no address or email as a key', async () => {
      const ip = `login:ip:${run}:flood`;
      await a.consume([{ key: ip, limit: { max: 1, windowMs: 60_000 } }]);
      for (let i = 0; i < 5; i++) {
        await refused(
          b.consume([
            { key: ip, limit: { max: 1, windowMs: 60_000 } },
            { key: `forgot:account:${run}:${i}@example.com`, limit },
          ]),
        );
      }
      // A fresh limiter on the same store finds none of those accounts counted.
      for (let i = 0; i < 5; i++) await a.check([{ key: `forgot:account:${run}:${i}@example.com`, limit }]);
    });
  });
}

const redisUrl = process.env.TEST_REDIS_URL;
// Once per run is enough for Redis: the pglite project carries it.
describe.skipIf(!redisUrl || driver !== 'pglite')('Redis', () => {
  sharedStoreSuite('Redis store', async () => ({
    stores: [redisStore(redisUrl!, quiet), redisStore(redisUrl!, quiet)],
  }));
});

describe.skipIf(driver !== 'postgres')('PostgreSQL', () => {
  let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>> | undefined;
  const rows = async () =>
    (
      (await isolated!.handle.db.execute(sql`select key, expire from rate_limits`)) as unknown as {
        rows: { key: string; expire: string }[];
      }
    ).rows;
  afterAll(async () => {
    await isolated?.drop();
  });
  sharedStoreSuite('PostgreSQL store', async () => {
    isolated = await openIsolatedDatabase();
    await prepareDatabase(isolated.handle, { seedDemo: false, demoTalents: 0 });
    // The requests' pool (the test login, no owner), as the app uses it.
    return { stores: [postgresStore(isolated.handle.app), postgresStore(isolated.handle.app)] };
  });
  it('keeps hashed keys only, and the purge drops windows that have passed', async () => {
    const keys = await rows();
    expect(keys.length).toBeGreaterThan(0);
    for (const { key } of keys) {
      expect(key).toMatch(/^rl:\d+:\d+:[A-Za-z0-9_-]{43}$/);
      expect(key).not.toContain('@');
    }
    await isolated!.handle.db.execute(sql`update rate_limits set expire = now() - interval '1 second'`);
    await new RateLimiter(postgresStore(isolated!.handle.app)).purgeExpired();
    expect(await rows()).toHaveLength(0);
  });
});
