// What the fault and load benches share: a private PostgreSQL cluster, API processes on it, plain HTTP.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { type Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function log(name: string, message: string): void {
  process.stderr.write(`${name}: ${message}\n`);
}

function listenOn(port: number): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as { port: number };
      server.close(() => done(bound));
    });
  });
}

/** Ports already handed out in this process (a range is walked from its start each time). */
const taken = new Set<number>();

/**
 * A port nothing listens on: any the system gives, or with `BENCH_PORTS=3210-3230` the first free one of
 * that range (on a shared machine each user keeps to their own).
 */
export async function freePort(): Promise<number> {
  const range = process.env.BENCH_PORTS?.match(/^(\d+)-(\d+)$/);
  if (!range) return listenOn(0);
  for (let port = Number(range[1]); port <= Number(range[2]); port++) {
    if (taken.has(port)) continue;
    try {
      await listenOn(port);
      taken.add(port);
      return port;
    } catch {
      // In use: the next one.
    }
  }
  throw new Error(`no free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

export interface Answer {
  status: number;
  body: string;
  ms: number;
  headers: Record<string, string | string[] | undefined>;
}

/** One request to 127.0.0.1 with these headers (Host names the tenant); rejects only on transport errors. */
export function http(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Buffer,
  agent?: Agent,
): Promise<Answer> {
  const started = performance.now();
  return new Promise<Answer>((done, fail) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, timeout: 60_000, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          ms: performance.now() - started,
          headers: res.headers,
        }),
      );
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', fail);
    if (body) req.write(body);
    req.end();
  });
}

export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
};

/**
 * A PostgreSQL cluster of its own (initdb and pg_ctl on a free port, in a temporary folder): a test may stop
 * and start it. initdb refuses root, so as root the tools run as the postgres user.
 */
export async function privateCluster() {
  const dir = mkdtempSync(join(tmpdir(), 'ponte-cluster-'));
  const root = process.getuid?.() === 0;
  if (root) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  const run = (command: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: ['ignore', 'ignore', 'pipe'] })
      : execFileSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const dataDir = join(dir, 'pg');
  const port = await freePort();
  const ctl = (action: 'start' | 'stop', extra: string[]) =>
    run('pg_ctl', ['-D', dataDir, '-w', '-l', join(dir, 'pg.log'), ...extra, action]);
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const cluster = {
    dir,
    port,
    start: () => ctl('start', ['-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`]),
    stop: () => ctl('stop', ['-m', 'fast']),
    url: (database: string, user = 'postgres', password = '') =>
      `postgres://${user}${password ? `:${password}` : ''}@127.0.0.1:${port}/${database}`,
    remove: () => {
      try {
        cluster.stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}

/** A database for the API on the cluster, with a login role for its requests (ADR 0042): the env to serve it. */
export async function apiDatabase(
  ownerUrl: (database: string) => string,
  loginUrl: (database: string, user: string, password: string) => string,
) {
  const owner = new pg.Client({ connectionString: ownerUrl('postgres') });
  await owner.connect();
  await owner.query('CREATE DATABASE ponte');
  const password = randomBytes(12).toString('hex');
  await owner.query(`CREATE ROLE ponte_bench_login LOGIN NOSUPERUSER NOBYPASSRLS PASSWORD '${password}'`);
  await owner.end();
  return {
    MIGRATION_DATABASE_URL: ownerUrl('ponte'),
    DATABASE_URL: loginUrl('ponte', 'ponte_bench_login', password),
    APP_SECRET: randomBytes(32).toString('hex'),
  };
}

/** The API as its own process (the README's server), ready once /api/ready answers 200. */
export async function startApi(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} before it was ready`);
    try {
      if ((await http(port, 'GET', '/api/ready', {})).status === 200) return child;
    } catch {
      // Not listening yet: it migrates and seeds first.
    }
    await sleep(250);
  }
  throw new Error('the API was not ready in 180 s');
}

/** Signs in through the API and answers the session cookie. */
export async function signIn(port: number, tenant: string, email: string, password = 'Ponte@2026'): Promise<string> {
  const host = `${tenant}.localhost:${port}`;
  const answer = await http(
    port,
    'POST',
    '/api/auth/login',
    { host, origin: `http://${host}`, 'content-type': 'application/json' },
    JSON.stringify({ email, password }),
  );
  const setCookie = answer.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ''])
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('ponte_session='));
  if (answer.status !== 200 || !cookie) throw new Error(`sign-in of ${email} answered ${answer.status}`);
  return cookie;
}
