/**
 * Courses' lists (issue 13; ADR 0038) on both databases: Gerenciar Inscrições' keyset pages, filters
 * and counters, its CSV, the bulk status change, favourites (idempotent, Admin's list), trails with
 * their enforced order and progress, and the home's course sections.
 */
import type {
  BulkEnrolmentResult,
  Course,
  EnrolmentList,
  EnrolmentStatus,
  FavouriteList,
  Trail,
} from '@ponte/shared/courses.schema';
import { addDays, todayIn } from '@ponte/shared/follow-up.schema';
import type { HomeSummary } from '@ponte/shared/home.schema';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, demoUser, ownerRows, type TestUser } from './test-app.ts';
import { type Caller, useTestApp } from './use-test-app.ts';

const ctx = useTestApp();
const { as, req, ok } = ctx;

let admin: Caller;
let rh: Caller;
let talent: Caller;
let courseId: number;
let classes: number[];
/** The enrolled people, with the status and class each was left in. */
const enrolled: { user: TestUser; status: EnrolmentStatus; classeId: number }[] = [];

const STATUSES: EnrolmentStatus[] = ['A', 'I', 'E', 'C', 'A', 'A', 'I', 'E', 'C', 'A', 'A', 'C'];

beforeAll(async () => {
  admin = await as(await demoUser(ctx, 'trindtech', 'Admin'));
  rh = await as(await demoUser(ctx, 'trindtech', 'Rh'));
  talent = await as(await createUser(ctx, 'trindtech', 'Talento', { firstName: 'Zélia', lastName: 'Quaresma' }));
  courseId = (
    await ok<Course>(admin, 'POST', '/api/cursos', { name: 'Dados, "SQL" e Python', status: 'published' }, 201)
  ).id;
  classes = [];
  for (const name of ['Turma 1', 'Turma 2']) {
    classes.push(
      (await ok<{ id: number }>(admin, 'POST', `/api/cursos/${courseId}/turmas`, { name, stage: 'open' }, 201)).id,
    );
  }
  const names = [
    'Álvaro',
    'Beatriz',
    'Caio',
    'Débora',
    'Eduardo',
    'Fábio',
    'Frederico',
    'Gabriela',
    'Heitor',
    'Íris',
    'Joana',
    'Kauã',
  ];
  for (const [i, firstName] of names.entries()) {
    const user = await createUser(ctx, 'trindtech', 'Talento', {
      firstName,
      lastName: i === 3 ? 'Silva, "Dê"' : 'Teste',
    });
    const status = STATUSES[i]!;
    const classeId = classes[i % 2]!;
    await ok(admin, 'PUT', `/api/cursos/${courseId}/inscricoes`, { userId: user.publicId, classeId, status: 'A' });
    if (status !== 'A') {
      await ok(admin, 'PUT', `/api/cursos/${courseId}/inscricoes`, {
        userId: user.publicId,
        classeId,
        status,
        reasonCode: status === 'E' ? 55 : null,
      });
    }
    enrolled.push({ user, status, classeId });
  }
});

const listUrl = (query: string) => `/api/cursos/${courseId}/inscricoes?${query}`;

