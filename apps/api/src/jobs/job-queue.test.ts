import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { InProcessJobQueue } from './in-process-queue.ts';
import type { JobQueue } from './job-queue.ts';
import { PgBossJobQueue } from './pg-boss-queue.ts';

const quiet = { error: () => {} };

async function until(check: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('in-process job runner', () => {
  it('runs a sent job, and retries a failing one with back-off until it succeeds', async () => {
    const queue = new InProcessJobQueue(quiet, 5);
    const seen: number[] = [];
    let failures = 0;
    queue.work<{ n: number }>('flaky', async ({ n }) => {
      if (failures < 2) {
        failures += 1;
        throw new Error('SMTP down');
      }
      seen.push(n);
    });
    await queue.start();
    await queue.send('flaky', { n: 7 });
    await until(() => seen.length === 1);
    expect(seen).toEqual([7]);
    expect(failures).toBe(2);
    await queue.stop();
  });

  it('gives up after the retry limit, and refuses a job nobody handles', async () => {
    const queue = new InProcessJobQueue(quiet, 1);
    let attempts = 0;
    queue.work('always-fails', async () => {
      attempts += 1;
      throw new Error('no');
    });
    await queue.start();
    await queue.send('always-fails', {}, { retryLimit: 2 });
    await until(() => attempts === 3);
    await new Promise((r) => setTimeout(r, 50));
    expect(attempts).toBe(3);
    await expect(queue.send('unknown', {})).rejects.toThrow('no handler');
    await queue.stop();
  });
});

// pg-boss needs a PostgreSQL server: the postgres test project provides one.
const url = process.env.TEST_DATABASE_URL;
describe.skipIf(process.env.TEST_DB_DRIVER !== 'postgres' || !url)('pg-boss job runner', () => {
  it('two instances on one database run a job once, and retry a failure', async () => {
    const name = `ponte_jobs_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const dbUrl = new URL(url!);
    dbUrl.pathname = `/${name}`;
    const queues: JobQueue[] = [];
    try {
      const runs: string[] = [];
      let flaky = 0;
      for (const label of ['a', 'b']) {
        const queue = new PgBossJobQueue(dbUrl.href, quiet);
        queue.work<{ id: string }>('once', async ({ id }) => {
          runs.push(`${label}:${id}`);
        });
        queue.work('flaky', async () => {
          flaky += 1;
          if (flaky === 1) throw new Error('first try fails');
        });
        queues.push(queue);
      }
      for (const queue of queues) await queue.start();
      await queues[0]!.send('once', { id: 'x' });
      await queues[1]!.send('flaky', {});
      await until(() => runs.length === 1 && flaky === 2, 30_000);
      await new Promise((r) => setTimeout(r, 2500));
      expect(runs).toHaveLength(1);
      expect(flaky).toBe(2);
    } finally {
      for (const queue of queues) await queue.stop().catch(() => {});
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);
});
