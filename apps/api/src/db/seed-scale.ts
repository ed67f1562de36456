/**
 * `npm run seed:scale -- --talents 1000000`: loads a large crowd of talents (profiles, languages,
 * course enrolments, last sign-in, occupation area) spread evenly across the tenants, to measure the
 * talent search at scale (bench/talent-search.ts, docs/performance.md). PostgreSQL only
 * (DATABASE_URL); point it at a throwaway database, never production.
 *
 * Speed: rows go in as multi-row `insert … select from unnest($arrays)` statements of BATCH rows,
 * one round trip per table per batch. The search indexes (migrations 0008 to 0010) are dropped first and
 * built again afterwards from the migration files themselves: building a GIN index once is far cheaper
 * than maintaining it through a million inserts.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { fakerPT_BR } from '@faker-js/faker';
import { GENDERS, RACE_COLORS } from '@ponte/shared/profile-enums';
import { BRAZILIAN_STATE_CODES, type BrazilianStateCode } from '@ponte/shared/reference/brazilian-states';
import { loadMunicipalities, type Municipality } from '@ponte/shared/reference/municipalities';
import { TENANT_SLUGS } from '@ponte/shared/tenants';
import pg from 'pg';
import { DEMO_CLASS_NAMES, demoCourseNames } from '../modules/demo/demo-courses.ts';
import { slug } from '../modules/demo/demo-slug.ts';
import { HARD_SKILLS, SOFT_SKILLS } from '../modules/demo/demo-talents.ts';
import { hashPassword } from '../security/password.ts';
import { openDatabase } from './client.ts';
import { prepareDatabase } from './prepare.ts';
import { DEMO_PASSWORD } from './seed.ts';

const BATCH = 5_000;
const DAY_MS = 86_400_000;
/** The migrations that define the search indexes, in order: a later one may redefine or drop an index. */
const INDEX_MIGRATIONS = [
  '0008_talent_search_indexes.sql',
  '0009_talent_search_denormalised.sql',
  '0010_talent_search_per_tenant.sql',
].map((file) => join(dirname(fileURLToPath(import.meta.url)), '../../drizzle', file));

const { values } = parseArgs({
  options: { talents: { type: 'string', default: '1000000' } },
  allowPositionals: false,
});
const total = Number(values.talents);
if (!Number.isInteger(total) || total < 1)
  throw new Error(`--talents must be a positive integer, got ${values.talents}`);
const url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('seed:scale needs DATABASE_URL=postgres://… (PGlite is refused: it is not a scale database)');
  process.exit(2);
}

