/**
 * Quizzes through the API on a real database (issue 14 §1, §3; ADR 0041): authoring and the bank,
 * versioning, who may call what in which tenant, taking with the server as the clock, attempt limits
 * and delays, the draw kept on resume, what a taker is sent before and after the review allows it,
 * scoring, grading by a mentor, results with item analysis and CSV, completing a course by passing.
 */
import type { Attempt, BankQuestion, Quiz, QuizResults } from '@ponte/shared/quizzes.schema';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, linkMentor, ownerRows, type TestUser } from './test-app.ts';
import { type Caller, useTestApp } from './use-test-app.ts';

const T = 'mais-pra-ti' as const;
const ctx = useTestApp({ tenant: T });
const { jar, req: as } = ctx;

const admin = () => jar.demo(T, 'Admin');

async function question(body: Record<string, unknown>): Promise<BankQuestion> {
  const res = await as(await admin(), 'POST', '/api/banco-de-questoes', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function quiz(body: Record<string, unknown>, questionIds: number[]): Promise<Quiz> {
  const res = await as(await admin(), 'POST', '/api/quizzes', {
    title: 'Quiz',
    purpose: 'graded',
    target: { kind: 'everyone' },
    status: 'published',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  const created: Quiz = res.json();
  const sel = await as(await admin(), 'PUT', `/api/quizzes/${created.id}/questoes`, {
    mode: 'fixed',
    questionIds,
  });
  expect(sel.statusCode, sel.body).toBe(200);
  return created;
}

async function talent(): Promise<Caller> {
  return ctx.as(await createUser(ctx, T, 'Talento'));
}

async function start(cookie: string, quizId: number) {
  return as(cookie, 'POST', `/api/quizzes/${quizId}/tentativas`);
}

let single: BankQuestion;
let multiple: BankQuestion;
let short: BankQuestion;
let open: BankQuestion;

beforeAll(async () => {
  single = await question({
    type: 'single',
    stem: '<p>Capital do Brasil?</p>',
    options: [
      { html: 'Rio', correct: false },
      { html: 'Brasília', correct: true },
    ],
    points: 2,
    feedback: '<p>Brasília desde 1960.</p>',
  });
  multiple = await question({
    type: 'multiple',
    stem: '<p>Linguagens tipadas?</p>',
    options: [
      { html: 'TypeScript', correct: true },
      { html: 'Java', correct: true },
      { html: 'Bash', correct: false },
    ],
    points: 2,
  });
  short = await question({
    type: 'shortText',
    stem: '<p>Estado de Porto Alegre?</p>',
    accepted: ['Rio Grande do Sul'],
  });
  open = await question({ type: 'open', stem: '<p>Conte um projeto.</p>', points: 5 });
});

describe('authoring and the bank', () => {
  it('refuses an image without alternative text, and a Libras link outside asid', async () => {
    const image = await as(await admin(), 'POST', '/api/banco-de-questoes', {
      type: 'trueFalse',
      stem: '<p>Veja</p><img src="/api/arquivos/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg">',
      correctAnswer: true,
    });
    expect(image.statusCode).toBe(400);
    expect(image.json().error.fields).toEqual({ stem: 'Toda imagem precisa de um texto alternativo' });
    const libras = await as(await admin(), 'POST', '/api/banco-de-questoes', {
      type: 'trueFalse',
      stem: '<p>Ok?</p>',
      correctAnswer: true,
      librasUrl: 'https://videos.example/libras/1',
    });
    expect(libras.statusCode).toBe(400);
    expect(Object.keys(libras.json().error.fields)).toEqual(['librasUrl']);
  });

  it('stores stems, options and feedback through the rich-text sanitiser', async () => {
    const q = await question({
      type: 'single',
      stem: '<p onclick="x()">Qual <strong>delas</strong>?<script>alert(1)</script></p>',
      options: [
        { html: '<em>Esta</em><img src="x" onerror="alert(1)">', correct: true },
        { html: '<a href="javascript:alert(1)">Aquela</a>' },
      ],
      feedback: '<p><iframe src="https://x.example"></iframe>Veja o módulo 2.</p>',
    });
    expect(q.stem).toBe('<p>Qual <strong>delas</strong>?</p>');
    expect(q.options.map((o) => o.html)).toEqual(['<em>Esta</em>', '<a>Aquela</a>']);
    expect(q.feedback).toBe('<p>Veja o módulo 2.</p>');
  });

  it('accepts a Libras link in asid', async () => {
    const res = await call(ctx.app, {
      tenant: 'asid',
      cookie: await jar.demo('asid', 'Admin'),
      url: '/api/banco-de-questoes',
      body: { type: 'trueFalse', stem: '<p>Ok?</p>', correctAnswer: true, librasUrl: 'https://videos.example/1' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().librasUrl).toBe('https://videos.example/1');
  });

  it('refuses a single choice without exactly one right option, in the reader’s words', async () => {
    const res = await as(await admin(), 'POST', '/api/banco-de-questoes', {
      type: 'single',
      stem: '<p>?</p>',
      options: [{ html: 'a' }, { html: 'b' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.options).toBe('Marque exatamente uma opção correta');
  });

  it('edits in place until answered, then makes a new version that old attempts do not see', async () => {
    const q = await question({ type: 'trueFalse', stem: '<p>O céu é azul?</p>', correctAnswer: true });
    const edited = await as(await admin(), 'PUT', `/api/banco-de-questoes/${q.id}`, {
      type: 'trueFalse',
      stem: '<p>O céu é azul de dia?</p>',
      correctAnswer: true,
    });
    expect(edited.json()).toMatchObject({ version: 1, versionId: q.versionId, answered: false });
    const z = await quiz({ title: 'Versões' }, [q.id]);
    const t = await talent();
    const attempt: Attempt = (await start(t.cookie, z.id)).json();
    await as(t.cookie, 'PUT', `/api/tentativas/${attempt.id}`, { answers: [{ position: 0, value: { bool: true } }] });
    const again = await as(await admin(), 'PUT', `/api/banco-de-questoes/${q.id}`, {
      type: 'trueFalse',
      stem: '<p>O céu é verde?</p>',
      correctAnswer: false,
    });
    expect(again.json()).toMatchObject({ version: 2, answered: false });
    const resumed: Attempt = (await as(t.cookie, 'GET', `/api/tentativas/${attempt.id}`)).json();
    expect(resumed.questions[0]!.stem).toBe('<p>O céu é azul de dia?</p>');
    const done: Attempt = (await as(t.cookie, 'POST', `/api/tentativas/${attempt.id}/enviar`)).json();
    expect(done.percent).toBe(100);
  });

  it('refuses a draw asking more of a category than it holds', async () => {
    const cat = await as(await admin(), 'POST', '/api/banco-de-questoes/categorias', { name: 'Lógica' });
    expect(cat.statusCode).toBe(201);
    const dup = await as(await admin(), 'POST', '/api/banco-de-questoes/categorias', { name: 'LÓGICA' });
    expect(dup.statusCode).toBe(409);
    const z = await quiz({ title: 'Sorteio' }, [single.id]);
    const res = await as(await admin(), 'PUT', `/api/quizzes/${z.id}/questoes`, {
      mode: 'draw',
      rules: [{ categoryId: cat.json().id, count: 3 }],
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('who may call what', () => {
  it('authoring is the quiz tenants’ Admin’s: others 403, tenants without quizzes 403', async () => {
    expect((await as(await jar.demo(T, 'Rh'), 'GET', '/api/banco-de-questoes')).statusCode).toBe(403);
    expect((await as(await jar.demo(T, 'Talento'), 'POST', '/api/quizzes', {})).statusCode).toBe(403);
    const trind = await call(ctx.app, {
      tenant: 'trindtech',
      cookie: await jar.demo('trindtech', 'Admin'),
      url: '/api/quizzes',
    });
    expect(trind.statusCode).toBe(403);
    const mine = await call(ctx.app, {
      tenant: 'trindtech',
      cookie: await jar.demo('trindtech', 'Talento'),
      url: '/api/meus-quizzes',
    });
    expect(mine.statusCode).toBe(403);
  });

  it('another tenant’s quiz is 404, to its Admin and to its takers', async () => {
    const z = await quiz({ title: 'Só +praTi' }, [single.id]);
    const asid = await jar.demo('asid', 'Admin');
    expect((await call(ctx.app, { tenant: 'asid', cookie: asid, url: `/api/quizzes/${z.id}` })).statusCode).toBe(404);
    const taker = await call(ctx.app, {
      tenant: 'asid',
      cookie: await jar.demo('asid', 'Talento'),
      url: `/api/quizzes/${z.id}/tentativas`,
      method: 'POST',
    });
    expect(taker.statusCode).toBe(404);
  });

  it('a quiz not assigned to the caller is 404 and not in their list', async () => {
    const other = await talent();
    const z = await quiz({ title: 'Só para uma pessoa', target: { kind: 'people', people: [other.user.publicId] } }, [
      single.id,
    ]);
    const t = await talent();
    expect((await start(t.cookie, z.id)).statusCode).toBe(404);
    const list = (await as(t.cookie, 'GET', '/api/meus-quizzes')).json();
    expect(list.items.map((i: { id: number }) => i.id)).not.toContain(z.id);
    const theirs = (await as(other.cookie, 'GET', '/api/meus-quizzes')).json();
    expect(theirs.items.find((i: { id: number }) => i.id === z.id)).toMatchObject({
      standing: 'notStarted',
      canStart: true,
    });
  });

  it('a draft is not offered to takers', async () => {
    const z = await quiz({ title: 'Rascunho', status: 'draft' }, [single.id]);
    const t = await talent();
    expect((await start(t.cookie, z.id)).statusCode).toBe(404);
  });
});

describe('taking a quiz', () => {
  it('never sends the right answers while the attempt is open (schema snapshot)', async () => {
    const z = await quiz({ title: 'Sem vazamento', review: 'feedback' }, [single.id, multiple.id, short.id]);
    const t = await talent();
    const res = await start(t.cookie, z.id);
    expect(res.statusCode).toBe(201);
    const attempt: Attempt = res.json();
    const shapes = attempt.questions.map((q) => ({
      keys: Object.keys(q).sort(),
      options: q.options.map((o) => Object.keys(o).sort()),
    }));
    // Single (two options), multiple (three) and short text (none): keys and option keys only, nothing that scores.
    const questionKeys = ['answer', 'librasUrl', 'options', 'points', 'position', 'stem', 'type'];
    expect(shapes).toEqual(
      [2, 3, 0].map((options) => ({ keys: questionKeys, options: Array(options).fill(['html', 'id']) })),
    );
    expect(res.body).not.toContain('"correct"');
    expect(res.body).not.toContain('Rio Grande do Sul');
  });

  it('resumes the same attempt with the same draw and order, and scores it', async () => {
    const z = await quiz({ title: 'Embaralhado', shuffleQuestions: true, shuffleOptions: true, review: 'answers' }, [
      single.id,
      multiple.id,
      short.id,
    ]);
    const t = await talent();
    const first: Attempt = (await start(t.cookie, z.id)).json();
    const again = await start(t.cookie, z.id);
    expect(again.statusCode).toBe(200);
    const resumed: Attempt = (await as(t.cookie, 'GET', `/api/tentativas/${first.id}`)).json();
    const order = (a: Attempt) => a.questions.map((q) => [q.stem, q.options.map((o) => o.id)]);
    expect(order(again.json())).toEqual(order(first));
    expect(order(resumed)).toEqual(order(first));
    const pos = (stem: string) => first.questions.find((q) => q.stem.includes(stem))!.position;
    const save = await as(t.cookie, 'PUT', `/api/tentativas/${first.id}`, {
      answers: [
        { position: pos('Capital'), value: { optionIds: ['1'] } },
        { position: pos('tipadas'), value: { optionIds: ['0'] } },
        { position: pos('Porto Alegre'), value: { text: 'rio grande do sul' } },
      ],
    });
    expect(save.statusCode, save.body).toBe(200);
    const after: Attempt = (await as(t.cookie, 'GET', `/api/tentativas/${first.id}`)).json();
    expect(after.questions.find((q) => q.position === pos('Porto Alegre'))!.answer).toEqual({
      text: 'rio grande do sul',
    });
    const done: Attempt = (await as(t.cookie, 'POST', `/api/tentativas/${first.id}/enviar`)).json();
    // 2 + 1 (half of multiple's 2) + 1 of 5.
    expect(done.percent).toBe(80);
    expect(done.passed).toBe(true);
    const byStem = (s: string) => done.questions.find((q) => q.stem.includes(s))!;
    expect(byStem('tipadas')).toMatchObject({ outcome: 'partial', earned: 1, correct: { optionIds: ['0', '1'] } });
    expect(byStem('Capital').feedback).toBeUndefined();
  });

  it('refuses an answer that does not fit its question (400) and saves nothing of the request', async () => {
    const z = await quiz({ title: 'Formato' }, [single.id, short.id]);
    const t = await talent();
    const a: Attempt = (await start(t.cookie, z.id)).json();
    const bad = await as(t.cookie, 'PUT', `/api/tentativas/${a.id}`, {
      answers: [
        { position: 1, value: { text: 'ok' } },
        { position: 0, value: { optionIds: ['9'] } },
      ],
    });
    expect(bad.statusCode).toBe(400);
    const after: Attempt = (await as(t.cookie, 'GET', `/api/tentativas/${a.id}`)).json();
    expect(after.questions.every((q) => q.answer === null)).toBe(true);
  });

  it('the server is the clock: after the deadline nothing is saved and the attempt is submitted with what was', async () => {
    const z = await quiz({ title: 'Cronometrado', timeLimitMinutes: 10 }, [single.id, short.id]);
    const t = await talent();
    const a: Attempt = (await start(t.cookie, z.id)).json();
    expect(Date.parse(a.deadline!) - Date.parse(a.startedAt)).toBe(10 * 60_000);
    await as(t.cookie, 'PUT', `/api/tentativas/${a.id}`, { answers: [{ position: 0, value: { optionIds: ['1'] } }] });
    // Time passes: the deadline is now behind us.
    await ownerRows(ctx, sql`update quiz_attempts set deadline_at = now() - interval '1 second' where id = ${a.id}`);
    const late = await as(t.cookie, 'PUT', `/api/tentativas/${a.id}`, {
      answers: [{ position: 1, value: { text: 'Rio Grande do Sul' } }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toContain('O tempo terminou');
    const review: Attempt = (await as(t.cookie, 'GET', `/api/tentativas/${a.id}`)).json();
    expect(review).toMatchObject({ status: 'submitted', expired: true });
    expect(review.questions[1]!.answer).toBeNull();
    // 2 of 3 points: the late answer did not count.
    expect(review.percent).toBe(66.67);
  });

  it('multiplies the time limit by the person’s accommodation, which only Admin sees', async () => {
    const z = await quiz({ title: 'Acomodado', timeLimitMinutes: 20 }, [single.id]);
    const t = await talent();
    const set = await as(await admin(), 'PUT', `/api/quizzes/acomodacoes/${t.user.publicId}`, { factor: 1.5 });
    expect(set.statusCode, set.body).toBe(200);
    expect((await as(t.cookie, 'PUT', `/api/quizzes/acomodacoes/${t.user.publicId}`, { factor: 3 })).statusCode).toBe(
      403,
    );
    const mine = (await as(t.cookie, 'GET', '/api/meus-quizzes')).json();
    expect(mine.items.find((i: { id: number }) => i.id === z.id)).toMatchObject({
      timeLimitMinutes: 20,
      myTimeLimitMinutes: 30,
    });
    expect(JSON.stringify(mine)).not.toContain('factor');
    const a: Attempt = (await start(t.cookie, z.id)).json();
    expect(Date.parse(a.deadline!) - Date.parse(a.startedAt)).toBe(30 * 60_000);
    const list = (await as(await admin(), 'GET', '/api/quizzes/acomodacoes')).json();
    expect(list.items.find((i: { person: { publicId: string } }) => i.person.publicId === t.user.publicId).factor).toBe(
      1.5,
    );
  });

  it('limits attempts (409 beyond the limit) and the time between them', async () => {
    const z = await quiz({ title: 'Duas vezes', attemptsAllowed: 2, minMinutesBetween: 60, grading: 'last' }, [
      single.id,
    ]);
    const t = await talent();
    const one: Attempt = (await start(t.cookie, z.id)).json();
    await as(t.cookie, 'POST', `/api/tentativas/${one.id}/enviar`);
    const soon = await start(t.cookie, z.id);
    expect(soon.statusCode).toBe(409);
    expect(soon.json().error.message).toMatch(/^Uma nova tentativa poderá começar em \d\d\/\d\d\/\d{4}/);
    await ownerRows(ctx, sql`update quiz_attempts set submitted_at = now() - interval '2 hours' where id = ${one.id}`);
    const two = await start(t.cookie, z.id);
    expect(two.statusCode).toBe(201);
    await as(t.cookie, 'POST', `/api/tentativas/${two.json().id}/enviar`);
    await ownerRows(
      ctx,
      sql`update quiz_attempts set submitted_at = now() - interval '2 hours' where id = ${two.json().id}`,
    );
    const three = await start(t.cookie, z.id);
    expect(three.statusCode).toBe(409);
    expect(three.json().error.message).toBe('Você já usou todas as tentativas deste quiz');
    const history = (await as(t.cookie, 'GET', `/api/quizzes/${z.id}/tentativas`)).json();
    expect(history.items.map((i: { number: number }) => i.number)).toEqual([1, 2]);
  });

  it('refuses to start before the opening and after the close', async () => {
    const future = await quiz({ title: 'Futuro', opensAt: new Date(Date.now() + 86_400_000).toISOString() }, [
      single.id,
    ]);
    const past = await quiz(
      {
        title: 'Passado',
        opensAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
        closesAt: new Date(Date.now() - 86_400_000).toISOString(),
      },
      [single.id],
    );
    const t = await talent();
    expect((await start(t.cookie, future.id)).json().error.message).toBe('Este quiz ainda não está aberto');
    expect((await start(t.cookie, past.id)).json().error.message).toBe('Este quiz está encerrado');
  });
});

describe('grading, results and the course', () => {
  it('a mentor grades their mentee’s open answer; others may not; results and CSV follow', async () => {
    const z = await quiz({ title: 'Com aberta', review: 'feedback' }, [single.id, open.id]);
    const mentee = await talent();
    const stranger = await talent();
    const mentor = await createUser(ctx, T, 'Mentor');
    await linkMentor(ctx, mentor, mentee.user);
    const mentorCookie = await jar.of(mentor);
    for (const who of [mentee, stranger]) {
      const a: Attempt = (await start(who.cookie, z.id)).json();
      await as(who.cookie, 'PUT', `/api/tentativas/${a.id}`, {
        answers: [
          { position: 0, value: { optionIds: ['1'] } },
          { position: 1, value: { text: 'Um app de mentoria.' } },
        ],
      });
      const done: Attempt = (await as(who.cookie, 'POST', `/api/tentativas/${a.id}/enviar`)).json();
      expect(done).toMatchObject({ percent: null, awaitingGrading: true });
    }
    const queue = (await as(mentorCookie, 'GET', '/api/correcoes')).json();
    expect(queue.items.map((i: { person: { publicId: string } }) => i.person.publicId)).toEqual([mentee.user.publicId]);
    const item = queue.items[0];
    const strangerAttempt = (await as(stranger.cookie, 'GET', `/api/quizzes/${z.id}/tentativas`)).json().items[0].id;
    const refused = await as(mentorCookie, 'PUT', `/api/tentativas/${strangerAttempt}/respostas/1`, { points: 5 });
    expect(refused.statusCode).toBe(403);
    const tooMany = await as(mentorCookie, 'PUT', `/api/tentativas/${item.attemptId}/respostas/1`, { points: 6 });
    expect(tooMany.statusCode).toBe(400);
    const notOpen = await as(mentorCookie, 'PUT', `/api/tentativas/${item.attemptId}/respostas/0`, { points: 1 });
    expect(notOpen.statusCode).toBe(409);
    const graded = await as(mentorCookie, 'PUT', `/api/tentativas/${item.attemptId}/respostas/1`, {
      points: 4,
      comment: 'Bom exemplo.',
    });
    expect(graded.statusCode, graded.body).toBe(200);
    const review: Attempt = (await as(mentee.cookie, 'GET', `/api/tentativas/${item.attemptId}`)).json();
    expect(review).toMatchObject({ percent: 85.71, awaitingGrading: false, passed: true });
    expect(review.questions[1]).toMatchObject({ earned: 4, graderComment: 'Bom exemplo.' });
    const bell = await ownerRows<{ kind: string }>(
      ctx,
      sql`select kind from notifications where user_id = ${mentee.user.id} and kind = 'quizGraded'`,
    );
    expect(bell).toHaveLength(1);

    const mentorResults: QuizResults = (await as(mentorCookie, 'GET', `/api/quizzes/${z.id}/resultados`)).json();
    expect(mentorResults.scope).toBe('mentees');
    expect(mentorResults.rows.map((r) => r.person?.publicId)).toEqual([mentee.user.publicId]);
    const all: QuizResults = (await as(await admin(), 'GET', `/api/quizzes/${z.id}/resultados`)).json();
    expect(all.scope).toBe('all');
    expect(all.summary).toMatchObject({ started: 2, passed: 1, awaitingGrading: 1 });
    expect(all.rows.find((r) => r.person?.publicId === stranger.user.publicId)!.standing).toBe('awaitingGrading');
    expect(all.histogram[8]!.count).toBe(1);
    const csv = await as(await admin(), 'GET', `/api/quizzes/${z.id}/resultados?format=csv&by=question`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('Pessoa,E-mail,Tentativa,Questão,Tipo,Enunciado,Resposta,Pontos,Máximo');
    expect(lines).toHaveLength(5);
    expect(csv.body).toContain('Um app de mentoria.');
    // A person outside the mentor’s mentees is not theirs to read, nor is an unrelated talent’s.
    expect((await as(stranger.cookie, 'GET', `/api/quizzes/${z.id}/resultados`)).statusCode).toBe(403);
  });

  it('passing a quiz that completes the course completes the enrolment and issues the certificate', async () => {
    const course = await as(await admin(), 'POST', '/api/cursos', {
      name: 'Curso com prova',
      status: 'published',
      certificateOnCompletion: true,
    });
    const courseId = course.json().id;
    const classe = await as(await admin(), 'POST', `/api/cursos/${courseId}/turmas`, { name: 'T1', stage: 'open' });
    const classeId = classe.json().id;
    const t = await talent();
    const enrol = await as(await admin(), 'PUT', `/api/cursos/${courseId}/inscricoes`, {
      userId: t.user.publicId,
      classeId,
      status: 'A',
    });
    expect(enrol.statusCode, enrol.body).toBe(200);
    const z = await quiz(
      { title: 'Prova final', target: { kind: 'class', courseId, classeId }, completesCourse: true, passMark: 70 },
      [single.id],
    );
    const mine = (await as(t.cookie, 'GET', `/api/meus-quizzes?courseId=${courseId}`)).json();
    expect(mine.items.map((i: { id: number }) => i.id)).toEqual([z.id]);
    const a: Attempt = (await start(t.cookie, z.id)).json();
    await as(t.cookie, 'PUT', `/api/tentativas/${a.id}`, { answers: [{ position: 0, value: { optionIds: ['1'] } }] });
    await as(t.cookie, 'POST', `/api/tentativas/${a.id}/enviar`);
    const [row] = await ownerRows<{ status: string; code: string | null }>(
      ctx,
      sql`select e.status, c.code from enrolments e left join certificates c on c.enrolment_id = e.id
          where e.user_id = ${t.user.id} and e.course_id = ${courseId}`,
    );
    expect(row!.status).toBe('C');
    expect(row!.code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  });

  it('tells the people a quiz is assigned to when it is published, once', async () => {
    const t = await talent();
    const z = await quiz({ title: 'Aviso', target: { kind: 'people', people: [t.user.publicId] } }, [single.id]);
    await as(await admin(), 'PUT', `/api/quizzes/${z.id}`, {
      title: 'Aviso (editado)',
      purpose: 'graded',
      status: 'published',
      target: { kind: 'people', people: [t.user.publicId] },
    });
    const rows = await ownerRows<{ kind: string; link: string }>(
      ctx,
      sql`select kind, link from notifications where user_id = ${t.user.id}`,
    );
    expect(rows).toEqual([{ kind: 'quizAssigned', link: `/plataforma/meus-quizzes/${z.id}` }]);
  });

  it('reminds those who have not finished 24 h before the close, once', async () => {
    const done = await talent();
    const waiting = await talent();
    const z = await quiz(
      {
        title: 'Fecha amanhã',
        closesAt: new Date(Date.now() + 20 * 3_600_000).toISOString(),
        target: { kind: 'people', people: [done.user.publicId, waiting.user.publicId] },
      },
      [single.id],
    );
    const a: Attempt = (await start(done.cookie, z.id)).json();
    await as(done.cookie, 'POST', `/api/tentativas/${a.id}/enviar`);
    await ctx.app.jobs.run('quiz-reminders', {});
    await ctx.app.jobs.run('quiz-reminders', {});
    const rows = await ownerRows<{ user_id: number }>(
      ctx,
      sql`select user_id from notifications where kind = 'quizClosing' and params->>'quiz' = 'Fecha amanhã'`,
    );
    expect(rows.map((r) => r.user_id)).toEqual([waiting.user.id]);
  });

  it('deletes a quiz nobody attempted, and refuses one with attempts (409)', async () => {
    const z = await quiz({ title: 'Descartável' }, [single.id]);
    expect((await as(await admin(), 'DELETE', `/api/quizzes/${z.id}`)).statusCode).toBe(204);
    const kept = await quiz({ title: 'Tentado' }, [single.id]);
    const t = await talent();
    await start(t.cookie, kept.id);
    expect((await as(await admin(), 'DELETE', `/api/quizzes/${kept.id}`)).statusCode).toBe(409);
  });
});

describe('what a taker is shown once submitted', () => {
  it('scores every question type through the API as the shared table does', async () => {
    const numeric = await question({ type: 'numeric', stem: '<p>Pi?</p>', numericValue: 3.14, tolerance: 0.01 });
    const trueFalse = await question({
      type: 'trueFalse',
      stem: '<p>Porto Alegre fica no RS?</p>',
      correctAnswer: true,
    });
    const likert = await question({ type: 'likert', stem: '<p>Gostou?</p>' });
    const z = await quiz(
      {
        title: 'Todos os tipos',
        review: 'correctness',
        feedbackBands: [
          { min: 0, message: 'Continue estudando.' },
          { min: 70, message: 'Muito bem!' },
        ],
      },
      [single.id, multiple.id, trueFalse.id, short.id, numeric.id, open.id, likert.id],
    );
    const t = await talent();
    const a: Attempt = (await start(t.cookie, z.id)).json();
    const answers = [
      { optionIds: ['1'] },
      { optionIds: ['0'] },
      { bool: false },
      { text: '  RIO grande do sul ' },
      { number: 3.149 },
      { text: 'Um app de mentoria.' },
      { likert: 4 },
    ].map((value, position) => ({ position, value }));
    expect((await as(t.cookie, 'PUT', `/api/tentativas/${a.id}`, { answers })).statusCode).toBe(200);
    const done: Attempt = (await as(t.cookie, 'POST', `/api/tentativas/${a.id}/enviar`)).json();
    expect(done.questions.map((q) => [q.type, q.outcome, q.earned])).toEqual([
      ['single', 'full', 2],
      // One of the two right options and no wrong one: half of its 2 points.
      ['multiple', 'partial', 1],
      ['trueFalse', 'wrong', 0],
      ['shortText', 'full', 1],
      ['numeric', 'full', 1],
      ['open', 'pending', null],
      ['likert', 'unscored', null],
    ]);
    expect(done).toMatchObject({ percent: null, awaitingGrading: true, bandMessage: null });
    const grade = await as(await admin(), 'PUT', `/api/tentativas/${a.id}/respostas/5`, { points: 2 });
    expect(grade.statusCode, grade.body).toBe(200);
    const graded: Attempt = (await as(t.cookie, 'GET', `/api/tentativas/${a.id}`)).json();
    // 2 + 1 + 0 + 1 + 1 + 2 = 7 of 2 + 2 + 1 + 1 + 1 + 5 = 12 points.
    expect(graded).toMatchObject({ percent: 58.33, passed: false, bandMessage: 'Continue estudando.' });
  });

  it('shows each review option’s fields and nothing beyond them', async () => {
    const shapes: Record<string, string[]> = {};
    for (const review of ['score', 'correctness', 'answers', 'feedback'] as const) {
      const z = await quiz({ title: `Revisão ${review}`, review }, [single.id]);
      const t = await talent();
      const a: Attempt = (await start(t.cookie, z.id)).json();
      await as(t.cookie, 'PUT', `/api/tentativas/${a.id}`, { answers: [{ position: 0, value: { optionIds: ['0'] } }] });
      const sent = await as(t.cookie, 'POST', `/api/tentativas/${a.id}/enviar`);
      const again = await as(t.cookie, 'GET', `/api/tentativas/${a.id}`);
      for (const res of [sent, again]) {
        const done: Attempt = res.json();
        expect(done.percent).toBe(0);
        shapes[review] = Object.keys(done.questions[0]!).sort();
        if (review !== 'answers' && review !== 'feedback') expect(res.body).not.toContain('"correct"');
        if (review !== 'feedback') expect(res.body).not.toContain('Brasília desde 1960');
      }
    }
    const base = ['answer', 'librasUrl', 'options', 'points', 'position', 'stem', 'type'];
    expect(shapes).toEqual({
      score: base,
      correctness: [...base, 'earned', 'outcome'].sort(),
      answers: [...base, 'correct', 'earned', 'outcome'].sort(),
      feedback: [...base, 'correct', 'earned', 'feedback', 'graderComment', 'outcome'].sort(),
    });
  });

  it('keeps a draw from the bank’s categories on resume', async () => {
    const cat = (await as(await admin(), 'POST', '/api/banco-de-questoes/categorias', { name: 'Sorteáveis' })).json();
    for (const n of [1, 2, 3, 4, 5])
      await question({ type: 'trueFalse', stem: `<p>Sorteio ${n}?</p>`, correctAnswer: true, categoryId: cat.id });
    const z = await quiz({ title: 'Sorteado', shuffleQuestions: true }, [single.id]);
    const draw = await as(await admin(), 'PUT', `/api/quizzes/${z.id}/questoes`, {
      mode: 'draw',
      rules: [{ categoryId: cat.id, count: 2 }],
    });
    expect(draw.statusCode, draw.body).toBe(200);
    const t = await talent();
    const first: Attempt = (await start(t.cookie, z.id)).json();
    const stems = (a: Attempt) => a.questions.map((q) => q.stem);
    expect(stems(first)).toHaveLength(2);
    for (const stem of stems(first)) expect(stem).toMatch(/^<p>Sorteio \d\?<\/p>$/);
    for (let i = 0; i < 3; i++) {
      expect(stems((await start(t.cookie, z.id)).json())).toEqual(stems(first));
      expect(stems((await as(t.cookie, 'GET', `/api/tentativas/${first.id}`)).json())).toEqual(stems(first));
    }
  });
});

describe('results on a fixed fixture', () => {
  it('gives facility and discrimination to two decimals, the mean, the histogram and both CSVs', async () => {
    // Three true/false questions worth 1, 2 and 4 points: each subset of them is a different total.
    const [q1, q2, q4] = await Promise.all(
      [1, 2, 4].map((points) =>
        question({ type: 'trueFalse', stem: `<p>Vale ${points}?</p>`, correctAnswer: true, points }),
      ),
    );
    // Who answers which right: totals 7, 6, 5, 4, 3, 2 and 0 of 7 points.
    const fixture = [[q1, q2, q4], [q2, q4], [q1, q4], [q4], [q1, q2], [q2], []].map(
      (right) => new Set(right.map((q) => q!.id)),
    );
    const people = await Promise.all(fixture.map((_, i) => createUser(ctx, T, 'Talento', { firstName: `Fixa${i}` })));
    const z = await quiz({ title: 'Fixture', target: { kind: 'people', people: people.map((p) => p.publicId) } }, [
      q1!.id,
      q2!.id,
      q4!.id,
    ]);
    for (const [i, person] of people.entries()) {
      const cookie = await jar.of(person);
      const a: Attempt = (await start(cookie, z.id)).json();
      const answers = [q1!, q2!, q4!].map((q, position) => ({ position, value: { bool: fixture[i]!.has(q.id) } }));
      expect((await as(cookie, 'PUT', `/api/tentativas/${a.id}`, { answers })).statusCode).toBe(200);
      expect((await as(cookie, 'POST', `/api/tentativas/${a.id}/enviar`)).statusCode).toBe(200);
    }
    const results: QuizResults = (await as(await admin(), 'GET', `/api/quizzes/${z.id}/resultados`)).json();
    // 7 people: the top and bottom 27% are two each (7, 6 points and 2, 0 points).
    expect(
      results.items.map(({ answered, facility, discrimination }) => ({ answered, facility, discrimination })),
    ).toEqual([
      { answered: 7, facility: 0.43, discrimination: 0.5 },
      { answered: 7, facility: 0.57, discrimination: 0.5 },
      { answered: 7, facility: 0.57, discrimination: 1 },
    ]);
    expect(results.rows.map((r) => r.percent)).toEqual([100, 85.71, 71.43, 57.14, 42.86, 28.57, 0]);
    expect(results.summary).toMatchObject({ assigned: 7, started: 7, finished: 7, passed: 3, mean: 55.1 });
    expect(results.histogram.map((b) => b.count)).toEqual([1, 0, 1, 0, 1, 1, 0, 1, 1, 1]);

    const byAttempt = await as(await admin(), 'GET', `/api/quizzes/${z.id}/resultados?format=csv`);
    expect(byAttempt.headers['content-type']).toContain('text/csv');
    const attemptLines = byAttempt.body.trim().split('\n');
    expect(attemptLines[0]).toBe('Pessoa,E-mail,Tentativa,Início,Envio,Tempo (s),Nota (%),Aprovado');
    expect(attemptLines).toHaveLength(8);
    // By name as people read them, whatever order the accounts were created in (in parallel here).
    expect(attemptLines.slice(1).map((line) => line.split(' ')[0])).toEqual(people.map((_, i) => `Fixa${i}`));
    expect(attemptLines.find((line) => line.startsWith('Fixa1 '))).toMatch(
      /^Fixa1 Talento,talento-\w+@mais-pra-ti\.test,1,\S+,\S+,\d+,85\.71,Sim$/,
    );
    const byQuestion = await as(await admin(), 'GET', `/api/quizzes/${z.id}/resultados?format=csv&by=question`);
    const questionLines = byQuestion.body.trim().split('\n');
    expect(questionLines).toHaveLength(1 + 7 * 3);
    expect(questionLines.slice(1).map((line) => line.split(' ')[0])).toEqual(
      people.flatMap((_, i) => Array(3).fill(`Fixa${i}`)),
    );
    expect(questionLines.find((line) => line.startsWith('Fixa0 '))).toMatch(
      /^Fixa0 Talento,\S+,1,1,Verdadeiro ou falso,Vale 1\?,Sim,1,1$/,
    );
  });
});

describe('targets, mentors’ lists and anonymity', () => {
  async function enrolledCourse(name: string, people: TestUser[]): Promise<number> {
    const courseId = (await as(await admin(), 'POST', '/api/cursos', { name, status: 'published' })).json().id;
    const classeId = (
      await as(await admin(), 'POST', `/api/cursos/${courseId}/turmas`, { name: 'T', stage: 'open' })
    ).json().id;
    for (const person of people) {
      const res = await as(await admin(), 'PUT', `/api/cursos/${courseId}/inscricoes`, {
        userId: person.publicId,
        classeId,
        status: 'A',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    return courseId;
  }
  const mine = async (cookie: string) =>
    ((await as(cookie, 'GET', '/api/meus-quizzes')).json().items as { id: number }[]).map((i) => i.id);

  it('assigns a quiz to a course’s people and to a trail step’s', async () => {
    const inCourse = await talent();
    const inStep = await talent();
    const outside = await talent();
    const courseId = await enrolledCourse('Curso alvo', [inCourse.user]);
    const stepCourseId = await enrolledCourse('Curso da etapa 2', [inStep.user]);
    const [trail] = await ownerRows<{ id: number }>(
      ctx,
      sql`insert into trails (tenant_id, name) select tenant_id, 'Trilha alvo' from courses where id = ${courseId}
          returning id`,
    );
    await ownerRows(
      ctx,
      sql`insert into trail_courses (tenant_id, trail_id, course_id, step)
          select tenant_id, ${trail!.id}, id, case when id = ${courseId} then 1 else 2 end from courses
          where id in (${courseId}, ${stepCourseId})`,
    );
    const byCourse = await quiz({ title: 'Do curso', target: { kind: 'course', courseId } }, [single.id]);
    const byStep = await quiz({ title: 'Da etapa', target: { kind: 'trailStep', trailId: trail!.id, step: 2 } }, [
      single.id,
    ]);
    expect(byStep.target.label).toBe('Trilha alvo — etapa 2');
    expect(await mine(inCourse.cookie)).toContain(byCourse.id);
    expect(await mine(inCourse.cookie)).not.toContain(byStep.id);
    expect(await mine(inStep.cookie)).toContain(byStep.id);
    expect(await mine(inStep.cookie)).not.toContain(byCourse.id);
    expect(await mine(outside.cookie)).not.toContain(byCourse.id);
    expect((await start(outside.cookie, byStep.id)).statusCode).toBe(404);
    expect((await start(inStep.cookie, byStep.id)).statusCode).toBe(201);
  });

  it('lists for a mentor the quizzes of their mentees, with their figures only, never a draft or a survey kept anonymous', async () => {
    const mentee = await talent();
    const other = await talent();
    const mentor = await createUser(ctx, T, 'Mentor');
    await linkMentor(ctx, mentor, mentee.user);
    const mentorCookie = await jar.of(mentor);
    const people = { kind: 'people', people: [mentee.user.publicId, other.user.publicId] };
    const assigned = await quiz({ title: 'Do mentorado', target: people }, [single.id]);
    const notTheirs = await quiz(
      { title: 'De outra pessoa', target: { kind: 'people', people: [other.user.publicId] } },
      [single.id],
    );
    const draft = await quiz({ title: 'Rascunho do mentorado', target: people, status: 'draft' }, [single.id]);
    const survey = await quiz({ title: 'Pesquisa anônima', purpose: 'survey', anonymous: true, target: people }, [
      single.id,
    ]);
    for (const who of [other, other]) {
      const a: Attempt = (await start(who.cookie, assigned.id)).json();
      await as(who.cookie, 'POST', `/api/tentativas/${a.id}/enviar`);
      await ownerRows(ctx, sql`update quiz_attempts set submitted_at = now() - interval '1 day' where id = ${a.id}`);
    }
    const list = await as(mentorCookie, 'GET', '/api/quizzes');
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().items as { id: number; canEdit: boolean; assignedCount: number; attemptCount: number }[];
    const ids = items.map((i) => i.id);
    expect(ids).toContain(assigned.id);
    for (const hidden of [notTheirs, draft, survey]) expect(ids).not.toContain(hidden.id);
    expect(items.find((i) => i.id === assigned.id)).toMatchObject({
      canEdit: false,
      assignedCount: 1,
      attemptCount: 0,
    });
    // A mentor without mentees lists nothing; an anonymous survey's results are not theirs.
    const alone = await createUser(ctx, T, 'Mentor');
    expect((await as(await jar.of(alone), 'GET', '/api/quizzes')).json().items).toEqual([]);
    expect((await as(mentorCookie, 'GET', `/api/quizzes/${survey.id}/resultados`)).statusCode).toBe(403);
  });

  it('an anonymous survey’s results name nobody: no order by name, no times, no attempt ids', async () => {
    const likert = await question({ type: 'likert', stem: '<p>Gostou do curso?</p>' });
    const [ana, bruno, carla] = await Promise.all(
      ['Ana', 'Bruno', 'Carla'].map((firstName) => createUser(ctx, T, 'Talento', { firstName })),
    );
    const z = await quiz(
      {
        title: 'Satisfação anônima',
        purpose: 'survey',
        anonymous: true,
        target: { kind: 'people', people: [ana!.publicId, bruno!.publicId, carla!.publicId] },
      },
      [likert.id],
    );
    for (const [person, value] of [
      [ana!, 5],
      [carla!, 2],
    ] as const) {
      const cookie = await jar.of(person);
      const a: Attempt = (await start(cookie, z.id)).json();
      await as(cookie, 'PUT', `/api/tentativas/${a.id}`, { answers: [{ position: 0, value: { likert: value } }] });
      await as(cookie, 'POST', `/api/tentativas/${a.id}/enviar`);
    }
    const results: QuizResults = (await as(await admin(), 'GET', `/api/quizzes/${z.id}/resultados`)).json();
    // By name, Bruno (not started) would sit between Ana and Carla and give their rows away.
    expect(results.rows).toEqual([
      { person: null, attempts: 0, percent: null, secondsUsed: null, standing: 'notStarted', lastAttemptId: null },
      { person: null, attempts: 1, percent: null, secondsUsed: null, standing: 'done', lastAttemptId: null },
      { person: null, attempts: 1, percent: null, secondsUsed: null, standing: 'done', lastAttemptId: null },
    ]);
    expect(results.items[0]!.likert).toEqual([0, 1, 0, 0, 1]);
    const csv = await as(await admin(), 'GET', `/api/quizzes/${z.id}/resultados?format=csv`);
    expect(csv.body.trim().split('\n').slice(1)).toEqual(['Anônimo,,1,,,,,', 'Anônimo,,1,,,,,']);
    const byQuestion = await as(await admin(), 'GET', `/api/quizzes/${z.id}/resultados?format=csv&by=question`);
    expect(byQuestion.body).not.toMatch(/Ana|Carla|@/);
  });

  it('another tenant’s attempt and results are 404; accommodations are no one’s but Admin’s', async () => {
    const z = await quiz({ title: 'Só daqui' }, [single.id]);
    const t = await talent();
    const a: Attempt = (await start(t.cookie, z.id)).json();
    const asidTalent = await jar.demo('asid', 'Talento');
    for (const [method, url] of [
      ['GET', `/api/tentativas/${a.id}`],
      ['PUT', `/api/tentativas/${a.id}`],
      ['POST', `/api/tentativas/${a.id}/enviar`],
      ['GET', `/api/quizzes/${z.id}/tentativas`],
    ] as const) {
      const res = await call(ctx.app, {
        tenant: 'asid',
        cookie: asidTalent,
        method,
        url,
        ...(method === 'PUT' ? { body: { answers: [{ position: 0, value: { optionIds: ['1'] } }] } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const asidAdmin = await jar.demo('asid', 'Admin');
    for (const url of [`/api/quizzes/${z.id}/resultados`, `/api/quizzes/${z.id}/questoes`])
      expect((await call(ctx.app, { tenant: 'asid', cookie: asidAdmin, url })).statusCode, url).toBe(404);
    for (const role of ['Mentor', 'Rh', 'RhMentor', 'Talento'] as const) {
      const cookie = await jar.demo(T, role);
      expect((await as(cookie, 'GET', '/api/quizzes/acomodacoes')).statusCode, role).toBe(403);
      expect((await as(cookie, 'PUT', `/api/quizzes/acomodacoes/${t.user.publicId}`, { factor: 2 })).statusCode).toBe(
        403,
      );
    }
  });
});
