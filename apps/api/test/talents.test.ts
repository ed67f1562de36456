import { CAPABILITY_MATRIX } from '@ponte/shared/permissions';
import { ROLES, type Role } from '@ponte/shared/roles';
import {
  MENTOR_FORBIDDEN_FILTERS,
  type TalentFilterOptions,
  type TalentListResponse,
  talentQueryToSearchParams,
} from '@ponte/shared/talents.schema';
import { TENANT_SLUGS, TENANTS, type TenantSlug } from '@ponte/shared/tenants';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ScopedDatabase } from '../src/db/scope.ts';
import { TalentsService } from '../src/modules/talents/talents.service.ts';
import { professionalProfile as professionalProfileBody } from './profile-fixtures.ts';
import { call, cookieJar, createUser, demoUser, loginUser, ownerRows } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp({ demoTalents: 40 });
const cookieOf = cookieJar(() => ctx.app).demo;

/** What the oracle knows about each listed talent, read as the owner, independently of the API. */
interface Person {
  id: number;
  tenant: TenantSlug;
  name: string;
  email: string;
  sectorId: number | null;
  lastLoginAt: string | null;
  soft: string[];
  hard: string[];
  city: string | null;
  state: string | null;
  gender: string | null;
  raceColor: string | null;
  disability: string | null;
  phone: string | null;
  languages: { name: string; level: number }[];
  classes: number[];
}

let people: Person[] = [];

async function loadPeople(): Promise<void> {
  const rows = await ownerRows<{
    id: number;
    slug: TenantSlug;
    first_name: string;
    last_name: string;
    email: string;
    sector_id: number | null;
    last_login_at: string | Date | null;
    soft_skills: string[] | null;
    hard_skills: string[] | null;
    city: string | null;
    state: string | null;
    gender: string | null;
    race_color: string | null;
    disability: string | null;
    phone: string | null;
  }>(
    ctx,
    sql`select u.id, t.slug, u.first_name, u.last_name, u.email, u.sector_id, u.last_login_at,
               p.soft_skills, p.hard_skills, p.city, p.state, p.gender, p.race_color, p.disability, p.phone
        from users u join tenants t on t.id = u.tenant_id
        left join profiles p on p.tenant_id = u.tenant_id and p.user_id = u.id
        where u.role = 'Talento' and u.status = 'active'`,
  );
  const languages = await ownerRows<{ user_id: number; name_language: string; general_level: number }>(
    ctx,
    sql`select user_id, name_language, general_level from profile_languages`,
  );
  const enrolments = await ownerRows<{ user_id: number; classe_id: number }>(
    ctx,
    sql`select user_id, classe_id from enrolments`,
  );
  people = rows.map((r) => ({
    id: r.id,
    tenant: r.slug,
    name: `${r.first_name} ${r.last_name}`,
    email: r.email,
    sectorId: r.sector_id,
    lastLoginAt: r.last_login_at === null ? null : new Date(r.last_login_at).toISOString(),
    soft: r.soft_skills ?? [],
    hard: r.hard_skills ?? [],
    city: r.city,
    state: r.state,
    gender: r.gender,
    raceColor: r.race_color,
    disability: r.disability,
    phone: r.phone,
    languages: languages
      .filter((l) => l.user_id === r.id)
      .map((l) => ({ name: l.name_language, level: l.general_level })),
    classes: enrolments.filter((e) => e.user_id === r.id).map((e) => e.classe_id),
  }));
}

async function list(
  tenant: TenantSlug,
  role: Role,
  query: Record<string, unknown>,
): Promise<{ status: number; body: TalentListResponse & { error?: { fields?: Record<string, string> } } }> {
  const qs = new URLSearchParams(talentQueryToSearchParams(query)).toString();
  const response = await call(ctx.app, {
    url: `/api/talentos${qs ? `?${qs}` : ''}`,
    tenant,
    cookie: await cookieOf(tenant, role),
  });
  return { status: response.statusCode, body: response.json() };
}

/** Every page of a query, following nextCursor. */
async function all(tenant: TenantSlug, role: Role, query: Record<string, unknown>, limit = 7): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 200; i++) {
    const { status, body } = await list(tenant, role, { ...query, limit, cursor });
    expect(status, JSON.stringify(body)).toBe(200);
    ids.push(...body.items.map((item) => item.id));
    if (!body.nextCursor) return ids;
    cursor = body.nextCursor;
  }
  throw new Error('paging did not end');
}

const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);
const levelAtLeast = (min: number) => (level: number) => level >= min; // default FLUENCY_LEVEL ids follow their positions

beforeAll(async () => {
  await loadPeople();
}, 120_000);

