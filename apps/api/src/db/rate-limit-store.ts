import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { LimiterStore } from '../security/rate-limiter.ts';
import type { Db } from './client.ts';
import { rateLimits } from './schema.ts';

/**
 * Rate-limit counters in PostgreSQL's `rate_limits` (RATE_LIMIT_STORE=postgres, the default on
 * DATABASE_URL without REDIS_URL; ADR 0046), through rate-limiter-flexible's Drizzle store: one upsert
 * per count, atomic across instances. It runs on the requests' pool, whose login the app role's grants
 * cover; the table has no tenant (hashed keys, the server's counters). Expired rows go with the hourly purge job, which runs
 * once across instances, rather than on a timer in each limiter of each instance.
 */
export function postgresStore(db: Db): LimiterStore {
  return {
    kind: 'postgres',
    create: (options) =>
      new RateLimiterDrizzle({
        ...options,
        storeClient: db,
        schema: rateLimits,
        clearExpiredByTimeout: false,
      }),
    purgeExpired: async () => {
      await db.delete(rateLimits).where(lt(rateLimits.expire, new Date()));
    },
    close: async () => {},
  };
}