async function walk(caller: Caller, query: string): Promise<EnrolmentList['items']> {
  const items: EnrolmentList['items'] = [];
  let cursor: string | null = null;
  do {
    const page: EnrolmentList = await ok(
      caller,
      'GET',
      listUrl(`${query}&limit=10${cursor ? `&cursor=${cursor}` : ''}`),
    );
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

describe('Gerenciar Inscrições', () => {
  it('counts every status and pages newest change first without repeats', async () => {
    const first = await ok<EnrolmentList>(admin, 'GET', listUrl('limit=10'));
    const count = (s: EnrolmentStatus) => enrolled.filter((e) => e.status === s).length;
    expect(first.counts).toEqual({
      A: count('A'),
      I: count('I'),
      E: count('E'),
      C: count('C'),
      total: enrolled.length,
    });
    expect(first.total).toBe(enrolled.length);
    expect(first.items).toHaveLength(10);
    expect(first.nextCursor).not.toBeNull();
    const all = await walk(admin, 'sort=since');
    expect(all).toHaveLength(enrolled.length);
    expect(new Set(all.map((e) => e.id)).size).toBe(enrolled.length);
    const since = all.map((e) => e.since);
    expect(since).toEqual([...since].sort().reverse());
  });

  it('filters by status, class and name or e-mail; counters keep every status', async () => {
    const evaded = await ok<EnrolmentList>(admin, 'GET', listUrl('status=E'));
    expect(evaded.items.map((e) => e.person.publicId).sort()).toEqual(
      enrolled
        .filter((e) => e.status === 'E')
        .map((e) => e.user.publicId)
        .sort(),
    );
    expect(evaded.items.every((e) => e.reasonCode === 55)).toBe(true);
    expect(evaded.counts.total).toBe(enrolled.length);
    expect(evaded.total).toBe(evaded.items.length);
    const inClass = await walk(admin, `classeId=${classes[1]}`);
    expect(inClass.map((e) => e.person.publicId).sort()).toEqual(
      enrolled
        .filter((e) => e.classeId === classes[1])
        .map((e) => e.user.publicId)
        .sort(),
    );
    const classCounts = (await ok<EnrolmentList>(admin, 'GET', listUrl(`classeId=${classes[1]}`))).counts;
    expect(classCounts.total).toBe(inClass.length);
    const byName = await ok<EnrolmentList>(admin, 'GET', listUrl('q=FÁBIO'));
    expect(byName.items.map((e) => e.person.firstName)).toEqual(['Fábio']);
    expect(byName.total).toBe(1);
    expect(byName.counts).toEqual({ A: 1, I: 0, E: 0, C: 0, total: 1 });
    const byMail = await ok<EnrolmentList>(
      admin,
      'GET',
      listUrl(`q=${encodeURIComponent(enrolled[0]!.user.email.slice(0, 14))}`),
    );
    expect(byMail.items.map((e) => e.person.publicId)).toContain(enrolled[0]!.user.publicId);
    const literal = await ok<EnrolmentList>(admin, 'GET', listUrl('q=%25'));
    expect(literal.items).toEqual([]);
    // A class of another course is refused on the field, never another course's people.
    const other = (await ok<Course>(admin, 'POST', '/api/cursos', { name: 'Outro', status: 'published' }, 201)).id;
    const otherClass = (await ok<{ id: number }>(admin, 'POST', `/api/cursos/${other}/turmas`, { name: 'X' }, 201)).id;
    const refused = await req(admin, 'GET', listUrl(`classeId=${otherClass}`));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ classeId: 'Turma inexistente neste curso' });
    expect((await req(admin, 'GET', `/api/cursos/${courseId}/inscricoes.csv?classeId=${otherClass}`)).statusCode).toBe(
      400,
    );
  });

  it('the total and the counters follow the search, the class and the status as the rows do', async () => {
    // "Teste" is every surname but Débora's: eleven of twelve, across both classes and every status.
    const matched = enrolled.filter((_, i) => i !== 3);
    const count = (rows: typeof enrolled, s: EnrolmentStatus) => rows.filter((e) => e.status === s).length;
    const expected = (rows: typeof enrolled) => ({
      A: count(rows, 'A'),
      I: count(rows, 'I'),
      E: count(rows, 'E'),
      C: count(rows, 'C'),
      total: rows.length,
    });
    expect(matched.length).toBeLessThan(enrolled.length);
    const searched = await ok<EnrolmentList>(admin, 'GET', listUrl('q=teste&limit=10'));
    expect(searched.counts).toEqual(expected(matched));
    expect(searched.total).toBe(matched.length);
    // One page of ten, the total is all eleven: what the pages hold, not what this one shows.
    expect(searched.items).toHaveLength(10);
    expect((await walk(admin, 'q=teste')).length).toBe(searched.total);
    // Every match on one page: the counters come from the rows themselves, and say the same.
    const onePage = await ok<EnrolmentList>(admin, 'GET', listUrl('q=teste&limit=20'));
    expect(onePage.nextCursor).toBeNull();
    expect(onePage.counts).toEqual(searched.counts);
    expect(onePage.total).toBe(searched.total);
    // The status picks among them: the total is that counter, the counters stay the search's.
    const searchedActive = await ok<EnrolmentList>(admin, 'GET', listUrl('q=teste&status=A'));
    expect(searchedActive.total).toBe(count(matched, 'A'));
    expect(searchedActive.items).toHaveLength(count(matched, 'A'));
    expect(searchedActive.counts).toEqual(expected(matched));
    // With the class filter too.
    const inClass = matched.filter((e) => e.classeId === classes[0]);
    const searchedClass = await ok<EnrolmentList>(admin, 'GET', listUrl(`q=teste&classeId=${classes[0]}`));
    expect(searchedClass.counts).toEqual(expected(inClass));
    expect(searchedClass.total).toBe(inClass.length);
    const none = await ok<EnrolmentList>(admin, 'GET', listUrl('q=ninguem-com-este-nome'));
    expect(none).toMatchObject({ items: [], total: 0, counts: { A: 0, I: 0, E: 0, C: 0, total: 0 } });
  });

  it('sorts by name in reading order, both ways, by keyset', async () => {
    const asc = await walk(admin, 'sort=name&order=asc');
    const names = asc.map((e) => e.person.firstName);
    expect(names.slice(0, 7)).toEqual(['Álvaro', 'Beatriz', 'Caio', 'Débora', 'Eduardo', 'Fábio', 'Frederico']);
    const desc = await walk(admin, 'sort=name&order=desc');
    expect(desc.map((e) => e.id)).toEqual(asc.map((e) => e.id).reverse());
  });

  it('a cursor that does not decode, or of another sort, is 400', async () => {
    const bad = await req(admin, 'GET', listUrl('cursor=%%%'));
    expect(bad.statusCode).toBe(400);
    expect((await req(admin, 'GET', listUrl('cursor=bm90LWEtY3Vyc29y'))).json().error.fields).toEqual({
      cursor: 'Valor inválido',
    });
    const page = await ok<EnrolmentList>(admin, 'GET', listUrl('limit=10'));
    const other = await req(admin, 'GET', listUrl(`sort=name&cursor=${page.nextCursor}`));
    expect(other.statusCode).toBe(400);
    expect((await req(admin, 'GET', listUrl('status=X'))).statusCode).toBe(400);
    expect((await req(admin, 'GET', listUrl('limit=1000'))).statusCode).toBe(400);
  });

  it('exports the rows as CSV with the header in the caller’s language, quoting by the library', async () => {
    const response = await req(rh, 'GET', `/api/cursos/${courseId}/inscricoes.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="inscricoes-dados-sql-e-python.csv"');
    expect(response.body.startsWith('\ufeff')).toBe(true);
    const rows = parse(response.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'Nome',
      'E-mail',
      'Turma',
      'Status',
      'Desde',
      'Motivo',
      'Alterado por',
      'Última atividade',
    ]);
    expect(rows).toHaveLength(enrolled.length + 1);
    const debora = rows.find((r) => r[0]!.startsWith('Débora'))!;
    expect(debora[0]).toBe('Débora Silva, "Dê"');
    expect(debora[3]).toBe('Concluído');
    const evaded = rows.filter((r) => r[3] === 'Evadido');
    expect(evaded.every((r) => r[5] === 'Dificuldade com o conteúdo')).toBe(true);
    const inactive = rows.filter((r) => r[3] === 'Inativo');
    expect(inactive.every((r) => r[5] === 'Não informado')).toBe(true);
    expect(rows.slice(1).every((r) => /^\d{4}-\d{2}-\d{2}$/.test(r[4]!))).toBe(true);
    // Read in the reader's language: an Rh who chose English.
    const reader = await createUser(ctx, 'trindtech', 'Rh');
    await ownerRows(
      ctx,
      sql`insert into user_settings (tenant_id, user_id, key, value)
          select tenant_id, id, 'language', 'en-US' from users where id = ${reader.id}`,
    );
    const english = await req(await as(reader), 'GET', `/api/cursos/${courseId}/inscricoes.csv?status=C`);
    const en = parse(english.body, { bom: true }) as string[][];
    expect(en[0]![0]).toBe('Name');
    expect(en).toHaveLength(enrolled.filter((e) => e.status === 'C').length + 1);
    expect(en.slice(1).every((r) => r[3] === 'Completed')).toBe(true);
  });

  it('changes many statuses at once with one reason, telling what happened to each', async () => {
    const course = (await ok<Course>(admin, 'POST', '/api/cursos', { name: 'Lote', status: 'published' }, 201)).id;
    const k = (await ok<{ id: number }>(admin, 'POST', `/api/cursos/${course}/turmas`, { name: 'T' }, 201)).id;
    const ppl = await Promise.all([0, 1, 2, 3].map(() => createUser(ctx, 'trindtech', 'Talento')));
    const stranger = await createUser(ctx, 'trindtech', 'Talento');
    const start: EnrolmentStatus[] = ['A', 'I', 'C', 'E'];
    for (const [i, p] of ppl.entries()) {
      await ok(admin, 'PUT', `/api/cursos/${course}/inscricoes`, { userId: p.publicId, classeId: k, status: start[i] });
    }
    const body = {
      userIds: [...ppl.map((p) => p.publicId), stranger.publicId],
      status: 'I',
      reasonCode: 50,
      note: 'Turno',
    };
    expect((await req(rh, 'PUT', `/api/cursos/${course}/inscricoes/lote`, body)).statusCode).toBe(403);
    const result = await ok<BulkEnrolmentResult>(admin, 'PUT', `/api/cursos/${course}/inscricoes/lote`, body);
    expect(result.updated).toBe(2);
    expect(result.results.map((r) => r.outcome)).toEqual(['updated', 'updated', 'completed', 'refused', 'notEnrolled']);
    const again = await ok<BulkEnrolmentResult>(admin, 'PUT', `/api/cursos/${course}/inscricoes/lote`, body);
    expect(again.results.map((r) => r.outcome)).toEqual([
      'unchanged',
      'unchanged',
      'completed',
      'refused',
      'notEnrolled',
    ]);
    const rows = await ownerRows<{ status: string; reason_id: number | null }>(
      ctx,
      sql`select status, reason_id from enrolments where course_id = ${course} order by id`,
    );
    expect(rows).toEqual([
      { status: 'I', reason_id: 50 },
      { status: 'I', reason_id: 50 },
      { status: 'C', reason_id: null },
      { status: 'E', reason_id: null },
    ]);
    const events = await ownerRows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from enrolment_events v join enrolments e on e.id = v.enrolment_id
          where e.course_id = ${course} and v.note = 'Turno'`,
    );
    expect(events[0]!.n).toBe(2);
  });
});