describe('talent filters (each against an independent oracle)', () => {
  const tenant: TenantSlug = 'trindtech';
  const mine = () => people.filter((p) => p.tenant === tenant);
  const someone = () => mine().find((p) => p.city && p.sectorId !== null && p.languages.length > 0 && p.phone)!;

  const cases: [string, () => Record<string, unknown>, (p: Person) => boolean][] = [
    ['no filter', () => ({}), () => true],
    ['areaOfOperation', () => ({ areaOfOperation: someone().sectorId }), (p) => p.sectorId === someone().sectorId],
    ['softSkills (one)', () => ({ softSkills: ['Comunicação'] }), (p) => p.soft.includes('Comunicação')],
    [
      'softSkills (all of two)',
      () => ({ softSkills: ['Comunicação', 'Liderança'] }),
      (p) => p.soft.includes('Comunicação') && p.soft.includes('Liderança'),
    ],
    ['hardSkills', () => ({ hardSkills: ['React'] }), (p) => p.hard.includes('React')],
    ['nameLanguage', () => ({ nameLanguage: ['ENGLISH'] }), (p) => p.languages.some((l) => l.name === 'ENGLISH')],
    [
      'nameLanguage (all of two)',
      () => ({ nameLanguage: ['ENGLISH', 'SPANISH'] }),
      (p) => ['ENGLISH', 'SPANISH'].every((n) => p.languages.some((l) => l.name === n)),
    ],
    ['generalLevel alone', () => ({ generalLevel: 3 }), (p) => p.languages.some((l) => levelAtLeast(3)(l.level))],
    [
      'nameLanguage + generalLevel',
      () => ({ nameLanguage: ['ENGLISH'], generalLevel: 2 }),
      (p) => p.languages.some((l) => l.name === 'ENGLISH' && l.level >= 2),
    ],
    ['city', () => ({ city: someone().city }), (p) => p.city === someone().city],
    ['state', () => ({ state: 'SP' }), (p) => p.state === 'SP'],
    ['gender', () => ({ gender: 'F' }), (p) => p.gender === 'F'],
    ['raceColor', () => ({ raceColor: '3' }), (p) => p.raceColor === '3'],
    ['pcd S', () => ({ pcd: 'S' }), (p) => p.disability === 'S'],
    ['pcd N', () => ({ pcd: 'N' }), (p) => p.disability === 'N'],
    [
      'email fragment (case-insensitive)',
      () => ({ email: someone().email.slice(0, 5).toUpperCase() }),
      (p) => p.email.toLowerCase().includes(someone().email.slice(0, 5).toLowerCase()),
    ],
    [
      // Matches everyone: answered from the keyset walk window rather than the trigram index.
      'broad email fragment',
      () => ({ email: `@${tenant}` }),
      (p) => p.email.includes(`@${tenant}`),
    ],
    [
      'phone digits',
      () => ({ phone: someone().phone!.slice(2, 8) }),
      (p) => (p.phone ?? '').includes(someone().phone!.slice(2, 8)),
    ],
    [
      'name fragment',
      () => ({ name: someone().name.split(' ')[1]!.slice(0, 4) }),
      (p) => p.name.toLowerCase().includes(someone().name.split(' ')[1]!.slice(0, 4).toLowerCase()),
    ],
    [
      // Built from one real person, so the combination matches at least them.
      'combined: state + softSkills + nameLanguage + gender',
      () => ({
        state: someone().state,
        softSkills: [someone().soft[0]],
        nameLanguage: [someone().languages[0]!.name],
        gender: someone().gender,
      }),
      (p) =>
        p.state === someone().state &&
        p.soft.includes(someone().soft[0]!) &&
        p.languages.some((l) => l.name === someone().languages[0]!.name) &&
        p.gender === someone().gender,
    ],
    [
      'combined: generalLevel + hardSkills + pcd + areaOfOperation + city + name',
      () => ({
        generalLevel: someone().languages[0]!.level,
        hardSkills: [someone().hard[0]],
        pcd: someone().disability,
        areaOfOperation: someone().sectorId,
        city: someone().city,
        name: someone().name.slice(0, 3),
      }),
      (p) =>
        p.languages.some((l) => l.level >= someone().languages[0]!.level) &&
        p.hard.includes(someone().hard[0]!) &&
        p.disability === someone().disability &&
        p.sectorId === someone().sectorId &&
        p.city === someone().city &&
        p.name.toLowerCase().includes(someone().name.slice(0, 3).toLowerCase()),
    ],
    ['combined with no match', () => ({ name: 'zzzzzz-nobody', softSkills: ['Comunicação'] }), () => false],
  ];

  it.each(cases)('%s', async (label, query, predicate) => {
    const expected = mine()
      .filter(predicate)
      .map((p) => p.id);
    if (label !== 'combined with no match') expect(expected.length, 'the oracle finds someone').toBeGreaterThan(0);
    if (label !== 'no filter' && label !== 'combined with no match' && !label.startsWith('broad')) {
      expect(expected.length, 'the filter narrows').toBeLessThan(mine().length);
    }
    const ids = await all(tenant, 'Admin', query());
    expect(new Set(ids).size, 'no row twice').toBe(ids.length);
    expect(sorted(ids)).toEqual(sorted(expected));
  });

  it('classeId in mais-pra-ti lists the people in that class', async () => {
    const locals = people.filter((p) => p.tenant === 'mais-pra-ti');
    const classeId = locals.find((p) => p.classes.length > 0)!.classes[0]!;
    const expected = locals.filter((p) => p.classes.includes(classeId)).map((p) => p.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(await all('mais-pra-ti', 'Admin', { classeId }))).toEqual(sorted(expected));
  });

  it('classeId elsewhere is a 400; another tenant’s class is a 404', async () => {
    const [trindClass] = await ownerRows<{ id: number }>(
      ctx,
      sql`select c.id from classes c join tenants t on t.id = c.tenant_id where t.slug = 'trindtech' limit 1`,
    );
    const inTrindtech = await list('trindtech', 'Admin', { classeId: trindClass!.id });
    expect(inTrindtech.status).toBe(400);
    expect(inTrindtech.body.error?.fields?.classeId).toBeTruthy();
    const foreign = await list('mais-pra-ti', 'Admin', { classeId: trindClass!.id });
    expect(foreign.status).toBe(404);
  });

  it('never lists another tenant’s people', async () => {
    for (const slug of ['trindtech', 'sabimais'] as const) {
      const ids = await all(slug, 'Admin', {}, 100);
      expect(sorted(ids)).toEqual(sorted(people.filter((p) => p.tenant === slug).map((p) => p.id)));
    }
  });

  it('rows carry name, courses, occupation area and skills', async () => {
    const { body } = await list(tenant, 'Admin', { limit: 100 });
    const withCourses = body.items.find((i) => i.courses.length > 0);
    expect(withCourses).toBeDefined();
    const [expectedCourses] = await ownerRows<{ names: string[] }>(
      ctx,
      sql`select array_agg(c.name order by c.name) as names from enrolments pc
          join courses c on c.id = pc.course_id where pc.user_id = ${withCourses!.id}`,
    );
    expect(withCourses!.courses).toEqual(expectedCourses!.names);
    for (const item of body.items) {
      const person = people.find((p) => p.id === item.id)!;
      expect(item.name).toBe(person.name);
      expect(item.skills).toEqual([...person.soft, ...person.hard]);
      expect(item.lastLoginDate).toBe(person.lastLoginAt);
      expect(item.occupationArea?.id ?? null).toBe(person.sectorId);
    }
    expect(body.items.some((i) => i.occupationArea?.label.ptBr)).toBe(true);
  });
});

