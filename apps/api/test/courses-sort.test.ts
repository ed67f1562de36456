/**
 * The course lists' sort (issue 10 §3): Admin's list and the catalogue sort by every column both ways,
 * paged by keyset, the names in reading order ("Álgebra", "análise", "Arte": accents and case aside),
 * on PGlite and PostgreSQL alike; the default stays the name, A to Z; a cursor that does not decode, or
 * of another sort, and an unknown sort are a 400.
 */
import type { Course, CourseList, CourseRequest, CourseStatus } from '@ponte/shared/courses.schema';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, ownerRows, type TestUser } from './test-app.ts';
import { type Caller, useTestApp, type Who } from './use-test-app.ts';

const T = 'trindtech' as const;
const ctx = useTestApp();
const { jar, req } = ctx;
const admin = () => jar.demo(T, 'Admin');
let talent: Caller;

/** A word in every name of this file, so the search keeps the demo's courses out. */
const MARK = 'Csrt';
const READING_ORDER = ['Álgebra', 'análise', 'Arte', 'Bússola', 'cálculo', 'Ética'].map((w) => `${w} ${MARK}`);

interface Facts {
  status: CourseStatus;
  area: 'first' | 'second' | null;
  modality: 'online' | 'presencial' | null;
  workload: number | null;
  created: string;
  updated: string;
}
/** A course's columns, in READING_ORDER's order; ties (same status, area, modality or workload) fall back on the name. */
const fact = (
  status: CourseStatus,
  area: Facts['area'],
  modality: Facts['modality'],
  workload: number | null,
  created: string,
  updated: string,
): Facts => ({ status, area, modality, workload, created, updated });
const FACTS: Facts[] = [
  fact('published', 'second', 'presencial', 40, '2024-01-03', '2024-06-02'),
  fact('draft', null, 'online', 200, '2024-01-05', '2024-06-06'),
  fact('archived', 'first', null, 8, '2024-01-01', '2024-06-04'),
  fact('published', 'first', 'online', null, '2024-01-06', '2024-06-01'),
  fact('draft', 'second', 'presencial', 40, '2024-01-02', '2024-06-05'),
  fact('published', null, null, 1000, '2024-01-04', '2024-06-03'),
];
const facts = (name: string) => FACTS[READING_ORDER.indexOf(name)]!;

/** Two MENTOR_AREA options of the tenant, "first" before "second" by their pt-BR label. */
let areas: { first: { id: number; label: string }; second: { id: number; label: string } };

beforeAll(async () => {
  const options = await ownerRows<{ id: number; label: string }>(
    ctx,
    sql`select o.id, o.label_pt_br as label from option_items o join tenants t on t.id = o.tenant_id
      where t.slug = ${T} and o.type = 'MENTOR_AREA' and o.active order by o.position, o.id limit 2`,
  );
  const [a, b] = options.sort((x, y) => x.label.localeCompare(y.label, 'pt-BR'));
  expect(a && b && a.label.localeCompare(b.label, 'pt-BR') < 0).toBe(true);
  areas = { first: a!, second: b! };
  const caller = await admin();
  // Inserted in code-point order ("Arte", "Bússola", "análise", …): the list must put them back.
  for (const name of [...READING_ORDER].sort()) {
    const f = facts(name);
    const body: CourseRequest = {
      name,
      description: null,
      areaId: f.area ? areas[f.area].id : null,
      workloadHours: f.workload,
      modality: f.modality,
      status: f.status,
      certificateOnCompletion: false,
      skills: [],
    } as CourseRequest;
    const res = await req(caller, 'POST', '/api/cursos', body);
    expect(res.statusCode, res.body).toBe(201);
    const course: Course = res.json();
    await ownerRows(
      ctx,
      sql`update courses set created_at = ${`${f.created}T10:00:00Z`}::timestamptz,
        updated_at = ${`${f.updated}T10:00:00Z`}::timestamptz where id = ${course.id}`,
    );
  }
  talent = await ctx.as((await createUser(ctx, T, 'Talento')) as TestUser);
});

const url = (params: string) => `/api/cursos?q=${MARK}&${params}`;

