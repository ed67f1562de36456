// Analytics at scale (issue 16 §1): every chart of /api/analise and the summary, for a tenant with
// 100,000 enrolments (with their events) and 10,000 mentorships, over the default period (the last 30
// days) and over 90 days, as the service runs them (a tenant transaction with row-level security).
// Target: p95 ≤ 300 ms per chart. Needs the scale seed (the talents are spread over the five tenants, so
// 50,000 puts 10,000 in mais-pra-ti: one course can hold at most that many):
//
//   createdb -h 127.0.0.1 -U postgres ponte_bench_analytics
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/ponte_bench_analytics \
//     npm run seed:scale -- --talents 50000 --enrolments 100000 --course-enrolments 10000 --mentorships 10000
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/ponte_bench_analytics npm run bench:analytics
import { ANALYTICS_KEYS, type AnalyticsQuery } from '@ponte/shared/analytics.schema';
import { addDays, todayIn } from '@ponte/shared/follow-up.schema';
import type { TenantSlug } from '@ponte/shared/tenants';
import { sql } from 'drizzle-orm';
import { ScopedDatabase } from '../apps/api/src/db/scope.ts';
import { AnalyticsService } from '../apps/api/src/modules/analytics/analytics.service.ts';
import { percentile } from './harness.ts';
import { benchDatabaseUrl, firstAdmin, openBench } from './support/service-bench.ts';

const url = benchDatabaseUrl('a database loaded by seed:scale --enrolments --mentorships');
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 30);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const TENANT = (process.env.BENCH_TENANT ?? 'mais-pra-ti') as TenantSlug;
const TARGET_P95_MS = 300;

const { handle, raw, tenant } = await openBench(url, TENANT);
const [counts] = await raw<{ enrolments: number; events: number; mentorships: number }>(sql`
  select (select count(*)::int from enrolments where tenant_id = ${tenant.id}) as enrolments,
    (select count(*)::int from enrolment_events where tenant_id = ${tenant.id}) as events,
    (select count(*)::int from mentorship_requests where tenant_id = ${tenant.id}) as mentorships`);
const admin = await firstAdmin(raw, tenant);
const service = new AnalyticsService(new ScopedDatabase(handle.db));
const today = todayIn();
const periods: Record<string, AnalyticsQuery> = {
  '30 days': { format: 'json' },
  '90 days': { format: 'json', de: addDays(today, -89), ate: today },
};

console.info(
  `tenant ${TENANT}: ${counts!.enrolments.toLocaleString('en')} enrolments, ${counts!.events.toLocaleString('en')} events, ${counts!.mentorships.toLocaleString('en')} mentorships`,
);
const results: { name: string; p50: number; p95: number; rows: number }[] = [];
for (const [label, query] of Object.entries(periods)) {
  const runs: [string, () => Promise<number>][] = [
    ['resumo', async () => Object.keys((await service.summary(tenant, admin, query)).figures).length],
    ...ANALYTICS_KEYS.map(
      (key) =>
        [key, async () => (await service.table(tenant, admin, key, query)).rows.length] as [
          string,
          () => Promise<number>,
        ],
    ),
  ];
  for (const [name, run] of runs) {
    for (let i = 0; i < WARMUP; i++) await run();
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < ITERATIONS; i++) {
      const start = process.hrtime.bigint();
      rows = await run();
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    times.sort((a, b) => a - b);
    results.push({ name: `${name} (${label})`, p50: percentile(times, 50), p95: percentile(times, 95), rows });
  }
}
console.info('| Chart | p50 ms | p95 ms | rows |');
console.info('|---|---:|---:|---:|');
for (const r of results) console.info(`| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.rows} |`);
const slow = results.filter((r) => !r.name.startsWith('resumo') && r.p95 > TARGET_P95_MS);
console.info(
  slow.length
    ? `over ${TARGET_P95_MS} ms at p95: ${slow.map((r) => r.name).join(', ')}`
    : `every chart within ${TARGET_P95_MS} ms at p95`,
);
await handle.close();
