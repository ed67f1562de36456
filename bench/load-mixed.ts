// Load (issue 15 §3): virtual users (200 by default) for 60 s on two API instances over one private
// PostgreSQL cluster, each request sent to the other instance than the last, through the real routes:
// sign-in, the session check, one's own profile, the talent search, the course list, notifications, and
// course creation by the Admins, every acknowledged one read back afterwards. Prints per route the count,
// the errors (any non-2xx or transport failure) and p50/p99; targets 0 errors and 0 lost writes.
//
//   npm run bench:load            (BENCH_USERS, BENCH_DURATION to change the 200 users and 60 s)
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { apiDatabase, freePort, http, percentile, privateCluster, log as say, signIn, startApi } from './harness.ts';

const USERS = Number(process.env.BENCH_USERS ?? 200);
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 60) * 1000;
const log = (message: string) => say('load', message);

const TENANTS = ['trindtech', 'sandbox', 'mais-pra-ti', 'sabimais', 'asid'] as const;
const ROLES = ['admin', 'rh', 'colaborador', 'funcionario', 'funcionariomentor', 'mentor', 'rhmentor', 'talento'];
interface RouteStats {
  ms: number[];
  errors: number;
  statuses: Map<number, number>;
}
const stats = new Map<string, RouteStats>();
function record(route: string, status: number | null, ms: number): void {
  let s = stats.get(route);
  if (!s) {
    s = { ms: [], errors: 0, statuses: new Map() };
    stats.set(route, s);
  }
  if (status === null || status < 200 || status >= 300) s.errors += 1;
  else s.ms.push(ms);
  if (status !== null) s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1);
}

const cluster = await privateCluster();
const children: ChildProcess[] = [];

