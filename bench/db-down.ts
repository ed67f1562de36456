// Faults (issue 15 §3): the database goes away mid-load and comes back; the API process is stopped
// mid-load (SIGTERM) and killed mid-write (SIGKILL). On a private PostgreSQL cluster (initdb and pg_ctl
// on a free port, in a temporary folder), against 127.0.0.1 only, bounded in time. It prints:
// - while the database is down: what /api/ready and the writes answer, and how fast (503 quickly, no hang);
// - how long after the database is back /api/ready is 200 again (target: within 5 s);
// - that every write the API acknowledged (201) is there afterwards;
// - that SIGTERM lets in-flight requests finish, and a SIGKILL during a 2,000-row import leaves all or none.
//
//   npm run bench:faults
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import {
  type Answer,
  apiDatabase,
  freePort,
  http,
  percentile,
  privateCluster,
  log as say,
  signIn,
  sleep,
  startApi,
} from './harness.ts';

const TENANT = 'sandbox';
const WRITERS = 5;
const log = (message: string) => say('faults', message);

let apiPort = 0;
let api: ChildProcess | null = null;
let apiEnv: NodeJS.ProcessEnv = {};
const host = () => `${TENANT}.localhost:${apiPort}`;
const sessionCookie = () => signIn(apiPort, TENANT, 'admin@sandbox.demo');
const cluster = await privateCluster();
const dir = cluster.dir;
const startDatabase = () => cluster.start();
const stopDatabase = () => cluster.stop();

// --- the load: writers creating courses, each acknowledged one remembered -------------------------

interface Tally {
  acknowledged: number[];
  statuses: Map<string, number>;
  /** Answers while the database was down: their status and time. */
  downAnswers: Answer[];
  transportErrors: number;
}

function writers(cookie: string, tally: Tally, isDown: () => boolean, until: () => boolean): Promise<void>[] {
  let n = 0;
  const headers = { host: host(), origin: `http://${host()}`, 'content-type': 'application/json', cookie };
  return Array.from({ length: WRITERS }, async () => {
    while (!until()) {
      n += 1;
      const name = `Curso de falha ${n} ${randomBytes(3).toString('hex')}`;
      try {
        const answer = await http(apiPort, 'POST', '/api/cursos', headers, JSON.stringify({ name, status: 'draft' }));
        tally.statuses.set(String(answer.status), (tally.statuses.get(String(answer.status)) ?? 0) + 1);
        if (answer.status === 201) tally.acknowledged.push((JSON.parse(answer.body) as { id: number }).id);
        if (isDown()) tally.downAnswers.push(answer);
      } catch {
        tally.transportErrors += 1;
      }
      if (isDown()) await sleep(100);
    }
  });
}

async function missing(cookie: string, ids: number[]): Promise<number> {
  let lost = 0;
  for (const id of ids) {
    const answer = await http(apiPort, 'GET', `/api/cursos/${id}`, { host: host(), cookie });
    if (answer.status !== 200) lost += 1;
  }
  return lost;
}

