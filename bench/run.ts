// Measures authenticated GET /api/auth/sessao against a bare Fastify hello route and, on PostgreSQL, against
// a bare route doing one primary-key read through a pool like the API's, in one run.
// Each server and each load generator is its own process, so no measurement shares an event
// loop with the thing it measures. See bench/README.md for how to read the numbers.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { LoadConfig, LoadReport } from './load.ts';

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = resolve(BENCH_DIR, '..');
const READY_TIMEOUT_MS = 120_000;
// The API's own graceful shutdown gives up after 15 s; we do not wait that long on Ctrl-C.
const STOP_TIMEOUT_MS = 10_000;
const TENANT = 'sandbox';
const SIGN_IN = { email: 'admin@sandbox.demo', password: 'Ponte@2026' };

function log(message: string): void {
  process.stderr.write(`bench: ${message}\n`);
}

function envInt(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

// ---------------------------------------------------------------- child processes

interface Managed {
  name: string;
  proc: ChildProcess;
  exited: Promise<void>;
}

const children = new Set<Managed>();
let tempDir: string | undefined;

function startChild(
  name: string,
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  pipeStdout: boolean,
  dropStdout = false,
) {
  // cwd is the repo root so `--import tsx` resolves from the root node_modules.
  const proc = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', dropStdout ? 'ignore' : 'pipe', 'pipe'],
  });
  const managed: Managed = {
    name,
    proc,
    exited: new Promise((done) => proc.once('exit', () => done())),
  };
  // Servers run at LOG_LEVEL=warn, so anything a child says deserves to be seen, labelled
  // with its name; that is also where a start-up failure's cause shows.
  const echo = (stream: NodeJS.ReadableStream | null) => {
    let partial = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      // Chunks can end mid-line; hold the rest back so each label starts a real line.
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line) process.stderr.write(`[${name}] ${line}\n`);
    });
    stream?.on('end', () => {
      if (partial) process.stderr.write(`[${name}] ${partial}\n`);
    });
  };
  if (!pipeStdout) echo(proc.stdout);
  echo(proc.stderr);
  children.add(managed);
  void managed.exited.then(() => children.delete(managed));
  return managed;
}

async function stopChild(child: Managed): Promise<void> {
  if (child.proc.exitCode !== null || child.proc.signalCode !== null) return;
  child.proc.kill('SIGTERM');
  const timer = setTimeout(() => child.proc.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await child.exited;
  clearTimeout(timer);
}

let cleaning: Promise<void> | undefined;
function cleanup(): Promise<void> {
  // Memoised: the signal handler and main's finally may both ask for it.
  cleaning ??= (async () => {
    await Promise.all([...children].map(stopChild));
    // Only after the API has exited, or PGlite could still be writing into the directory.
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  })();
  return cleaning;
}

let interrupted = false;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    interrupted = true;
    log(`${signal}: stopping servers`);
    void cleanup().finally(() => process.exit(code));
  });
}
// Last resort when the process ends without going through cleanup(), e.g. an EPIPE on stderr
// after `npm run bench | head` closed the pipe.
process.once('exit', () => {
  for (const child of children) child.proc.kill('SIGKILL');
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

// ---------------------------------------------------------------- HTTP helpers

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? done(port) : fail(new Error('could not pick a free port'))));
    });
  });
}

interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

// node:http rather than fetch: fetch silently drops a Host header, and the tenant comes from Host.
function http(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<HttpAnswer> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, timeout: 5_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', fail);
    req.end(body);
  });
}

async function waitReady(child: Managed, port: number, path: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited = false;
  void child.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) {
      throw new Error(`${child.name} exited before it was ready (code ${child.proc.exitCode}); its output is above`);
    }
    try {
      if ((await http(port, 'GET', path)).status === 200) return;
    } catch {
      // Not listening yet: the API migrates and seeds its database before it listens.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${child.name} was not ready after ${READY_TIMEOUT_MS / 1000} s`);
}

function postSignIn(port: number): Promise<HttpAnswer> {
  const host = `${TENANT}.localhost:${port}`;
  return http(
    port,
    'POST',
    '/api/auth/login',
    // The API refuses state-changing requests whose Origin does not match Host (CSRF defence).
    { host, origin: `http://${host}`, 'content-type': 'application/json' },
    JSON.stringify(SIGN_IN),
  );
}

