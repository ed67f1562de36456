import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { PgBossJobQueue } from '../src/jobs/pg-boss-queue.ts';
import { prepareDatabase } from '../src/prepare.ts';
import {
  call,
  createTestApp,
  DEMO_PASSWORD,
  demoEmail,
  driver,
  login,
  openIsolatedDatabase,
  ownerRows,
  type TestContext,
} from './test-app.ts';

/**
 * Issue 15 §2: two API instances on one PostgreSQL database, each with its own process state (pools,
 * limiter, job runner, data folder), behave as one. Requests alternate between them through inject.
 */

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();

function multipart(bytes: Buffer, fileName: string, type: string) {
  const boundary = `ponte-${Math.random().toString(36).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function uploadPhoto(app: FastifyInstance, cookie: string, bytes: Buffer): Promise<LightMyRequestResponse> {
  const { body, headers } = multipart(bytes, 'foto.png', 'image/png');
  return call(app, { url: '/api/arquivos/upload/foto-perfil', cookie, body, headers });
}

// On either database: the database file store keeps bytes PGlite and node-postgres both give back whole.
describe('FILE_STORAGE=database on one instance', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { FILE_STORAGE: 'database' } });
  });
  afterAll(() => ctx?.close());

  it('stores an upload in stored_file_blobs, serves it, and the purge removes bytes with the row', async () => {
    const { cookie } = await login(ctx.app, 'trindtech', 'Talento');
    const uploaded = await uploadPhoto(ctx.app, cookie, await png());
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json() as { url: string };
    const [blob] = await ownerRows<{ n: number; tenant: string }>(
      ctx,
      sql`select octet_length(bytes)::int as n, (select slug from tenants where id = tenant_id) as tenant
          from stored_file_blobs where storage_key = ${url}`,
    );
    expect(blob?.tenant).toBe('trindtech');
    const served = await call(ctx.app, { url: `/api/arquivos/${url}`, cookie });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(blob?.n);
    expect(served.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    await ctx.handle.db.execute(
      sql`update stored_files set created_at = now() - interval '25 hours' where storage_key = ${url}`,
    );
    await ctx.app.jobs.run('purge-expired', {});
    const left = await ownerRows(ctx, sql`select 1 from stored_file_blobs where storage_key = ${url}`);
    expect(left).toHaveLength(0);
  });

  it('keeps the bytes under row-level security: another tenant reads none of them', async () => {
    const { cookie } = await login(ctx.app, 'trindtech', 'Admin');
    const { url } = (await uploadPhoto(ctx.app, cookie, await png())).json() as { url: string };
    const [tenant] = await ownerRows<{ id: string }>(ctx, sql`select id from tenants where slug = 'asid'`);
    const seen = await ctx.handle.app.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('role', 'ponte_app', true), set_config('app.tenant_id', ${tenant!.id}, true)`,
      );
      return (await tx.execute(
        sql`select count(*)::int as n from stored_file_blobs where storage_key = ${url}`,
      )) as unknown as {
        rows: { n: number }[];
      };
    });
    expect(seen.rows[0]?.n).toBe(0);
  });
});

async function until(check: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}

interface Instance {
  app: FastifyInstance;
  handle: DatabaseHandle;
  dataDir: string;
}

const redisUrl = process.env.TEST_REDIS_URL;
const stores = ['postgres', ...(redisUrl ? ['redis'] : [])] as const;

