/**
 * `npm run seed:scale -- --talents 1000000`: loads a large crowd of talents (profiles, languages,
 * course enrolments, last sign-in, occupation area) spread evenly across the tenants, to measure the
 * talent search at scale (bench/talent-search.ts, docs/performance.md). With `--enrolments 1000000`
 * (and `--course-enrolments 100000`, `--enrolments-tenant mais-pra-ti`) it then fills one tenant with
 * a million enrolments, a hundred thousand of them in one course, for bench/courses.ts. PostgreSQL only
 * (DATABASE_URL); point it at a throwaway database, never production. This file makes the rows; the
 * writes are modules/demo/scale-seed.repository.ts (batches of BATCH rows, search indexes dropped for
 * the load and built again from the migration files).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { fakerPT_BR } from '@faker-js/faker';
import { GENDERS, RACE_COLORS } from '@ponte/shared/profile-enums';
import { BRAZILIAN_STATE_CODES, type BrazilianStateCode } from '@ponte/shared/reference/brazilian-states';
import { loadMunicipalities, type Municipality } from '@ponte/shared/reference/municipalities';
import { TENANT_SLUGS, type TenantSlug } from '@ponte/shared/tenants';
import { openDatabase } from './db/client.ts';
import { DEMO_CLASS_NAMES, demoCourseNames } from './modules/demo/demo-courses.ts';
import { DEMO_PASSWORD } from './modules/demo/demo-seed.ts';
import { slug } from './modules/demo/demo-slug.ts';
import { HARD_SKILLS, SOFT_SKILLS } from './modules/demo/demo-talents.ts';
import {
  type ScaleEnrolments,
  type ScaleLanguages,
  type ScaleProfiles,
  ScaleSeedConnection,
  type ScaleUsers,
} from './modules/demo/scale-seed.repository.ts';
import { prepareDatabase } from './prepare.ts';
import { hashPassword } from './security/password.ts';

const BATCH = 5_000;
const DAY_MS = 86_400_000;
/** The migrations that define the search indexes, in order: a later one may redefine or drop an index. */
const INDEX_MIGRATIONS = [
  '0008_talent_search_indexes.sql',
  '0009_talent_search_denormalised.sql',
  '0010_talent_search_per_tenant.sql',
  '0038_folded_search.sql',
].map((file) => join(dirname(fileURLToPath(import.meta.url)), '../drizzle', file));

const { values } = parseArgs({
  options: {
    talents: { type: 'string', default: '1000000' },
    // Gerenciar Inscrições at scale (issue 13), off by default so the talent load stays as fast as it was:
    // --enrolments 1000000 puts a million enrolments in one tenant, --course-enrolments 100000 of them
    // in one course (bench/courses.ts).
    enrolments: { type: 'string', default: '0' },
    'course-enrolments': { type: 'string', default: '100000' },
    'enrolments-tenant': { type: 'string', default: 'mais-pra-ti' },
    // Analytics at scale (issue 16): this many mentorship requests (with their LINKED events) among 200
    // mentors of the enrolments tenant (bench/analytics.ts).
    mentorships: { type: 'string', default: '0' },
  },
  allowPositionals: false,
});
const enrolmentsTarget = Number(values.enrolments);
const courseEnrolments = Number(values['course-enrolments']);
if (
  !Number.isInteger(enrolmentsTarget) ||
  enrolmentsTarget < 0 ||
  !Number.isInteger(courseEnrolments) ||
  courseEnrolments < 1
)
  throw new Error('--enrolments and --course-enrolments must be whole numbers');
