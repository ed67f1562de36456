/**
 * Courses and enrolments (issue 13; ADR 0038) through the API, on both databases: every call by role
 * (Admin, Rh, a current and a former mentor, the person, another person, another tenant), every
 * transition allowed and refused, 409 on a completed enrolment and the Admin's reopen, classes of
 * another course or tenant refused, capacity, trail order, history, notifications, covers.
 */
import {
  type ClassRequest,
  type Course,
  type CourseRequest,
  ENROLMENT_STATUS_CODES,
  type Enrolment,
  type EnrolmentEvent,
  type EnrolmentStatus,
  enrolmentTransition,
} from '@ponte/shared/courses.schema';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, demoUser, linkMentor, multipart, ownerRows, type TestUser } from './test-app.ts';
import { type Caller, useTestApp } from './use-test-app.ts';

const ctx = useTestApp();
const { req, ok } = ctx;

const people: Record<string, TestUser> = {};
const as = (key: string) => ctx.as(people[key]!);

const course = (over: Partial<CourseRequest> = {}): CourseRequest => ({
  name: 'Lógica de Programação',
  description: '<p>Aprenda <strong>lógica</strong>.</p><script>alert(1)</script>',
  areaId: 28,
  workloadHours: 40,
  modality: 'online',
  status: 'published',
  certificateOnCompletion: true,
  skills: ['Lógica', 'Algoritmos'],
  ...over,
});

const classe = (over: Partial<ClassRequest> = {}): ClassRequest => ({
  name: 'Turma Noite',
  code: 'LP-01',
  startDate: '2026-03-01',
  endDate: '2026-06-30',
  shift: 'N',
  capacity: 30,
  stage: 'open',
  ...over,
});

let admin: Caller;
let courseId: number;
let classA: number;
let classB: number;
let otherCourseId: number;
let otherCourseClass: number;
let foreignCourseId: number;
let foreignClass: number;

const enrol = (caller: Caller, person: TestUser, body: Record<string, unknown>, cid = courseId) =>
  req(caller, 'PUT', `/api/cursos/${cid}/inscricoes`, { userId: person.publicId, classeId: classA, ...body });

beforeAll(async () => {
  people.admin = await demoUser(ctx, 'trindtech', 'Admin');
  people.rh = await demoUser(ctx, 'trindtech', 'Rh');
  people.talent = await createUser(ctx, 'trindtech', 'Talento', { firstName: 'Ana', lastName: 'Souza' });
  people.other = await createUser(ctx, 'trindtech', 'Talento', { firstName: 'Bruno', lastName: 'Lima' });
  people.mentor = await createUser(ctx, 'trindtech', 'Mentor');
  people.former = await createUser(ctx, 'trindtech', 'Mentor');
  people.funcionario = await createUser(ctx, 'trindtech', 'Funcionario');
  people.foreignAdmin = await demoUser(ctx, 'sandbox', 'Admin');
  people.foreignTalent = await createUser(ctx, 'sandbox', 'Talento');
  await linkMentor(ctx, people.mentor, people.talent);
  await linkMentor(ctx, people.former, people.talent, { ended: true });
  admin = await as('admin');
  courseId = (await ok<Course>(admin, 'POST', '/api/cursos', course(), 201)).id;
  classA = (await ok<{ id: number }>(admin, 'POST', `/api/cursos/${courseId}/turmas`, classe(), 201)).id;
  classB = (
    await ok<{ id: number }>(
      admin,
      'POST',
      `/api/cursos/${courseId}/turmas`,
      classe({ name: 'Turma Manhã', shift: 'M' }),
      201,
    )
  ).id;
  otherCourseId = (await ok<Course>(admin, 'POST', '/api/cursos', course({ name: 'Git e GitHub' }), 201)).id;
  otherCourseClass = (await ok<{ id: number }>(admin, 'POST', `/api/cursos/${otherCourseId}/turmas`, classe(), 201)).id;
  const foreign = await as('foreignAdmin');
  foreignCourseId = (await ok<Course>(foreign, 'POST', '/api/cursos', course({ name: 'Curso da sandbox' }), 201)).id;
  foreignClass = (await ok<{ id: number }>(foreign, 'POST', `/api/cursos/${foreignCourseId}/turmas`, classe(), 201)).id;
});

