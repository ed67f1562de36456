// Load (issue 15 §3): virtual users (200 by default) for 60 s on two API instances over one private
// PostgreSQL cluster, each request sent to the other instance than the last, through the real routes.
//
// 1. Sign-in: every user signs in at once (POST /api/auth/login), reads their session and what their
//    screens need (the talent base's view, the follow-up of the tenant's demo talent, their mentoring
//    requests, the mentor areas).
// 2. The mix, for BENCH_DURATION seconds, all users signed in: the session check, one's own profile, the
//    talent search, the course list, notifications; and writes: one's own location saved (profile), an
//    annotation about the demo talent (Admin, Rh, the talent's mentor: whoever the API says may), a course
//    created (Admins), a mentoring request asked for and cancelled again (one user per account whose
//    session may ask), and now and then a sign-in again.
// 3. Every acknowledged write read back: each course by id, each annotation in its author's list, each
//    request with the status its last acknowledged change gave it, and each saved location: the value read
//    must be one acknowledged after every other acknowledged save of that profile was sent (the last
//    writer's; several users share an account).
//
// Prints per route the count, the errors (any non-2xx or transport failure) and p50/p99; targets 0 errors
// and 0 lost writes (exit 1 otherwise).
//
//   npm run bench:load     (BENCH_USERS, BENCH_DURATION to change the 200 users and 60 s;
//                           BENCH_PORTS=3210-3230 keeps the cluster and the instances to those ports)
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { loadavg } from 'node:os';
import pg from 'pg';
import { apiDatabase, freePort, http, percentile, privateCluster, log as say, startApi } from './harness.ts';

const USERS = Number(process.env.BENCH_USERS ?? 200);
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 60) * 1000;
const log = (message: string) => say('load', message);

const TENANTS = ['trindtech', 'sandbox', 'mais-pra-ti', 'sabimais', 'asid'] as const;
const ROLES = ['admin', 'rh', 'colaborador', 'funcionario', 'funcionariomentor', 'mentor', 'rhmentor', 'talento'];
const PASSWORD = 'Ponte@2026';

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
  s.statuses.set(status ?? 0, (s.statuses.get(status ?? 0) ?? 0) + 1);
}
/** A few answers of each failing route, to tell why. */
const failures = new Map<string, string[]>();

const cluster = await privateCluster();
const children: ChildProcess[] = [];