describe('the counters the database keeps', () => {
  it('agree with the rows after every write path, plain SQL included', async () => {
    const compare = async () => {
      const drift = await ownerRows(
        ctx,
        sql`select coalesce(k.course_id, r.course_id) as course, coalesce(k.status, r.status) as status, k.n, r.n as actual
            from course_enrolment_counts k
            full join (select tenant_id, course_id, status, count(*)::int as n from enrolments group by 1, 2, 3) r
              on r.tenant_id = k.tenant_id and r.course_id = k.course_id and r.status = k.status
            where coalesce(k.n, 0) <> coalesce(r.n, 0)`,
      );
      expect(drift).toEqual([]);
    };
    await compare();
    await ownerRows(
      ctx,
      sql`update enrolments set status = 'A', reason_id = null where course_id = ${courseId} and status = 'I'`,
    );
    await compare();
    await ownerRows(
      ctx,
      sql`delete from enrolment_events where enrolment_id in (select id from enrolments where course_id = ${courseId} and status = 'E')`,
    );
    await ownerRows(ctx, sql`delete from enrolments where course_id = ${courseId} and status = 'E'`);
    await compare();
    const counts = (await ok<EnrolmentList>(admin, 'GET', listUrl('limit=10'))).counts;
    expect(counts.I + counts.E).toBe(0);
  });
});

