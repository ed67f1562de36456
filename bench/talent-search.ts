// Talent search at scale: times the talent list service (the same code GET /api/talentos runs,
// inside a tenant transaction with row-level security) against a database seeded by
// `npm run seed:scale`. Reports p50/p95/p99 for a primary-key lookup, a 6-filter search, a name
// search and keyset pages at several depths, checks the targets, and prints the EXPLAIN ANALYZE of
// the 6-filter search. See docs/performance.md.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/ponte_bench npm run bench:talents
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TalentQuery } from '@ponte/shared/talents.schema';
import { TENANTS, type TenantSlug } from '@ponte/shared/tenants';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { users } from '../apps/api/src/db/schema.ts';
import { ScopedDatabase } from '../apps/api/src/db/scope.ts';
import { encodeCursor } from '../apps/api/src/http/keyset-cursor.ts';
import { explainTalentSearch, TALENT_SEARCH_SETTINGS } from '../apps/api/src/modules/talents/talents.repository.ts';
import { TalentsService, talentCursorList } from '../apps/api/src/modules/talents/talents.service.ts';
import type { Tenant } from '../apps/api/src/modules/tenant/tenant.service.ts';
import { percentile } from './harness.ts';

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.error('BENCH_DATABASE_URL is required (a PostgreSQL database seeded by `npm run seed:scale`)');
  process.exit(2);
}
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const TENANT: TenantSlug = (process.env.BENCH_TENANT as TenantSlug | undefined) ?? 'sandbox';

let seed = 12345;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

interface Result {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  meanRows: number;
}

async function measure(name: string, run: () => Promise<number>): Promise<Result> {
  for (let i = 0; i < WARMUP; i++) await run();
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < ITERATIONS; i++) {
    const start = process.hrtime.bigint();
    rows += await run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const result = {
    name,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    meanRows: rows / ITERATIONS,
  };
  process.stderr.write(`bench: ${name} p95 ${result.p95.toFixed(2)} ms\n`);
  return result;
}