describe('sorting and keyset paging', () => {
  it('pages of any size give the same sequence as one page, for each sort', async () => {
    for (const sort of ['name', 'lastLogin'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const one = (await list('trindtech', 'Admin', { sort, order, limit: 100 })).body.items.map((i) => i.id);
        expect(await all('trindtech', 'Admin', { sort, order }, 3)).toEqual(one);
      }
    }
  });

  it('a fragment search keeps the page order, whether the walk window or the trigram index answers', async () => {
    const fragment = people
      .find((p) => p.tenant === 'trindtech')!
      .name.split(' ')[1]!
      .slice(0, 4);
    const byId = new Map(people.map((p) => [p.id, p]));
    for (const sort of ['name', 'lastLogin'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const full = await all('trindtech', 'Admin', { sort, order }, 100);
        const expected = full.filter((id) => byId.get(id)?.name.toLowerCase().includes(fragment.toLowerCase()));
        expect(expected.length, fragment).toBeGreaterThan(0);
        // One page larger than the matches: the window cannot fill it, so the trigram path answers.
        const one = (await list('trindtech', 'Admin', { sort, order, limit: 100, name: fragment })).body.items;
        expect(one.map((i) => i.id)).toEqual(expected);
        // Pages of one: the window fills each page but the last.
        expect(await all('trindtech', 'Admin', { sort, order, name: fragment }, 1)).toEqual(expected);
      }
    }
  });

  it('lastLogin desc puts the most recent first and the never-signed-in last', async () => {
    const { body } = await list('trindtech', 'Admin', { sort: 'lastLogin', order: 'desc', limit: 100 });
    const times = body.items.map((i) => (i.lastLoginDate ? Date.parse(i.lastLoginDate) : -Infinity));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times.at(-1)).toBe(-Infinity);
  });

  it('never repeats nor skips a row while rows are inserted between pages', async () => {
    const before = new Set(people.filter((p) => p.tenant === 'sandbox').map((p) => p.id));
    const seen: number[] = [];
    let cursor: string | undefined;
    let inserted = 0;
    for (let page = 0; page < 100; page++) {
      const { status, body } = await list('sandbox', 'Admin', { limit: 4, cursor });
      expect(status).toBe(200);
      seen.push(...body.items.map((i) => i.id));
      // New people land before and after the cursor (names starting with A and Z); same-name ties too.
      for (const name of ['Aaron', 'Zuleica', body.items[0]?.name.split(' ')[0] ?? 'Maria']) {
        await ownerRows(
          ctx,
          sql`insert into users (tenant_id, first_name, last_name, email, role, password_hash)
              select id, ${name}, 'Inserida', ${`novo-${inserted++}@sandbox.test`}, 'Talento', 'x'
              from tenants where slug = 'sandbox'`,
        );
      }
      if (!body.nextCursor) break;
      cursor = body.nextCursor;
    }
    expect(new Set(seen).size, 'no repeats').toBe(seen.length);
    for (const id of before) expect(seen, `row ${id} not skipped`).toContain(id);
  });

  it('rejects a bad cursor, a cursor of another sort, a limit over 100 and unknown params', async () => {
    const first = await list('trindtech', 'Admin', { limit: 2 });
    const cursor = first.body.nextCursor!;
    expect((await list('trindtech', 'Admin', { cursor: 'not-a-cursor' })).status).toBe(400);
    const otherSort = await list('trindtech', 'Admin', { cursor, sort: 'lastLogin' });
    expect(otherSort.status).toBe(400);
    expect(otherSort.body.error?.fields?.cursor).toBeTruthy();
    expect((await list('trindtech', 'Admin', { limit: 101 })).status).toBe(400);
    // Well-formed but forged cursors: a key the database could not cast must be a 400, not a 500.
    const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const [sort, forged] of [
      ['lastLogin', forge(['talents:lastLogin:asc', 'yesterday', 1])],
      ['name', forge(['talents:name:asc', 'Ana', 1])],
      ['name', forge(['talents:name:asc', 'Ana', 'Silva', 'x'])],
      ['name', forge(['talents:name:asc', 'Ana', 'Silva', -1])],
    ] as const) {
      expect((await list('trindtech', 'Admin', { sort, cursor: forged })).status).toBe(400);
    }
    const lastLogin = await list('trindtech', 'Admin', {
      sort: 'lastLogin',
      cursor: forge(['talents:lastLogin:asc', '2026-01-01 10:00:00.123456+00', 1]),
    });
    expect(lastLogin.status).toBe(200);
    const unknown = await call(ctx.app, {
      url: '/api/talentos?colour=blue',
      tenant: 'trindtech',
      cookie: await cookieOf('trindtech', 'Admin'),
    });
    expect(unknown.statusCode).toBe(400);
    expect((await list('trindtech', 'Admin', { generalLevel: 999 })).status).toBe(400);
  });

  it('parses comma-separated and repeated list params alike', async () => {
    const cookie = await cookieOf('trindtech', 'Admin');
    const a = await call(ctx.app, { url: '/api/talentos?softSkills=Comunica%C3%A7%C3%A3o,Lideran%C3%A7a', cookie });
    const b = await call(ctx.app, {
      url: '/api/talentos?softSkills=Comunica%C3%A7%C3%A3o&softSkills=Lideran%C3%A7a',
      cookie,
    });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
  });
});

