// Gerenciar Inscrições at scale (issue 13 §5): one course with 100,000 enrolments in a tenant with a
// million. Times the calls the enrolments tab makes (the same service code the routes run, inside a
// tenant transaction with row-level security; each answer carries its page and the A/I/E/C counters):
// the first page, pages across the depth, filtered by status, by class, by both, by name, sorted by
// name, and the Admin's course list with counts per course. Needs the scale seed:
//
//   createdb -h 127.0.0.1 -U postgres ponte_bench_courses
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/ponte_bench_courses \
//     npm run seed:scale -- --talents 500000 --enrolments 1000000 --course-enrolments 100000
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/ponte_bench_courses npm run bench:courses
import type { EnrolmentListFilters } from '@ponte/shared/courses.schema';
import type { TenantSlug } from '@ponte/shared/tenants';
import { sql } from 'drizzle-orm';
import { ScopedDatabase } from '../apps/api/src/db/scope.ts';
import { CoursesService } from '../apps/api/src/modules/courses/courses.service.ts';
import type { NotificationsService } from '../apps/api/src/modules/notifications/notifications.service.ts';
import { benchDatabaseUrl, firstAdmin, measurer, openBench, reportAndExit } from './support/service-bench.ts';

const url = benchDatabaseUrl('a database loaded by seed:scale --enrolments');
const TENANT = (process.env.BENCH_TENANT ?? 'mais-pra-ti') as TenantSlug;
const COURSE_NAME = 'Escala · Gestão de Inscrições';
const TARGET_P95_MS = 50;

const { measure, runs } = measurer({ iterations: 200, warmup: 20 });

const { handle, raw, tenant } = await openBench(url, TENANT);
const [course] = await raw<{ id: number; n: number }>(sql`
  select c.id, (select count(*)::int from enrolments e where e.course_id = c.id) as n
  from courses c where c.tenant_id = ${tenant.id} and c.name = ${COURSE_NAME}`);
if (!course) {
  console.error(`no course "${COURSE_NAME}" in ${TENANT}: run seed:scale with --enrolments first`);
  process.exit(2);
}
const [{ n: inTenant } = { n: 0 }] = await raw<{ n: number }>(
  sql`select count(*)::int as n from enrolments where tenant_id = ${tenant.id}`,
);
const [classe] = await raw<{ id: number; n: number }>(sql`
  select classe_id as id, count(*)::int as n from enrolments where course_id = ${course.id}
  group by classe_id order by classe_id limit 1`);
const admin = await firstAdmin(raw, tenant);

const db = new ScopedDatabase(handle.db);
// Reads only: nothing here notifies.
const courses = new CoursesService(db, {} as NotificationsService);
const limit = 20;
const query = (over: Partial<EnrolmentListFilters> = {}): EnrolmentListFilters => ({
  sort: 'since',
  order: 'desc',
  limit,
  ...over,
});
const list = (over: Partial<EnrolmentListFilters> = {}) => courses.enrolments(tenant, admin, course.id, query(over));

/** Cursors spread over the whole list: a walk of 100-row pages, keeping every fifth cursor. */
async function cursorsOf(over: Partial<EnrolmentListFilters>): Promise<string[]> {
  const cursors: string[] = [];
  let cursor: string | undefined;
  let page = 0;
  do {
    const answer = await list({ ...over, limit: 100, cursor });
    cursor = answer.nextCursor ?? undefined;
    if (cursor && page++ % 5 === 0) cursors.push(cursor);
  } while (cursor);
  return cursors;
}
process.stderr.write('bench: walking the course for deep cursors…\n');
const deepSince = await cursorsOf({});
const deepName = await cursorsOf({ sort: 'name', order: 'asc' });
// Deep cursors for 100-row pages serve 20-row pages too: the cursor is a key, not an offset.

const results = [
  await measure('first page (newest change), with counters', async () => (await list()).items.length),
  await measure(
    'pages across the depth',
    async (i) => (await list({ cursor: deepSince[(i * 7) % deepSince.length] })).items.length,
  ),
  await measure('status E, first page', async () => (await list({ status: 'E' })).items.length),
  await measure('status I, oldest change first', async () => (await list({ status: 'I', order: 'asc' })).items.length),
  await measure(
    `one class (${classe!.n.toLocaleString('en')}), first page`,
    async () => (await list({ classeId: classe!.id })).items.length,
  ),
  await measure('one class, status C', async () => (await list({ classeId: classe!.id, status: 'C' })).items.length),
  await measure('sorted by name, first page', async () => (await list({ sort: 'name', order: 'asc' })).items.length),
  await measure(
    'sorted by name, pages across the depth',
    async (i) => (await list({ sort: 'name', order: 'asc', cursor: deepName[(i * 7) % deepName.length] })).items.length,
  ),
  await measure('search "silva" (name or e-mail)', async () => (await list({ q: 'silva' })).items.length),
  await measure('search with no match', async () => (await list({ q: 'zzzzqx' })).items.length),
  await measure(
    "Admin's course list with counts per course",
    async () =>
      (
        await courses.list(tenant, admin, {
          sort: 'name',
          order: 'asc',
          limit: 24,
        })
      ).items.length,
  ),
];
// The CSV of the whole course, once: a download, not a page (every row, 10,000 a query).
const csvStart = process.hrtime.bigint();
const csv = await courses.csv(tenant, admin, 'pt-BR', course.id, {});
const csvMs = Number(process.hrtime.bigint() - csvStart) / 1e6;
await handle.close();

console.info(
  `\nGerenciar Inscrições at scale: tenant ${TENANT}, ${inTenant.toLocaleString('en')} enrolments, course ${course.id} with ${course.n.toLocaleString('en')}`,
);
console.info(
  `CSV of the whole course (${course.n.toLocaleString('en')} rows, ${(csv.body.length / 1_048_576).toFixed(1)} MiB): ${(csvMs / 1000).toFixed(1)} s, once`,
);
console.info(`${runs} (page + A/I/E/C counters)\n`);
reportAndExit(results, TARGET_P95_MS);
