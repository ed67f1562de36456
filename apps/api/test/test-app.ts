import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { Role } from '@ponte/shared/roles';
import type { TenantSlug } from '@ponte/shared/tenants';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { readOutbox, type StoredMail } from '../src/mail/mailer.ts';
import { DEMO_PASSWORD, demoEmail } from '../src/modules/demo/demo-seed.ts';
import { prepareDatabase } from '../src/prepare.ts';
import './provided-context.ts';

export { DEMO_PASSWORD, demoEmail };

export const driver = (process.env.TEST_DB_DRIVER ?? 'pglite') as 'pglite' | 'postgres';

/**
 * The login role the postgres project's requests sign in as: no superuser, owns nothing, and a member
 * of the app role once the migration has run (ADR 0042). Roles are cluster-wide, so every file shares
 * it; creating it races harmlessly. The test cluster trusts local connections, so it has no password.
 */
export const TEST_LOGIN_ROLE = 'ponte_test_login';

export async function ensureTestLoginRole(admin: pg.Client): Promise<void> {
  await admin.query(`
    DO $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${TEST_LOGIN_ROLE}') THEN
        BEGIN
          CREATE ROLE ${TEST_LOGIN_ROLE} LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
        EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
        END;
      END IF;
    END
    $$;`);
}

/** A new, empty database of the test driver's, and the PostgreSQL URLs it answers on. */
interface IsolatedDatabase {
  handle: DatabaseHandle;
  drop: () => Promise<void>;
  /** PostgreSQL only: the requests' and the owner's URLs, for a second instance on the same database. */
  urls?: { app: string; owner: string };
}

function postgresBaseUrl(): string {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  return baseUrl;
}