describe('mentor view and sensitive filters', () => {
  it.each(MENTOR_FORBIDDEN_FILTERS)('view=mentor rejects %s with a 400 naming it', async (field) => {
    const values: Record<string, unknown> = {
      classeId: 1,
      state: 'SP',
      phone: '119',
      gender: 'F',
      raceColor: '1',
      pcd: 'S',
    };
    for (const tenant of ['sandbox', 'mais-pra-ti'] as const) {
      const { status, body } = await list(tenant, 'RhMentor', { view: 'mentor', [field]: values[field] });
      expect(status).toBe(400);
      expect(body.error?.fields?.[field]).toBeTruthy();
    }
  });

  it('view=mentor works with the filters it has; view=base is refused to RhMentor (403)', async () => {
    const ok = await list('sandbox', 'RhMentor', {
      view: 'mentor',
      softSkills: ['Comunicação'],
      nameLanguage: ['ENGLISH'],
    });
    expect(ok.status).toBe(200);
    const expected = people.filter(
      (p) => p.tenant === 'sandbox' && p.soft.includes('Comunicação') && p.languages.some((l) => l.name === 'ENGLISH'),
    );
    expect(ok.body.items.length).toBe(Math.min(20, expected.length));
    expect((await list('sandbox', 'RhMentor', {})).status).toBe(403);
    expect((await list('sandbox', 'RhMentor', { view: 'base', gender: 'F' })).status).toBe(403);
  });

  it('writes an audit row for each use of a sensitive filter, and none otherwise', async () => {
    const admin = await demoUser(ctx, 'trindtech', 'Admin');
    const count = async () =>
      (
        await ownerRows<{ n: number }>(
          ctx,
          sql`select count(*)::int as n from audit_log where user_id = ${admin.id} and action = 'talents.sensitiveFilter'`,
        )
      )[0]!.n;
    const start = await count();
    expect((await list('trindtech', 'Admin', { state: 'SP', softSkills: ['Comunicação'] })).status).toBe(200);
    expect(await count()).toBe(start);
    expect((await list('trindtech', 'Admin', { gender: 'F', pcd: 'N' })).status).toBe(200);
    expect((await list('trindtech', 'Admin', { raceColor: '2' })).status).toBe(200);
    const rows = await ownerRows<{ detail: unknown; created_at: unknown }>(
      ctx,
      sql`select detail, created_at from audit_log where user_id = ${admin.id} and action = 'talents.sensitiveFilter' order by id`,
    );
    expect(rows.length).toBe(start + 2);
    expect(rows.slice(-2).map((r) => r.detail)).toEqual([
      { filters: { gender: 'F', pcd: 'N' } },
      { filters: { raceColor: '2' } },
    ]);
    expect(rows.at(-1)!.created_at).toBeTruthy();
  });
});