const handle = await openDatabase({ driver: 'postgres', url, poolMax: 2, connectTimeoutMs: 5000 });
const db = new ScopedDatabase(handle.db);
const raw = async <T>(query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

const [tenantRow] = await raw<{ id: string }>(sql`select id from tenants where slug = ${TENANT}`);
if (!tenantRow) throw new Error(`no tenant ${TENANT}`);
const tenant: Tenant = { id: tenantRow.id, slug: TENANT, definition: TENANTS[TENANT] };
const [admin] = await raw<{ id: number }>(
  sql`select id from users where tenant_id = ${tenant.id} and role = 'Admin' order by id limit 1`,
);
const [{ n: talentCount } = { n: 0 }] = await raw<{ n: number }>(
  sql`select count(*)::int as n from users where tenant_id = ${tenant.id} and role = 'Talento' and status = 'active'`,
);
const [{ n: totalTalents } = { n: 0 }] = await raw<{ n: number }>(
  sql`select count(*)::int as n from users where role = 'Talento'`,
);
if (talentCount < 20_000)
  throw new Error(`only ${talentCount} talents in ${TENANT}: seed with npm run seed:scale first`);
const caller = { id: admin?.id ?? 0, role: 'Admin' as const };
const service = new TalentsService(db);
const ids = (
  await raw<{ id: number }>(
    sql`select id from users where tenant_id = ${tenant.id} and role = 'Talento' order by random() limit 1000`,
  )
).map((r) => r.id);

const base = { view: 'base', sort: 'name', order: 'asc', limit: 20 } as const;
const SOFT = ['Comunicação', 'Liderança', 'Empatia', 'Criatividade', 'Organização', 'Negociação'];
const HARD = ['React', 'SQL', 'Python', 'Excel', 'Docker', 'TypeScript', 'Figma'];
const STATES = ['SP', 'MG', 'RJ', 'BA', 'PR', 'RS'] as const;
const sixFilters = (): TalentQuery => ({
  ...base,
  areaOfOperation: 10 + Math.floor(random() * 10),
  softSkills: [pick(SOFT)],
  hardSkills: [pick(HARD)],
  nameLanguage: [pick(['ENGLISH', 'SPANISH'])],
  generalLevel: pick([2, 3]),
  state: pick(STATES),
});
const NAME_FRAGMENTS = ['silva', 'souza', 'olivei', 'santos', 'pereira', 'lima', 'ana ', 'maria', 'carvalho', 'rocha'];

/** The cursor that starts the page after `offset` rows (name asc), as the previous page would have made it. */
async function cursorAt(offset: number): Promise<string> {
  const rows = await raw<{ id: number; first: string; last: string }>(sql`
    select u.id, u.first_name as first, u.last_name as last from users u
    where u.tenant_id = ${tenant.id} and u.role = 'Talento' and u.status = 'active'
    order by u.first_name, u.last_name, u.id offset ${offset - 1} limit 1`);
  const row = rows[0];
  if (!row) throw new Error(`no row at ${offset}`);
  return encodeCursor(talentCursorList('name', 'asc'), [row.first, row.last, row.id]);
}
const depth10k = await cursorAt(10_000);
const deepest = await cursorAt(talentCount - 40);

const results: Result[] = [];
results.push(
  await measure('primary-key lookup', async () => {
    const id = pick(ids);
    const rows = await db.inTenant(tenant.id, (tx) =>
      tx.select({ id: users.id, firstName: users.firstName }).from(users).where(eq(users.id, id)),
    );
    return rows.length;
  }),
);
results.push(
  await measure('6-filter search', async () => (await service.list(tenant, caller, sixFilters())).items.length),
);
results.push(
  await measure(
    'name search',
    async () => (await service.list(tenant, caller, { ...base, name: pick(NAME_FRAGMENTS) })).items.length,
  ),
);
results.push(
  await measure('page 1 (name asc)', async () => (await service.list(tenant, caller, { ...base })).items.length),
);
results.push(
  await measure(
    'page after row 10,000',
    async () => (await service.list(tenant, caller, { ...base, cursor: depth10k })).items.length,
  ),
);
results.push(
  await measure(
    `page after row ${(talentCount - 40).toLocaleString('en')} (last)`,
    async () => (await service.list(tenant, caller, { ...base, cursor: deepest })).items.length,
  ),
);

const byName = (name: string) => results.find((r) => r.name.startsWith(name)) as Result;
const pk = byName('primary-key');
const six = byName('6-filter');
const page1 = byName('page 1');
const page10k = byName('page after row 10,000');
const checks = [
  ['6-filter p95 ≤ 10 × PK p95', six.p95 <= 10 * pk.p95, `${six.p95.toFixed(2)} vs ${(10 * pk.p95).toFixed(2)} ms`],
  ['6-filter p95 ≤ 100 ms', six.p95 <= 100, `${six.p95.toFixed(2)} ms`],
  [
    'depth-10,000 page p95 ≤ 1.5 × page 1 p95',
    page10k.p95 <= 1.5 * page1.p95,
    `${page10k.p95.toFixed(2)} vs ${(1.5 * page1.p95).toFixed(2)} ms`,
  ],
] as const;

const explainQuery = {
  tenantId: tenant.id,
  areaOfOperation: 12,
  softSkills: ['Comunicação'],
  hardSkills: ['React'],
  nameLanguage: ['ENGLISH'],
  levelIds: [3, 4, 5],
  state: 'SP',
  sort: 'name' as const,
  order: 'asc' as const,
  limit: 20,
};
const plan = await db.inTenant(tenant.id, (tx) => explainTalentSearch(tx, explainQuery), TALENT_SEARCH_SETTINGS);
await handle.close();

const lines = [
  `load average at the end: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} (${cpus().length} CPUs)`,
  `talents: ${totalTalents.toLocaleString('en')} in all, ${talentCount.toLocaleString('en')} in ${TENANT}; ${ITERATIONS} timed runs each after ${WARMUP} warm-up, one client`,
  '',
  '| query | p50 ms | p95 ms | p99 ms | rows |',
  '|-------|-------:|-------:|-------:|-----:|',
  ...results.map(
    (r) => `| ${r.name} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.meanRows.toFixed(1)} |`,
  ),
  '',
  ...checks.map(([name, ok, detail]) => `${ok ? 'PASS' : 'FAIL'} ${name} (${detail})`),
];
process.stdout.write(`${lines.join('\n')}\n`);
process.stdout.write(
  `\nEXPLAIN ANALYZE of the 6-filter search (${JSON.stringify({ ...explainQuery, tenantId: undefined })}):\n${plan}\n`,
);
mkdirSync(join(BENCH_DIR, 'results'), { recursive: true });
const file = join(BENCH_DIR, 'results', `talent-search-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ tenant: TENANT, talentCount, totalTalents, results, checks, plan }, null, 2));
process.stderr.write(`bench: wrote ${file}\n`);
if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