describe('courses', () => {
  it('Admin creates one: 201, sanitised description, counts for Admin', async () => {
    const created = await ok<Course>(admin, 'GET', `/api/cursos/${courseId}`);
    expect(created).toMatchObject({
      name: 'Lógica de Programação',
      description: '<p>Aprenda <strong>lógica</strong>.</p>',
      areaId: 28,
      modality: 'online',
      status: 'published',
      skills: ['Lógica', 'Algoritmos'],
      canEdit: true,
      counts: { A: 0, I: 0, E: 0, C: 0, total: 0 },
      // Both classes started in March: neither is a next class, so none is open for a newcomer.
      nextClass: null,
      hasOpenClass: false,
    });
  });

  it('creates from a name alone (the modal) as a draft; messages in the caller’s language', async () => {
    const draft = await ok<Course>(admin, 'POST', '/api/cursos', { name: 'Rascunho' }, 201);
    expect(draft).toMatchObject({ status: 'draft', modality: null, skills: [] });
    const empty = await req(admin, 'POST', '/api/cursos', { name: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ name: 'Campo obrigatório' });
    const en = await call(ctx.app, {
      url: '/api/cursos',
      body: { name: ' ' },
      cookie: admin.cookie,
      headers: { 'accept-language': 'en-US' },
    });
    expect(en.statusCode).toBe(400);
    const bad = await req(admin, 'POST', '/api/cursos', course({ partnerUrl: 'javascript:alert(1)', areaId: 40 }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['partnerUrl']);
    const area = await req(admin, 'POST', '/api/cursos', course({ areaId: 40 }));
    expect(area.json().error.fields).toEqual({ areaId: 'Opção inexistente' });
  });

  it('only Admin writes courses; another tenant’s is 404', async () => {
    for (const key of ['rh', 'talent', 'mentor', 'funcionario']) {
      const caller = await as(key);
      expect((await req(caller, 'POST', '/api/cursos', course())).statusCode, key).toBe(403);
      expect((await req(caller, 'PUT', `/api/cursos/${courseId}`, course())).statusCode, key).toBe(403);
      expect((await req(caller, 'POST', `/api/cursos/${courseId}/turmas`, classe())).statusCode, key).toBe(403);
    }
    expect((await req(admin, 'GET', `/api/cursos/${foreignCourseId}`)).statusCode).toBe(404);
    expect((await req(admin, 'PUT', `/api/cursos/${foreignCourseId}`, course())).statusCode).toBe(404);
    expect((await req(admin, 'GET', `/api/cursos/${foreignCourseId}/turmas`)).statusCode).toBe(404);
    expect((await req(admin, 'GET', '/api/cursos/abc')).statusCode).toBe(400);
  });

  it('talents see published courses only; Admin sees drafts and filters by status', async () => {
    const draft = await ok<Course>(
      admin,
      'POST',
      '/api/cursos',
      course({ name: 'Curso oculto', status: 'draft' }),
      201,
    );
    const talent = await as('talent');
    const list = await ok<{ items: Course[]; total: number; canCreate: boolean }>(
      talent,
      'GET',
      '/api/cursos?limit=96',
    );
    expect(list.canCreate).toBe(false);
    expect(list.items.every((c) => c.status === 'published')).toBe(true);
    expect(list.items.some((c) => c.id === draft.id)).toBe(false);
    expect(list.items[0]).not.toHaveProperty('counts');
    expect((await req(talent, 'GET', `/api/cursos/${draft.id}`)).statusCode).toBe(404);
    const drafts = await ok<{ items: Course[] }>(admin, 'GET', '/api/cursos?status=draft&limit=96');
    expect(drafts.items.map((c) => c.id)).toContain(draft.id);
    expect(drafts.items.every((c) => c.status === 'draft')).toBe(true);
    // The talent asking for drafts still sees published courses only.
    const asked = await ok<{ items: Course[] }>(talent, 'GET', '/api/cursos?status=draft&limit=96');
    expect(asked.items.every((c) => c.status === 'published')).toBe(true);
  });

  it('searches, filters and pages the catalogue by name', async () => {
    const talent = await as('talent');
    const found = await ok<{ items: Course[]; total: number }>(talent, 'GET', '/api/cursos?q=GIT');
    expect(found.items.map((c) => c.name)).toEqual(['Git e GitHub']);
    const percent = await ok<{ items: Course[] }>(talent, 'GET', '/api/cursos?q=%25');
    expect(percent.items).toEqual([]);
    const presencial = await ok<{ items: Course[] }>(talent, 'GET', '/api/cursos?modality=presencial');
    expect(presencial.items).toEqual([]);
    const pages: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: Course[]; nextCursor: string | null; total: number } = await ok(
        admin,
        'GET',
        `/api/cursos?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      pages.push(...page.items.map((c) => c.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages).toEqual([...pages].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(new Set(pages).size).toBe(pages.length);
    expect((await req(admin, 'GET', '/api/cursos?cursor=nonsense')).statusCode).toBe(400);
    expect(
      (await req(admin, 'GET', `/api/cursos?order=desc&cursor=${cursorOf('courses:name:asc', ['A', 1])}`)).statusCode,
    ).toBe(400);
  });

  it('a cover uploaded by Admin is attached and shown to everyone; others may not upload', async () => {
    const bytes = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const upload = (caller: Caller) =>
      call(ctx.app, {
        url: '/api/arquivos/upload/capa-curso',
        cookie: caller.cookie,
        ...multipart(bytes, 'capa.png', 'image/png'),
      });
    expect((await upload(await as('talent'))).statusCode).toBe(403);
    const uploaded = await upload(admin);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id, url } = uploaded.json() as { id: string; url: string };
    const saved = await ok<Course>(
      admin,
      'PUT',
      `/api/cursos/${otherCourseId}`,
      course({ name: 'Git e GitHub', coverFileId: id }),
    );
    expect(saved.coverUrl).toBe(url);
    // Absent keeps it; another person's or unknown file is refused.
    expect(
      (await ok<Course>(admin, 'PUT', `/api/cursos/${otherCourseId}`, course({ name: 'Git e GitHub' }))).coverUrl,
    ).toBe(url);
    const refused = await req(admin, 'PUT', `/api/cursos/${courseId}`, course({ coverFileId: id }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.coverFileId).toBeTruthy();
    const image = await call(ctx.app, { url: `/api/arquivos/${url}`, cookie: (await as('other')).cookie });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });
});

describe('classes', () => {
  it('lists a course’s classes with seats; [] when it has none', async () => {
    const talent = await as('talent');
    const list = await ok<{ id: number; seatsUsed: number; capacity: number }[]>(
      talent,
      'GET',
      `/api/cursos/${courseId}/turmas`,
    );
    expect(list.map((c) => c.id).sort()).toEqual([classA, classB].sort());
    const none = await ok<Course>(admin, 'POST', '/api/cursos', course({ name: 'Sem turmas' }), 201);
    expect(await ok(talent, 'GET', `/api/cursos/${none.id}/turmas`)).toEqual([]);
  });

  it('edits a class of this course; another course’s or tenant’s is 404; dates in order', async () => {
    const edited = await ok<{ name: string; stage: string }>(
      admin,
      'PUT',
      `/api/cursos/${courseId}/turmas/${classB}`,
      classe({ name: 'Turma Manhã', shift: 'M', stage: 'in_progress' }),
    );
    expect(edited).toMatchObject({ name: 'Turma Manhã', stage: 'in_progress' });
    expect((await req(admin, 'PUT', `/api/cursos/${courseId}/turmas/${otherCourseClass}`, classe())).statusCode).toBe(
      404,
    );
    expect((await req(admin, 'PUT', `/api/cursos/${courseId}/turmas/${foreignClass}`, classe())).statusCode).toBe(404);
    const backwards = await req(admin, 'POST', `/api/cursos/${courseId}/turmas`, classe({ endDate: '2026-01-01' }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields.endDate).toBe('A data de fim não pode ser anterior à de início');
  });
});

describe('attaching and changing enrolments', () => {
  it('Admin attaches a person: the enrolment, a CREATED event, the person told', async () => {
    const person = await createUser(ctx, 'trindtech', 'Talento', { firstName: 'Carla', lastName: 'Dias' });
    const response = await enrol(admin, person, { status: 'A' });
    expect(response.statusCode, response.body).toBe(200);
    const enrolment = response.json() as Enrolment;
    expect(enrolment).toMatchObject({
      person: { publicId: person.publicId, firstName: 'Carla' },
      course: { id: courseId, certificateOnCompletion: true },
      classe: { id: classA, name: 'Turma Noite', shift: 'N', stage: 'open' },
      status: 'A',
      reasonCode: null,
      changedBy: { publicId: people.admin!.publicId },
      canEdit: true,
      canReopen: false,
    });
    const notices = await ownerRows<{ kind: string; params: Record<string, string> }>(
      ctx,
      sql`select kind, params from notifications where user_id = ${person.id}`,
    );
    expect(notices).toEqual([
      { kind: 'enrolmentStatusChanged', params: { course: 'Lógica de Programação', context: 'A' } },
    ]);
  });

  it("spec §5: course, class and status are required, with 'Campo obrigatório'", async () => {
    const response = await req(admin, 'PUT', `/api/cursos/${courseId}/inscricoes`, { userId: people.talent!.publicId });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ classeId: 'Campo obrigatório', status: 'Campo obrigatório' });
    const badStatus = await enrol(admin, people.talent!, { status: 'X' });
    expect(badStatus.json().error.fields).toEqual({ status: 'Valor inválido' });
  });

  it('refuses a class of another course or tenant, another tenant’s person and course (404)', async () => {
    const person = await createUser(ctx, 'trindtech', 'Talento');
    expect((await enrol(admin, person, { status: 'A', classeId: otherCourseClass })).statusCode).toBe(404);
    expect((await enrol(admin, person, { status: 'A', classeId: foreignClass })).statusCode).toBe(404);
    expect((await enrol(admin, people.foreignTalent!, { status: 'A' })).statusCode).toBe(404);
    expect((await enrol(admin, person, { status: 'A', classeId: foreignClass }, foreignCourseId)).statusCode).toBe(404);
    const rows = await ownerRows(ctx, sql`select 1 from enrolments where user_id = ${person.id}`);
    expect(rows).toEqual([]);
  });

  it('only Admin attaches and changes: Rh, mentors, the person and others are 403', async () => {
    const person = await createUser(ctx, 'trindtech', 'Talento');
    for (const key of ['rh', 'mentor', 'former', 'talent', 'funcionario']) {
      expect((await enrol(await as(key), person, { status: 'A' })).statusCode, key).toBe(403);
    }
    expect((await enrol(await as('talent'), people.talent!, { status: 'A' })).statusCode).toBe(403);
  });

  // Every pair of statuses: a person attached in `from`, then asked to move to `to`.
  describe.each(ENROLMENT_STATUS_CODES)('from %s', (from) => {
    it.each(ENROLMENT_STATUS_CODES)(`to %s answers as enrolmentTransition says`, async (to) => {
      const person = await createUser(ctx, 'trindtech', 'Talento');
      expect((await enrol(admin, person, { status: from })).statusCode).toBe(200);
      const response = await enrol(admin, person, { status: to, reasonCode: to === 'I' || to === 'E' ? 52 : null });
      const verdict = enrolmentTransition(from, to);
      expect(response.statusCode, response.body).toBe(verdict === 'allowed' ? 200 : 409);
      const [row] = await ownerRows<{ status: EnrolmentStatus }>(
        ctx,
        sql`select status from enrolments where user_id = ${person.id}`,
      );
      expect(row!.status).toBe(verdict === 'allowed' ? to : from);
      if (verdict === 'completed')
        expect(response.json().error.message).toBe('A inscrição está concluída e não pode ser alterada');
      if (verdict === 'refused') expect(response.json().error.code).toBe('CONFLICT');
    });
  });

  it('records reasons for I and E only, from the tenant’s EVASION_REASON list', async () => {
    const person = await createUser(ctx, 'trindtech', 'Talento');
    await enrol(admin, person, { status: 'A', reasonCode: 51 });
    const [active] = await ownerRows<{ reason_id: number | null }>(
      ctx,
      sql`select reason_id from enrolments where user_id = ${person.id}`,
    );
    expect(active!.reason_id).toBeNull();
    const unknown = await enrol(admin, person, { status: 'I', reasonCode: 40 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ reasonCode: 'Motivo inexistente' });
    const inactive = (
      await enrol(admin, person, { status: 'I', reasonCode: 51, note: 'Voltou a trabalhar à noite' })
    ).json();
    expect(inactive).toMatchObject({ status: 'I', reasonCode: 51 });
    const notInformed = (await enrol(admin, person, { status: 'E' })).json();
    expect(notInformed).toMatchObject({ status: 'E', reasonCode: null });
    const options = await ok<{ id: number; label: { ptBr: string } }[]>(admin, 'GET', '/api/opcoes/EVASION_REASON');
    expect(options.map((o) => o.label.ptBr)).toEqual([
      'Horário de trabalho',
      'Financeiro',
      'Saúde',
      'Família',
      'Sem equipamento ou internet',
      'Dificuldade com o conteúdo',
      'Mudou de cidade',
      'Conseguiu emprego',
      'Sem contato',
      'Outro',
    ]);
  });

  it('moves a person between classes and records class before and after; nothing changed records nothing', async () => {
    const person = await createUser(ctx, 'trindtech', 'Talento');
    await enrol(admin, person, { status: 'A' });
    const moved = (await enrol(admin, person, { status: 'A', classeId: classB })).json() as Enrolment;
    expect(moved.classe.id).toBe(classB);
    await enrol(admin, person, { status: 'A', classeId: classB });
    const history = await ok<EnrolmentEvent[]>(
      admin,
      'GET',
      `/api/cursos/${courseId}/inscricoes/${person.publicId}/historico`,
    );
    expect(
      history.map((e) => [e.kind, e.fromStatus, e.toStatus, e.classeBefore?.id ?? null, e.classeAfter.id]),
    ).toEqual([
      ['CREATED', null, 'A', null, classA],
      ['CLASS', 'A', 'A', classA, classB],
    ]);
  });

  it('keeps E → A on the same enrolment: a re-entry with its own event', async () => {
    const person = await createUser(ctx, 'trindtech', 'Talento');
    const first = (await enrol(admin, person, { status: 'A' })).json() as Enrolment;
    await enrol(admin, person, { status: 'E', reasonCode: 57 });
    const back = (await enrol(admin, person, { status: 'A', note: 'Voltou' })).json() as Enrolment;
    expect(back.id).toBe(first.id);
    const history = await ok<EnrolmentEvent[]>(
      admin,
      'GET',
      `/api/cursos/${courseId}/inscricoes/${person.publicId}/historico`,
    );
    expect(history.map((e) => `${e.fromStatus ?? '-'}→${e.toStatus}`)).toEqual(['-→A', 'A→E', 'E→A']);
    expect(history[1]).toMatchObject({ reasonCode: 57, actor: { publicId: people.admin!.publicId } });
    expect(history[2]!.note).toBe('Voltou');
  });

  it('a completed enrolment is 409; Admin reopens it with a required note, recorded', async () => {
    const person = await createUser(ctx, 'trindtech', 'Talento');
    await enrol(admin, person, { status: 'A' });
    const done = (await enrol(admin, person, { status: 'C' })).json() as Enrolment;
    expect(done).toMatchObject({ status: 'C', canEdit: false, canReopen: true });
    expect((await enrol(admin, person, { status: 'A' })).statusCode).toBe(409);
    expect((await enrol(admin, person, { status: 'C' })).statusCode).toBe(409);
    const url = `/api/cursos/${courseId}/inscricoes/${person.publicId}/reabrir`;
    const noNote = await req(admin, 'POST', url, { note: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.fields).toEqual({ note: 'Informe uma observação para reabrir a inscrição' });
    expect((await req(await as('rh'), 'POST', url, { note: 'x' })).statusCode).toBe(403);
    const reopened = await ok<Enrolment>(admin, 'POST', url, { note: 'Faltou entregar o projeto final' });
    expect(reopened).toMatchObject({ status: 'A', canEdit: true });
    expect((await req(admin, 'POST', url, { note: 'de novo' })).statusCode).toBe(409);
    const history = await ok<EnrolmentEvent[]>(
      admin,
      'GET',
      `/api/cursos/${courseId}/inscricoes/${person.publicId}/historico`,
    );
    expect(history.at(-1)).toMatchObject({
      kind: 'REOPENED',
      fromStatus: 'C',
      toStatus: 'A',
      note: 'Faltou entregar o projeto final',
    });
    const missing = await createUser(ctx, 'trindtech', 'Talento');
    expect(
      (await req(admin, 'POST', `/api/cursos/${courseId}/inscricoes/${missing.publicId}/reabrir`, { note: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('completing adds the course’s skills to the person’s profile, once', async () => {
    const person = await createUser(ctx, 'trindtech', 'Talento');
    await enrol(admin, person, { status: 'C' });
    const [profile] = await ownerRows<{ hard_skills: string[] }>(
      ctx,
      sql`select hard_skills from profiles where user_id = ${person.id}`,
    );
    expect(profile!.hard_skills).toEqual(['Lógica', 'Algoritmos']);
  });

  it('a full class and a cancelled one refuse a new seat (409)', async () => {
    const tiny = (
      await ok<{ id: number }>(
        admin,
        'POST',
        `/api/cursos/${courseId}/turmas`,
        classe({ name: 'Turma pequena', capacity: 1 }),
        201,
      )
    ).id;
    const cancelled = (
      await ok<{ id: number }>(
        admin,
        'POST',
        `/api/cursos/${courseId}/turmas`,
        classe({ name: 'Turma cancelada', stage: 'cancelled' }),
        201,
      )
    ).id;
    const [a, b] = [await createUser(ctx, 'trindtech', 'Talento'), await createUser(ctx, 'trindtech', 'Talento')];
    expect((await enrol(admin, a, { status: 'A', classeId: tiny })).statusCode).toBe(200);
    const full = await enrol(admin, b, { status: 'A', classeId: tiny });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe('A turma está lotada');
    expect((await enrol(admin, b, { status: 'A', classeId: cancelled })).statusCode).toBe(409);
    // An evaded person frees the seat.
    await enrol(admin, a, { status: 'E', classeId: tiny });
    expect((await enrol(admin, b, { status: 'A', classeId: tiny })).statusCode).toBe(200);
    expect((await enrol(admin, a, { status: 'A', classeId: tiny })).statusCode).toBe(409);
  });
});

describe('reading enrolments', () => {
  let person: TestUser;
  beforeAll(async () => {
    person = people.talent!;
    await enrol(admin, person, { status: 'A' });
    await req(admin, 'PUT', `/api/cursos/${otherCourseId}/inscricoes`, {
      userId: person.publicId,
      classeId: otherCourseClass,
      status: 'I',
      reasonCode: 53,
    });
  });

  const cases: [string, number][] = [
    ['talent', 200],
    ['admin', 200],
    ['rh', 200],
    ['mentor', 200],
    ['former', 403],
    ['other', 403],
    ['funcionario', 403],
  ];

  it.each(cases)('%s reads the person’s courses and history: %i', async (key, status) => {
    const caller = await as(key);
    const courses = await req(caller, 'GET', `/api/pessoas/${person.publicId}/cursos`);
    expect(courses.statusCode).toBe(status);
    const history = await req(caller, 'GET', `/api/cursos/${courseId}/inscricoes/${person.publicId}/historico`);
    expect(history.statusCode).toBe(status);
    if (status === 200) {
      const body = courses.json() as { items: Enrolment[]; canAttach: boolean };
      expect(body.items.map((e) => e.course.id).sort()).toEqual([courseId, otherCourseId].sort());
      expect(body.canAttach).toBe(key === 'admin');
      expect(body.items.every((e) => e.canEdit === (key === 'admin'))).toBe(true);
    }
  });

  it('another tenant’s person is 404; a course without their enrolment is 404', async () => {
    expect((await req(admin, 'GET', `/api/pessoas/${people.foreignTalent!.publicId}/cursos`)).statusCode).toBe(404);
    const none = await createUser(ctx, 'trindtech', 'Talento');
    expect((await req(admin, 'GET', `/api/cursos/${courseId}/inscricoes/${none.publicId}/historico`)).statusCode).toBe(
      404,
    );
  });

  it('Gerenciar Inscrições is Admin’s and Rh’s only', async () => {
    for (const [key, status] of [
      ['admin', 200],
      ['rh', 200],
      ['talent', 403],
      ['mentor', 403],
      ['funcionario', 403],
    ] as [string, number][]) {
      const caller = await as(key);
      expect((await req(caller, 'GET', `/api/cursos/${courseId}/inscricoes`)).statusCode, key).toBe(status);
      expect((await req(caller, 'GET', `/api/cursos/${courseId}/inscricoes.csv`)).statusCode, key).toBe(status);
    }
    expect((await req(admin, 'GET', `/api/cursos/${foreignCourseId}/inscricoes`)).statusCode).toBe(404);
    const rh = (await req(await as('rh'), 'GET', `/api/cursos/${courseId}/inscricoes`)).json();
    expect(rh.canEdit).toBe(false);
  });
});

function cursorOf(list: string, key: (string | number)[]): string {
  return Buffer.from(JSON.stringify([list, ...key]), 'utf8').toString('base64url');
}