/** A day before today (UTC): never in the future in São Paulo either. */
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

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
    // 200 people from one address is the test (as in bench/run.ts).
    RATE_LIMIT_LOGIN_PER_IP: '100000',
    DATABASE_POOL_MAX: '20',
  };
  delete env.REDIS_URL;
  const ports = [await freePort(), await freePort()];
  // The first migrates and seeds; the second finds it done.
  for (const port of ports) children.push(await startApi(env, port));
  log(`instances on :${ports[0]} and :${ports[1]}`);

  // The demo talent of each tenant: whom the annotations are about.
  const owner = new pg.Client({ connectionString: database.MIGRATION_DATABASE_URL });
  await owner.connect();
  const demoTalents = new Map<string, string>(
    (
      await owner.query<{ slug: string; public_id: string }>(
        `select t.slug, u.public_id from users u join tenants t on t.id = u.tenant_id where u.email = 'talento@' || t.slug || '.demo'`,
      )
    ).rows.map((r) => [r.slug, r.public_id]),
  );
  await owner.end();

  const agents = ports.map(() => new Agent({ keepAlive: true, maxSockets: USERS }));
  let turn = 0;
  const send = async (
    route: string,
    tenant: string,
    method: string,
    path: string,
    cookie: string,
    body?: unknown,
  ): Promise<{ status: number; body: string; ms: number; headers: Record<string, unknown> } | null> => {
    turn += 1;
    const i = turn % 2;
    const port = ports[i] as number;
    const host = `${tenant}.localhost:${port}`;
    const headers: Record<string, string> = { host };
    if (cookie) headers.cookie = cookie;
    if (method !== 'GET') Object.assign(headers, { origin: `http://${host}`, 'content-type': 'application/json' });
    try {
      const answer = await http(port, method, path, headers, body ? JSON.stringify(body) : undefined, agents[i]);
      record(route, answer.status, answer.ms);
      if (answer.status < 200 || answer.status >= 300) {
        const seen = failures.get(route) ?? [];
        if (seen.length < 3) seen.push(`${answer.status} ${method} ${path}: ${answer.body.slice(0, 300)}`);
        failures.set(route, seen);
      }
      return answer;
    } catch (error) {
      record(route, null, 0);
      const seen = failures.get(route) ?? [];
      if (seen.length < 3) seen.push(`${method} ${path}: ${(error as Error).message}`);
      failures.set(route, seen);
      return null;
    }
  };
  const json = <T>(answer: { status: number; body: string } | null): T | null =>
    answer && answer.status >= 200 && answer.status < 300 ? (JSON.parse(answer.body) as T) : null;
  const signIn = async (tenant: string, email: string, cookie = '', route = 'POST /api/auth/login') => {
    const answer = await send(route, tenant, 'POST', '/api/auth/login', cookie, {
      email,
      password: PASSWORD,
    });
    const setCookie = answer?.headers['set-cookie'];
    const fresh = (Array.isArray(setCookie) ? (setCookie as string[]) : [String(setCookie ?? '')])
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('ponte_session='));
    return answer?.status === 200 ? (fresh ?? null) : null;
  };

  // What was acknowledged, to read back afterwards.
  const courses: { tenant: string; id: number }[] = [];
  const annotations: { tenant: string; author: string; email: string; talent: string; id: number }[] = [];
  /** Per account, each location save: the value, when it was sent and when it was acknowledged. */
  const saves = new Map<
    string,
    { tenant: string; email: string; publicId: string; token: string; sent: number; acked: number }[]
  >();
  /** Per asker, each request: its id and the status its last acknowledged change gave it. */
  const requests = new Map<string, { tenant: string; email: string; status: Map<number, string> }>();
  const askers = new Set<string>();

  // The mix starts once everyone has signed in (or failed to).
  let release: () => void = () => {};
  const gate = new Promise<void>((done) => {
    release = done;
  });
  let signedIn = 0;
  let mixStarted = 0;
  const arrive = () => {
    signedIn += 1;
    if (signedIn === USERS) {
      mixStarted = Date.now();
      release();
    }
  };

  const user = async (n: number) => {
    const tenant = TENANTS[n % TENANTS.length] as string;
    const role = ROLES[Math.floor(n / TENANTS.length) % ROLES.length] as string;
    const email = `${role}@${tenant}.demo`;
    const account = `${tenant}/${role}`;
    const first = await signIn(tenant, email, '', 'POST /api/auth/login (everyone at once)');
    if (!first) {
      arrive();
      return;
    }
    let cookie: string = first;
    type Session = { publicId: string; permissions: { capabilities: string[] } };
    const me = json<Session>(await send('GET /api/auth/sessao', tenant, 'GET', '/api/auth/sessao', cookie));
    const publicId = me?.publicId ?? null;
    // Each person does what their menu offers them (the session says which), as the web asks for it.
    const can = (capability: string) => me?.permissions.capabilities.includes(capability) ?? false;
    let talentView: string | null = null;
    if (can('talentBase')) {
      const filters = json<{ view: string }>(
        await send('GET /api/talentos/filtros', tenant, 'GET', '/api/talentos/filtros', cookie),
      );
      talentView = filters?.view ?? null;
    }
    const courseList = can('coursesAndTrails');
    const talent = demoTalents.get(tenant);
    let annotates = false;
    let category: number | null = null;
    if (talent && publicId && publicId !== talent) {
      // Admin and Rh write about anyone; a mentor about their mentees (the list of mentorships says whom).
      let mayWrite = role === 'admin' || role === 'rh';
      if (!mayWrite && can('talentMentoring')) {
        const mine = json<{ items: { user: { publicId: string } }[] }>(
          await send('GET /api/mentorias/em-andamento', tenant, 'GET', '/api/mentorias/em-andamento?limit=50', cookie),
        );
        mayWrite = mine?.items.some((m) => m.user.publicId === talent) ?? false;
      }
      if (mayWrite) {
        const list = json<{ canWrite: boolean }>(
          await send(
            'GET /api/perfil/{id}/anotacoes',
            tenant,
            'GET',
            `/api/perfil/${talent}/anotacoes?limit=10`,
            cookie,
          ),
        );
        const categories = json<{ id: number }[]>(
          await send('GET /api/opcoes/{type}', tenant, 'GET', '/api/opcoes/ANNOTATION_CATEGORY', cookie),
        );
        category = categories?.[n % categories.length]?.id ?? null;
        annotates = list?.canWrite === true && category !== null;
      }
    }
    // One user per account asks for mentoring (a person has one open request at a time).
    let asks = false;
    let areas: number[] = [];
    if (can('mentoring') && !askers.has(account)) {
      askers.add(account);
      const mine = json<{ canAsk: boolean }>(
        await send(
          'GET /api/solicitacoes-mentorias/minhas',
          tenant,
          'GET',
          '/api/solicitacoes-mentorias/minhas',
          cookie,
        ),
      );
      const options = json<{ id: number }[]>(
        await send('GET /api/opcoes/{type}', tenant, 'GET', '/api/opcoes/MENTOR_AREA', cookie),
      );
      areas = options?.map((o) => o.id) ?? [];
      asks = mine?.canAsk === true && areas.length > 0;
      if (asks) requests.set(account, { tenant, email, status: new Map() });
      else askers.delete(account);
    }
    arrive();
    await gate;

    let open: number | null = null;
    const ownProfile = `/api/perfil/${publicId}`;
    // What this person does, each with its weight; what their menu lacks is left out of the draw.
    const actions: [number, () => Promise<unknown>][] = [
      [20, () => send('GET /api/auth/sessao', tenant, 'GET', '/api/auth/sessao', cookie)],
      [10, () => send('GET /api/notificacoes', tenant, 'GET', '/api/notificacoes?limit=10', cookie)],
      [
        1,
        async () => {
          // Signing in again (the browser's session ends, a new one begins).
          const fresh = await signIn(tenant, email, cookie);
          if (fresh) cookie = fresh;
        },
      ],
    ];
    if (publicId) {
      actions.push([
        15,
        () =>
          send(
            'GET /api/perfil/{id}/informacoes-pessoais',
            tenant,
            'GET',
            `${ownProfile}/informacoes-pessoais`,
            cookie,
          ),
      ]);
      actions.push([
        8,
        async () => {
          // One's own location, a token of this save in the complement.
          const token = `Carga ${randomBytes(6).toString('hex')}`;
          const sent = performance.now();
          const answer = await send(
            'PUT /api/perfil/{id}/localizacao',
            tenant,
            'PUT',
            `${ownProfile}/localizacao`,
            cookie,
            {
              country: 'Brasil',
              postalCode: '90010-000',
              address: 'Rua dos Andradas',
              streetNumber: String(1 + (n % 999)),
              neighborhood: 'Centro Histórico',
              complement: token,
              state: 'RS',
              city: 'porto alegre',
              cityCode: 4314902,
            },
          );
          if (answer?.status === 200) {
            const list = saves.get(account) ?? [];
            list.push({ tenant, email, publicId: publicId as string, token, sent, acked: performance.now() });
            saves.set(account, list);
          }
        },
      ]);
    }
    if (talentView) {
      actions.push([
        12,
        () =>
          send(
            'GET /api/talentos',
            tenant,
            'GET',
            `/api/talentos?view=${talentView}&name=${'aeiou'[n % 5]}&limit=20`,
            cookie,
          ),
      ]);
    }
    if (courseList) actions.push([12, () => send('GET /api/cursos', tenant, 'GET', '/api/cursos?limit=12', cookie)]);
    if (annotates && talent && publicId) {
      actions.push([
        6,
        async () => {
          const created = json<{ id: number }>(
            await send('POST /api/perfil/{id}/anotacoes', tenant, 'POST', `/api/perfil/${talent}/anotacoes`, cookie, {
              title: `Conversa ${randomBytes(4).toString('hex')}`,
              annotation: '<p>Falamos sobre <strong>metas</strong>.</p>',
              annotationDate: yesterday,
              category,
              shared: n % 2 === 0,
            }),
          );
          if (created) annotations.push({ tenant, author: publicId, email, talent, id: created.id });
        },
      ]);
    }
    if (role === 'admin' && courseList) {
      actions.push([
        6,
        async () => {
          const name = `Curso de carga ${randomBytes(4).toString('hex')}`;
          const created = json<{ id: number }>(
            await send('POST /api/cursos', tenant, 'POST', '/api/cursos', cookie, { name, status: 'draft' }),
          );
          if (created) courses.push({ tenant, id: created.id });
        },
      ]);
    }
    if (asks) {
      const mine = requests.get(account);
      // One user per account asks, so more often than the others write.
      actions.push([
        15,
        async () => {
          if (open === null) {
            const created = json<{ id: number; status: string }>(
              await send('POST /api/solicitacoes-mentorias', tenant, 'POST', '/api/solicitacoes-mentorias', cookie, {
                areaOptions: areas[n % areas.length],
                objective: `Quero crescer na carreira (${randomBytes(3).toString('hex')}).`,
                ...(tenant === 'asid' ? { period: 'N' } : {}),
              }),
            );
            if (created) {
              open = created.id;
              mine?.status.set(created.id, created.status);
            }
          } else {
            const cancelled = json<{ id: number; status: string }>(
              await send(
                'POST /api/solicitacoes-mentorias/{id}/cancelar',
                tenant,
                'POST',
                `/api/solicitacoes-mentorias/${open}/cancelar`,
                cookie,
                { reason: 'Carga: outra prioridade agora.' },
              ),
            );
            if (cancelled) {
              mine?.status.set(cancelled.id, cancelled.status);
              open = null;
            }
          }
        },
      ]);
    }
    const weight = actions.reduce((sum, [w]) => sum + w, 0);
    while (Date.now() - mixStarted < DURATION_MS) {
      let pick = Math.random() * weight;
      let chosen = actions[0];
      for (const action of actions) {
        chosen = action;
        pick -= action[0];
        if (pick < 0) break;
      }
      await chosen?.[1]();
    }
  };
  const loadBefore = loadavg();
  const started = Date.now();
  await Promise.all(Array.from({ length: USERS }, (_, n) => user(n)));
  const signInSeconds = ((mixStarted || Date.now()) - started) / 1000;
  const elapsed = (Date.now() - (mixStarted || started)) / 1000;
  const load = loadavg();

  // Every acknowledged write, read back (on the first instance, signed in afresh).
  const readBack = async (tenant: string, email: string) => {
    const port = ports[0] as number;
    const host = `${tenant}.localhost:${port}`;
    const login = await http(
      port,
      'POST',
      '/api/auth/login',
      { host, origin: `http://${host}`, 'content-type': 'application/json' },
      JSON.stringify({ email, password: PASSWORD }),
    );
    const setCookie = login.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ''])
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('ponte_session='));
    if (!cookie) throw new Error(`read-back sign-in of ${email} answered ${login.status}`);
    return async <T>(path: string): Promise<T | null> => {
      const answer = await http(port, 'GET', path, { host, cookie });
      return answer.status === 200 ? (JSON.parse(answer.body) as T) : null;
    };
  };
  const readers = new Map<string, Awaited<ReturnType<typeof readBack>>>();
  const reader = async (tenant: string, email: string) => {
    const key = `${tenant} ${email}`;
    let r = readers.get(key);
    if (!r) {
      r = await readBack(tenant, email);
      readers.set(key, r);
    }
    return r;
  };
  const lost = { courses: 0, annotations: 0, requests: 0, saves: 0 };
  for (const { tenant, id } of courses) {
    const get = await reader(tenant, `admin@${tenant}.demo`);
    if ((await get<{ id: number }>(`/api/cursos/${id}`))?.id !== id) lost.courses += 1;
  }
  const byAuthor = new Map<string, typeof annotations>();
  for (const a of annotations) {
    const key = `${a.tenant} ${a.email}`;
    byAuthor.set(key, [...(byAuthor.get(key) ?? []), a]);
  }
  for (const list of byAuthor.values()) {
    const { tenant, email, author, talent } = list[0] as (typeof annotations)[number];
    const get = await reader(tenant, email);
    const seen = new Set<number>();
    let cursor: string | null = null;
    do {
      const page: { items: { id: number }[]; nextCursor: string | null } | null = await get(
        `/api/perfil/${talent}/anotacoes?author=${author}&limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      for (const item of page?.items ?? []) seen.add(item.id);
      cursor = page?.nextCursor ?? null;
    } while (cursor);
    lost.annotations += list.filter((a) => !seen.has(a.id)).length;
  }
  for (const { tenant, email, status } of requests.values()) {
    const get = await reader(tenant, email);
    const mine = await get<{ items: { id: number; status: string }[] }>('/api/solicitacoes-mentorias/minhas');
    const stored = new Map(mine?.items.map((r) => [r.id, r.status]) ?? []);
    for (const [id, expected] of status) if (stored.get(id) !== expected) lost.requests += 1;
  }
  let saveCount = 0;
  for (const list of saves.values()) {
    saveCount += list.length;
    const { tenant, email, publicId } = list[0] as (typeof list)[number];
    const get = await reader(tenant, email);
    const read = await get<{ location: { complement: string | null } }>(`/api/perfil/${publicId}/informacoes-pessoais`);
    // The last writer's value: acknowledged no earlier than the last acknowledged save was sent.
    const lastSent = Math.max(...list.map((s) => s.sent));
    const candidates = new Set(list.filter((s) => s.acked >= lastSent).map((s) => s.token));
    if (!candidates.has(read?.location.complement ?? '')) lost.saves += 1;
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
  const lostTotal = lost.courses + lost.annotations + lost.requests + lost.saves;
  const requestChanges = [...requests.values()].reduce((sum, r) => sum + r.status.size, 0);
  console.info(
    `\n${USERS} users, two instances; sign-in of all ${signInSeconds.toFixed(0)} s, then the mix ${elapsed.toFixed(0)} s; ${total} requests (${(total / (signInSeconds + elapsed)).toFixed(0)}/s); load average (1, 5, 15 min) before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, at the end ${load.map((l) => l.toFixed(2)).join(' ')}\n`,
  );
  console.info('| route | requests | errors | p50 ms | p99 ms |');
  console.info('|---|---:|---:|---:|---:|');
  for (const r of rows) console.info(`| ${r.route} | ${r.requests} | ${r.errors} | ${r.p50} | ${r.p99} |`);
  const every = [...stats.values()].flatMap((s) => s.ms);
  console.info(
    `| **total** | ${total} | ${errors} | ${Math.round(percentile(every, 50))} | ${Math.round(percentile(every, 99))} |`,
  );
  console.info(
    `\nacknowledged writes read back: ${courses.length} courses (lost ${lost.courses}), ${annotations.length} annotations (lost ${lost.annotations}), ${requestChanges} mentoring requests by ${requests.size} people (wrong or lost ${lost.requests}), ${saveCount} location saves on ${saves.size} profiles (lost ${lost.saves}); errors: ${errors}`,
  );
  if (errors > 0) {
    console.info(
      JSON.stringify(
        rows.filter((r) => r.errors > 0).map((r) => ({ ...r, examples: failures.get(r.route) })),
        null,
        2,
      ),
    );
  }
  if (errors > 0 || lostTotal > 0) process.exitCode = 1;
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
