/**
 * Follow-up (issue 12): annotations and feedbacks through the API, on both databases — who may do
 * what (every role × self / linked mentor / former mentor / same tenant / other tenant), private
 * and shared annotations, spec §5's messages, sabimais without feedbacks, action progress and the
 * notifications it owes.
 */
import { type AnnotationRequest, addDays, type FeedbackRequest, todayIn } from '@ponte/shared/follow-up.schema';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, demoUser, linkMentor, ownerRows, type TestUser } from './test-app.ts';
import { type Caller, useTestApp } from './use-test-app.ts';

const ctx = useTestApp();
const { as, req } = ctx;

const TODAY = todayIn();
const CATEGORY = { conversa: 40, carreira: 41 } as const;

const note = (over: Partial<AnnotationRequest> = {}): AnnotationRequest => ({
  title: 'Primeira conversa',
  annotation: '<p>Falamos sobre <strong>metas</strong>.</p>',
  annotationDate: TODAY,
  category: CATEGORY.conversa,
  ...over,
});

const feedbackBody = (over: Partial<FeedbackRequest> = {}): FeedbackRequest => ({
  ...note({ title: 'Feedback do mês' }),
  actionInitialDate: TODAY,
  actionEndDate: addDays(TODAY, 60),
  actionDescription: 'Plano para o trimestre',
  actions: [
    { name: 'Estudar SQL', initialDate: TODAY, endDate: addDays(TODAY, 30) },
    { name: 'Apresentar um projeto', initialDate: addDays(TODAY, 10), endDate: addDays(TODAY, 60) },
  ],
  ...over,
});

const annotationsUrl = (person: TestUser) => `/api/perfil/${person.publicId}/anotacoes`;
const feedbacksUrl = (person: TestUser) => `/api/perfil/${person.publicId}/feedbacks`;
const timelineUrl = (person: TestUser) => `/api/perfil/${person.publicId}/acompanhamento`;

async function writeAnnotation(caller: Caller, person: TestUser, body = note()) {
  const response = await req(caller, 'POST', annotationsUrl(person), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; shared: boolean; canEdit: boolean; annotation: string };
}