describe('favourites', () => {
  it('starring is idempotent either way; Admin sees who starred and whether they are enrolled', async () => {
    const url = `/api/cursos/${courseId}/favorito`;
    expect(await ok(talent, 'POST', url)).toEqual({ favourite: true });
    expect(await ok(talent, 'POST', url)).toEqual({ favourite: true });
    const rows = await ownerRows(ctx, sql`select 1 from course_favourites where user_id = ${talent.user.id}`);
    expect(rows).toHaveLength(1);
    const enrolledPerson = await as(enrolled[0]!.user);
    await ok(enrolledPerson, 'POST', url);
    const course = await ok<Course>(talent, 'GET', `/api/cursos/${courseId}`);
    expect(course.favourite).toBe(true);
    const mine = await ok<{ items: Course[] }>(talent, 'GET', '/api/cursos?favourite=true');
    expect(mine.items.map((c) => c.id)).toEqual([courseId]);
    const list = await ok<FavouriteList>(admin, 'GET', `/api/cursos/${courseId}/favoritos`);
    expect(list.total).toBe(2);
    expect(list.items.map((f) => f.person.publicId)).toEqual([enrolled[0]!.user.publicId, talent.user.publicId]);
    expect(list.items[0]!.enrolment?.status).toBe(enrolled[0]!.status);
    expect(list.items[1]!.enrolment).toBeNull();
    const paged = await ok<FavouriteList>(admin, 'GET', `/api/cursos/${courseId}/favoritos?limit=1`);
    const second = await ok<FavouriteList>(
      admin,
      'GET',
      `/api/cursos/${courseId}/favoritos?limit=1&cursor=${paged.nextCursor}`,
    );
    expect(second.items.map((f) => f.person.publicId)).toEqual([talent.user.publicId]);
    expect(second.nextCursor).toBeNull();
    for (const caller of [rh, talent]) {
      expect((await req(caller, 'GET', `/api/cursos/${courseId}/favoritos`)).statusCode).toBe(403);
    }
    expect(await ok(talent, 'DELETE', url)).toEqual({ favourite: false });
    expect(await ok(talent, 'DELETE', url)).toEqual({ favourite: false });
    expect((await ok<FavouriteList>(admin, 'GET', `/api/cursos/${courseId}/favoritos`)).total).toBe(1);
  });

  it('a draft or another tenant’s course cannot be starred (404)', async () => {
    const draft = (await ok<Course>(admin, 'POST', '/api/cursos', { name: 'Rascunho' }, 201)).id;
    expect((await req(talent, 'POST', `/api/cursos/${draft}/favorito`)).statusCode).toBe(404);
    const foreign = await as(await demoUser(ctx, 'sandbox', 'Admin'));
    const theirs = (await ok<Course>(foreign, 'POST', '/api/cursos', { name: 'Deles', status: 'published' }, 201)).id;
    expect((await req(talent, 'POST', `/api/cursos/${theirs}/favorito`)).statusCode).toBe(404);
  });
});

