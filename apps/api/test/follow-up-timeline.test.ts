/**
 * Follow-up (issue 12), the rest: the timeline (what each caller sees, newest first, keyset pages
 * with the total, filters), the stored-XSS corpus through the API, and the reminder job.
 */
import { addDays, PRODUCT_TIME_ZONE, type TimelineItem, todayIn } from '@ponte/shared/follow-up.schema';
import { XSS_CORPUS } from '@ponte/shared/testing/xss-corpus';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_UP_REMINDERS_JOB } from '../src/app.ts';
import { executableVectors } from './rich-text-check.ts';
import { createUser, demoUser, linkMentor, ownerRows, type TestUser } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp();
const { req } = ctx;
const TODAY = todayIn();

const note = (title: string, annotationDate: string, over: Record<string, unknown> = {}) => ({
  title,
  annotation: `<p>${title}</p>`,
  annotationDate,
  category: 40,
  ...over,
});

async function post(user: TestUser, person: TestUser, path: 'anotacoes' | 'feedbacks', body: unknown) {
  const response = await req(user, 'POST', `/api/perfil/${person.publicId}/${path}`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; annotation: string; actions: { id: number }[] };
}

interface Page {
  items: TimelineItem[];
  nextCursor: string | null;
  total: number;
}

async function timeline(viewer: TestUser, person: TestUser, query = ''): Promise<Page> {
  const response = await req(viewer, 'GET', `/api/perfil/${person.publicId}/acompanhamento${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Every page, following nextCursor; each page must say the same total. */
async function allPages(
  viewer: TestUser,
  person: TestUser,
  query: string,
): Promise<{ items: TimelineItem[]; total: number }> {
  const items: TimelineItem[] = [];
  let cursor: string | null = null;
  let total = -1;
  do {
    const separator = query ? '&' : '?';
    const page: Page = await timeline(viewer, person, `${query}${cursor ? `${separator}cursor=${cursor}` : ''}`);
    if (total >= 0) expect(page.total).toBe(total);
    total = page.total;
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return { items, total };
}

/** An entry's place on the timeline: its day, when it was written, annotations, then mentorship, then enrolment events at a tie. */
function keyOf(item: TimelineItem): [string, string, number, number] {
  if (item.kind === 'mentorship') return [todayIn(PRODUCT_TIME_ZONE, new Date(item.at)), item.at, 1, item.id];
  if (item.kind === 'enrolment') return [todayIn(PRODUCT_TIME_ZONE, new Date(item.at)), item.at, 0, item.id];
  return [item.annotationDate, item.createdAt, 2, item.id];
}

function isNewestFirst(items: TimelineItem[]): boolean {
  return items.every((item, i) => {
    if (i === 0) return true;
    const [a, b] = [keyOf(items[i - 1]!), keyOf(item)];
    for (let k = 0; k < 4; k++) {
      if (a[k]! > b[k]!) return true;
      if (a[k]! < b[k]!) return false;
    }
    return false;
  });
}

let person: TestUser;
let mentor: TestUser;
let admin: TestUser;

beforeAll(async () => {
  person = await createUser(ctx, 'trindtech', 'Talento', { firstName: 'Yara' });
  mentor = await createUser(ctx, 'trindtech', 'Mentor', { firstName: 'Mário' });
  admin = await demoUser(ctx, 'trindtech', 'Admin');
  await linkMentor(ctx, mentor, person);
  // 23 annotations over twelve days (two a day, some shared, two categories), two feedbacks from the
  // Admin, and four mentorship events, one of them the Admin's, on days the annotations share.
  for (let i = 0; i < 23; i++) {
    await post(
      mentor,
      person,
      'anotacoes',
      note(`Nota ${i}`, addDays(TODAY, -Math.floor(i / 2)), {
        shared: i % 3 === 0,
        category: i % 4 === 0 ? 41 : 40,
      }),
    );
  }
  await post(admin, person, 'feedbacks', { ...note('Feedback A', addDays(TODAY, -3)), actions: [] });
  await post(admin, person, 'feedbacks', { ...note('Feedback B', addDays(TODAY, -8)), actions: [] });
  const [request] = await ownerRows<{ id: number; tenant_id: string }>(
    ctx,
    sql`select id, tenant_id from mentorship_requests where user_id = ${person.id}`,
  );
  for (const [kind, daysAgo, actor] of [
    ['CREATED', 20, person.id],
    ['LINKED', 5, admin.id],
    ['RELINKED', 2, null],
    ['CONCLUDED', 0, null],
  ] as const) {
    await ownerRows(
      ctx,
      sql`insert into mentorship_events (tenant_id, request_id, actor_id, kind, to_status, mentor_after, created_at)
          values (${request!.tenant_id}, ${request!.id}, ${actor}, ${kind}, 'EM_ANDAMENTO', ${mentor.id},
                  now() - make_interval(days => ${daysAgo}))`,
    );
  }
});

describe('the timeline', () => {
  it('pages everything the mentor may see, newest first, with the total on every page', async () => {
    const { items, total } = await allPages(mentor, person, '?limit=10');
    expect(total).toBe(29);
    expect(items).toHaveLength(29);
    expect(new Set(items.map((i) => `${i.kind}:${i.id}`)).size).toBe(29);
    expect(isNewestFirst(items)).toBe(true);
    expect(items.filter((i) => i.kind === 'mentorship').map((i) => i.kind === 'mentorship' && i.event)).toEqual([
      'CONCLUDED',
      'RELINKED',
      'LINKED',
      'CREATED',
    ]);
    const first = await timeline(mentor, person, '?limit=10');
    expect(first).toMatchObject({ canWriteAnnotation: true, canWriteFeedback: true });
  });

  it('shows Admin the shared annotations, the feedbacks and the events; the person their feedbacks and events', async () => {
    const asAdmin = await allPages(admin, person, '?limit=50');
    expect(asAdmin.total).toBe(8 + 2 + 4);
    expect(asAdmin.items.filter((i) => i.kind === 'annotation').every((i) => i.kind === 'annotation' && i.shared)).toBe(
      true,
    );
    const asSelf = await allPages(person, person, '?limit=50');
    expect(asSelf.items.map((i) => i.kind).sort()).toEqual([
      'feedback',
      'feedback',
      'mentorship',
      'mentorship',
      'mentorship',
      'mentorship',
    ]);
    expect(asSelf.items.find((i) => i.kind === 'feedback')).toMatchObject({ canProgress: true, canEdit: false });
  });

  it('filters by kind, category, author and period', async () => {
    const count = async (query: string) => (await timeline(mentor, person, query)).total;
    expect(await count('?kind=annotation')).toBe(23);
    expect(await count('?kind=feedback')).toBe(2);
    expect(await count('?kind=mentorship')).toBe(4);
    expect(await count('?category=41')).toBe(6);
    expect(await count(`?author=${admin.publicId}`)).toBe(3);
    expect(await count(`?author=${mentor.publicId}&kind=mentorship`)).toBe(0);
    expect(await count('?author=00000000-0000-4000-8000-000000000000')).toBe(0);
    const window = await allPages(mentor, person, `?from=${addDays(TODAY, -3)}&to=${addDays(TODAY, -2)}&limit=10`);
    // Days −2 and −3: four annotations, feedback A and the relink.
    expect(window.total).toBe(6);
    expect(window.items.every((i) => keyOf(i)[0] >= addDays(TODAY, -3) && keyOf(i)[0] <= addDays(TODAY, -2))).toBe(
      true,
    );
    const filtered = await allPages(mentor, person, '?kind=annotation&category=41&limit=2');
    expect(filtered.items).toHaveLength(6);
    expect(isNewestFirst(filtered.items)).toBe(true);
  });

  it('refuses a cursor of another list, a broken one and a period that ends before it starts', async () => {
    const annotations = await req(mentor, 'GET', `/api/perfil/${person.publicId}/anotacoes?limit=10`);
    const foreign = annotations.json().nextCursor as string;
    expect(foreign).toBeTruthy();
    for (const cursor of [
      foreign,
      'bm90LWpzb24',
      Buffer.from('["followUp:timeline","x","y",2,1]').toString('base64url'),
    ]) {
      const response = await req(mentor, 'GET', `/api/perfil/${person.publicId}/acompanhamento?cursor=${cursor}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json().error.fields).toEqual({ cursor: 'Valor inválido' });
    }
    const backwards = await req(
      mentor,
      'GET',
      `/api/perfil/${person.publicId}/acompanhamento?from=${TODAY}&to=${addDays(TODAY, -1)}`,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toEqual({ to: 'A data final deve ser igual ou posterior à data inicial' });
  });

  it('pages the annotation and feedback lists the same way', async () => {
    const items: { id: number }[] = [];
    let cursor: string | null = null;
    do {
      const response = await req(
        mentor,
        'GET',
        `/api/perfil/${person.publicId}/anotacoes?limit=7${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const page = response.json();
      expect(page.total).toBe(23);
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(items.map((i) => i.id)).size).toBe(23);
    const feedbacks = (await req(person, 'GET', `/api/perfil/${person.publicId}/feedbacks`)).json();
    expect(feedbacks.items.map((f: { title: string }) => f.title)).toEqual(['Feedback A', 'Feedback B']);
  });
});

describe('course enrolments on the timeline (issue 12 §4)', () => {
  it('shows each change of the person’s enrolments to those who may read them, newest first, by kind', async () => {
    const student = await createUser(ctx, 'trindtech', 'Talento', { firstName: 'Iara' });
    const ownMentor = await createUser(ctx, 'trindtech', 'Mentor', { firstName: 'Otávio' });
    await linkMentor(ctx, ownMentor, student);
    const course = await req(admin, 'POST', '/api/cursos', {
      name: 'Banco de Dados',
      description: '<p>SQL</p>',
      areaId: 28,
      workloadHours: 20,
      modality: 'online',
      status: 'published',
      certificateOnCompletion: false,
      skills: [],
    });
    expect(course.statusCode, course.body).toBe(201);
    const courseId = course.json().id as number;
    const classe = await req(admin, 'POST', `/api/cursos/${courseId}/turmas`, {
      name: 'Turma Manhã',
      code: 'BD-01',
      startDate: '2026-03-01',
      endDate: '2026-06-30',
      shift: 'M',
      capacity: 10,
      stage: 'open',
    });
    expect(classe.statusCode, classe.body).toBe(201);
    const classeId = classe.json().id as number;
    for (const [status, reasonCode] of [
      ['A', null],
      ['I', 52],
      ['E', 52],
    ] as const) {
      const response = await req(admin, 'PUT', `/api/cursos/${courseId}/inscricoes`, {
        userId: student.publicId,
        classeId,
        status,
        reasonCode,
      });
      expect(response.statusCode, response.body).toBe(200);
    }

    const asMentor = await allPages(ownMentor, student, '?kind=enrolment&limit=2');
    expect(asMentor.total).toBe(3);
    expect(isNewestFirst(asMentor.items)).toBe(true);
    expect(asMentor.items.map((i) => i.kind === 'enrolment' && [i.fromStatus, i.toStatus])).toEqual([
      ['I', 'E'],
      ['A', 'I'],
      [null, 'A'],
    ]);
    expect(asMentor.items[0]).toMatchObject({
      kind: 'enrolment',
      event: 'STATUS',
      course: 'Banco de Dados',
      classeAfter: 'Turma Manhã',
      actor: expect.any(String),
      reason: expect.any(String),
    });
    // The same entries for the person and for Admin; none under a category (enrolments have none).
    expect((await timeline(student, student, '?kind=enrolment')).total).toBe(3);
    expect((await timeline(admin, student, '?kind=enrolment')).total).toBe(3);
    expect((await timeline(ownMentor, student, '?kind=enrolment&category=40')).total).toBe(0);
    expect((await timeline(ownMentor, student, `?kind=enrolment&author=${admin.publicId}`)).total).toBe(3);
    // Everything together still pages in one order.
    const all = await allPages(ownMentor, student, '?limit=1');
    expect(isNewestFirst(all.items)).toBe(true);
    expect(all.items.filter((i) => i.kind === 'enrolment')).toHaveLength(3);
  });
});

describe('stored XSS (ADR 0037)', () => {
  it(`keeps no executable vector from any of the ${XSS_CORPUS.length} payloads stored through the API`, async () => {
    const target = await createUser(ctx, 'trindtech', 'Talento');
    const author = await createUser(ctx, 'trindtech', 'Mentor');
    await linkMentor(ctx, author, target);
    let stored = 0;
    for (const payload of XSS_CORPUS) {
      const response = await req(author, 'POST', `/api/perfil/${target.publicId}/anotacoes`, {
        ...note(payload.id, TODAY),
        annotation: payload.html,
      });
      if (payload.html.includes('\u0000')) {
        // No text a person types holds a NUL byte: refused whole, before any sanitising (ADR 0039).
        expect(response.statusCode, payload.id).toBe(400);
        expect(response.json().error.fields, payload.id).toEqual({ annotation: 'Valor inválido' });
        continue;
      }
      if (response.statusCode === 400) {
        // Nothing harmless was left: the annotation is empty, as spec §5 says it.
        expect(response.json().error.fields, payload.id).toEqual({ annotation: 'Anotação é obrigatória' });
        continue;
      }
      expect(response.statusCode, payload.id).toBe(201);
      expect(executableVectors(response.json().annotation), payload.id).toEqual([]);
      stored += 1;
    }
    expect(stored).toBeGreaterThan(40);
    const listed: { title: string; annotation: string }[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { title: string; annotation: string }[]; nextCursor: string | null } = (
        await req(
          author,
          'GET',
          `/api/perfil/${target.publicId}/anotacoes?limit=50${cursor ? `&cursor=${cursor}` : ''}`,
        )
      ).json();
      listed.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(listed).toHaveLength(stored);
    for (const item of listed) expect(executableVectors(item.annotation), item.title).toEqual([]);

    // An edit goes through the same sanitising.
    const [first] = (await req(author, 'GET', `/api/perfil/${target.publicId}/anotacoes?limit=10`)).json().items;
    const edited = await req(author, 'PUT', `/api/perfil/${target.publicId}/anotacoes/${first.id}`, {
      ...note('editada', TODAY),
      annotation: '<p>ok</p><img src=x onerror=alert(1)><svg onload=alert(1)>',
    });
    expect(edited.json().annotation).toBe('<p>ok</p>');
  });
});

describe('reminders', () => {
  it('tells the person once of each action due within three days and each overdue one', async () => {
    const talent = await createUser(ctx, 'trindtech', 'Talento');
    const sent = await post(admin, talent, 'feedbacks', {
      ...note('Plano', TODAY),
      actions: [
        { name: 'Amanhã', initialDate: TODAY, endDate: addDays(TODAY, 1) },
        { name: 'Em três dias', initialDate: TODAY, endDate: addDays(TODAY, 3) },
        { name: 'Em quatro dias', initialDate: TODAY, endDate: addDays(TODAY, 4) },
        { name: 'Ontem', initialDate: addDays(TODAY, -5), endDate: addDays(TODAY, -1) },
        { name: 'Feita ontem', initialDate: addDays(TODAY, -5), endDate: addDays(TODAY, -1) },
        { name: 'Há muito tempo', initialDate: addDays(TODAY, -90), endDate: addDays(TODAY, -60) },
      ],
    });
    const done = sent.actions[4]!.id;
    const marked = await req(talent, 'PUT', `/api/perfil/${talent.publicId}/feedbacks/${sent.id}/acoes/${done}`, {
      isDone: true,
    });
    expect(marked.statusCode).toBe(200);
    await ctx.app.jobs.run(FOLLOW_UP_REMINDERS_JOB, {});
    await ctx.app.jobs.run(FOLLOW_UP_REMINDERS_JOB, {});
    const told = await ownerRows<{ kind: string; params: Record<string, unknown>; link: string }>(
      ctx,
      sql`select kind, params, link from notifications where user_id = ${talent.id} and kind like 'action%' order by id`,
    );
    expect(told.map((n) => [n.kind, n.params])).toEqual([
      ['actionDueSoon', { action: 'Amanhã', days: 1 }],
      ['actionDueSoon', { action: 'Em três dias', days: 3 }],
      ['actionOverdue', { action: 'Ontem' }],
    ]);
    expect(told[0]!.link).toBe('/plataforma/mentorias/acompanhamento-talento');
  });
});