/** mulberry32: a tiny seeded generator; faker per row would dominate the load time. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(20_261_122);
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const chance = (p: number) => random() < p;
const pickOne = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
function pickSome<T>(list: readonly T[], min: number, max: number): T[] {
  const n = int(min, max);
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}

const STATE_WEIGHTS: Partial<Record<BrazilianStateCode, number>> = {
  SP: 22,
  MG: 10,
  RJ: 8,
  BA: 7,
  PR: 6,
  RS: 5,
  PE: 5,
  CE: 4,
  PA: 4,
  SC: 4,
  GO: 3,
  DF: 3,
};
const stateBag = BRAZILIAN_STATE_CODES.flatMap((uf) => Array<BrazilianStateCode>(STATE_WEIGHTS[uf] ?? 1).fill(uf));

/** A PostgreSQL array literal of strings, each quoted. */
function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((s) => `"${s.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

async function main(): Promise<void> {
  const started = Date.now();
  const log = (message: string) => console.info(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);

  // Migrate and seed the tenants, options and one demo person per role (no demo crowd).
  const handle = await openDatabase({ driver: 'postgres', url: url as string, poolMax: 2, connectTimeoutMs: 5000 });
  await prepareDatabase(handle, { seedDemo: true, demoTalents: 0 });
  await handle.close();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const tenants = (
    await client.query<{ id: string; slug: string }>('select id, slug from tenants order by slug')
  ).rows.filter((t) => (TENANT_SLUGS as readonly string[]).includes(t.slug));

  const f = fakerPT_BR;
  f.seed(77);
  const firstNames = [...new Set(Array.from({ length: 3000 }, () => f.person.firstName()))];
  const lastNames = [...new Set(Array.from({ length: 3000 }, () => f.person.lastName()))];
  const cities = new Map<BrazilianStateCode, readonly Municipality[]>();
  for (const uf of BRAZILIAN_STATE_CODES) cities.set(uf, await loadMunicipalities(uf));
  const genders = GENDERS.map((g) => g.value);
  const races = RACE_COLORS.map((r) => r.value);

  // The last CREATE INDEX of each name, less those a later migration drops.
  const indexByName = new Map<string, string>();
  for (const file of INDEX_MIGRATIONS) {
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint')) {
      const text = statement.replace(/^--.*$/gm, '').trim();
      const created = /^CREATE INDEX IF NOT EXISTS "([^"]+)"/.exec(text)?.[1];
      const dropped = /^DROP INDEX IF EXISTS "([^"]+)"/.exec(text)?.[1];
      if (created) indexByName.set(created, text);
      if (dropped) indexByName.delete(dropped);
    }
  }
  const indexSql = [...indexByName.values()];
  // Migration 0010's per-tenant GIN indexes, created by its function rather than by name.
  const tenantIndexes = await client.query<{ name: string }>(
    `select indexname as name from pg_indexes where tablename = 'profiles' and indexname like 'profiles\\_talent\\_search\\_%'`,
  );
  const indexNames = [...indexByName.keys(), ...tenantIndexes.rows.map((r) => r.name)];
  log(`dropping ${indexNames.length} search indexes for the load`);
  for (const name of indexNames) await client.query(`drop index if exists "${name}"`);

  const perTenant = Math.floor(total / tenants.length);
  let loaded = 0;
  for (const [tenantIndex, tenant] of tenants.entries()) {
    const count = tenantIndex === tenants.length - 1 ? total - perTenant * (tenants.length - 1) : perTenant;
    // Courses and classes to enrol people in (created once per tenant).
    const classesByCourse = await ensureCourses(client, tenant.id, tenant.slug);
    const runId = Date.now().toString(36);
    for (let start = 0; start < count; start += BATCH) {
      const size = Math.min(BATCH, count - start);
      const u = {
        first: [] as string[],
        last: [] as string[],
        email: [] as string[],
        login: [] as (string | null)[],
        sector: [] as (number | null)[],
      };
      for (let i = 0; i < size; i++) {
        const first = pickOne(firstNames);
        const last = `${pickOne(lastNames)} ${pickOne(lastNames)}`;
        u.first.push(first);
        u.last.push(last);
        u.email.push(`${slug(first)}.${slug(last)}.${runId}${start + i}@${tenant.slug}.scale`);
        u.login.push(chance(0.85) ? new Date(started - int(0, 365) * DAY_MS - int(0, DAY_MS)).toISOString() : null);
        u.sector.push(chance(0.7) ? int(10, 19) : null);
      }
      await client.query('begin');
      await client.query(`select set_config('app.tenant_id', $1, true)`, [tenant.id]);
      const inserted = await client.query<{ id: number; email: string }>(
        `insert into users (tenant_id, first_name, last_name, email, role, password_hash, email_verified_at, last_login_at, sector_id)
         select $1, f, l, e, 'Talento', $2, now(), ll, s
         from unnest($3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::int[]) as t(f, l, e, ll, s)
         returning id, email`,
        [tenant.id, passwordHash, u.first, u.last, u.email, u.login, u.sector],
      );
      const idByEmail = new Map(inserted.rows.map((r) => [r.email, r.id]));
      const ids = u.email.map((email) => idByEmail.get(email) as number);
      const p = {
        user: ids,
        soft: [] as string[],
        hard: [] as string[],
        state: [] as string[],
        city: [] as string[],
        cityCode: [] as number[],
        gender: [] as string[],
        race: [] as string[],
        pcd: [] as string[],
        phone: [] as string[],
        birth: [] as string[],
      };
      const l = { user: [] as number[], name: [] as string[], level: [] as number[] };
      // profiles.occupation_area and language_levels, as talent-search-sync.repository.ts computes them.
      const area = u.sector;
      const tokens: string[] = [];
      const e = { user: [] as number[], course: [] as number[], classe: [] as number[], status: [] as string[] };
      for (const id of ids) {
        const personTokens = new Set<string>();
        const uf = pickOne(stateBag);
        const city = pickOne(cities.get(uf) ?? []);
        p.soft.push(arrayLiteral(pickSome(SOFT_SKILLS, 2, 5)));
        p.hard.push(arrayLiteral(pickSome(HARD_SKILLS, 1, 6)));
        p.state.push(uf);
        p.city.push(city.label);
        p.cityCode.push(city.value);
        p.gender.push(pickOne(genders));
        p.race.push(pickOne(races));
        p.pcd.push(chance(0.08) ? 'S' : 'N');
        p.phone.push(`${int(11, 99)}9${String(int(0, 99_999_999)).padStart(8, '0')}`);
        p.birth.push(
          `${int(1980, 2009)}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`,
        );
        for (const [name, probability] of [
          ['ENGLISH', 0.7],
          ['SPANISH', 0.35],
          ['FRENCH', 0.05],
          ['LIBRAS', 0.08],
        ] as const) {
          if (!chance(probability)) continue;
          l.user.push(id);
          l.name.push(name);
          const level = int(1, 5);
          l.level.push(level);
          for (const token of [name, `${name}:${level}`, `:${level}`]) personTokens.add(token);
        }
        tokens.push(arrayLiteral([...personTokens].sort()));
        if (chance(0.85)) {
          for (const [courseId, classIds] of pickSome([...classesByCourse], 1, 2)) {
            e.user.push(id);
            e.course.push(courseId);
            e.classe.push(pickOne(classIds));
            e.status.push(pickOne(['A', 'A', 'A', 'C', 'I', 'E']));
          }
        }
      }
      await client.query(
        `insert into profiles (tenant_id, user_id, soft_skills, hard_skills, country, state, city, city_code, gender,
                               race_color, disability, phone_dial_code, phone, birth_date, nationality,
                               occupation_area, language_levels)
         select $1, u, s::varchar[], h::varchar[], 'Brasil', st, c, cc, g, r, d, '55', ph, b::date, 'B', a, k::varchar[]
         from unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::text[], $9::text[],
                     $10::text[], $11::text[], $12::text[], $13::int[], $14::text[])
              as t(u, s, h, st, c, cc, g, r, d, ph, b, a, k)`,
        [
          tenant.id,
          p.user,
          p.soft,
          p.hard,
          p.state,
          p.city,
          p.cityCode,
          p.gender,
          p.race,
          p.pcd,
          p.phone,
          p.birth,
          area,
          tokens,
        ],
      );
      await client.query(
        `insert into profile_languages (tenant_id, user_id, name_language, general_level, speaking_level)
         select $1, u, n, g, g from unnest($2::int[], $3::text[], $4::int[]) as t(u, n, g)`,
        [tenant.id, l.user, l.name, l.level],
      );
      await client.query(
        `insert into person_courses (tenant_id, user_id, course_id, classe_id, status)
         select $1, u, c, k, s from unnest($2::int[], $3::int[], $4::int[], $5::text[]) as t(u, c, k, s)`,
        [tenant.id, e.user, e.course, e.classe, e.status],
      );
      await client.query('commit');
      loaded += size;
      if (loaded % 50_000 < BATCH) log(`${loaded.toLocaleString('en')} / ${total.toLocaleString('en')} talents`);
    }
  }

  log('building the search indexes');
  await client.query(`set maintenance_work_mem = '256MB'`);
  for (const statement of indexSql) await client.query(statement);
  await client.query('select create_talent_search_index(id) from tenants');
  // VACUUM sets the visibility map, without which every index-only scan still visits the heap.
  log('vacuum analyze');
  await client.query('vacuum analyze');
  await client.end();
  log(`done: ${loaded.toLocaleString('en')} talents`);
}

async function ensureCourses(client: pg.Client, tenantId: string, tenantSlug: string): Promise<Map<number, number[]>> {
  await client.query('begin');
  await client.query(`select set_config('app.tenant_id', $1, true)`, [tenantId]);
  const existing = await client.query<{ course_id: number; id: number }>(
    'select course_id, id from classes where tenant_id = $1 order by course_id, id',
    [tenantId],
  );
  if (existing.rows.length === 0) {
    for (const name of demoCourseNames(tenantSlug as Parameters<typeof demoCourseNames>[0])) {
      const course = await client.query<{ id: number }>(
        'insert into courses (tenant_id, name) values ($1, $2) returning id',
        [tenantId, name],
      );
      for (const className of DEMO_CLASS_NAMES) {
        const row = await client.query<{ course_id: number; id: number }>(
          'insert into classes (tenant_id, course_id, name) values ($1, $2, $3) returning course_id, id',
          [tenantId, course.rows[0]?.id, className],
        );
        existing.rows.push(...row.rows);
      }
    }
  }
  await client.query('commit');
  const map = new Map<number, number[]>();
  for (const row of existing.rows) map.set(row.course_id, [...(map.get(row.course_id) ?? []), row.id]);
  return map;
}

await main();