describe('filter options', () => {
  async function options(tenant: TenantSlug, role: Role): Promise<TalentFilterOptions> {
    const response = await call(ctx.app, {
      url: '/api/talentos/filtros',
      tenant,
      cookie: await cookieOf(tenant, role),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('offers the tenant’s classes, areas, tags and cities in use', async () => {
    const admin = await options('mais-pra-ti', 'Admin');
    expect(admin.view).toBe('base');
    expect(admin.fields).toContain('classeId');
    expect(admin.classes.length).toBeGreaterThan(0);
    expect(admin.areas.length).toBeGreaterThan(0);
    const locals = people.filter((p) => p.tenant === 'mais-pra-ti');
    expect(admin.softSkills).toEqual([...new Set(locals.flatMap((p) => p.soft))].sort((a, b) => (a < b ? -1 : 1)));
    expect(new Set(admin.cities.map((c) => c.city))).toEqual(new Set(locals.map((p) => p.city).filter(Boolean)));
    expect(admin.states.length).toBeGreaterThan(0);
  });

  it('gives the mentor view without classes, state, phone or sensitive fields', async () => {
    const mentor = await options('mais-pra-ti', 'RhMentor');
    expect(mentor.view).toBe('mentor');
    for (const field of MENTOR_FORBIDDEN_FILTERS) expect(mentor.fields).not.toContain(field);
    expect(mentor.classes).toEqual([]);
    expect(mentor.states).toEqual([]);
    const trindtech = await options('trindtech', 'Rh');
    expect(trindtech.view).toBe('base');
    expect(trindtech.fields).not.toContain('classeId');
    expect(trindtech.fields).toContain('gender');
  });
});

describe('values in use are cached per tenant', () => {
  it('serves the last scan, refreshing it in the background after five minutes', async () => {
    let clock = 0;
    const service = new TalentsService(new ScopedDatabase(ctx.handle.db), () => clock);
    const [tenantRow] = await ownerRows<{ id: string }>(ctx, sql`select id from tenants where slug = 'asid'`);
    const tenant = { id: tenantRow!.id, slug: 'asid' as const, definition: TENANTS.asid };
    const admin = await demoUser(ctx, 'asid', 'Admin');
    const caller = { id: admin.id, role: 'Admin' as const };
    expect((await service.filterOptions(tenant, caller)).hardSkills).not.toContain('Cobol');
    const talent = people.find((p) => p.tenant === 'asid')!;
    await ownerRows(ctx, sql`update profiles set hard_skills = array['Cobol']::varchar[] where user_id = ${talent.id}`);
    clock += 60_000;
    expect((await service.filterOptions(tenant, caller)).hardSkills).not.toContain('Cobol');
    clock += 5 * 60_000;
    await service.filterOptions(tenant, caller); // stale answer, refresh started
    let refreshed = false;
    for (let i = 0; i < 100 && !refreshed; i++) {
      await new Promise((r) => setTimeout(r, 50));
      refreshed = (await service.filterOptions(tenant, caller)).hardSkills.includes('Cobol');
    }
    expect(refreshed).toBe(true);
  });
});

describe('role × endpoint against the capability matrix', () => {
  const rows = TENANT_SLUGS.flatMap((tenant) =>
    ROLES.map((role) => [tenant, role, CAPABILITY_MATRIX.talentBase[tenant].includes(role)] as const),
  );

  it.each(rows)('%s %s → allowed %s', async (tenant, role, allowed) => {
    const cookie = await cookieOf(tenant, role);
    // Admin and Rh have the full view; every other role that reaches the base has the mentor view.
    const view = role === 'Admin' || role === 'Rh' ? 'base' : 'mentor';
    const listResponse = await call(ctx.app, { url: `/api/talentos?view=${view}`, tenant, cookie });
    const optionsResponse = await call(ctx.app, { url: '/api/talentos/filtros', tenant, cookie });
    expect(listResponse.statusCode, listResponse.body).toBe(allowed ? 200 : 403);
    expect(optionsResponse.statusCode).toBe(allowed ? 200 : 403);
  });

  it('asks for a session', async () => {
    expect((await call(ctx.app, { url: '/api/talentos' })).statusCode).toBe(401);
    expect((await call(ctx.app, { url: '/api/talentos/filtros' })).statusCode).toBe(401);
  });
});

describe('demo courses', () => {
  it('enrol most demo talents and give most a last sign-in and an occupation area', async () => {
    for (const tenant of TENANT_SLUGS) {
      const crowd = people.filter((p) => p.tenant === tenant);
      expect(crowd.length).toBeGreaterThan(40);
      const share = (test: (p: Person) => boolean) => crowd.filter(test).length / crowd.length;
      expect(share((p) => p.classes.length > 0)).toBeGreaterThan(0.7);
      expect(share((p) => p.lastLoginAt !== null)).toBeGreaterThan(0.7);
      expect(share((p) => p.sectorId !== null)).toBeGreaterThan(0.5);
    }
    const [courses] = await ownerRows<{ n: number }>(ctx, sql`select count(distinct tenant_id)::int as n from courses`);
    expect(courses!.n).toBe(TENANT_SLUGS.length);
  });
});

describe('OpenAPI', () => {
  it('documents both endpoints', async () => {
    const response = await ctx.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/talentos', '/api/talentos/filtros']));
  });
});

describe('one search index per tenant', () => {
  const indexOf = (tenantId: string) => `profiles_talent_search_${tenantId.replaceAll('-', '')}`;
  const indexes = async () =>
    (
      await ownerRows<{ name: string; definition: string }>(
        ctx,
        sql`select indexname as name, indexdef as definition from pg_indexes where tablename = 'profiles'`,
      )
    ).filter((r) => r.name.startsWith('profiles_talent_search_'));

  it('every tenant has its partial GIN over the filter columns', async () => {
    const tenants = await ownerRows<{ id: string }>(ctx, sql`select id from tenants`);
    const found = await indexes();
    for (const { id } of tenants) {
      const index = found.find((r) => r.name === indexOf(id));
      // The scalar filters only: without LEAKPROOF the array operators cannot use it (0026).
      expect(index?.definition, id).toMatch(
        /USING gin \(state, city, gender, race_color, disability, occupation_area\) WHERE \(tenant_id = /,
      );
      expect(index?.definition).toContain(id);
    }
  });

  it('a tenant inserted later gets its own at once', async () => {
    const [created] = await ownerRows<{ id: string }>(
      ctx,
      sql`insert into tenants (slug, name) values ('indice-novo', 'Índice novo') returning id`,
    );
    try {
      expect((await indexes()).map((r) => r.name)).toContain(indexOf(created!.id));
    } finally {
      await ownerRows(ctx, sql`delete from tenants where id = ${created!.id}`);
      await ownerRows(ctx, sql.raw(`drop index if exists "${indexOf(created!.id)}"`));
    }
  });
});

describe('no LEAKPROOF marks (migration 0026, ADR 0042)', () => {
  it('leaves none of the built-ins 0008/0009 marked LEAKPROOF', async () => {
    const marked = await ownerRows<{ proname: string }>(
      ctx,
      sql`select proname from pg_proc where proleakproof and pronamespace = 'pg_catalog'::regnamespace
            and proname in ('textcat', 'lower', 'textlike', 'arraycontains', 'arrayoverlap')`,
    );
    expect(marked).toEqual([]);
  });
});

describe('occupation area and languages are copied onto profiles for the search', () => {
  const tenant: TenantSlug = 'asid';

  it('the copies equal their sources for everyone the demo seed wrote', async () => {
    const mismatches = await ownerRows<{ id: number }>(
      ctx,
      sql`select u.id from users u
          left join profiles p on p.tenant_id = u.tenant_id and p.user_id = u.id
          left join lateral (
            select array_agg(distinct x order by x)::text[] as tokens from profile_languages pl
            cross join lateral unnest(array[pl.name_language::text, pl.name_language || ':' || pl.general_level,
                                            ':' || pl.general_level]) as x
            where pl.user_id = u.id) k on true
          where (p.user_id is not null
                 and (p.occupation_area is distinct from u.sector_id
                      or coalesce((select array_agg(t order by t) from unnest(p.language_levels::text[]) t), '{}')
                         <> coalesce(k.tokens, '{}')))
             or (p.user_id is null and u.role = 'Talento' and (u.sector_id is not null or k.tokens is not null))`,
    );
    expect(mismatches).toEqual([]);
    const [copied] = await ownerRows<{ areas: number; languages: number }>(
      ctx,
      sql`select count(*) filter (where occupation_area is not null)::int as areas,
                 count(*) filter (where cardinality(language_levels) > 0)::int as languages from profiles`,
    );
    expect(copied!.areas).toBeGreaterThan(0);
    expect(copied!.languages).toBeGreaterThan(0);
  });

  it('are kept by the database: a write no service made (a bulk insert, an update, a delete) keeps them too', async () => {
    const a = await createUser(ctx, tenant, 'Talento', { firstName: 'Gatilho', lastName: 'Um' });
    const b = await createUser(ctx, tenant, 'Talento', { firstName: 'Gatilho', lastName: 'Dois' });
    const copies = async (id: number) =>
      (
        await ownerRows<{ area: number | null; levels: string[] | null }>(
          ctx,
          sql`select p.occupation_area as area, p.language_levels::text[] as levels
              from users u left join profiles p on p.user_id = u.id where u.id = ${id}`,
        )
      )[0];
    expect(await copies(a.id)).toEqual({ area: null, levels: null });
    await ownerRows(ctx, sql`update users set sector_id = 11 where id in (${a.id}, ${b.id})`);
    expect(await copies(a.id)).toEqual({ area: 11, levels: [] });
    await ownerRows(
      ctx,
      sql`insert into profile_languages (tenant_id, user_id, name_language, general_level, speaking_level)
          select tenant_id, id, 'SPANISH', 3, 3 from users where id in (${a.id}, ${b.id})`,
    );
    expect(await copies(b.id)).toEqual({ area: 11, levels: [':3', 'SPANISH', 'SPANISH:3'] });
    await ownerRows(ctx, sql`update profile_languages set general_level = 4 where user_id = ${a.id}`);
    expect(await copies(a.id)).toEqual({ area: 11, levels: [':4', 'SPANISH', 'SPANISH:4'] });
    await ownerRows(ctx, sql`delete from profile_languages where user_id = ${b.id}`);
    expect(await copies(b.id)).toEqual({ area: 11, levels: [] });
    // Leaving the talent base keeps the row (it holds the profile) with the sector still copied.
    await ownerRows(ctx, sql`update users set role = 'Funcionario', sector_id = 12 where id = ${b.id}`);
    expect(await copies(b.id)).toEqual({ area: 12, levels: [] });
  });

  it('follows the sector saved in the professional profile and in the user edit', async () => {
    const person = await createUser(ctx, tenant, 'Talento', { firstName: 'Sincronia', lastName: 'Setor' });
    const own = await loginUser(ctx.app, person);
    const listedIn = async (areaOfOperation: number) =>
      (await all(tenant, 'Admin', { areaOfOperation }, 100)).includes(person.id);
    expect(await listedIn(12)).toBe(false);

    const professional = await call(ctx.app, {
      method: 'PUT',
      url: `/api/perfil/${person.publicId}/perfil-profissional`,
      tenant,
      cookie: own,
      body: { ...professionalProfileBody(), sectorOfCompany: 12 },
    });
    expect(professional.statusCode, professional.body).toBe(200);
    expect(await listedIn(12)).toBe(true);

    const userBody = {
      role: 'Talento',
      firstName: 'Sincronia',
      lastName: 'Setor',
      email: person.email,
      companyId: -2,
      sectorId: 13,
      position: null,
      businessRelationships: [],
      isMentor: 'N',
    };
    const adminCookie = await cookieOf(tenant, 'Admin');
    const edit = (body: unknown) =>
      call(ctx.app, { method: 'PUT', url: `/api/usuarios/${person.publicId}`, tenant, cookie: adminCookie, body });
    expect((await edit(userBody)).statusCode).toBe(200);
    expect(await listedIn(12)).toBe(false);
    expect(await listedIn(13)).toBe(true);
    expect((await edit({ ...userBody, sectorId: null })).statusCode).toBe(200);
    expect(await listedIn(13)).toBe(false);

    const newEmail = `sincronia-${Date.now()}@asid.test`;
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/usuarios',
      tenant,
      cookie: adminCookie,
      body: { ...userBody, email: newEmail, sectorId: 14 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [newcomer] = await ownerRows<{ id: number }>(ctx, sql`select id from users where email = ${newEmail}`);
    expect(await all(tenant, 'Admin', { areaOfOperation: 14 }, 100)).toContain(newcomer!.id);

    // Staff get no profile row for the copy; turning them into a talent lists them by their sector.
    const staffEmail = `sincronia-staff-${Date.now()}@asid.test`;
    const staff = await call(ctx.app, {
      method: 'POST',
      url: '/api/usuarios',
      tenant,
      cookie: adminCookie,
      body: { ...userBody, role: 'Funcionario', email: staffEmail, sectorId: 15 },
    });
    expect(staff.statusCode, staff.body).toBe(201);
    const [staffRow] = await ownerRows<{ id: number; public_id: string }>(
      ctx,
      sql`select id, public_id from users where email = ${staffEmail}`,
    );
    const promoted = await call(ctx.app, {
      method: 'PUT',
      url: `/api/usuarios/${staffRow!.public_id}`,
      tenant,
      cookie: adminCookie,
      body: { ...userBody, email: staffEmail, sectorId: 15 },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(await all(tenant, 'Admin', { areaOfOperation: 15 }, 100)).toContain(staffRow!.id);
  });

  it('keeps every language when several are saved at once', async () => {
    const person = await createUser(ctx, tenant, 'Talento', { firstName: 'Sincronia', lastName: 'Paralela' });
    const own = await loginUser(ctx.app, person);
    const languages = ['ENGLISH', 'SPANISH', 'FRENCH', 'LIBRAS'];
    const saved = await Promise.all(
      languages.map((nameLanguage) =>
        call(ctx.app, {
          method: 'PUT',
          url: `/api/perfil/${person.publicId}/idiomas`,
          tenant,
          cookie: own,
          body: {
            languageId: null,
            nameLanguage,
            generalLevel: 3,
            speakingLevel: null,
            writingLevel: null,
            readingLevel: null,
          },
        }),
      ),
    );
    expect(saved.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const ids = await all(tenant, 'Admin', { nameLanguage: languages, name: 'sincronia paralela' }, 100);
    expect(ids).toEqual([person.id]);
  });

  it('follows languages added, raised and removed in the profile', async () => {
    const person = await createUser(ctx, tenant, 'Talento', { firstName: 'Sincronia', lastName: 'Idioma' });
    const own = await loginUser(ctx.app, person);
    const url = `/api/perfil/${person.publicId}/idiomas`;
    const found = async (query: Record<string, unknown>) =>
      (await all(tenant, 'Admin', { ...query, name: 'sincronia idioma' }, 100)).includes(person.id);
    const french = {
      languageId: null,
      nameLanguage: 'FRENCH',
      generalLevel: 2,
      speakingLevel: null,
      writingLevel: null,
      readingLevel: null,
    };
    expect(await found({ nameLanguage: ['FRENCH'] })).toBe(false);

    const added = await call(ctx.app, { method: 'PUT', url, tenant, cookie: own, body: french });
    expect(added.statusCode, added.body).toBe(200);
    const languageId = added.json().id as number;
    expect(await found({ nameLanguage: ['FRENCH'] })).toBe(true);
    expect(await found({ nameLanguage: ['FRENCH'], generalLevel: 2 })).toBe(true);
    expect(await found({ generalLevel: 1 })).toBe(true);
    expect(await found({ nameLanguage: ['FRENCH'], generalLevel: 3 })).toBe(false);
    expect(await found({ generalLevel: 3 })).toBe(false);
    expect(await found({ nameLanguage: ['FRENCH', 'SPANISH'] })).toBe(false);

    const raised = await call(ctx.app, {
      method: 'PUT',
      url,
      tenant,
      cookie: own,
      body: { ...french, languageId, generalLevel: 4 },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(await found({ nameLanguage: ['FRENCH'], generalLevel: 3 })).toBe(true);
    expect(await found({ generalLevel: 4 })).toBe(true);
    expect(await found({ generalLevel: 5 })).toBe(false);

    const spanish = await call(ctx.app, {
      method: 'PUT',
      url,
      tenant,
      cookie: own,
      body: { ...french, nameLanguage: 'SPANISH', generalLevel: 1 },
    });
    expect(spanish.statusCode).toBe(200);
    expect(await found({ nameLanguage: ['FRENCH', 'SPANISH'] })).toBe(true);
    // Each language must reach the minimum itself: French at 4 does not lift Spanish at 1.
    expect(await found({ nameLanguage: ['FRENCH', 'SPANISH'], generalLevel: 2 })).toBe(false);
    expect(await found({ nameLanguage: ['FRENCH', 'SPANISH'], generalLevel: 1 })).toBe(true);

    const removed = await call(ctx.app, { method: 'DELETE', url: `${url}/${languageId}`, tenant, cookie: own });
    expect(removed.statusCode).toBeLessThan(300);
    expect(await found({ nameLanguage: ['FRENCH'] })).toBe(false);
    expect(await found({ generalLevel: 2 })).toBe(false);
    expect(await found({ nameLanguage: ['SPANISH'] })).toBe(true);
  });
});
