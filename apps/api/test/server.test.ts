import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, driver, ensureTestLoginRole, TEST_LOGIN_ROLE } from './test-app.ts';

const SERVER = resolve(import.meta.dirname, '../src/server.ts');

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => ok(port));
    });
  });
}

function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
} {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exit = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
  return { child, output: () => output, exit };
}

const READY_WITHIN_MS = 150_000;
/** A test that starts the server twice, and stops it twice. */
const TWO_STARTS_MS = 2 * READY_WITHIN_MS + 60_000;

async function waitReady(port: number, exit: Promise<number | null>): Promise<void> {
  let exited = false;
  void exit.then(() => {
    exited = true;
  });
  // A fresh embedded database migrates and seeds before it is ready: on a loaded two-core machine that
  // took over 30 s, so the wait is bounded by time, not by a count of tries.
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline && !exited) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become ready');
}

/** node:http, because fetch will not let a caller set the Host header the tenant is read from. */
function post(port: number, host: string, path: string, body: unknown): Promise<{ status: number; body: string }> {
  return new Promise((ok, fail) => {
    const payload = JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          host,
          origin: `http://${host}`,
          'content-type': 'application/json',
          'content-length': payload.length,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => {
          text += d;
        });
        res.on('end', () => ok({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ponte-server-'));
  // The generated crowd of talents only slows this test down; the seed's own test covers it.
  const env: Record<string, string> = { DATA_DIR: dataDir, DEMO_TALENTS: '0' };
  let dropDatabase = async () => {};

  beforeAll(async () => {
    if (driver !== 'postgres') return;
    const name = `ponte_server_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await ensureTestLoginRole(admin);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    // The owner migrates; requests sign in as a login of their own (ADR 0042).
    env.MIGRATION_DATABASE_URL = url.href;
    const login = new URL(url);
    login.username = TEST_LOGIN_ROLE;
    env.DATABASE_URL = login.href;
    // A real database serves only with its own secret, and takes the demo people only when asked (ADR 0039).
    env.APP_SECRET = 's'.repeat(48);
    env.SEED_DEMO = 'true';
    dropDatabase = async () => {
      const again = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    };
  });
  afterAll(async () => {
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('fails fast, naming the bad setting', async () => {
    const { exit, output } = start({ ...env, PORT: 'not-a-port' });
    expect(await exit).toBe(1);
    expect(output()).toContain('PORT');
  });

  it('will not serve a real database with the published development secret', async () => {
    const { APP_SECRET: _secret, ...withoutSecret } = env;
    const { exit, output } = start({
      ...withoutSecret,
      DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none',
      PORT: String(await freePort()),
    });
    expect(await exit).toBe(1);
    expect(output()).toContain('APP_SECRET: is required with DATABASE_URL');
  });

  it.skipIf(driver !== 'postgres')('will not serve requests on a connection that can act as a superuser', async () => {
    const { exit, output } = start({
      ...env,
      // The owner's URL given as the requests' too (a parameter apart, so the two URLs differ).
      DATABASE_URL: `${env.MIGRATION_DATABASE_URL}?application_name=ponte`,
      PORT: String(await freePort()),
    });
    expect(await exit).toBe(1);
    expect(output()).toMatch(/DATABASE_URL: signs in as "postgres", which can act as postgres \(superuser\)/);
  });

  it(
    'migrates, seeds once, serves, and on SIGTERM lets in-flight requests finish',
    async () => {
      const port = await freePort();
      // At debug the server logs each request as it arrives, which tells when the sign-in is in flight.
      const server = start({ ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'debug' });
      await waitReady(port, server.exit);
      expect(server.output()).toContain('demo users seeded');

      const host = `trindtech.localhost:${port}`;
      // argon2 makes sign-in take a noticeable moment: the signal lands while it is in flight.
      const inFlight = post(port, host, '/api/auth/login', { email: 'admin@trindtech.demo', password: DEMO_PASSWORD });
      // Signal once the server has logged the request as received, so it is truly in flight.
      for (
        let i = 0;
        i < 200 &&
        !/incoming request[^\n]*\/api\/auth\/login|\/api\/auth\/login[^\n]*incoming request/.test(server.output());
        i++
      ) {
        await new Promise((r) => setTimeout(r, 5));
      }
      server.child.kill('SIGTERM');
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(JSON.parse(response.body).email).toBe('admin@trindtech.demo');
      expect(await server.exit).toBe(0);
      expect(server.output()).toContain('shutting down');

      // A second start finds the data and does not seed again.
      const again = start({ ...env, PORT: String(port), HOST: '127.0.0.1' });
      await waitReady(port, again.exit);
      expect(again.output()).not.toContain('demo users seeded');
      again.child.kill('SIGTERM');
      expect(await again.exit).toBe(0);
    },
    TWO_STARTS_MS,
  );
});