async function main(): Promise<void> {
  log(`private cluster on port ${cluster.port}; ${USERS} users for ${DURATION_MS / 1000} s`);
  const database = await apiDatabase(
    (name) => cluster.url(name),
    (name, user, password) => cluster.url(name, user, password),
  );
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...database,
    DATA_DIR: cluster.dir,
    LOG_LEVEL: 'error',
    NODE_ENV: 'development',
    SEED_DEMO: 'true',
    DEMO_TALENTS: '300',
    RATE_LIMIT_LOGIN_PER_IP: '100000',
    DATABASE_POOL_MAX: '20',
  };
  delete env.REDIS_URL;
  const ports = [await freePort(), await freePort()];
  // The first migrates and seeds; the second finds it done.
  for (const port of ports) children.push(await startApi(env, port));
  log(`instances on :${ports[0]} and :${ports[1]}`);

  const agents = ports.map(() => new Agent({ keepAlive: true, maxSockets: USERS }));
  let turn = 0;
  const next = () => {
    turn += 1;
    return turn % 2;
  };
  const send = async (route: string, tenant: string, method: string, path: string, cookie: string, body?: unknown) => {
    const i = next();
    const port = ports[i] as number;
    const host = `${tenant}.localhost:${port}`;
    const headers: Record<string, string> = { host, cookie };
    if (method !== 'GET') Object.assign(headers, { origin: `http://${host}`, 'content-type': 'application/json' });
    try {
      const answer = await http(port, method, path, headers, body ? JSON.stringify(body) : undefined, agents[i]);
      record(route, answer.status, answer.ms);
      return answer;
    } catch {
      record(route, null, 0);
      return null;
    }
  };

  const created: { tenant: string; id: number }[] = [];
  const started = Date.now();
  const user = async (n: number) => {
    const tenant = TENANTS[n % TENANTS.length] as string;
    const role = ROLES[Math.floor(n / TENANTS.length) % ROLES.length] as string;
    const port = ports[n % 2] as number;
    const signInStart = performance.now();
    let cookie: string;
    try {
      cookie = await signIn(port, tenant, `${role}@${tenant}.demo`);
      record('POST /api/auth/login', 200, performance.now() - signInStart);
    } catch {
      record('POST /api/auth/login', null, 0);
      return;
    }
    const session = await send('GET /api/auth/sessao', tenant, 'GET', '/api/auth/sessao', cookie);
    const me =
      session?.status === 200
        ? (JSON.parse(session.body) as { publicId: string; permissions: { capabilities: string[] } })
        : null;
    const publicId = me?.publicId ?? null;
    // Each person does what their menu offers them (the session says which).
    const can = (capability: string) => me?.permissions.capabilities.includes(capability) ?? false;
    const searches = can('talentBase');
    const courses = can('coursesAndTrails');
    while (Date.now() - started < DURATION_MS) {
      const pick = Math.random();
      if (pick < 0.3) await send('GET /api/auth/sessao', tenant, 'GET', '/api/auth/sessao', cookie);
      else if (pick < 0.5 && publicId) {
        await send(
          'GET /api/perfil/{id}/informacoes-pessoais',
          tenant,
          'GET',
          `/api/perfil/${publicId}/informacoes-pessoais`,
          cookie,
        );
      } else if (pick < 0.65 && searches) {
        await send('GET /api/talentos', tenant, 'GET', `/api/talentos?name=${'aeiou'[n % 5]}&limit=20`, cookie);
      } else if (pick < 0.8 && courses) await send('GET /api/cursos', tenant, 'GET', '/api/cursos?limit=12', cookie);
      else if (pick < 0.9) await send('GET /api/notificacoes', tenant, 'GET', '/api/notificacoes?limit=10', cookie);
      else if (role === 'admin' && courses) {
        const name = `Curso de carga ${randomBytes(4).toString('hex')}`;
        const answer = await send('POST /api/cursos', tenant, 'POST', '/api/cursos', cookie, { name, status: 'draft' });
        if (answer?.status === 201) created.push({ tenant, id: (JSON.parse(answer.body) as { id: number }).id });
      } else await send('GET /api/auth/sessao', tenant, 'GET', '/api/auth/sessao', cookie);
    }
  };
  await Promise.all(Array.from({ length: USERS }, (_, n) => user(n)));
  const elapsed = (Date.now() - started) / 1000;

  // Every acknowledged write, read back (as each tenant's Admin, on either instance).
  let lost = 0;
  const admins = new Map<string, string>();
  for (const { tenant, id } of created) {
    if (!admins.has(tenant)) admins.set(tenant, await signIn(ports[0] as number, tenant, `admin@${tenant}.demo`));
    const port = ports[id % 2] as number;
    const answer = await http(port, 'GET', `/api/cursos/${id}`, {
      host: `${tenant}.localhost:${port}`,
      cookie: admins.get(tenant) as string,
    });
    if (answer.status !== 200) lost += 1;
  }

  const rows = [...stats.entries()].map(([route, s]) => ({
    route,
    requests: s.ms.length + s.errors,
    errors: s.errors,
    p50: Math.round(percentile(s.ms, 50)),
    p99: Math.round(percentile(s.ms, 99)),
    statuses: Object.fromEntries(s.statuses),
  }));
  const total = rows.reduce((sum, r) => sum + r.requests, 0);
  const errors = rows.reduce((sum, r) => sum + r.errors, 0);
  console.info(
    `\n${USERS} users, ${elapsed.toFixed(0)} s, two instances, ${total} requests (${(total / elapsed).toFixed(0)}/s)\n`,
  );
  console.info('| route | requests | errors | p50 ms | p99 ms |');
  console.info('|---|---|---|---|---|');
  for (const r of rows) console.info(`| ${r.route} | ${r.requests} | ${r.errors} | ${r.p50} | ${r.p99} |`);
  console.info(`\nacknowledged writes: ${created.length}, lost: ${lost}; errors: ${errors}`);
  if (errors > 0)
    console.info(
      JSON.stringify(
        rows.filter((r) => r.errors > 0),
        null,
        2,
      ),
    );
  if (errors > 0 || lost > 0) process.exitCode = 1;
}

function stopAll(): void {
  for (const child of children) child.kill('SIGKILL');
}

try {
  await main();
} finally {
  stopAll();
  cluster.remove();
}