describe('trails', () => {
  let steps: number[];
  let classOf: Map<number, number>;
  beforeAll(async () => {
    steps = [];
    classOf = new Map();
    for (const name of ['Passo 1', 'Passo 2a', 'Passo 2b', 'Passo 3']) {
      const id = (await ok<Course>(admin, 'POST', '/api/cursos', { name, status: 'published' }, 201)).id;
      steps.push(id);
      classOf.set(id, (await ok<{ id: number }>(admin, 'POST', `/api/cursos/${id}/turmas`, { name: 'T' }, 201)).id);
    }
    const [tenant] = await ownerRows<{ id: string }>(ctx, sql`select id from tenants where slug = 'trindtech'`);
    const [trail] = await ownerRows<{ id: number }>(
      ctx,
      sql`insert into trails (tenant_id, name, enforce_order) values (${tenant!.id}, 'Trilha em ordem', true) returning id`,
    );
    const step = [1, 2, 2, 3];
    for (const [i, id] of steps.entries()) {
      await ownerRows(
        ctx,
        sql`insert into trail_courses (tenant_id, trail_id, course_id, step) values (${tenant!.id}, ${trail!.id}, ${id}, ${step[i]})`,
      );
    }
  });

  const attach = (person: TestUser, course: number, status: EnrolmentStatus) =>
    req(admin, 'PUT', `/api/cursos/${course}/inscricoes`, {
      userId: person.publicId,
      classeId: classOf.get(course),
      status,
    });

  it('refuses a later step before the earlier ones are completed (409), then allows it', async () => {
    const person = await createUser(ctx, 'trindtech', 'Talento');
    const early = await attach(person, steps[1]!, 'A');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toContain('Trilha em ordem');
    expect((await attach(person, steps[0]!, 'A')).statusCode).toBe(200);
    expect((await attach(person, steps[1]!, 'A')).statusCode).toBe(409);
    expect((await attach(person, steps[0]!, 'C')).statusCode).toBe(200);
    expect((await attach(person, steps[1]!, 'A')).statusCode).toBe(200);
    expect((await attach(person, steps[3]!, 'A')).statusCode).toBe(409);
    expect((await attach(person, steps[1]!, 'C')).statusCode).toBe(200);
    expect((await attach(person, steps[2]!, 'C')).statusCode).toBe(200);
    expect((await attach(person, steps[3]!, 'A')).statusCode).toBe(200);

    const trails = await ok<Trail[]>(await as(person), 'GET', '/api/trilhas');
    const trail = trails.find((t) => t.name === 'Trilha em ordem')!;
    expect(trail.steps.map((s) => s.courses.map((c) => c.myStatus))).toEqual([['C'], ['C', 'C'], ['A']]);
    expect(trail.steps.map((s) => [s.done, s.locked])).toEqual([
      [true, false],
      [true, false],
      [false, false],
    ]);
    expect(trail.progress).toEqual({ completedSteps: 2, totalSteps: 3, percent: 66 });
  });

  it('shows a newcomer the later steps locked', async () => {
    const trails = await ok<Trail[]>(talent, 'GET', '/api/trilhas');
    const trail = trails.find((t) => t.name === 'Trilha em ordem')!;
    expect(trail.steps.map((s) => s.locked)).toEqual([false, true, true]);
    expect(trail.progress.percent).toBe(0);
    // Someone without the courses menu and not Admin or Rh: sandbox gives it to every role, asid not to Rh.
    const asidColab = await as(await createUser(ctx, 'asid', 'Colaborador'));
    expect((await req(asidColab, 'GET', '/api/trilhas')).statusCode).toBe(403);
    expect((await req(asidColab, 'GET', '/api/cursos')).statusCode).toBe(403);
  });
});