async function signIn(port: number): Promise<string> {
  const host = `${TENANT}.localhost:${port}`;
  const answer = await postSignIn(port);
  if (answer.status !== 200) throw new Error(`sign-in failed with ${answer.status}: ${answer.body}`);
  const cookies = answer.headers['set-cookie'] ?? [];
  const session = (Array.isArray(cookies) ? cookies : [cookies])
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('ponte_session='));
  if (!session) throw new Error('sign-in answered 200 but set no ponte_session cookie');
  const check = await http(port, 'GET', '/api/auth/sessao', { host, cookie: session });
  if (check.status !== 200) throw new Error(`GET /api/auth/sessao with the new cookie answered ${check.status}`);
  return session;
}

// ---------------------------------------------------------------- health under sign-ins

const SIGN_INS = 20;
const PROBE_MS = 5_000;

function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)] ?? Number.NaN;
}

/** GET /api/health one after another for `ms`, each answer's time in ms. */
async function probeHealth(port: number, ms: number): Promise<number[]> {
  const times: number[] = [];
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const started = performance.now();
    const answer = await http(port, 'GET', '/api/health');
    if (answer.status !== 200) throw new Error(`/api/health answered ${answer.status} during the probe`);
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 2));
  }
  return times;
}

/**
 * Issue 15 §4: /api/health's p99 while 20 people sign in at once stays within twice its idle p99, which
 * holds only while argon2 runs off the event loop. Sign-ins loop back to back for the probe's length.
 */
async function healthUnderSignIns(port: number) {
  const idle = await probeHealth(port, PROBE_MS);
  let signIns = 0;
  let stop = false;
  const loops = Array.from({ length: SIGN_INS }, async () => {
    while (!stop) {
      const answer = await postSignIn(port);
      if (answer.status !== 200) throw new Error(`a sign-in under load answered ${answer.status}`);
      signIns += 1;
    }
  });
  const busy = await probeHealth(port, PROBE_MS).finally(() => {
    stop = true;
  });
  await Promise.all(loops);
  return {
    idleP99: p99(idle),
    busyP99: p99(busy),
    idleSamples: idle.length,
    busySamples: busy.length,
    signInsPerSecond: signIns / (PROBE_MS / 1000),
  };
}

// ---------------------------------------------------------------- load runs

async function runLoad(config: LoadConfig): Promise<LoadReport> {
  const child = startChild(`load:${config.target}`, 'bench/load.ts', [JSON.stringify(config)], process.env, true);
  let stdout = '';
  child.proc.stdout?.setEncoding('utf8');
  child.proc.stdout?.on('data', (chunk: string) => {
    stdout += chunk;
  });
  await child.exited;
  if (child.proc.exitCode !== 0) {
    throw new Error(
      `load generator for ${config.target} failed (code ${child.proc.exitCode}, signal ${child.proc.signalCode})`,
    );
  }
  const line = stdout.trim().split('\n').at(-1);
  if (!line) throw new Error(`load generator for ${config.target} printed no result`);
  return JSON.parse(line) as LoadReport;
}

interface Row {
  target: string;
  reqPerSec: number;
  p50: number | null;
  p99: number | null;
  non2xx: number;
  errors: number;
  timeouts: number;
}

function toRow(report: LoadReport): Row {
  const a = report.autocannon;
  return {
    target: report.target,
    reqPerSec: a.requests.average,
    p50: report.latencyMs.p50,
    p99: report.latencyMs.p99,
    non2xx: a.non2xx,
    errors: a.errors,
    timeouts: a.timeouts,
  };
}

