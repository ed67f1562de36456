import { TENANTS, type TenantSlug } from '@ponte/shared/tenants';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../../apps/api/src/db/client.ts';
import type { AuthenticatedUser } from '../../apps/api/src/http/request-context.ts';
import type { Tenant } from '../../apps/api/src/modules/tenant/tenant.service.ts';
import { prepareDatabase } from '../../apps/api/src/prepare.ts';
import { percentile } from '../harness.ts';

/** The PostgreSQL database a service bench runs on; without BENCH_DATABASE_URL it stops and says what it needs. */
export function benchDatabaseUrl(needs: string): string {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.error(`BENCH_DATABASE_URL is required (${needs})`);
    process.exit(2);
  }
  return url;
}

export interface Timing {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  /** What a run answered (rows), on average. */
  rows: number;
}

/** Times `run` `iterations` times after `warmup` runs that are not counted. */
export async function measure(
  name: string,
  run: (i: number) => Promise<number>,
  { iterations, warmup }: { iterations: number; warmup: number },
): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await run(i);
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < iterations; i++) {
    const start = process.hrtime.bigint();
    rows += await run(i);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return {
    name,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rows: rows / iterations,
  };
}

/**
 * `measure` with the run counts BENCH_ITERATIONS and BENCH_WARMUP ask for (else the bench's defaults),
 * and the line that states them above the figures.
 */
export function measurer(defaults: { iterations: number; warmup: number }) {
  const counts = {
    iterations: Number(process.env.BENCH_ITERATIONS ?? defaults.iterations),
    warmup: Number(process.env.BENCH_WARMUP ?? defaults.warmup),
  };
  return {
    measure: (name: string, run: (i: number) => Promise<number>) => measure(name, run, counts),
    runs: `${counts.iterations} runs each after ${counts.warmup} warm-up, one client, times in ms`,
  };
}

export type RawQuery = <T>(query: ReturnType<typeof sql>) => Promise<T[]>;

/**
 * The bench's database as the app opens it (migrated and seeded with the demo people first when `prepare`),
 * a query helper that runs as the owner (for loading and counting, outside row-level security), and the
 * tenant the bench measures.
 */
export async function openBench(
  url: string,
  slug: TenantSlug,
  { prepare = false }: { prepare?: boolean } = {},
): Promise<{ handle: DatabaseHandle; raw: RawQuery; tenant: Tenant }> {
  const handle = await openDatabase({ driver: 'postgres', url, poolMax: 2, connectTimeoutMs: 5000 });
  if (prepare) await prepareDatabase(handle, { seedDemo: true, demoTalents: 0 });
  const raw: RawQuery = async <T>(query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
  const [row] = await raw<{ id: string }>(sql`select id from tenants where slug = ${slug}`);
  if (!row) throw new Error(`no tenant ${slug}`);
  return { handle, raw, tenant: { id: row.id, slug, definition: TENANTS[slug] } };
}

/**
 * Prints the timings as the Markdown table docs/performance.md keeps, then ends the process: 0 when every
 * p95 is within `targetP95Ms`, 1 otherwise (naming the calls over it).
 */
export function reportAndExit(results: readonly Timing[], targetP95Ms: number): never {
  console.info('| call | p50 | p95 | p99 | rows |');
  console.info('|---|---:|---:|---:|---:|');
  for (const r of results) {
    console.info(
      `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rows.toFixed(0)} |`,
    );
  }
  const slow = results.filter((r) => r.p95 > targetP95Ms);
  console.info(
    slow.length === 0
      ? `\nall p95 ≤ ${targetP95Ms} ms ✔`
      : `\nover ${targetP95Ms} ms: ${slow.map((r) => r.name).join(', ')} ✖`,
  );
  process.exit(slow.length === 0 ? 0 : 1);
}

/** The tenant's first Admin, as a signed-in caller of the services. */
export async function firstAdmin(raw: RawQuery, tenant: Tenant): Promise<AuthenticatedUser> {
  const [row] = await raw<{ id: number; public_id: string }>(
    sql`select id, public_id from users where tenant_id = ${tenant.id} and role = 'Admin' order by id limit 1`,
  );
  if (!row) throw new Error(`no Admin in ${tenant.slug}`);
  return {
    id: row.id,
    publicId: row.public_id,
    role: 'Admin',
    email: 'admin@bench',
    firstName: 'Admin',
    lastName: 'Bench',
    position: null,
    emailVerified: true,
    language: 'pt-BR',
  };
}