const mentorshipsTarget = Number(values.mentorships);
if (!Number.isInteger(mentorshipsTarget) || mentorshipsTarget < 0)
  throw new Error('--mentorships must be a whole number');
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

  const connection = await ScaleSeedConnection.open(url as string);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const tenants = (await connection.tenants()).filter((t) => (TENANT_SLUGS as readonly string[]).includes(t.slug));

  const f = fakerPT_BR;
  f.seed(77);
  const firstNames = [...new Set(Array.from({ length: 3000 }, () => f.person.firstName()))];
  const lastNames = [...new Set(Array.from({ length: 3000 }, () => f.person.lastName()))];
  const cities = new Map<BrazilianStateCode, readonly Municipality[]>();
  for (const uf of BRAZILIAN_STATE_CODES) cities.set(uf, await loadMunicipalities(uf));
  const genders = GENDERS.map((g) => g.value);
  const races = RACE_COLORS.map((r) => r.value);

  log('dropping the search indexes for the load');
  const indexSql = await connection.dropSearchIndexes(INDEX_MIGRATIONS);

  const perTenant = Math.floor(total / tenants.length);
  let loaded = 0;
  for (const [tenantIndex, tenant] of tenants.entries()) {
    const count = tenantIndex === tenants.length - 1 ? total - perTenant * (tenants.length - 1) : perTenant;
    const classesByCourse = await connection.ensureCourses(
      tenant.id,
      demoCourseNames(tenant.slug as TenantSlug),
      DEMO_CLASS_NAMES,
    );
    const runId = Date.now().toString(36);
    for (let start = 0; start < count; start += BATCH) {
      const size = Math.min(BATCH, count - start);
      const u: ScaleUsers = { first: [], last: [], email: [], login: [], sector: [] };
      for (let i = 0; i < size; i++) {
        const first = pickOne(firstNames);
        const last = `${pickOne(lastNames)} ${pickOne(lastNames)}`;
        u.first.push(first);
        u.last.push(last);
        u.email.push(`${slug(first)}.${slug(last)}.${runId}${start + i}@${tenant.slug}.scale`);
        u.login.push(chance(0.85) ? new Date(started - int(0, 365) * DAY_MS - int(0, DAY_MS)).toISOString() : null);
        u.sector.push(chance(0.7) ? int(10, 19) : null);
      }
      await connection.insertTalents(tenant.id, passwordHash, u, (ids) => {
        const p: ScaleProfiles = {
          user: ids,
          soft: [],
          hard: [],
          state: [],
          city: [],
          cityCode: [],
          gender: [],
          race: [],
          pcd: [],
          phone: [],
          birth: [],
        };
        const l: ScaleLanguages = { user: [], name: [], level: [] };
        const e: ScaleEnrolments = { user: [], course: [], classe: [], status: [] };
        for (const id of ids) {
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
            l.level.push(int(1, 5));
          }
          if (chance(0.85)) {
            for (const [courseId, classIds] of pickSome([...classesByCourse], 1, 2)) {
              e.user.push(id);
              e.course.push(courseId);
              e.classe.push(pickOne(classIds));
              e.status.push(pickOne(['A', 'A', 'A', 'C', 'I', 'E']));
            }
          }
        }
        return { profiles: p, languages: l, enrolments: e };
      });
      loaded += size;
      if (loaded % 50_000 < BATCH) log(`${loaded.toLocaleString('en')} / ${total.toLocaleString('en')} talents`);
    }
  }

  log('building the search indexes, then vacuum analyze');
  await connection.rebuildSearchIndexes(indexSql);
  if (enrolmentsTarget > 0) {
    const tenant = tenants.find((t) => t.slug === values['enrolments-tenant']);
    if (!tenant) throw new Error(`no tenant ${values['enrolments-tenant']}`);
    log(
      `enrolments: ${courseEnrolments.toLocaleString('en')} in one course, ${enrolmentsTarget.toLocaleString('en')} in ${tenant.slug}`,
    );
    const loadedEnrolments = await connection.loadEnrolments(
      tenant.id,
      { courseEnrolments, tenantEnrolments: enrolmentsTarget },
      log,
    );
    log(
      `enrolments done: course ${loadedEnrolments.courseId}, ${loadedEnrolments.tenantEnrolments.toLocaleString('en')} in ${tenant.slug}`,
    );
  }
  if (mentorshipsTarget > 0) {
    const tenant = tenants.find((t) => t.slug === values['enrolments-tenant']);
    if (!tenant) throw new Error(`no tenant ${values['enrolments-tenant']}`);
    const made = await connection.loadMentorships(tenant.id, passwordHash, mentorshipsTarget);
    log(`mentorships: ${made.toLocaleString('en')} linked in ${tenant.slug}`);
  }
  await connection.close();
  log(`done: ${loaded.toLocaleString('en')} talents`);
}

await main();
