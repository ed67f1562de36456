/**
 * Analytics (issue 16 §1, §4; ADR 0045) on a fixture with known histories, written as the owner with
 * the events' own dates: 20 enrolments of one class (12 C, 5 E of which 2 early, 3 A), a correction
 * E → A in another class, mentorship requests with known waits, a mentor over capacity, quiz pairs.
 * Exact figures, the masking of small groups, the role matrix, CSV rows equal to the API's.
 */
import {
  ANALYTICS_KEYS,
  type AnalyticsKey,
  type AnalyticsSummary,
  type AnalyticsTable,
} from '@ponte/shared/analytics.schema';
import { addDays, todayIn } from '@ponte/shared/follow-up.schema';
import { translate } from '@ponte/shared/i18n/catalogues';
import type { Role } from '@ponte/shared/roles';
import type { TenantSlug } from '@ponte/shared/tenants';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, ownerRows, type TestUser } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp();
const { jar } = ctx;
const T = 'mais-pra-ti' as const;
const today = todayIn();
const day = (offset: number) => addDays(today, offset);
/** Noon in São Paulo of a day relative to today. */
const at = (offset: number) => `${day(offset)}T15:00:00Z`;

const S = -60; // class start
const E = -10; // class end
let tenantId: string;
let admin: TestUser;
const fixture: { talents: TestUser[]; courseId: number; classId: number; class2Id: number } = {
  talents: [],
  courseId: 0,
  classId: 0,
  class2Id: 0,
};
/** A course of its own for enrolments that moved between classes, so the figures above stay as they are. */
const moves = { courseId: 0, firstId: 0, secondId: 0 };
/** A course of its own for the two other reasons to be at risk (an overdue action, a failed quiz). */
const risk = { courseId: 0, classeId: 0, otherCourseId: 0 };
/** Trails holding the fixture's course, the moves' course, and both (trail_courses). */
const trails = { analysis: 0, moves: 0, both: 0 };

async function enrol(
  user: TestUser,
  classId: number,
  events: [offset: number, status: string, reason?: number, classe?: number][],
  courseId = fixture.courseId,
) {
  const [first] = events;
  const last = events[events.length - 1]!;
  const [row] = await ownerRows<{ id: number }>(
    ctx,
    sql`insert into enrolments (tenant_id, user_id, course_id, classe_id, status, status_since, created_at, updated_at)
        values (${tenantId}, ${user.id}, ${courseId}, ${last[3] ?? classId}, ${last[1]}, ${at(last[0])}, ${at(first![0])}, ${at(last[0])})
        returning id`,
  );
  let from: string | null = null;
  let fromClass: number | null = null;
  for (const [offset, status, reason, classe = classId] of events) {
    const kind = from === null ? 'CREATED' : status !== from ? 'STATUS' : 'CLASS';
    await ownerRows(
      ctx,
      sql`insert into enrolment_events (tenant_id, enrolment_id, kind, from_status, to_status, classe_before, classe_after, reason_id, created_at)
          values (${tenantId}, ${row!.id}, ${kind}, ${from}, ${status}, ${fromClass}, ${classe}, ${reason ?? null}, ${at(offset)})`,
    );
    from = status;
    fromClass = classe;
  }
}