describe('the next class (ADR 0038 addendum): the catalogue and the home read one rule', () => {
  it('is the first class still to come, an open one first; a running one is not next, nor is a cancelled one', async () => {
    const today = todayIn();
    const day = (n: number) => addDays(today, n);
    const newCourse = async (name: string) =>
      (await ok<Course>(admin, 'POST', '/api/cursos', { name, status: 'published' }, 201)).id;
    const newClass = async (course: number, name: string, startDate: string, stage: string) =>
      (
        await ok<{ id: number }>(
          admin,
          'POST',
          `/api/cursos/${course}/turmas`,
          { name, code: name, startDate, endDate: addDays(startDate, 90), stage },
          201,
        )
      ).id;
    // The demo's shape: one ended, one running for two months, the next open in twelve days, and in between
    // a cancelled one and a planned one.
    const full = await newCourse('Próxima turma: curso completo');
    await newClass(full, 'NX-1', day(-300), 'ended');
    const running = await newClass(full, 'NX-2', day(-60), 'in_progress');
    const cancelled = await newClass(full, 'NX-3', day(2), 'cancelled');
    const planned = await newClass(full, 'NX-4', day(3), 'planned');
    const open = await newClass(full, 'NX-5', day(12), 'open');
    await newClass(full, 'NX-6', day(40), 'open');
    // Still open for enrolment but started a week ago, and nothing after it.
    const late = await newCourse('Próxima turma: só uma em andamento');
    await newClass(late, 'LT-1', day(-7), 'open');
    // Only a planned one to come, starting today (today has not started yet: it counts).
    const plannedOnly = await newCourse('Próxima turma: só planejada');
    const plannedToday = await newClass(plannedOnly, 'PL-1', today, 'planned');

    const card = (id: number) => ok<Course>(talent, 'GET', `/api/cursos/${id}`);
    expect(await card(full)).toMatchObject({
      nextClass: { id: open, code: 'NX-5', startDate: day(12), stage: 'open' },
      hasOpenClass: true,
    });
    expect(await card(late)).toMatchObject({ nextClass: null, hasOpenClass: false });
    expect(await card(plannedOnly)).toMatchObject({
      nextClass: { id: plannedToday, stage: 'planned' },
      hasOpenClass: false,
    });
    // The catalogue's page says the same as the course, and its "open" filter follows the badge.
    const page = await ok<{ items: Course[] }>(talent, 'GET', `/api/cursos?q=${encodeURIComponent('Próxima turma')}`);
    const byId = new Map(page.items.map((c) => [c.id, c]));
    expect(byId.get(full)?.nextClass?.id).toBe(open);
    expect(byId.get(late)?.nextClass).toBeNull();
    expect(byId.get(plannedOnly)?.nextClass?.id).toBe(plannedToday);
    const openOnly = await ok<{ items: Course[] }>(
      talent,
      'GET',
      `/api/cursos?q=${encodeURIComponent('Próxima turma')}&hasOpenClass=true`,
    );
    expect(openOnly.items.map((c) => c.id)).toEqual([full]);
    const notOpen = await ok<{ items: Course[] }>(
      talent,
      'GET',
      `/api/cursos?q=${encodeURIComponent('Próxima turma')}&hasOpenClass=false`,
    );
    expect(notOpen.items.map((c) => c.id).sort()).toEqual([late, plannedOnly].sort());

    // The Admin's home: the classes still to come within 30 days, by the same rule.
    const home = await ok<HomeSummary>(admin, 'GET', '/api/inicio');
    const soon = home.courseOverview!.classesStartingSoon.map((c) => c.classe.id);
    expect(soon).toEqual(expect.arrayContaining([plannedToday, planned, open]));
    expect(soon).not.toContain(running);
    expect(soon).not.toContain(cancelled);
    expect(home.courseOverview!.classesStartingSoon.every((c) => c.classe.startDate! >= today)).toBe(true);
  });
});