describe.skipIf(driver !== 'postgres').each(stores)('two instances on one PostgreSQL (rate limits in %s)', (store) => {
  const instances: Instance[] = [];
  let drop: () => Promise<void>;
  let first: DatabaseHandle;
  const ticks: string[] = [];
  const singles: string[] = [];

  beforeAll(async () => {
    const isolated = await openIsolatedDatabase();
    drop = isolated.drop;
    first = isolated.handle;
    const urls = isolated.urls!;
    const handles = await Promise.all(
      ['a', 'b'].map(() =>
        openDatabase({
          driver: 'postgres',
          url: urls.app,
          migrationUrl: urls.owner,
          poolMax: 5,
          connectTimeoutMs: 5000,
        }),
      ),
    );
    // Both start on an empty database at once: the advisory lock lets one migrate, the other find it done.
    await Promise.all(handles.map((handle) => migrate(handle)));
    await prepareDatabase(first, { seedDemo: true, demoTalents: 0 });
    // The schedule fires in the first seconds of each minute: start early in one, so the test's window
    // (start, first tick, eight seconds more) holds one tick and a second one could only be a duplicate.
    const second = new Date().getSeconds();
    if (second > 30) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
    for (const [index, label] of ['a', 'b'].entries()) {
      // Each instance its own pools, limiter, job runner and data folder: nothing shared but the servers.
      const handle = handles[index]!;
      const dataDir = mkdtempSync(join(tmpdir(), `ponte-instance-${label}-`));
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        WEB_DIST: join(dataDir, 'no-web'),
        PUBLIC_URL: 'http://localhost:3000',
        DATABASE_URL: urls.app,
        MIGRATION_DATABASE_URL: urls.owner,
        APP_SECRET: 'several-instances-test-secret-0123456789',
        RATE_LIMIT_LOGIN_PER_ACCOUNT: '3',
        RATE_LIMIT_STORE: store,
        ...(store === 'redis' ? { REDIS_URL: redisUrl! } : {}),
      });
      expect(config.fileStorage).toBe('database');
      expect(config.jobs.runner).toBe('pg-boss');
      // The app's own pg-boss runner, checking schedules every second rather than every 30 (its default).
      const jobs = new PgBossJobQueue(urls.owner, { error: () => {} }, { cronMonitorIntervalSeconds: 1 });
      const app = await buildApp({ config, database: handle, jobs });
      // A probe scheduled every minute on both instances, and a start-up chore both ask for.
      app.jobs.work('probe-tick', async () => {
        ticks.push(label);
      });
      app.jobs.every('probe-tick', 1);
      app.jobs.work('probe-once', async () => {
        singles.push(label);
      });
      instances.push({ app, handle, dataDir });
    }
    await Promise.all(instances.map(({ app }) => app.ready()));
  }, 120_000);

  afterAll(async () => {
    for (const { app, handle, dataDir } of instances) {
      await app.close().catch(() => {});
      await handle.close().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    }
    await drop?.();
  }, 60_000);

  const a = () => instances[0]!.app;
  const b = () => instances[1]!.app;

  it('a session made on one works on the other, and ends on both', async () => {
    const { cookie } = await login(a(), 'trindtech', 'Rh');
    const onB = await call(b(), { url: '/api/auth/sessao', cookie });
    expect(onB.statusCode).toBe(200);
    expect(onB.json().email).toBe(demoEmail('Rh', 'trindtech'));
    expect((await call(b(), { method: 'POST', url: '/api/auth/logout', cookie })).statusCode).toBeLessThan(300);
    expect((await call(a(), { url: '/api/auth/sessao', cookie })).statusCode).toBe(401);
  });

  it('a file uploaded through one is served by the other, from neither one’s disk', async () => {
    const { cookie } = await login(b(), 'trindtech', 'Talento');
    const uploaded = await uploadPhoto(a(), cookie, await png());
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json() as { url: string };
    const onA = await call(a(), { url: `/api/arquivos/${url}`, cookie });
    const onB = await call(b(), { url: `/api/arquivos/${url}`, cookie });
    expect(onB.statusCode).toBe(200);
    expect(onB.headers['content-type']).toBe('image/jpeg');
    expect(onB.rawPayload.equals(onA.rawPayload)).toBe(true);
  });

  it('the per-account failed sign-in limit counts the failures made on both', async () => {
    const email = demoEmail('Colaborador', 'trindtech');
    const address = `203.0.113.${store === 'redis' ? 7 : 8}`;
    const attempt = (app: FastifyInstance, password: string, remoteAddress = address) =>
      call(app, { url: '/api/auth/login', body: { email, password }, remoteAddress });
    // Three failures (the test's limit), alternating instances.
    expect((await attempt(a(), 'wrong-1')).statusCode).toBe(401);
    expect((await attempt(b(), 'wrong-2')).statusCode).toBe(401);
    expect((await attempt(a(), 'wrong-3')).statusCode).toBe(401);
    // Neither instance saw three by itself: the fourth, even with the right password, is refused on both.
    const refusedB = await attempt(b(), DEMO_PASSWORD);
    expect(refusedB.statusCode).toBe(429);
    expect(Number(refusedB.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(a(), DEMO_PASSWORD)).statusCode).toBe(429);
    // The owner, from their own address, still signs in (failures count per account and address).
    expect((await attempt(b(), DEMO_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });

  it('a job both instances send with one singleton key runs once', async () => {
    await Promise.all(
      instances.map(({ app }) => app.jobs.send('probe-once', {}, { singleton: { key: 'start', seconds: 600 } })),
    );
    await until(() => singles.length > 0, 15_000);
    // Long enough for a second run to show up (workers poll every 2 s).
    await new Promise((r) => setTimeout(r, 5000));
    expect(singles).toHaveLength(1);
  }, 30_000);

  it('a schedule both instances keep (every minute) fires once per tick, not once per instance', async () => {
    await until(() => ticks.length > 0, 20_000);
    // A duplicate would follow within seconds (the cron queue is worked every 5 s, jobs polled every 2 s).
    await new Promise((r) => setTimeout(r, 8000));
    expect(ticks).toHaveLength(1);
    const schedules = await ownerRows<{ name: string }>(
      { handle: first },
      sql`select name from pgboss.schedule where name = 'probe-tick'`,
    );
    expect(schedules).toHaveLength(1);
  }, 40_000);
});