async function sendFeedback(caller: Caller, person: TestUser, body = feedbackBody()) {
  const response = await req(caller, 'POST', feedbacksUrl(person), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as {
    id: number;
    actions: { id: number; name: string; status: string; isDone: boolean; conclusionDate: string | null }[];
  };
}

async function titlesSeenBy(caller: Caller, person: TestUser): Promise<string[]> {
  const response = await req(caller, 'GET', annotationsUrl(person));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items.map((a: { title: string }) => a.title);
}

async function notificationsOf(user: TestUser): Promise<{ kind: string; params: Record<string, unknown> }[]> {
  return ownerRows(ctx, sql`select kind, params from notifications where user_id = ${user.id} order by id`);
}

/** A mentor who mentored the person and no longer does, having written while they did. */
async function formerMentorWith(person: TestUser, title: string): Promise<Caller> {
  const former = await as(await createUser(ctx, person.tenant, 'Mentor', { firstName: 'Antigo' }));
  await linkMentor(ctx, former.user, person);
  await writeAnnotation(former, person, note({ title }));
  await ownerRows(
    ctx,
    sql`update mentorship_requests set status = 'CONCLUIDA', ended_at = now(), end_reason = 'fim'
        where mentor_id = ${former.user.id} and user_id = ${person.id}`,
  );
  return former;
}

let talent: TestUser;
let self: Caller;
let mentor: Caller;
let admin: Caller;
let rh: Caller;

beforeAll(async () => {
  talent = await createUser(ctx, 'trindtech', 'Talento', { firstName: 'Lívia' });
  self = await as(talent);
  mentor = await as(await createUser(ctx, 'trindtech', 'Mentor', { firstName: 'Marta', lastName: 'Mentora' }));
  await linkMentor(ctx, mentor.user, talent);
  admin = await as(await demoUser(ctx, 'trindtech', 'Admin'));
  rh = await as(await demoUser(ctx, 'trindtech', 'Rh'));
});

describe('who reaches a person’s follow-up', () => {
  it('answers every call by role and standing, and 404 from another tenant', async () => {
    const person = await createUser(ctx, 'trindtech', 'Talento');
    // One open mentorship per person: the former one ends before the current one starts.
    const former = await formerMentorWith(person, 'Nota antiga');
    const linked = await as(await createUser(ctx, 'trindtech', 'FuncionarioMentor'));
    await linkMentor(ctx, linked.user, person);
    const callers: Record<string, Caller> = {
      self: await as(person),
      linkedMentor: linked,
      formerMentor: former,
      admin,
      rh,
      funcionario: await as(await demoUser(ctx, 'trindtech', 'Funcionario')),
      unlinkedMentor: await as(await createUser(ctx, 'trindtech', 'Mentor')),
      colaborador: await as(await demoUser(ctx, 'trindtech', 'Colaborador')),
      otherTalent: await as(await createUser(ctx, 'trindtech', 'Talento')),
      otherTenantAdmin: await as(await demoUser(ctx, 'sandbox', 'Admin')),
    };
    // [GET annotations, POST annotation, GET feedbacks, POST feedback, GET timeline]
    const expected: Record<string, [number, number, number, number, number]> = {
      self: [403, 403, 200, 403, 200],
      linkedMentor: [200, 201, 200, 201, 200],
      formerMentor: [200, 403, 200, 403, 200],
      admin: [200, 201, 200, 201, 200],
      rh: [200, 201, 200, 201, 200],
      funcionario: [403, 403, 403, 403, 403],
      unlinkedMentor: [403, 403, 403, 403, 403],
      colaborador: [403, 403, 403, 403, 403],
      otherTalent: [403, 403, 403, 403, 403],
      otherTenantAdmin: [404, 404, 404, 404, 404],
    };
    for (const [name, caller] of Object.entries(callers)) {
      const got = [
        (await req(caller, 'GET', annotationsUrl(person))).statusCode,
        (await req(caller, 'POST', annotationsUrl(person), note())).statusCode,
        (await req(caller, 'GET', feedbacksUrl(person))).statusCode,
        (await req(caller, 'POST', feedbacksUrl(person), feedbackBody())).statusCode,
        (await req(caller, 'GET', timelineUrl(person))).statusCode,
      ];
      expect(got, name).toEqual(expected[name]);
    }
  });

  it('lets nobody annotate themself, staff included', async () => {
    const response = await req(admin, 'POST', annotationsUrl(admin.user), note());
    expect(response.statusCode).toBe(403);
    expect((await req(admin, 'GET', annotationsUrl(admin.user))).statusCode).toBe(403);
  });

  it('refuses addresses that are not ids with a 400, unknown people with a 404', async () => {
    expect((await req(admin, 'GET', '/api/perfil/not-a-uuid/anotacoes')).statusCode).toBe(400);
    expect((await req(admin, 'PUT', `${annotationsUrl(talent)}/abc`, note())).statusCode).toBe(400);
    expect((await req(admin, 'GET', `${feedbacksUrl(talent)}/0`)).statusCode).toBe(400);
    expect((await req(admin, 'GET', '/api/perfil/00000000-0000-4000-8000-000000000000/anotacoes')).statusCode).toBe(
      404,
    );
  });
});

describe('annotations', () => {
  it('are private to their author by default; shared, Admin and Rh read them too, never the person', async () => {
    const written = await writeAnnotation(mentor, talent, note({ title: 'Particular' }));
    expect(written).toMatchObject({ shared: false, canEdit: true });
    expect(await titlesSeenBy(mentor, talent)).toContain('Particular');
    expect(await titlesSeenBy(admin, talent)).not.toContain('Particular');
    expect(await titlesSeenBy(rh, talent)).not.toContain('Particular');

    const shared = await writeAnnotation(mentor, talent, note({ title: 'Compartilhada', shared: true }));
    const seenByAdmin = (await req(admin, 'GET', annotationsUrl(talent))).json().items;
    expect(seenByAdmin.find((a: { id: number }) => a.id === shared.id)).toMatchObject({
      title: 'Compartilhada',
      shared: true,
      canEdit: false,
      author: { publicId: mentor.user.publicId, name: 'Marta Mentora' },
      category: CATEGORY.conversa,
    });
    expect(await titlesSeenBy(rh, talent)).toContain('Compartilhada');
    expect((await req(self, 'GET', annotationsUrl(talent))).statusCode).toBe(403);
  });

  it('is edited and deleted by its author only; someone else’s private one is absent (404)', async () => {
    const shared = await writeAnnotation(mentor, talent, note({ title: 'Editável', shared: true }));
    const url = `${annotationsUrl(talent)}/${shared.id}`;
    expect((await req(admin, 'PUT', url, note({ title: 'Do admin' }))).statusCode).toBe(403);
    expect((await req(admin, 'DELETE', url)).statusCode).toBe(403);

    const edited = await req(mentor, 'PUT', url, note({ title: 'Editada', category: CATEGORY.carreira }));
    expect(edited.statusCode, edited.body).toBe(200);
    // Leaving `shared` out of an edit keeps it as it was.
    expect(edited.json()).toMatchObject({ title: 'Editada', category: CATEGORY.carreira, shared: true });

    const adminsOwn = await writeAnnotation(admin, talent, note({ title: 'Do admin, particular' }));
    const hidden = `${annotationsUrl(talent)}/${adminsOwn.id}`;
    expect((await req(mentor, 'PUT', hidden, note())).statusCode).toBe(404);
    expect((await req(mentor, 'DELETE', hidden)).statusCode).toBe(404);
    expect(await titlesSeenBy(mentor, talent)).not.toContain('Do admin, particular');

    expect((await req(mentor, 'DELETE', url)).statusCode).toBe(204);
    expect((await req(mentor, 'DELETE', url)).statusCode).toBe(404);
    expect(await titlesSeenBy(mentor, talent)).not.toContain('Editada');
  });

  it('is found only under the person it is about', async () => {
    const other = await createUser(ctx, 'trindtech', 'Talento');
    const written = await writeAnnotation(admin, talent, note({ title: 'Sobre Lívia' }));
    const response = await req(admin, 'PUT', `${annotationsUrl(other)}/${written.id}`, note());
    expect(response.statusCode).toBe(404);
  });

  it('stays readable and editable by a former mentor, who sees nothing else', async () => {
    const person = await createUser(ctx, 'trindtech', 'Talento');
    const former = await formerMentorWith(person, 'Minha nota antiga');
    await writeAnnotation(admin, person, note({ title: 'Do admin', shared: true }));
    await sendFeedback(admin, person);
    expect(await titlesSeenBy(former, person)).toEqual(['Minha nota antiga']);
    const own = (await req(former, 'GET', annotationsUrl(person))).json().items[0];
    const edited = await req(former, 'PUT', `${annotationsUrl(person)}/${own.id}`, note({ title: 'Revista' }));
    expect(edited.statusCode, edited.body).toBe(200);
    const timeline = (await req(former, 'GET', timelineUrl(person))).json();
    expect(timeline.items.map((i: { kind: string; title?: string }) => [i.kind, i.title])).toEqual([
      ['annotation', 'Revista'],
    ]);
    expect(timeline).toMatchObject({ total: 1, canWriteAnnotation: false, canWriteFeedback: false });
    expect((await req(former, 'GET', feedbacksUrl(person))).json().items).toEqual([]);
    expect((await req(former, 'GET', `/api/perfil/${person.publicId}/informacoes-pessoais`)).statusCode).toBe(403);
  });

  it('gives spec §5’s messages in error.fields', async () => {
    const response = await req(mentor, 'POST', annotationsUrl(talent), {
      title: '',
      annotation: '<p></p><p><br></p>',
      annotationDate: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: {
        title: 'Título é obrigatório',
        annotation: 'Anotação é obrigatória',
        annotationDate: 'Data é obrigatória',
        category: 'Campo obrigatório',
      },
    });
    const invalid = await req(mentor, 'POST', annotationsUrl(talent), note({ annotationDate: '2026-02-31' }));
    expect(invalid.json().error.fields).toEqual({ annotationDate: 'Data inválida' });
    const future = await req(mentor, 'POST', annotationsUrl(talent), note({ annotationDate: addDays(TODAY, 2) }));
    expect(future.json().error.fields).toEqual({ annotationDate: 'A data não pode estar no futuro' });
    const long = await req(mentor, 'POST', annotationsUrl(talent), note({ title: 'x'.repeat(256) }));
    expect(long.json().error.fields).toEqual({ title: 'Texto maior que o permitido' });
    for (const category of [27, 999]) {
      const wrong = await req(mentor, 'POST', annotationsUrl(talent), note({ category }));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields).toEqual({ category: 'Opção inexistente' });
    }
  });

  it('sanitises the HTML it stores; what sanitising empties is an empty annotation', async () => {
    const written = await writeAnnotation(
      mentor,
      talent,
      note({ annotation: '<p onclick="alert(1)">Oi <a href="javascript:alert(1)">link</a><script>x()</script></p>' }),
    );
    expect(written.annotation).toBe('<p>Oi <a>link</a></p>');
    const empty = await req(mentor, 'POST', annotationsUrl(talent), note({ annotation: '<script>alert(1)</script>' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ annotation: 'Anotação é obrigatória' });
  });

  it('moves the mentorship’s last follow-up when its mentor writes', async () => {
    const [row] = await ownerRows<{ last: Date | null }>(
      ctx,
      sql`select last_follow_up_at as last from mentorship_requests where mentor_id = ${mentor.user.id} and user_id = ${talent.id}`,
    );
    expect(row?.last).not.toBeNull();
  });

  it('works in sabimais, where only annotations exist', async () => {
    const student = await createUser(ctx, 'sabimais', 'Talento');
    const sabimaisAdmin = await as(await demoUser(ctx, 'sabimais', 'Admin'));
    await writeAnnotation(sabimaisAdmin, student, note({ title: 'Aluno' }));
    expect(await titlesSeenBy(sabimaisAdmin, student)).toEqual(['Aluno']);
    const timeline = (await req(sabimaisAdmin, 'GET', timelineUrl(student))).json();
    expect(timeline).toMatchObject({ total: 1, canWriteAnnotation: true, canWriteFeedback: false });
  });
});

describe('feedbacks', () => {
  it('are sent by a current mentor with their plan; the person is told and reads them', async () => {
    const sent = await sendFeedback(mentor, talent);
    expect(sent.actions.map((a) => [a.name, a.status])).toEqual([
      ['Estudar SQL', 'inProgress'],
      ['Apresentar um projeto', 'notStarted'],
    ]);
    expect(await notificationsOf(talent)).toContainEqual({
      kind: 'feedbackReceived',
      params: { author: 'Marta Mentora', title: 'Feedback do mês' },
    });
    const mine = await req(self, 'GET', `${feedbacksUrl(talent)}/${sent.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      type: 'F',
      canEdit: false,
      canProgress: true,
      acknowledgedAt: null,
      actionDescription: 'Plano para o trimestre',
      author: { name: 'Marta Mentora' },
    });
    expect(mine.json()).not.toHaveProperty('shared');
    for (const reader of [admin, rh, mentor]) {
      const read = await req(reader, 'GET', `${feedbacksUrl(talent)}/${sent.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json().canProgress).toBe(false);
    }
    const list = (await req(self, 'GET', feedbacksUrl(talent))).json();
    expect(list.items.map((f: { id: number }) => f.id)).toContain(sent.id);
    expect(list.canWrite).toBe(false);
  });

  it('edits the plan by its author, keeping progress on kept actions', async () => {
    const sent = await sendFeedback(mentor, talent);
    const [first, second] = sent.actions;
    const url = `${feedbacksUrl(talent)}/${sent.id}`;
    const done = await req(self, 'PUT', `${url}/acoes/${first!.id}`, { isDone: true, comment: 'Feito!' });
    expect(done.statusCode, done.body).toBe(200);

    expect((await req(admin, 'PUT', url, feedbackBody())).statusCode).toBe(403);
    const edited = await req(
      mentor,
      'PUT',
      url,
      feedbackBody({
        title: 'Feedback revisto',
        actions: [
          { id: first!.id, name: 'Estudar SQL e Python', initialDate: TODAY, endDate: addDays(TODAY, 40) },
          { name: 'Mentorar alguém', initialDate: addDays(TODAY, 1), endDate: addDays(TODAY, 90) },
        ],
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().title).toBe('Feedback revisto');
    expect(edited.json().actions).toMatchObject([
      { id: first!.id, name: 'Estudar SQL e Python', isDone: true, conclusionDate: TODAY, comment: 'Feito!' },
      { name: 'Mentorar alguém', isDone: false, status: 'notStarted' },
    ]);
    expect(edited.json().actions.map((a: { id: number }) => a.id)).not.toContain(second!.id);

    const foreign = await req(
      mentor,
      'PUT',
      url,
      feedbackBody({ actions: [{ id: second!.id, name: 'X', initialDate: TODAY, endDate: TODAY }] }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({ 'actions.0.id': 'Esta ação não faz parte deste feedback' });
  });

  it('records the person’s progress: done, done late, undone; the author hears once', async () => {
    const sent = await sendFeedback(
      mentor,
      talent,
      feedbackBody({
        title: 'Progresso',
        actions: [{ name: 'Ler um livro', initialDate: addDays(TODAY, -20), endDate: addDays(TODAY, -10) }],
      }),
    );
    const action = sent.actions[0]!;
    expect(action.status).toBe('overdue');
    const url = `${feedbacksUrl(talent)}/${sent.id}/acoes/${action.id}`;
    expect((await req(mentor, 'PUT', url, { isDone: true })).statusCode).toBe(403);
    expect((await req(admin, 'PUT', url, { isDone: true })).statusCode).toBe(403);

    const late = await req(self, 'PUT', url, { isDone: true, conclusionDate: addDays(TODAY, -1) });
    expect(late.json().actions[0]).toMatchObject({ isDone: true, status: 'doneLate' });
    const onTime = await req(self, 'PUT', url, { isDone: true, conclusionDate: addDays(TODAY, -12) });
    expect(onTime.json().actions[0]).toMatchObject({ status: 'done', conclusionDate: addDays(TODAY, -12) });
    const undone = await req(self, 'PUT', url, { isDone: false, conclusionDate: addDays(TODAY, -12) });
    expect(undone.json().actions[0]).toMatchObject({ isDone: false, conclusionDate: null, status: 'overdue' });
    const told = (await notificationsOf(mentor.user)).filter(
      (n) => n.kind === 'actionDone' && n.params.action === 'Ler um livro',
    );
    expect(told).toEqual([{ kind: 'actionDone', params: { name: 'Lívia Talento', action: 'Ler um livro' } }]);

    const future = await req(self, 'PUT', url, { isDone: true, conclusionDate: addDays(TODAY, 3) });
    expect(future.json().error.fields).toEqual({ conclusionDate: 'A data não pode estar no futuro' });
    const other = await sendFeedback(mentor, talent);
    const wrong = await req(self, 'PUT', `${feedbacksUrl(talent)}/${sent.id}/acoes/${other.actions[0]!.id}`, {
      isDone: true,
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('is acknowledged by the person once', async () => {
    const sent = await sendFeedback(admin, talent);
    const url = `${feedbacksUrl(talent)}/${sent.id}/ciente`;
    expect((await req(admin, 'POST', url)).statusCode).toBe(403);
    const first = await req(self, 'POST', url);
    expect(first.statusCode).toBe(200);
    const at = first.json().acknowledgedAt as string;
    expect(at).toMatch(/Z$/);
    expect((await req(self, 'POST', url)).json().acknowledgedAt).toBe(at);
  });

  it('checks the plan: every action needs a name and both dates, in order', async () => {
    const response = await req(
      mentor,
      'POST',
      feedbacksUrl(talent),
      feedbackBody({
        actionInitialDate: addDays(TODAY, 5),
        actionEndDate: TODAY,
        actions: [{ name: '', initialDate: TODAY, endDate: addDays(TODAY, -1) }],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      actionEndDate: 'A data final deve ser igual ou posterior à data inicial',
      'actions.0.name': 'Campo obrigatório',
      'actions.0.endDate': 'A data final deve ser igual ou posterior à data inicial',
    });
    const ids = await req(
      mentor,
      'POST',
      feedbacksUrl(talent),
      feedbackBody({ actions: [{ id: 1, name: 'A', initialDate: TODAY, endDate: TODAY }] }),
    );
    expect(ids.json().error.fields).toEqual({ 'actions.0.id': 'Esta ação não faz parte deste feedback' });
  });

  it('does not exist in sabimais: every feedback call is 404', async () => {
    const student = await createUser(ctx, 'sabimais', 'Talento');
    const sabimaisAdmin = await as(await demoUser(ctx, 'sabimais', 'Admin'));
    const url = feedbacksUrl(student);
    expect((await req(sabimaisAdmin, 'GET', url)).statusCode).toBe(404);
    expect((await req(sabimaisAdmin, 'POST', url, feedbackBody())).statusCode).toBe(404);
    expect((await req(sabimaisAdmin, 'GET', `${url}/1`)).statusCode).toBe(404);
    expect((await req(sabimaisAdmin, 'PUT', `${url}/1`, feedbackBody())).statusCode).toBe(404);
    expect((await req(sabimaisAdmin, 'POST', `${url}/1/ciente`)).statusCode).toBe(404);
    expect((await req(sabimaisAdmin, 'PUT', `${url}/1/acoes/1`, { isDone: true })).statusCode).toBe(404);
  });
});