function table(rows: Row[]): string {
  const head = ['target', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'];
  const body = rows.map((r) => [
    r.target,
    r.reqPerSec.toFixed(0),
    r.p50?.toFixed(2) ?? '-',
    r.p99?.toFixed(2) ?? '-',
    String(r.non2xx),
    String(r.errors + r.timeouts),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)));
  // Text left, numbers right, the way people scan a results table.
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? `${'-'.repeat(w + 1)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(head), rule, ...body.map(line)].join('\n');
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}

// ---------------------------------------------------------------- main

/**
 * A login role for the API's requests (no superuser, owns nothing; the migration makes it a member of
 * the app role), with a fresh password each run, as the URL the API is given.
 */
async function benchLoginUrl(ownerUrl: string): Promise<string> {
  const role = 'ponte_bench_login';
  const password = randomBytes(18).toString('hex');
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    const exists = await owner.query('select 1 from pg_roles where rolname = $1', [role]);
    await owner.query(
      `${exists.rowCount ? 'ALTER' : 'CREATE'} ROLE ${role} LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEROLE PASSWORD '${password}'`,
    );
  } finally {
    await owner.end();
  }
  const url = new URL(ownerUrl);
  url.username = role;
  url.password = password;
  return url.href;
}

async function main(): Promise<void> {
  const durationSeconds = envInt('BENCH_DURATION', 10, 1);
  const connections = envInt('BENCH_CONNECTIONS', 10, 1);
  const warmupSeconds = envInt('BENCH_WARMUP', 3, 0);
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const driver = databaseUrl ? 'postgres' : 'pglite';
  const startedAt = new Date();

  const apiPort = await freePort();
  let helloPort = await freePort();
  // The OS may hand back a port it has just released; two servers cannot share one.
  while (helloPort === apiPort) helloPort = await freePort();
  tempDir = mkdtempSync(join(tmpdir(), 'ponte-bench-'));

  const apiEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: tempDir,
    // The production default: a line per request costs what it costs there. The lines go to /dev/null
    // (a log collector's pipe costs about that); BENCH_LOG_LEVEL=warn measures without them.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'info',
    NODE_ENV: 'development',
    // The bench signs in as a demo user, so a SEED_DEMO=false in the caller's shell must not win.
    SEED_DEMO: 'true',
    // The health probe signs in some hundreds of times a run, and a PostgreSQL store keeps counting across runs.
    RATE_LIMIT_LOGIN_PER_IP: '1000000',
  };
  // A DATABASE_URL left in the shell must not silently switch the bench off PGlite.
  delete apiEnv.DATABASE_URL;
  if (databaseUrl) {
    // BENCH_DATABASE_URL is the owner's: it migrates, and requests sign in as a login of their own (ADR 0042).
    apiEnv.MIGRATION_DATABASE_URL = databaseUrl;
    apiEnv.DATABASE_URL = await benchLoginUrl(databaseUrl);
    // A real database serves only with a secret of its own (config.ts assertServable); a throwaway one here.
    apiEnv.APP_SECRET ??= randomBytes(32).toString('hex');
  }

  log(`database driver: ${driver}${databaseUrl ? ` (${redact(databaseUrl)})` : ` (fresh data dir ${tempDir})`}`);
  log(`starting API on :${apiPort} and hello server on :${helloPort}`);
  const api = startChild('api', 'apps/api/src/server.ts', [], apiEnv, false, apiEnv.LOG_LEVEL !== 'warn');
  const hello = startChild('hello', 'bench/hello-server.ts', [], { ...process.env, PORT: String(helloPort) }, false);
  await Promise.all([waitReady(api, apiPort, '/api/health'), waitReady(hello, helloPort, '/hello')]);

  const cookie = await signIn(apiPort);
  log('signed in as admin@sandbox.demo');

  // On PostgreSQL, the floor an authenticated request is measured against: one primary-key read through
  // a pool like the API's (same login role and size), served by a bare Fastify route.
  let pkReadPort: number | undefined;
  if (databaseUrl && apiEnv.DATABASE_URL) {
    const owner = new pg.Client({ connectionString: databaseUrl });
    await owner.connect();
    const found = await owner
      .query<{ tenant_id: string; id: number }>(
        'select u.tenant_id, u.id from users u join tenants t on t.id = u.tenant_id where t.slug = $1 and u.email = $2',
        [TENANT, SIGN_IN.email],
      )
      .finally(() => owner.end());
    const row = found.rows[0];
    if (!row) throw new Error(`${SIGN_IN.email} not found in ${TENANT}`);
    pkReadPort = await freePort();
    while (pkReadPort === apiPort || pkReadPort === helloPort) pkReadPort = await freePort();
    const pkRead = startChild(
      'pk-read',
      'bench/pk-read-server.ts',
      [],
      {
        ...process.env,
        PORT: String(pkReadPort),
        PK_READ_DATABASE_URL: apiEnv.DATABASE_URL,
        PK_READ_TENANT_ID: row.tenant_id,
        PK_READ_USER_ID: String(row.id),
      },
      false,
    );
    await waitReady(pkRead, pkReadPort, '/pk');
  }

  const common = { connections, warmupSeconds, durationSeconds };
  const targets: LoadConfig[] = [
    { target: 'hello', url: `http://127.0.0.1:${helloPort}/hello`, headers: {}, ...common },
    ...(pkReadPort ? [{ target: 'pk-read', url: `http://127.0.0.1:${pkReadPort}/pk`, headers: {}, ...common }] : []),
    {
      target: 'sessao',
      url: `http://127.0.0.1:${apiPort}/api/auth/sessao`,
      headers: { host: `${TENANT}.localhost:${apiPort}`, cookie },
      ...common,
    },
  ];
  // One target at a time: on a small machine two concurrent loads would measure each other.
  const reports: LoadReport[] = [];
  for (const config of targets) {
    log(`${config.target}: ${warmupSeconds} s warm-up, then ${durationSeconds} s with ${connections} connections`);
    reports.push(await runLoad(config));
  }

  log(`health: ${PROBE_MS / 1000} s idle, then ${PROBE_MS / 1000} s while ${SIGN_INS} sign-ins run at once`);
  const health = await healthUnderSignIns(apiPort);

  const rows = reports.map(toRow);
  const [helloRow, sessaoRow] = [rows.find((r) => r.target === 'hello')!, rows.find((r) => r.target === 'sessao')!];
  const ratio = sessaoRow.reqPerSec / helloRow.reqPerSec;
  const pkReadRow = rows.find((r) => r.target === 'pk-read');
  const floorRatio = pkReadRow ? sessaoRow.reqPerSec / pkReadRow.reqPerSec : null;
  const failed = rows.filter((r) => r.non2xx + r.errors + r.timeouts > 0);

  process.stdout.write(
    [
      '',
      `driver: ${driver}, ${durationSeconds} s, ${connections} connections, ${cpus().length} CPUs, Node ${process.version}`,
      '',
      table(rows),
      '',
      `ratio sessao/hello: ${ratio.toPrecision(3)} (sessao serves ${(ratio * 100).toPrecision(3)}% of hello's req/s)`,
      ...(floorRatio === null
        ? []
        : [
            `ratio sessao/pk-read: ${floorRatio.toPrecision(3)} (sessao serves ${(floorRatio * 100).toPrecision(3)}% of one primary-key read's req/s; issue 15 §4 asks ≥ 50%)`,
          ]),
      `/api/health p99: ${health.idleP99.toFixed(2)} ms idle, ${health.busyP99.toFixed(2)} ms during ${SIGN_INS} concurrent sign-ins (${health.signInsPerSecond.toFixed(0)}/s): ${(health.busyP99 / health.idleP99).toFixed(2)}× (issue 15 §4 asks ≤ 2×)`,
      '',
    ].join('\n'),
  );

  const resultsDir = join(BENCH_DIR, 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  const record = {
    ok: failed.length === 0,
    startedAt: startedAt.toISOString(),
    driver,
    config: common,
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, node: process.version, platform: process.platform },
    rows,
    ratio,
    floorRatio,
    health,
    reports,
  };
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  log(`results written to ${relative(REPO_ROOT, file)}`);

  if (failed.length > 0) {
    const detail = failed
      .map((r) => `${r.target}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`)
      .join('; ');
    throw new Error(`not every measured response was 2xx (${detail}); the numbers above are not valid`);
  }
}

let exitCode = 0;
try {
  await main();
} catch (err) {
  if (!interrupted) {
    console.error(`bench failed: ${err instanceof Error ? err.message : String(err)}`);
    exitCode = 1;
  }
} finally {
  await cleanup();
}
// Signal handlers own the exit code once an interrupt has begun.
if (!interrupted) process.exit(exitCode);
