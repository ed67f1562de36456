/**
 * The demo quizzes the README promises (issue 14 §1 "Demo data"): in mais-pra-ti and asid, a
 * diagnostic and a graded quiz on the demo talent's course and an anonymous survey, with attempts
 * that give the results screen a histogram and an item analysis; the demo talent has a quiz to take
 * and an open answer waiting for their mentor, and a few of the class have a time accommodation; other
 * tenants have none.
 */
import type {
  AccommodationList,
  Attempt,
  GradingQueue,
  MyQuizList,
  QuizList,
  QuizResults,
} from '@ponte/shared/quizzes.schema';
import type { Role } from '@ponte/shared/roles';
import type { TenantSlug } from '@ponte/shared/tenants';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, ownerRows } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp({ demoTalents: 60 });
const { jar } = ctx;
beforeAll(async () => {}, 120_000);

async function get<T>(tenant: TenantSlug, role: Role, url: string): Promise<T> {
  const response = await call(ctx.app, { url, tenant, cookie: await jar.demo(tenant, role) });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
}

describe.each(['mais-pra-ti', 'asid'] as const)('the demo quizzes of %s', (tenant) => {
  it('lists a diagnostic, a graded quiz and a survey, each with attempts', async () => {
    const list = await get<QuizList>(tenant, 'Admin', '/api/quizzes');
    expect(list.items.map((q) => q.purpose).sort()).toEqual(['diagnostic', 'graded', 'survey']);
    for (const quiz of list.items) expect(quiz.attemptCount, quiz.title).toBeGreaterThan(0);
  });

  it('gives the graded quiz a histogram and an item analysis that tells strong from weak', async () => {
    const list = await get<QuizList>(tenant, 'Admin', '/api/quizzes');
    const graded = list.items.find((q) => q.purpose === 'graded')!;
    const results = await get<QuizResults>(tenant, 'Admin', `/api/quizzes/${graded.id}/resultados`);
    const scored = results.histogram.reduce((s, b) => s + b.count, 0);
    expect(scored).toBeGreaterThanOrEqual(10);
    expect(results.histogram.filter((b) => b.count > 0).length).toBeGreaterThanOrEqual(3);
    expect(results.items).toHaveLength(7);
    for (const item of results.items) {
      expect(item.facility).not.toBeNull();
      expect(item.discrimination).not.toBeNull();
    }
    const mean = results.items.reduce((s, i) => s + i.discrimination!, 0) / results.items.length;
    expect(mean).toBeGreaterThan(0);
    expect(results.summary.passed).toBeGreaterThan(0);
    expect(results.rows.some((r) => r.standing === 'failed')).toBe(true);
  });

  it('keeps the survey anonymous and counts its Likert answers', async () => {
    const list = await get<QuizList>(tenant, 'Admin', '/api/quizzes');
    const survey = list.items.find((q) => q.purpose === 'survey')!;
    const results = await get<QuizResults>(tenant, 'Admin', `/api/quizzes/${survey.id}/resultados`);
    expect(results.rows.every((r) => r.person === null)).toBe(true);
    const likert = results.items.filter((i) => i.type === 'likert');
    expect(likert).toHaveLength(3);
    expect(likert[0]!.likert!.reduce((s, n) => s + n, 0)).toBeGreaterThan(5);
  });

  it('gives the demo talent a quiz to take (in asid with a Libras video per question) and their mentor an answer to grade', async () => {
    const mine = await get<MyQuizList>(tenant, 'Talento', '/api/meus-quizzes');
    const graded = mine.items.find((q) => q.purpose === 'graded')!;
    expect(graded).toMatchObject({ standing: 'notStarted', canStart: true, myTimeLimitMinutes: 20 });
    expect(mine.items.find((q) => q.purpose === 'diagnostic')!.standing).toBe('awaitingGrading');
    // asid works with deaf people: each question the talent is given has its Libras video.
    const started = await call(ctx.app, {
      method: 'POST',
      url: `/api/quizzes/${graded.id}/tentativas`,
      tenant,
      cookie: await jar.demo(tenant, 'Talento'),
    });
    expect(started.statusCode, started.body).toBe(201);
    const links = (started.json() as Attempt).questions.map((q) => q.librasUrl);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      if (tenant === 'asid') expect(link).toMatch(/^https:\/\//);
      else expect(link).toBeNull();
    }
    const queue = await get<GradingQueue>(tenant, 'Mentor', '/api/correcoes');
    expect(queue.items.length).toBeGreaterThanOrEqual(1);
    expect(queue.items.map((i) => i.person.name)).toContain('Helena Oliveira');
  });

  it('gives a few of the class a time accommodation, never the demo talent', async () => {
    const list = await get<AccommodationList>(tenant, 'Admin', '/api/quizzes/acomodacoes');
    expect(list.total).toBeGreaterThanOrEqual(5);
    expect(new Set(list.items.map((a) => a.factor)).size).toBeGreaterThanOrEqual(3);
    expect(list.items.map((a) => a.person.email)).not.toContain(`talento@${tenant}.demo`);
  });
});

it('leaves tenants without quizzes without any', async () => {
  const rows = await ownerRows<{ slug: string }>(
    ctx,
    sql`select distinct t.slug from quizzes q join tenants t on t.id = q.tenant_id order by 1`,
  );
  expect(rows.map((r) => r.slug)).toEqual(['asid', 'mais-pra-ti']);
  const accommodated = await ownerRows<{ slug: string }>(
    ctx,
    sql`select distinct t.slug from quiz_accommodations a join tenants t on t.id = a.tenant_id order by 1`,
  );
  expect(accommodated.map((r) => r.slug)).toEqual(['asid', 'mais-pra-ti']);
});