beforeAll(async () => {
  const [tenant] = await ownerRows<{ id: string }>(ctx, sql`select id from tenants where slug = ${T}`);
  tenantId = tenant!.id;
  admin = await createUser(ctx, T, 'Admin');
  const [course] = await ownerRows<{ id: number }>(
    ctx,
    sql`insert into courses (tenant_id, name, status) values (${tenantId}, 'Análise fixa', 'published') returning id`,
  );
  fixture.courseId = course!.id;
  for (const name of ['Turma fixa', 'Turma corrigida']) {
    const [k] = await ownerRows<{ id: number }>(
      ctx,
      sql`insert into classes (tenant_id, course_id, name, start_date, end_date, stage)
          values (${tenantId}, ${fixture.courseId}, ${name}, ${day(S)}, ${day(E)}, 'ended') returning id`,
    );
    if (name === 'Turma fixa') fixture.classId = k!.id;
    else fixture.class2Id = k!.id;
  }
  for (let i = 0; i < 21; i++) fixture.talents.push(await createUser(ctx, T, 'Talento', { firstName: `Pessoa ${i}` }));
  const ids = fixture.talents.map((u) => u.id);
  // Registered on one known day, so the funnel can be read for that day alone.
  await ownerRows(
    ctx,
    sql`update users set created_at = ${at(-100)} where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const [c12, e5, a3] = [fixture.talents.slice(0, 12), fixture.talents.slice(12, 17), fixture.talents.slice(17, 20)];
  for (const u of c12)
    await enrol(u, fixture.classId, [
      [S - 5, 'A'],
      [E - 2, 'C'],
    ]);
  // Two evaded within 30 days of the start (early), three later; reasons on two of the later ones.
  for (const u of e5.slice(0, 2))
    await enrol(u, fixture.classId, [
      [S - 5, 'A'],
      [S + 10, 'E', 50],
    ]);
  for (const [i, u] of e5.slice(2).entries())
    await enrol(u, fixture.classId, [
      [S - 5, 'A'],
      [S + 40, 'E', i < 2 ? 50 : undefined],
    ]);
  for (const u of a3) await enrol(u, fixture.classId, [[S - 5, 'A']]);
  // Evaded on day 8, put back to A on day 22: E only between the two events.
  await enrol(fixture.talents[20]!, fixture.class2Id, [
    [S - 5, 'A'],
    [S + 8, 'E'],
    [S + 22, 'A'],
  ]);
  // One of the active three signed in yesterday: not at risk.
  await ownerRows(ctx, sql`update users set last_login_at = ${at(-1)} where id = ${a3[0]!.id}`);
  // Genders for the breakdown: six F, three M, the rest not informed.
  for (const [i, u] of fixture.talents.slice(0, 9).entries())
    await ownerRows(
      ctx,
      sql`insert into profiles (tenant_id, user_id, gender) values (${tenantId}, ${u.id}, ${i < 6 ? 'F' : 'M'})`,
    );
  // Pessoa 6–13 complete their profiles (personal info, location, additional information); Pessoa 7
  // (completed) and Pessoa 0 (completed, profile incomplete) hold a certificate: the funnel's steps nest.
  for (const u of fixture.talents.slice(6, 14))
    await ownerRows(
      ctx,
      sql`insert into profiles (tenant_id, user_id, cpf, birth_date, phone, referral_source, computer_level,
            computer_available, broadband, family_income, family_dependents, income_programs, country, state, city)
          values (${tenantId}, ${u.id}, ${String(u.id).padStart(11, '0')}, '2000-01-01', '11999990000', '1', '1',
            '1', '1', '1', '1', '1', 'Brasil', 'SP', 'São Paulo')
          on conflict (tenant_id, user_id) do update set cpf = excluded.cpf, birth_date = excluded.birth_date,
            phone = excluded.phone, referral_source = excluded.referral_source, computer_level = excluded.computer_level,
            computer_available = excluded.computer_available, broadband = excluded.broadband,
            family_income = excluded.family_income, family_dependents = excluded.family_dependents,
            income_programs = excluded.income_programs, country = excluded.country, state = excluded.state,
            city = excluded.city`,
    );
  for (const [i, u] of [fixture.talents[7]!, fixture.talents[0]!].entries())
    await ownerRows(
      ctx,
      sql`insert into certificates (tenant_id, enrolment_id, user_id, course_id, code, course_name)
          select ${tenantId}, e.id, e.user_id, e.course_id, ${`TEST-0000-000${i}`}, 'Análise fixa'
          from enrolments e where e.tenant_id = ${tenantId} and e.user_id = ${u.id} and e.course_id = ${fixture.courseId}`,
    );

  // Moves between two classes of another course: "Turma antiga" ends on day -40, "Turma nova" on day -10.
  const [moveCourse] = await ownerRows<{ id: number }>(
    ctx,
    sql`insert into courses (tenant_id, name, status) values (${tenantId}, 'Análise com trocas', 'published') returning id`,
  );
  moves.courseId = moveCourse!.id;
  for (const [name, end] of [
    ['Turma antiga', -40],
    ['Turma nova', E],
  ] as const) {
    const [k] = await ownerRows<{ id: number }>(
      ctx,
      sql`insert into classes (tenant_id, course_id, name, start_date, end_date, stage)
          values (${tenantId}, ${moves.courseId}, ${name}, ${day(S)}, ${day(end)}, 'ended') returning id`,
    );
    if (name === 'Turma antiga') moves.firstId = k!.id;
    else moves.secondId = k!.id;
  }
  type Step = Parameters<typeof enrol>[2][number];
  const inNewClass = (offset: number, status: string): Step => [offset, status, undefined, moves.secondId];
  const histories: { classId: number; steps: Step[] }[] = [
    // Moved to the new class early, evaded there on day -30 (within 30 days of the start: early).
    { classId: moves.firstId, steps: [inNewClass(S + 5, 'A'), inNewClass(S + 30, 'E')] },
    // Stayed in the old class to its end, moved on after it and completed in the new one: a member of both.
    { classId: moves.firstId, steps: [inNewClass(-35, 'A'), inNewClass(-12, 'C')] },
    // Evaded in the old class, then reopened in the new one and still active.
    { classId: moves.firstId, steps: [[S + 15, 'E'], inNewClass(-30, 'A')] },
    // Never moved: evaded in the new class after two weeks.
    { classId: moves.secondId, steps: [[S + 20, 'E']] },
  ];
  const movers: TestUser[] = [];
  for (let i = 0; i < histories.length; i++) {
    movers.push(await createUser(ctx, T, 'Talento', { firstName: `Troca ${i}` }));
  }
  // Each enrolled five days before the classes started.
  for (const [i, { classId, steps }] of histories.entries()) {
    await enrol(movers[i]!, classId, [[S - 5, 'A'], ...steps], moves.courseId);
  }

  for (const [key, name, courses] of [
    ['analysis', 'Trilha da análise', [fixture.courseId]],
    ['moves', 'Trilha das trocas', [moves.courseId]],
    ['both', 'Trilha das duas', [fixture.courseId, moves.courseId]],
  ] as const) {
    const [trail] = await ownerRows<{ id: number }>(
      ctx,
      sql`insert into trails (tenant_id, name) values (${tenantId}, ${name}) returning id`,
    );
    trails[key] = trail!.id;
    for (const [i, courseId] of courses.entries())
      await ownerRows(
        ctx,
        sql`insert into trail_courses (tenant_id, trail_id, course_id, step) values (${tenantId}, ${trail!.id}, ${courseId}, ${i + 1})`,
      );
  }

  // Mentoring in area 28 (technical): a mentor with capacity 1 and two mentees, one concluded link.
  const mentor = await createUser(ctx, T, 'Mentor');
  await ownerRows(
    ctx,
    sql`insert into profiles (tenant_id, user_id, mentoring_capacity) values (${tenantId}, ${mentor.id}, 1)`,
  );
  const request = async (user: TestUser, created: number, linked: number | null, status: string) => {
    const [r] = await ownerRows<{ id: number }>(
      ctx,
      sql`insert into mentorship_requests (tenant_id, user_id, mentor_id, area_option_id, status, linked_at, ended_at, created_at)
          values (${tenantId}, ${user.id}, ${linked === null ? null : mentor.id}, 28, ${status},
            ${linked === null ? null : at(linked)}, ${status === 'CONCLUIDA' ? at(-1) : null}, ${at(created)}) returning id`,
    );
    if (linked !== null)
      await ownerRows(
        ctx,
        sql`insert into mentorship_events (tenant_id, request_id, kind, from_status, to_status, mentor_after, created_at)
            values (${tenantId}, ${r!.id}, 'LINKED', 'AGUARDANDO', 'EM_ANDAMENTO', ${mentor.id}, ${at(linked)})`,
      );
  };
  await request(fixture.talents[0]!, -10, -8, 'EM_ANDAMENTO'); // 2 days
  await request(fixture.talents[1]!, -20, -15, 'EM_ANDAMENTO'); // 5 days
  await request(fixture.talents[2]!, -6, -5, 'CONCLUIDA'); // 1 day
  await request(fixture.talents[3]!, -3, null, 'AGUARDANDO');
  await request(fixture.talents[4]!, -40, null, 'AGUARDANDO');
  // An annotation about one mentee this week: one of the two active mentorships is engaged.
  await ownerRows(
    ctx,
    sql`insert into annotations (tenant_id, talent_id, author_id, title, html, annotation_date, category_id, created_at, updated_at)
        values (${tenantId}, ${fixture.talents[0]!.id}, ${mentor.id}, 'Conversa', '<p>ok</p>', ${day(-2)}, 40, ${at(-2)}, ${at(-2)})`,
  );

  // A pre/post pair on the course: diagnostic 40 → graded 70; 100 → 100 (no gain to make); 80 → 60.
  const quiz = async (purpose: string) =>
    (
      await ownerRows<{ id: number }>(
        ctx,
        sql`insert into quizzes (tenant_id, title, purpose, status, target_kind, target_course_id, pass_mark)
            values (${tenantId}, ${purpose}, ${purpose}, 'published', 'course', ${fixture.courseId}, 70) returning id`,
      )
    )[0]!.id;
  const pre = await quiz('diagnostic');
  const post = await quiz('graded');
  const attempt = async (quizId: number, user: TestUser, percent: number, passed: boolean | null) =>
    ownerRows(
      ctx,
      sql`insert into quiz_attempts (tenant_id, quiz_id, user_id, number, started_at, submitted_at, percent, passed)
          values (${tenantId}, ${quizId}, ${user.id}, 1, ${at(-4)}, ${at(-4)}, ${percent}, ${passed})`,
    );
  for (const [i, [a, b]] of [
    [40, 70],
    [100, 100],
    [80, 60],
  ].entries()) {
    await attempt(pre, fixture.talents[i]!, a!, null);
    await attempt(post, fixture.talents[i]!, b!, b! >= 70);
  }

  // At risk for an overdue action or a failed quiz: active since day -35 in a class started on day -30, and
  // (but for "Três motivos") signed in yesterday, so not inactive. Each case has a neighbour that is not.
  /** A published course with one class running since day -30. */
  const runningCourse = async (course: string, classe: string) => {
    const [c] = await ownerRows<{ id: number }>(
      ctx,
      sql`insert into courses (tenant_id, name, status) values (${tenantId}, ${course}, 'published') returning id`,
    );
    const [k] = await ownerRows<{ id: number }>(
      ctx,
      sql`insert into classes (tenant_id, course_id, name, start_date, stage)
          values (${tenantId}, ${c!.id}, ${classe}, ${day(-30)}, 'in_progress') returning id`,
    );
    return { courseId: c!.id, classeId: k!.id };
  };
  Object.assign(risk, await runningCourse('Análise em risco', 'Turma em risco'));
  const riskQuiz = (
    await ownerRows<{ id: number }>(
      ctx,
      sql`insert into quizzes (tenant_id, title, purpose, status, target_kind, target_course_id, pass_mark)
          values (${tenantId}, 'Prova em risco', 'graded', 'published', 'course', ${risk.courseId}, 70) returning id`,
    )
  )[0]!.id;
  const atRiskPerson = async (firstName: string, signedIn: boolean) => {
    const u = await createUser(ctx, T, 'Talento', { firstName });
    await enrol(u, risk.classeId, [[-35, 'A']], risk.courseId);
    if (signedIn) await ownerRows(ctx, sql`update users set last_login_at = ${at(-1)} where id = ${u.id}`);
    return u;
  };
  /** A feedback about `u` whose action plan has one item per [end day, done on day or null]. */
  const actionPlan = async (u: TestUser, items: [end: number, doneOn: number | null][]) => {
    const [a] = await ownerRows<{ id: number }>(
      ctx,
      sql`insert into annotations (tenant_id, talent_id, author_id, title, html, annotation_date, category_id, created_at, updated_at)
          values (${tenantId}, ${u.id}, ${admin.id}, 'Plano', '<p>plano</p>', ${day(-40)}, 40, ${at(-40)}, ${at(-40)}) returning id`,
    );
    await ownerRows(ctx, sql`insert into feedbacks (tenant_id, annotation_id) values (${tenantId}, ${a!.id})`);
    for (const [i, [end, doneOn]] of items.entries())
      await ownerRows(
        ctx,
        sql`insert into feedback_actions (tenant_id, feedback_id, name, initial_date, end_date, is_done, conclusion_date, position, created_at, updated_at)
            values (${tenantId}, ${a!.id}, ${`Passo ${i}`}, ${day(-40)}, ${day(end)}, ${doneOn !== null},
              ${doneOn === null ? null : day(doneOn)}, ${i}, ${at(-40)}, ${at(-40)})`,
      );
  };
  /** Graded attempts of `u` at the risk course's quiz, numbered in order: [day submitted, passed]. */
  const attempts = async (u: TestUser, list: [submitted: number, passed: boolean][]) => {
    for (const [i, [submitted, passed]] of list.entries())
      await ownerRows(
        ctx,
        sql`insert into quiz_attempts (tenant_id, quiz_id, user_id, number, started_at, submitted_at, percent, passed)
            values (${tenantId}, ${riskQuiz}, ${u.id}, ${i + 1}, ${at(submitted)}, ${at(submitted)}, ${passed ? 80 : 40}, ${passed})`,
      );
  };
  // An item due three days ago and not done: at risk. Done late, or due today: not.
  await actionPlan(await atRiskPerson('Ação atrasada', true), [
    [-3, null],
    [5, null],
  ]);
  await actionPlan(await atRiskPerson('Ação em dia', true), [
    [-3, -2],
    [0, null],
  ]);
  // Failed 20 days ago and never tried again: at risk. Failed again 5 days ago, failed 10 days ago,
  // passed on a second attempt, or failed a retake of a quiz passed before: not.
  const failedQuiz = await atRiskPerson('Quiz reprovado', true);
  await attempts(failedQuiz, [[-20, false]]);
  // Also in another course, where nothing is wrong: the failed quiz is the risk course's, not this one's.
  const other = await runningCourse('Análise sem risco', 'Turma sem risco');
  risk.otherCourseId = other.courseId;
  await enrol(failedQuiz, other.classeId, [[-35, 'A']], other.courseId);
  await attempts(await atRiskPerson('Quiz refeito', true), [
    [-20, false],
    [-5, false],
  ]);
  await attempts(await atRiskPerson('Quiz recente', true), [[-10, false]]);
  await attempts(await atRiskPerson('Quiz aprovado depois', true), [
    [-25, false],
    [-20, true],
  ]);
  await attempts(await atRiskPerson('Quiz aprovado antes', true), [
    [-30, true],
    [-20, false],
  ]);
  // All three: no sign-in, the last activity the failed attempt 25 days ago.
  const three = await atRiskPerson('Três motivos', false);
  await actionPlan(three, [[-1, null]]);
  await attempts(three, [[-25, false]]);
}, 120_000);

async function get(url: string, role: Role = 'Admin', tenant: TenantSlug = T) {
  const cookie = role === 'Admin' && tenant === T ? await jar.of(admin) : await jar.demo(tenant, role);
  return call(ctx.app, { tenant, cookie, url });
}
async function table(key: string, query = ''): Promise<AnalyticsTable> {
  const res = await get(`/api/analise/${key}?courseId=${fixture.courseId}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('figures from known histories', () => {
  it('evasion: 5 of 20 (25%), 2 early (10%); the corrected enrolment is not evaded at the end', async () => {
    const t = await table('evasao');
    const fixed = t.rows.find((r) => r.classe === 'Turma fixa')!;
    expect(fixed).toMatchObject({ enrolled: 20, evaded: 5, rate: 0.25, early: 2, earlyRate: 0.1 });
    expect(t.rows.find((r) => r.classe === 'Turma corrigida')).toMatchObject({ enrolled: 1, evaded: 0 });
    expect(t.summary.value).toBe(round(5 / 21));
  });

  it('completion: 12 of 20 (60%), all on time', async () => {
    const t = await table('conclusao');
    expect(t.rows.find((r) => r.classe === 'Turma fixa')).toMatchObject({
      enrolled: 20,
      completed: 12,
      rate: 0.6,
      onTime: 12,
      onTimeRate: 0.6,
    });
  });

  it('retention: a status corrected from E back to A counts as E only between the two events', async () => {
    const t = await table('retencao', `&de=${day(S)}&ate=${day(E)}`);
    const corrected = t.rows.filter((r) => r.classe === 'Turma corrigida').map((r) => r.retained);
    // Weeks 0 and 1: A; weeks 2 and 3 (day 14, day 21): E; from week 4 (day 28): A again.
    expect(corrected.slice(0, 6)).toEqual([1, 1, 0, 0, 1, 1]);
    const fixed = t.rows.filter((r) => r.classe === 'Turma fixa');
    // Week 2 (day 14): the two early evasions are gone; week 6 (day 42): the three later ones too.
    expect(fixed[2]).toMatchObject({ retained: 18, enrolled: 20, rate: 0.9 });
    expect(fixed[6]).toMatchObject({ retained: 15, rate: 0.75 });
  });

  it('evasion reasons: the three transitions to E in the period, by reason', async () => {
    const t = await table('motivos-evasao');
    expect(t.rows).toEqual([
      { course: 'Análise fixa', reason: 'Horário de trabalho', evasions: 2 },
      { course: 'Análise fixa', reason: 'Sem motivo informado', evasions: 1 },
    ]);
    // The previous 30 days: the two early evasions and the one corrected later.
    expect(t.summary).toEqual({ value: 3, previous: 3 });
  });

  it('at risk: the active people inactive for 21 days, each with why', async () => {
    const t = await table('em-risco');
    expect(t.rows.map((r) => r.person).sort()).toEqual(['Pessoa 18 Talento', 'Pessoa 19 Talento', 'Pessoa 20 Talento']);
    expect(t.rows[0]!.reasons).toBe('Sem atividade há 21 dias');
  });

  it('at risk: an overdue action-plan item, a graded quiz failed 14 days ago and not tried again; each row says why', async () => {
    const res = await get(`/api/analise/em-risco?courseId=${risk.courseId}`);
    expect(res.statusCode, res.body).toBe(200);
    const t: AnalyticsTable = res.json();
    expect(t.rows.map(({ publicId: _, ...r }) => r)).toEqual([
      {
        person: 'Ação atrasada Talento',
        course: 'Análise em risco',
        classe: 'Turma em risco',
        reasons: 'Ação do plano atrasada',
        lastActivity: day(-1),
      },
      {
        person: 'Quiz reprovado Talento',
        course: 'Análise em risco',
        classe: 'Turma em risco',
        reasons: 'Reprovado em quiz sem nova tentativa',
        lastActivity: day(-1),
      },
      {
        person: 'Três motivos Talento',
        course: 'Análise em risco',
        classe: 'Turma em risco',
        reasons: 'Sem atividade há 21 dias; Ação do plano atrasada; Reprovado em quiz sem nova tentativa',
        lastActivity: day(-25),
      },
    ]);
    expect(t.summary).toEqual({ value: 3, previous: null });
    // The same person in another course, active and with no quiz failed there, is not at risk in it.
    const other: AnalyticsTable = (await get(`/api/analise/em-risco?courseId=${risk.otherCourseId}`)).json();
    expect(other.rows).toEqual([]);
    const summary: AnalyticsSummary = (await get(`/api/analise/resumo?courseId=${risk.courseId}`)).json();
    expect(summary.figures.atRisk).toEqual({ value: 3, previous: null });
    // The people behind a row: that person, with the course and class.
    const person = await get(`/api/analise/em-risco/pessoas?courseId=${risk.courseId}&row=1`);
    expect((person.json() as { items: { name: string; detail: string }[] }).items).toMatchObject([
      { name: 'Quiz reprovado Talento', detail: 'Análise em risco — Turma em risco' },
    ]);
  });

  it('funnel: distinct people per step, each step of those in the one before; small groups masked as "<5"', async () => {
    const t = await table('funil', `&de=${day(-100)}&ate=${day(-100)}`);
    // Not nested it would read 21, 8, 21, 12, 2: Pessoa 0–5 and 14–20 are enrolled and 0–5 completed,
    // Pessoa 0 is certified, but none of them completed their profile.
    expect(t.rows.map((r) => r.people)).toEqual([21, 8, 8, 6, 1]);
    expect(t.rows.map((r) => r.conversion)).toEqual([null, round(8 / 21), 1, 0.75, round(1 / 6)]);
    const by = await table('funil', `&de=${day(-100)}&ate=${day(-100)}&por=genero`);
    const cell = (group: string, step: string) => by.rows.find((r) => r.group === group && r.step === step)?.people;
    expect(cell('Feminino', 'Talentos cadastrados')).toBe(6);
    expect(cell('Feminino', 'Perfil completo')).toBe('<5');
    expect(cell('Masculino', 'Talentos cadastrados')).toBe('<5');
    expect(cell('Não informado', 'Talentos cadastrados')).toBe(12);
    expect(JSON.stringify(by.rows)).not.toMatch(/"people":[1-4]\b/);
  });

  it('time to a mentor: median and p90 of the waits linked in the period; the waiting list by age', async () => {
    const res = await get('/api/analise/tempo-ate-mentor?mentorArea=28');
    const t: AnalyticsTable = res.json();
    expect(t.summary.value).toBe(2);
    expect(t.extras.p90!.value).toBe(4.4);
    expect(t.extras.linked!.value).toBe(3);
    expect(t.rows.map((r) => r.requests)).toEqual([1, 0, 1]);
  });

  it('mentor load and engagement', async () => {
    const load: AnalyticsTable = (await get('/api/analise/carga-mentores?mentorArea=28')).json();
    expect(load.rows.find((r) => r.active === 2)).toMatchObject({ capacity: 1, load: 2 });
    const engagement: AnalyticsTable = (await get('/api/analise/engajamento?mentorArea=28')).json();
    expect(engagement.summary.value).toBe(0.5);
    expect(engagement.rows[0]).toMatchObject({ value: 0.5, base: 2 });
  });

  it('learning gain: (post − pre) / (100 − pre) per person with both; pass rate of graded quizzes', async () => {
    const t = await table('ganho');
    expect(t.summary.value).toBe(-0.25);
    expect(t.extras.pairs!.value).toBe(2);
    expect(t.rows.find((r) => r.band === '< 0')!.people).toBe(1);
    expect(t.rows.find((r) => r.band === '0,5 – 0,75')!.people).toBe(1);
    expect(t.extras.passRate!.value).toBe(0.6667);
  });

  it('the summary has each headline with the previous period', async () => {
    const res = await get(`/api/analise/resumo?courseId=${fixture.courseId}&mentorArea=28`);
    const s: AnalyticsSummary = res.json();
    expect(s.figures.evasions).toEqual({ value: 3, previous: 3 });
    expect(s.figures.completions).toEqual({ value: 12, previous: 0 });
    expect(s.figures.waiting.value).toBe(2);
    expect(s.figures.atRisk.value).toBe(3);
    expect(s.figures.medianDaysToMentor.value).toBe(2);
    const days = (Date.parse(s.period.to) - Date.parse(s.period.from)) / 86_400_000;
    expect((Date.parse(s.previousPeriod.to) - Date.parse(s.previousPeriod.from)) / 86_400_000).toBe(days);
    expect(s.previousPeriod.to).toBe(addDays(s.period.from, -1));
  });
});

describe('enrolments that moved between classes', () => {
  const query = (extra = '') => `/api/analise/${extra}?courseId=${moves.courseId}&de=${day(S)}&ate=${day(E)}`;
  const of = async (key: string) => {
    const res = await get(query(key));
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as AnalyticsTable).rows;
  };

  it('counts an enrolment in the class it was in at that class’s end, and in both when it moved on after one ended', async () => {
    const evasion = await of('evasao');
    // Troca 1 and 2 were in the old class at its end (2 evaded then, back to A 30 days after the start: not early);
    // Troca 0 had left it.
    expect(evasion.find((r) => r.classe === 'Turma antiga')).toMatchObject({ enrolled: 2, evaded: 1, early: 0 });
    expect(evasion.find((r) => r.classe === 'Turma nova')).toMatchObject({ enrolled: 4, evaded: 2, early: 2 });
    const completion = await of('conclusao');
    expect(completion.find((r) => r.classe === 'Turma antiga')).toMatchObject({ enrolled: 2, completed: 1, onTime: 1 });
    expect(completion.find((r) => r.classe === 'Turma nova')).toMatchObject({ enrolled: 4, completed: 1, onTime: 1 });
  });

  it('retention follows each member through its moves', async () => {
    const rows = await of('retencao');
    const weeks = (classe: string) => rows.filter((r) => r.classe === classe).map((r) => r.retained);
    expect(weeks('Turma antiga')).toEqual([2, 2, 2]);
    // Week 3 (day 22): Troca 2 evaded (in the old class) and Troca 3; from week 5 (day 36) Troca 0 evaded and Troca 2 back.
    expect(weeks('Turma nova')).toEqual([4, 4, 4, 2, 2, 2, 2, 2]);
  });

  it('lists a class’s evaded members, moved or not', async () => {
    const evasion = await of('evasao');
    const row = evasion.findIndex((r) => r.classe === 'Turma nova');
    const res = await get(
      `/api/analise/evasao/pessoas?courseId=${moves.courseId}&de=${day(S)}&ate=${day(E)}&row=${row}`,
    );
    expect((res.json() as { items: { name: string }[] }).items.map((i) => i.name).sort()).toEqual([
      'Troca 0 Talento',
      'Troca 3 Talento',
    ]);
  });
});

describe('the class and trail filters', () => {
  const read = async (key: string, query: string) => {
    const res = await get(`/api/analise/${key}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AnalyticsTable;
  };
  const classes = (t: AnalyticsTable) => t.rows.map((r) => r.classe);
  const persons = (t: AnalyticsTable) => t.rows.map((r) => r.person);

  it('classeId: evasion, completion, retention and the people at risk of that class alone', async () => {
    const corrected = await read('evasao', `classeId=${fixture.class2Id}`);
    expect(corrected.rows).toEqual([
      {
        course: 'Análise fixa',
        classe: 'Turma corrigida',
        start: day(S),
        enrolled: 1,
        evaded: 0,
        rate: 0,
        early: 0,
        earlyRate: 0,
      },
    ]);
    expect(corrected.summary.value).toBe(0);
    const fixed = await read('evasao', `courseId=${fixture.courseId}&classeId=${fixture.classId}`);
    expect(classes(fixed)).toEqual(['Turma fixa']);
    expect(fixed.summary.value).toBe(0.25);
    expect(fixed.extras.early!.value).toBe(0.1);
    // A class of another course than the one asked for: nothing.
    expect((await read('evasao', `courseId=${moves.courseId}&classeId=${fixture.classId}`)).rows).toEqual([]);

    const completion = await read('conclusao', `classeId=${fixture.classId}`);
    expect(completion.rows).toMatchObject([{ classe: 'Turma fixa', enrolled: 20, completed: 12, onTime: 12 }]);
    expect(completion.summary.value).toBe(0.6);

    const retention = await read('retencao', `classeId=${fixture.class2Id}&de=${day(S)}&ate=${day(E)}`);
    expect(new Set(classes(retention))).toEqual(new Set(['Turma corrigida']));
    expect(retention.rows.map((r) => r.retained)).toEqual([1, 1, 0, 0, 1, 1, 1, 1]);

    expect(persons(await read('em-risco', `classeId=${fixture.class2Id}`))).toEqual(['Pessoa 20 Talento']);
    expect(persons(await read('em-risco', `classeId=${fixture.classId}`))).toEqual([
      'Pessoa 18 Talento',
      'Pessoa 19 Talento',
    ]);
    const summary: AnalyticsSummary = (await get(`/api/analise/resumo?classeId=${fixture.class2Id}`)).json();
    expect(summary.figures.atRisk.value).toBe(1);
    expect(summary.figures.evasionRate.value).toBe(0);
  });

  it('classeId narrows the event figures to the class too: its transitions, its reasons, its people', async () => {
    const span = `&de=${day(S)}&ate=${day(E)}`;
    // Turma corrigida: one evasion (day 8, no reason), corrected later; Turma fixa's five are not its own.
    expect((await read('motivos-evasao', `classeId=${fixture.class2Id}${span}`)).rows).toEqual([
      { course: 'Análise fixa', reason: 'Sem motivo informado', evasions: 1 },
    ]);
    expect((await read('motivos-evasao', `classeId=${fixture.classId}${span}`)).rows).toEqual([
      { course: 'Análise fixa', reason: 'Horário de trabalho', evasions: 4 },
      { course: 'Análise fixa', reason: 'Sem motivo informado', evasions: 1 },
    ]);
    const summary: AnalyticsSummary = (await get(`/api/analise/resumo?classeId=${fixture.class2Id}${span}`)).json();
    expect(summary.figures.evasions.value).toBe(1);
    expect(summary.figures.completions.value).toBe(0);
    // The funnel of the corrected class: only Pessoa 20 is enrolled in it, and their profile is not complete.
    const funnel = await read('funil', `classeId=${fixture.class2Id}&de=${day(-100)}&ate=${day(-100)}`);
    expect(funnel.rows.map((r) => r.people)).toEqual([21, 8, 0, 0, 0]);
    // The learning-gain pairs are Pessoa 0–2's, all in Turma fixa.
    expect((await read('ganho', `classeId=${fixture.class2Id}`)).extras.pairs!.value).toBe(0);
    expect((await read('ganho', `classeId=${fixture.classId}`)).extras.pairs!.value).toBe(2);
  });

  it('trailId: the figures of the courses in the trail alone', async () => {
    const analysis = await read('evasao', `trailId=${trails.analysis}`);
    expect(classes(analysis)).toEqual(['Turma fixa', 'Turma corrigida']);
    expect(analysis.summary.value).toBe(round(5 / 21));
    // The old class of the moves ended on day -40: read over the classes' own dates.
    const span = `&de=${day(S)}&ate=${day(E)}`;
    const moved = await read('evasao', `trailId=${trails.moves}${span}`);
    expect(moved.rows).toMatchObject([
      { course: 'Análise com trocas', classe: 'Turma antiga', enrolled: 2, evaded: 1 },
      { course: 'Análise com trocas', classe: 'Turma nova', enrolled: 4, evaded: 2 },
    ]);
    expect(moved.summary.value).toBe(0.5);
    expect(classes(await read('evasao', `trailId=${trails.both}${span}`))).toEqual([
      'Turma antiga',
      'Turma nova',
      'Turma fixa',
      'Turma corrigida',
    ]);

    // The reasons of the period: the fixture's course has three evasions in it, the moves' none.
    expect((await read('motivos-evasao', `trailId=${trails.analysis}`)).rows).toEqual([
      { course: 'Análise fixa', reason: 'Horário de trabalho', evasions: 2 },
      { course: 'Análise fixa', reason: 'Sem motivo informado', evasions: 1 },
    ]);
    expect((await read('motivos-evasao', `trailId=${trails.moves}`)).rows).toEqual([]);

    // The funnel's enrolment step counts enrolments in the trail's courses: Pessoa 0–20 are in the fixture's.
    const funnel = (trail: number) =>
      read('funil', `trailId=${trail}&de=${day(-100)}&ate=${day(-100)}`).then((t) => t.rows.map((r) => r.people));
    expect(await funnel(trails.analysis)).toEqual([21, 8, 8, 6, 1]);
    expect(await funnel(trails.moves)).toEqual([21, 8, 0, 0, 0]);

    const gain = await read('ganho', `trailId=${trails.analysis}`);
    expect(gain.summary.value).toBe(-0.25);
    expect(gain.extras.pairs!.value).toBe(2);
    const noGain = await read('ganho', `trailId=${trails.moves}`);
    expect(noGain.summary.value).toBeNull();
    expect(noGain.extras.pairs!.value).toBe(0);
    expect(noGain.extras.passRate!.value).toBeNull();

    expect(persons(await read('em-risco', `trailId=${trails.analysis}`))).toEqual([
      'Pessoa 18 Talento',
      'Pessoa 19 Talento',
      'Pessoa 20 Talento',
    ]);
    // Troca 2, back to A in the new class on day -30 and not signed in since.
    const moving = await read('em-risco', `trailId=${trails.moves}`);
    expect(moving.rows).toMatchObject([
      { person: 'Troca 2 Talento', classe: 'Turma nova', reasons: 'Sem atividade há 21 dias', lastActivity: day(-30) },
    ]);
  });
});

describe('the weeks the database keeps for retention (migration 0034)', () => {
  it('follow the app’s own writes: an enrolment, a class’s new start, a status change', async () => {
    const [course] = await ownerRows<{ id: number }>(
      ctx,
      sql`insert into courses (tenant_id, name, status) values (${tenantId}, 'Análise ao vivo', 'published') returning id`,
    );
    const courseId = course!.id;
    const classe = { name: 'Turma ao vivo', stage: 'in_progress', startDate: day(-21) };
    const { id: classeId } = await ctx.ok<{ id: number }>(admin, 'POST', `/api/cursos/${courseId}/turmas`, classe, 201);
    const talent = await createUser(ctx, T, 'Talento', { firstName: 'Ao vivo' });
    const weeks = async () => {
      const res = await get(`/api/analise/retencao?courseId=${courseId}&de=${day(-30)}&ate=${today}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as AnalyticsTable).rows.map((r) => [r.retained, r.enrolled]);
    };
    const enrol = (status: string) =>
      ctx.ok(admin, 'PUT', `/api/cursos/${courseId}/inscricoes`, { userId: talent.publicId, classeId, status });

    await enrol('A');
    // Enrolled today, three weeks after the start: active from week 3 (the end of today) only.
    expect(await weeks()).toEqual([
      [0, 1],
      [0, 1],
      [0, 1],
      [1, 1],
    ]);
    // The class starts today instead: week 0 is the end of today, when it is active.
    await ctx.ok(admin, 'PUT', `/api/cursos/${courseId}/turmas/${classeId}`, { ...classe, startDate: today });
    expect(await weeks()).toEqual([[1, 1]]);
    await enrol('E');
    expect(await weeks()).toEqual([[0, 1]]);
  });
});