describe('the home’s course sections', () => {
  it('the person: enrolments in progress; Admin: classes starting soon and evasion this month', async () => {
    const person = enrolled.find((e) => e.status === 'A')!;
    const mine = await ok<HomeSummary>(await as(person.user), 'GET', '/api/inicio');
    expect(mine.myCourses).toMatchObject({ total: 1, inProgress: [{ courseId, status: 'A' }] });
    expect(mine).not.toHaveProperty('courseOverview');
    const none = await ok<HomeSummary>(await as(await createUser(ctx, 'trindtech', 'Talento')), 'GET', '/api/inicio');
    expect(none).not.toHaveProperty('myCourses');
    const today = new Date().toISOString().slice(0, 10);
    const soon = (
      await ok<{ id: number }>(
        admin,
        'POST',
        `/api/cursos/${courseId}/turmas`,
        { name: 'Em breve', startDate: today, stage: 'open' },
        201,
      )
    ).id;
    const home = await ok<HomeSummary>(admin, 'GET', '/api/inicio');
    expect(home.courseOverview!.classesStartingSoon.map((c) => c.classe.id)).toContain(soon);
    expect(home.courseOverview!.evasionThisMonth.count).toBeGreaterThan(0);
    expect(home.courseOverview!.evasionThisMonth.since).toMatch(/^\d{4}-\d{2}-01$/);
    const rhHome = await ok<HomeSummary>(rh, 'GET', '/api/inicio');
    expect(rhHome).not.toHaveProperty('courseOverview');
  });
});