async function main(): Promise<void> {
  log(`private cluster in ${dir} on port ${cluster.port}`);
  const database = await apiDatabase(
    (name) => cluster.url(name),
    (name, user, password) => cluster.url(name, user, password),
  );

  apiPort = await freePort();
  apiEnv = {
    ...process.env,
    ...database,
    DATA_DIR: dir,
    LOG_LEVEL: 'error',
    NODE_ENV: 'development',
    SEED_DEMO: 'true',
    DEMO_TALENTS: '20',
    DATABASE_CONNECT_TIMEOUT_MS: '2000',
    RATE_LIMIT_STORE: 'memory',
    RATE_LIMIT_LOGIN_PER_IP: '1000',
  };
  delete apiEnv.REDIS_URL;
  api = await startApi(apiEnv, apiPort);
  const cookie = await sessionCookie();
  log('API ready on the private cluster; signed in as admin@sandbox.demo');

  // 1. The database stops after 4 s of load and starts again 6 s later; the load goes on 6 s more.
  const tally: Tally = { acknowledged: [], statuses: new Map(), downAnswers: [], transportErrors: 0 };
  let down = false;
  let done = false;
  const load = writers(
    cookie,
    tally,
    () => down,
    () => done,
  );
  await sleep(4000);
  stopDatabase();
  down = true;
  log('database stopped');
  const readyWhileDown: Answer[] = [];
  for (let i = 0; i < 10; i++) {
    readyWhileDown.push(await http(apiPort, 'GET', '/api/ready', {}));
    await sleep(500);
  }
  startDatabase();
  const back = performance.now();
  log('database started again');
  let recoveredMs = Number.NaN;
  while (performance.now() - back < 30_000) {
    const answer = await http(apiPort, 'GET', '/api/ready', {}).catch(() => null);
    if (answer?.status === 200) {
      recoveredMs = performance.now() - back;
      break;
    }
    await sleep(100);
  }
  down = false;
  await sleep(6000);
  done = true;
  await Promise.all(load);
  const lost = await missing(cookie, tally.acknowledged);

  // 2. SIGTERM mid-load: every request in flight gets its answer, the process exits, nothing acknowledged is lost.
  const term: Tally = { acknowledged: [], statuses: new Map(), downAnswers: [], transportErrors: 0 };
  let stopTerm = false;
  const termLoad = writers(
    cookie,
    term,
    () => false,
    () => stopTerm,
  );
  await sleep(3000);
  const exited = new Promise((r) => api?.once('exit', r));
  // No new request after this; those in flight must still get their answers.
  stopTerm = true;
  api?.kill('SIGTERM');
  await Promise.all(termLoad);
  await exited;
  api = await startApi(apiEnv, apiPort);
  const termCookie = await sessionCookie();
  const termLost = await missing(termCookie, term.acknowledged);

  // 3. SIGKILL during an import of 2,000 people: afterwards all of them or none, never part.
  const rows = Array.from({ length: 2000 }, (_, i) => `Falha${i},Importada,falha${i}@kill.test,Talento,,,,,,`);
  const csv = Buffer.from(
    ['Nome,Sobrenome,E-mail,Perfil,Empresa,Setor,Cargo,CPF,Data de nascimento,Telefone', ...rows].join('\n'),
  );
  const boundary = `ponte-${randomBytes(6).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    csv,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const importing = http(
    apiPort,
    'POST',
    '/api/importacao/usuarios',
    {
      host: host(),
      origin: `http://${host()}`,
      cookie: termCookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
  ).catch(() => null);
  await sleep(400);
  const killed = new Promise((r) => api?.once('exit', r));
  api?.kill('SIGKILL');
  await killed;
  const answeredBeforeKill = await importing;
  const check = new pg.Client({ connectionString: cluster.url('ponte') });
  await check.connect();
  const imported = Number(
    (await check.query(`select count(*)::int as n from users where email like '%@kill.test'`)).rows[0]?.n,
  );
  await check.end();

  const downMs = tally.downAnswers.map((a) => a.ms);
  const report = {
    databaseDown: {
      readyWhileDown: [...new Set(readyWhileDown.map((a) => a.status))],
      readyWhileDownMaxMs: Math.round(Math.max(...readyWhileDown.map((a) => a.ms))),
      writesWhileDown: tally.downAnswers.length,
      writeStatusesWhileDown: [...new Set(tally.downAnswers.map((a) => a.status))],
      writeMsWhileDownP50: Math.round(percentile(downMs, 50)),
      writeMsWhileDownMax: Math.round(Math.max(0, ...downMs)),
      readyAgainAfterMs: Math.round(recoveredMs),
      statuses: Object.fromEntries(tally.statuses),
      transportErrors: tally.transportErrors,
      acknowledged: tally.acknowledged.length,
      lost,
    },
    sigterm: {
      statuses: Object.fromEntries(term.statuses),
      transportErrors: term.transportErrors,
      acknowledged: term.acknowledged.length,
      lost: termLost,
    },
    sigkillDuringImport: {
      answeredBeforeKill: answeredBeforeKill?.status ?? null,
      peopleImported: imported,
      allOrNone: imported === 0 || imported === rows.length,
    },
  };
  console.info(JSON.stringify(report, null, 2));
  const ok =
    report.databaseDown.readyWhileDown.every((s) => s === 503) &&
    // Requests at the edges of the outage may still commit (201); none may fail otherwise (no 500, no hang).
    report.databaseDown.writeStatusesWhileDown.every((s) => s === 503 || s === 201) &&
    !('500' in report.databaseDown.statuses) &&
    report.databaseDown.readyAgainAfterMs <= 5000 &&
    lost === 0 &&
    termLost === 0 &&
    term.transportErrors === 0 &&
    report.sigkillDuringImport.allOrNone;
  if (!ok) process.exitCode = 1;
}

function killApi(): void {
  api?.kill('SIGKILL');
}

try {
  await main();
} finally {
  killApi();
  cluster.remove();
}