describe('the people behind a chart', () => {
  const people = async (key: string, row: number, query = '') => {
    const res = await get(`/api/analise/${key}/pessoas?courseId=${fixture.courseId}&row=${row}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: { name: string; publicId: string }[] }).items.map((i) => i.name);
  };
  const names = (from: number, to: number) =>
    fixture.talents.slice(from, to).map((u) => `Pessoa ${fixture.talents.indexOf(u)} Talento`);

  it('opens the evaded of a class, the completed, and who evaded for a reason', async () => {
    const t = await table('evasao');
    const row = t.rows.findIndex((r) => r.classe === 'Turma fixa');
    expect((await people('evasao', row)).sort()).toEqual(names(12, 17).sort());
    const c = await table('conclusao');
    expect(
      await people(
        'conclusao',
        c.rows.findIndex((r) => r.classe === 'Turma fixa'),
      ),
    ).toHaveLength(12);
    const reasons = await table('motivos-evasao');
    expect((await people('motivos-evasao', 0)).sort()).toEqual(names(14, 16).sort());
    expect(reasons.rows[0]!.evasions).toBe(2);
  });

  it('opens a funnel step, and a group of a breakdown', async () => {
    expect((await people('funil', 3, `&de=${day(-100)}&ate=${day(-100)}`)).sort()).toEqual(names(6, 12).sort());
    expect(await people('funil', 4, `&de=${day(-100)}&ate=${day(-100)}`)).toEqual(['Pessoa 7 Talento']);
    const by = await table('funil', `&de=${day(-100)}&ate=${day(-100)}&por=genero`);
    const row = by.rows.findIndex((r) => r.group === 'Feminino' && r.step === 'Talentos cadastrados');
    expect((await people('funil', row, `&de=${day(-100)}&ate=${day(-100)}&por=genero`)).sort()).toEqual(
      names(0, 6).sort(),
    );
    // A masked cell is never listed, and a group is listed only to those who may read sensitive data.
    const masked = by.rows.findIndex((r) => r.group === 'Masculino' && r.step === 'Talentos cadastrados');
    const query = `?courseId=${fixture.courseId}&de=${day(-100)}&ate=${day(-100)}&por=genero`;
    expect((await get(`/api/analise/funil/pessoas${query}&row=${masked}`)).statusCode).toBe(403);
    expect((await get(`/api/analise/funil/pessoas${query}&row=${row}`, 'RhMentor')).statusCode).toBe(403);
  });

  it('opens the waiting list by age, a mentor’s mentees and the learning-gain bands', async () => {
    expect(await people('tempo-ate-mentor', 2, '&mentorArea=28')).toEqual(['Pessoa 4 Talento']);
    const load = await table('carga-mentores', '&mentorArea=28');
    const mentorRow = load.rows.findIndex((r) => r.active === 2);
    expect((await people('carga-mentores', mentorRow, '&mentorArea=28')).sort()).toEqual(names(0, 2).sort());
    expect(await people('engajamento', 0, '&mentorArea=28')).toEqual(['Pessoa 1 Talento']);
    expect(await people('ganho', 0)).toEqual(['Pessoa 2 Talento']);
  });

  it('answers 404 for a row the chart does not have', async () => {
    expect((await get(`/api/analise/evasao/pessoas?courseId=${fixture.courseId}&row=99`)).statusCode).toBe(404);
  });
});

describe('CSV and access', () => {
  /**
   * Each chart with the filters its fixture figures are read with (rows), and once more for a period
   * before anything in the fixture, where the class and event charts have no rows: the CSV is then the
   * header row alone. The funnel is asked for by gender too, so a masked cell is "<5" in the file as well.
   */
  const before = `&de=${day(-399)}&ate=${day(-390)}`;
  const csvCases: Record<AnalyticsKey, { query: string; rows: number | null }[]> = {
    funil: [
      { query: `&de=${day(-100)}&ate=${day(-100)}`, rows: 5 },
      { query: `&de=${day(-100)}&ate=${day(-100)}&por=genero`, rows: 15 },
    ],
    evasao: [
      { query: '', rows: 2 },
      { query: before, rows: 0 },
    ],
    conclusao: [
      { query: '', rows: 2 },
      { query: before, rows: 0 },
    ],
    retencao: [
      { query: `&de=${day(S)}&ate=${day(E)}`, rows: 16 },
      { query: before, rows: 0 },
    ],
    'motivos-evasao': [
      { query: '', rows: 2 },
      { query: before, rows: 0 },
    ],
    'em-risco': [{ query: '', rows: 3 }],
    'tempo-ate-mentor': [{ query: '&mentorArea=28', rows: 3 }],
    // Every active mentor of the tenant (the demo ones too): the count is not the fixture's.
    'carga-mentores': [{ query: '&mentorArea=28', rows: null }],
    engajamento: [{ query: '&mentorArea=28', rows: 3 }],
    ganho: [{ query: '', rows: 5 }],
  };

  it.each(ANALYTICS_KEYS)('answers %s as CSV: its translated header row, then the API’s rows', async (key) => {
    for (const { query, rows: count } of csvCases[key]) {
      const json = await table(key, query);
      if (count !== null) expect(json.rows, query).toHaveLength(count);
      else expect(json.rows.length).toBeGreaterThan(0);
      const res = await get(`/api/analise/${key}?courseId=${fixture.courseId}${query}&format=csv`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="analise-${key}.csv"`);
      const [header, ...rows] = parse(res.body) as string[][];
      expect(header).toEqual(json.columns.map((c) => translate('pt-BR', `analytics.columns.${c}`)));
      expect(header!.some((label) => label.startsWith('analytics.'))).toBe(false);
      expect(rows).toEqual(json.rows.map((r) => json.columns.map((c) => (r[c] == null ? '' : String(r[c])))));
      if (query.includes('por=')) expect(rows.map((r) => r[2])).toContain('<5');
    }
  });

  it('is 200 for mais-pra-ti’s Admin, Rh and RhMentor; 403 for every other role and tenant', async () => {
    for (const role of ['Admin', 'Rh', 'RhMentor'] as const)
      expect(
        (await call(ctx.app, { tenant: T, cookie: await jar.demo(T, role), url: '/api/analise/resumo' })).statusCode,
      ).toBe(200);
    for (const role of ['Talento', 'Mentor', 'Funcionario', 'Colaborador', 'FuncionarioMentor'] as const)
      expect(
        (await call(ctx.app, { tenant: T, cookie: await jar.demo(T, role), url: '/api/analise/resumo' })).statusCode,
      ).toBe(403);
    for (const tenant of ['trindtech', 'sandbox', 'sabimais', 'asid'] as const)
      expect(
        (await call(ctx.app, { tenant, cookie: await jar.demo(tenant, 'Admin'), url: '/api/analise/evasao' }))
          .statusCode,
      ).toBe(403);
  });

  it('refuses an unknown chart, a reversed range and a range over 400 days (400)', async () => {
    expect((await get('/api/analise/nada')).statusCode).toBe(400);
    expect((await get(`/api/analise/evasao?de=${day(0)}&ate=${day(-5)}`)).statusCode).toBe(400);
    expect((await get(`/api/analise/evasao?de=${day(-500)}&ate=${day(0)}`)).statusCode).toBe(400);
  });
});

function round(n: number) {
  return Math.round(n * 10_000) / 10_000;
}