async function page(who: Who, params: string): Promise<CourseList> {
  const res = await req(who, 'GET', url(params));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every page, two courses at a time, so the order must also hold across keyset pages. */
async function walk(params: string, who?: Caller): Promise<string[]> {
  const caller: Who = who ?? (await admin());
  const names: string[] = [];
  let cursor: string | null = null;
  let total: number | null = null;
  do {
    const body: CourseList = await page(
      caller,
      `${params}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    total ??= body.total;
    expect(body.total).toBe(total);
    names.push(...body.items.map((c) => c.name));
    cursor = body.nextCursor;
  } while (cursor);
  expect(names).toHaveLength(total ?? 0);
  return names;
}

/** The names ordered by a column's rank (null: after every value), then by name. */
function expected(rank: (f: Facts) => string | number | null, names = READING_ORDER): string[] {
  return [...names].sort((a, b) => {
    const [x, y] = [rank(facts(a)), rank(facts(b))];
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return x < y ? -1 : 1;
    }
    return READING_ORDER.indexOf(a) - READING_ORDER.indexOf(b);
  });
}

describe('the course lists’ sort', () => {
  it('sorts names as people read them, accents and case aside, both ways, by default A to Z', async () => {
    expect(await walk('')).toEqual(READING_ORDER);
    expect(await walk('sort=name&order=asc')).toEqual(READING_ORDER);
    expect(await walk('sort=name&order=desc')).toEqual([...READING_ORDER].reverse());
  });

  it('sorts by status in its lifecycle, area label, modality and workload, then name, both ways', async () => {
    const lifecycle = { draft: 1, published: 2, archived: 3 } as const;
    const byStatus = expected((f) => lifecycle[f.status]);
    expect(await walk('sort=status&order=asc')).toEqual(byStatus);
    expect(await walk('sort=status&order=desc')).toEqual([...byStatus].reverse());

    const byArea = expected((f) => (f.area ? (f.area === 'first' ? 1 : 2) : null));
    expect(await walk('sort=area&order=asc')).toEqual(byArea);
    expect(await walk('sort=area&order=desc')).toEqual([...byArea].reverse());

    const byModality = expected((f) => f.modality);
    expect(await walk('sort=modality&order=asc')).toEqual(byModality);
    expect(await walk('sort=modality&order=desc')).toEqual([...byModality].reverse());
    // By the label the reader sees: in English "In person" comes before "Online".
    const reader = await createUser(ctx, T, 'Admin');
    await ownerRows(
      ctx,
      sql`insert into user_settings (tenant_id, user_id, key, value)
          select tenant_id, id, 'language', 'en-US' from users where id = ${reader.id}`,
    );
    const english = { online: 'Online', presencial: 'In person' } as const;
    expect(await walk('sort=modality&order=asc', await ctx.as(reader as TestUser))).toEqual(
      expected((f) => (f.modality ? english[f.modality] : null)),
    );

    // As numbers: 8 before 40 before 200 before 1000, the course without a workload last.
    const byWorkload = expected((f) => f.workload);
    expect(byWorkload.map((n) => facts(n).workload)).toEqual([8, 40, 40, 200, 1000, null]);
    expect(await walk('sort=workload&order=asc')).toEqual(byWorkload);
    expect(await walk('sort=workload&order=desc')).toEqual([...byWorkload].reverse());
  });

  it('sorts by last change and by creation, both ways', async () => {
    const byUpdate = expected((f) => f.updated);
    expect(await walk('sort=updatedAt&order=asc')).toEqual(byUpdate);
    expect(await walk('sort=updatedAt&order=desc')).toEqual([...byUpdate].reverse());
    const byCreation = expected((f) => f.created);
    expect(await walk('sort=createdAt&order=asc')).toEqual(byCreation);
    expect(await walk('sort=createdAt&order=desc')).toEqual([...byCreation].reverse());
  });

  it('sorts the catalogue a talent sees, published courses only, the same way', async () => {
    const published = READING_ORDER.filter((n) => facts(n).status === 'published');
    expect(await walk('', talent)).toEqual(published);
    expect(await walk('sort=name&order=desc', talent)).toEqual([...published].reverse());
    const byWorkload = expected((f) => f.workload, published);
    expect(await walk('sort=workload&order=asc', talent)).toEqual(byWorkload);
  });

  it('refuses a cursor that does not decode or of another sort, and an unknown sort, with a 400', async () => {
    const caller = await admin();
    expect((await req(caller, 'GET', url('cursor=%25%25%25'))).statusCode).toBe(400);
    const garbled = await req(caller, 'GET', url('cursor=bm90LWEtY3Vyc29y'));
    expect(garbled.statusCode).toBe(400);
    expect(Object.keys(garbled.json().error.fields)).toEqual(['cursor']);
    const first = await page(caller, 'sort=name&limit=2');
    expect(first.nextCursor).not.toBeNull();
    const other = await req(caller, 'GET', url(`sort=workload&cursor=${first.nextCursor}`));
    expect(other.statusCode).toBe(400);
    const reversed = await req(caller, 'GET', url(`sort=name&order=desc&cursor=${first.nextCursor}`));
    expect(reversed.statusCode).toBe(400);
    expect((await req(caller, 'GET', url('sort=partner'))).statusCode).toBe(400);
    expect((await req(caller, 'GET', url('order=up'))).statusCode).toBe(400);
  });
});