/** Opens database `name` of the test cluster as the app does: migrations as the owner, requests as TEST_LOGIN_ROLE. */
async function openPostgres(name: string): Promise<IsolatedDatabase> {
  const baseUrl = postgresBaseUrl();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const appUrl = new URL(url);
  appUrl.username = TEST_LOGIN_ROLE;
  appUrl.password = '';
  const handle = await openDatabase({
    driver: 'postgres',
    url: appUrl.href,
    migrationUrl: url.href,
    poolMax: 5,
    connectTimeoutMs: 5000,
  });
  return {
    handle,
    urls: { app: appUrl.href, owner: url.href },
    drop: async () => {
      await handle.close().catch(() => {});
      const again = new pg.Client({ connectionString: baseUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/**
 * Each test file gets a database of its own: an in-memory PGlite, or a fresh PostgreSQL database
 * (created from `template` when given) migrated as the cluster's owner and served to requests as
 * TEST_LOGIN_ROLE.
 */
export async function openIsolatedDatabase(template?: string): Promise<IsolatedDatabase> {
  if (driver === 'pglite') {
    const handle = await openDatabase({ driver: 'pglite', dir: 'memory' });
    return { handle, drop: async () => {} };
  }
  const name = `ponte_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: postgresBaseUrl() });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    await ensureTestLoginRole(admin);
  } finally {
    await admin.end();
  }
  return openPostgres(name);
}

/** The run's prepared-copy places (test/global-setup.ts), or none outside Vitest (the benchmarks). */
async function preparedPlaces(): Promise<{ dir: string; prefix: string } | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  const dir = inject('preparedDir');
  const prefix = inject('preparedPrefix');
  return dir && prefix ? { dir, prefix } : undefined;
}

/**
 * A database migrated and seeded with the demo (and `demoTalents` generated talents per tenant),
 * copied from the run's prepared one: the first file of a run prepares it, later files copy it
 * (ADR 0050). Identifiers in a copy continue from the prepared database's, past a gap.
 */
async function openPreparedDatabase(demoTalents: number): Promise<IsolatedDatabase> {
  const places = await preparedPlaces();
  const prepare = (handle: DatabaseHandle) => prepareDatabase(handle, { seedDemo: true, demoTalents });
  if (!places) {
    const isolated = await openIsolatedDatabase();
    await prepare(isolated.handle);
    return isolated;
  }
  if (driver === 'pglite') {
    const file = join(places.dir, `pglite-${demoTalents}.tar`);
    if (existsSync(file)) {
      const handle = await openDatabase({
        driver: 'pglite',
        dir: 'memory',
        loadDataDir: new Blob([readFileSync(file)]),
      });
      return { handle, drop: async () => {} };
    }
    const isolated = await openIsolatedDatabase();
    await prepare(isolated.handle);
    const dump = await isolated.handle.dumpDataDir?.();
    if (dump) {
      // Written aside and renamed, so a parallel file never reads half a dump.
      writeFileSync(`${file}.${process.pid}.part`, Buffer.from(await dump.arrayBuffer()));
      renameSync(`${file}.${process.pid}.part`, file);
    }
    return isolated;
  }
  const template = `${places.prefix}_${demoTalents}`;
  const admin = new pg.Client({ connectionString: postgresBaseUrl() });
  await admin.connect();
  try {
    // One file builds the template while the others wait; a template must have no one connected to be copied.
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (!rowCount) {
      await admin.query(`CREATE DATABASE ${template}`);
      await ensureTestLoginRole(admin);
      const built = await openPostgres(template);
      try {
        await prepare(built.handle);
      } finally {
        await built.handle.close();
      }
    }
    return await openIsolatedDatabase(template);
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [template]).catch(() => {});
    await admin.end();
  }
}

export interface TestContext {
  app: FastifyInstance;
  handle: DatabaseHandle;
  config: Config;
  logs: () => string;
  outbox: () => Promise<StoredMail[]>;
  close: () => Promise<void>;
}

export interface TestOptions {
  env?: Record<string, string>;
  /** Adds routes before the app is ready (e.g. a probe guarded by a capability). */
  extend?: (app: FastifyInstance) => void;
  /** Generated talents per tenant on top of the demo people (the server's default is 200; tests want few). */
  demoTalents?: number;
}

export async function createTestApp(options: TestOptions = {}): Promise<TestContext> {
  const { handle, drop } = await openPreparedDatabase(options.demoTalents ?? 0);
  const dataDir = mkdtempSync(join(tmpdir(), 'ponte-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST: join(dataDir, 'no-web'),
    ...options.env,
  });
  let logText = '';
  const logStream = new PassThrough();
  logStream.on('data', (chunk) => {
    logText += chunk.toString();
  });
  const app = await buildApp({ config, database: handle, logStream });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    handle,
    config,
    logs: () => logText,
    outbox: () => readOutbox(join(dataDir, 'outbox')),
    // Each step runs even if an earlier one fails (a test may have closed the database itself).
    close: async () => {
      await app.close().catch(() => {});
      await handle.close().catch(() => {});
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function hostOf(tenant: TenantSlug): string {
  return `${tenant}.localhost:3000`;
}

export interface CallOptions {
  method?: InjectOptions['method'];
  url: string;
  tenant?: TenantSlug;
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** A request as the web app makes it: tenant host, same-origin Origin on writes, the session cookie. */
export function call(app: FastifyInstance, options: CallOptions): Promise<LightMyRequestResponse> {
  const host = hostOf(options.tenant ?? 'trindtech');
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { host, ...options.headers };
  if (!['GET', 'HEAD'].includes(method) && !('origin' in headers)) headers.origin = `http://${host}`;
  if (options.cookie) headers.cookie = options.cookie;
  return app.inject({
    method,
    url: options.url,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'ponte_session');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `ponte_session=${cookie.value}`;
}

export async function login(
  app: FastifyInstance,
  tenant: TenantSlug,
  role: Role | { email: string; password?: string },
): Promise<{ cookie: string; response: LightMyRequestResponse }> {
  const email = typeof role === 'string' ? demoEmail(role, tenant) : role.email;
  const password = typeof role === 'string' ? DEMO_PASSWORD : (role.password ?? DEMO_PASSWORD);
  const response = await call(app, { url: '/api/auth/login', tenant, body: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed ${response.statusCode}: ${response.body}`);
  return { cookie: sessionCookie(response), response };
}

/** Polls the outbox: reset emails are sent after the answer, so they may land a moment later. */
/**
 * Every mail to `to` once there are `count`. Each mail leaves from its own job (issue 15 §2), so two sent in one
 * test may reach the outbox in either order: compare them as a set.
 */
export async function waitForMails(ctx: TestContext, to: string, count: number): Promise<StoredMail[]> {
  await waitForMail(ctx, to, count);
  return (await ctx.outbox()).filter((m) => m.to === to);
}

export async function waitForMail(ctx: TestContext, to: string, count = 1): Promise<StoredMail> {
  for (let i = 0; i < 100; i++) {
    const mails = (await ctx.outbox()).filter((m) => m.to === to);
    if (mails.length >= count) return mails[count - 1]!;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail #${count} to ${to}`);
}

/** Runs raw SQL as the owner (bypassing the app's scoping) and returns its rows: for assertions on stored state. */
export async function ownerRows<T>(ctx: Pick<TestContext, 'handle'>, query: SQL): Promise<T[]> {
  const result = (await ctx.handle.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function ownerRowsResult<T>(ctx: Pick<TestContext, 'handle'>, query: SQL): Promise<{ rows: T[] }> {
  return { rows: await ownerRows<T>(ctx, query) };
}

export interface TestUser {
  id: number;
  publicId: string;
  email: string;
  role: Role;
  tenant: TenantSlug;
}

/**
 * A new verified person of this role in this tenant, with the demo password (its hash is copied
 * from the tenant's demo Admin, so no argon2 work is done here). Written as the owner.
 */
export async function createUser(
  ctx: Pick<TestContext, 'handle'>,
  tenant: TenantSlug,
  role: Role,
  names: { firstName?: string; lastName?: string } = {},
): Promise<TestUser> {
  const email = `${role.toLowerCase()}-${Math.random().toString(36).slice(2, 10)}@${tenant}.test`;
  const [row] = await ownerRows<{ id: number; public_id: string }>(
    ctx,
    sql`insert into users (tenant_id, first_name, last_name, email, role, password_hash, email_verified_at)
        select u.tenant_id, ${names.firstName ?? 'Teste'}, ${names.lastName ?? role}, ${email}, ${role}, u.password_hash, now()
        from users u where u.email = ${demoEmail('Admin', tenant)}
        returning id, public_id`,
  );
  if (!row) throw new Error(`could not create a ${role} in ${tenant}`);
  return { id: row.id, publicId: row.public_id, email, role, tenant };
}

/** The demo person of a role in a tenant (seeded by prepareDatabase). */
export async function demoUser(ctx: Pick<TestContext, 'handle'>, tenant: TenantSlug, role: Role): Promise<TestUser> {
  const email = demoEmail(role, tenant);
  const [row] = await ownerRows<{ id: number; public_id: string }>(
    ctx,
    sql`select id, public_id from users where email = ${email}`,
  );
  if (!row) throw new Error(`no demo ${role} in ${tenant}`);
  return { id: row.id, publicId: row.public_id, email, role, tenant };
}

/**
 * Links a mentor to a talent with a mentorship request: in progress (the mentor reads the talent's
 * profile) or, with `ended`, one that has ended (they no longer do).
 */
export async function linkMentor(
  ctx: Pick<TestContext, 'handle'>,
  mentor: TestUser,
  talent: TestUser,
  { ended = false }: { ended?: boolean } = {},
): Promise<void> {
  await ownerRows(
    ctx,
    sql`insert into mentorship_requests (tenant_id, user_id, mentor_id, status, linked_at, ended_at, end_reason)
        select tenant_id, ${talent.id}, ${mentor.id}, ${ended ? 'CONCLUIDA' : 'EM_ANDAMENTO'}, now(),
               ${ended ? sql`now()` : null}, ${ended ? 'test' : null}
        from users where id = ${talent.id}`,
  );
}

/** Signs a test user in; sessions cost an argon2 verification each, so tests keep and reuse them. */
export async function loginUser(app: FastifyInstance, user: Pick<TestUser, 'email' | 'tenant'>): Promise<string> {
  return (await login(app, user.tenant, { email: user.email })).cookie;
}

/** Signed-in cookies asked for once per person for a whole test file (a sign-in hashes a password). */
export function cookieJar(app: () => FastifyInstance) {
  const cookies = new Map<string, string>();
  const remember = async (key: string, signIn: () => Promise<string>) => {
    if (!cookies.has(key)) cookies.set(key, await signIn());
    return cookies.get(key) as string;
  };
  return {
    of: (user: Pick<TestUser, 'email' | 'tenant'>) =>
      remember(`${user.tenant}:${user.email}`, () => loginUser(app(), user)),
    demo: (tenant: TenantSlug, role: Role) =>
      remember(`demo:${tenant}:${role}`, async () => (await login(app(), tenant, role)).cookie),
    /** Drops a demo person's kept session, once a test has revoked it: the next `demo` signs in afresh. */
    forgetDemo: (tenant: TenantSlug, role: Role) => cookies.delete(`demo:${tenant}:${role}`),
  };
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipart(bytes: Buffer, fileName: string, type: string, field = 'file') {
  const boundary = `ponte-${Math.random().toString(36).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
