import { BEHAVIOURAL_TEST_ITEMS } from '@ponte/shared/behavioural-test';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAnswers } from './profile-fixtures.ts';
import { call, createUser, demoUser, linkMentor, login, loginUser, ownerRows } from './test-app.ts';
import { useTestAppWithNewUser } from './use-test-app.ts';

const ctx = useTestAppWithNewUser('trindtech', 'Talento');
let testUrl: string;
let preferencesUrl: string;

beforeAll(() => {
  testUrl = `/api/perfil/${ctx.me.publicId}/teste-comportamental`;
  preferencesUrl = `/api/perfil/${ctx.me.publicId}/preferencias-de-aprendizagem`;
});

const take = (body: unknown, as = ctx.cookie) => call(ctx.app, { method: 'POST', url: testUrl, cookie: as, body });

describe('behavioural test', () => {
  it('has no attempt before the first', async () => {
    const response = await ctx.req(ctx.me, 'GET', testUrl);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ attempts: [] });
  });

  it('scores and stores an attempt; a retake is kept too, newest first', async () => {
    // 10 Executor, 5 Comunicador, 6 Planejador, 4 Analista answers.
    const first = await take(testAnswers((i) => (i < 10 ? '1' : i < 15 ? '2' : i < 21 ? '3' : '4')));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ scores: { '1': 40, '2': 20, '3': 24, '4': 16 }, dominant: '1' });
    expect(Date.parse(first.json().takenAt)).toBeGreaterThan(Date.now() - 60_000);

    const second = await take(testAnswers((i) => (i % 5 === 0 ? '2' : '4')));
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ scores: { '1': 0, '2': 20, '3': 0, '4': 80 }, dominant: '4' });

    const { attempts } = (await ctx.req(ctx.me, 'GET', testUrl)).json();
    expect(attempts.map((a: { id: number }) => a.id)).toEqual([second.json().id, first.json().id]);
    expect(attempts[1]).toEqual(first.json());

    const [stored] = await ownerRows<{ answers: Array<{ itemId: number; profile: string }> }>(
      ctx,
      sql`select answers from behavioural_test_attempts where id = ${first.json().id}`,
    );
    expect(stored!.answers).toHaveLength(BEHAVIOURAL_TEST_ITEMS.length);
    expect(stored!.answers[0]).toEqual({ itemId: 1, profile: '1' });
  });

  it('refuses answers that are not exactly one per item', async () => {
    const full = testAnswers(() => '3').answers;
    const refuse = async (answers: unknown) => {
      const response = await take({ answers });
      expect(response.statusCode, response.body).toBe(400);
      return response.json().error.fields;
    };
    expect(await refuse(full.slice(1))).toEqual({ answers: 'Responda cada pergunta do teste uma única vez' });
    expect(await refuse([...full, full[0]])).toHaveProperty('answers');
    expect(await refuse([...full.slice(1), { itemId: 999, profile: '1' }])).toHaveProperty('answers');
    expect(await refuse([])).toHaveProperty('answers');
    expect(await refuse(full.map((a, i) => (i === 0 ? { ...a, profile: '5' } : a)))).toHaveProperty([
      'answers.0.profile',
    ]);
    expect(await refuse('1111')).toHaveProperty('answers');
  });

  it('only the person takes their test; Admin and a linked mentor see the results', async () => {
    const { cookie: admin } = await login(ctx.app, 'trindtech', 'Admin');
    const byAdmin = await take(
      testAnswers(() => '2'),
      admin,
    );
    expect(byAdmin.statusCode).toBe(403);
    const seenByAdmin = await call(ctx.app, { url: testUrl, cookie: admin });
    expect(seenByAdmin.statusCode).toBe(200);
    expect(seenByAdmin.json().attempts).toHaveLength(2);

    const mentor = await demoUser(ctx, 'trindtech', 'Mentor');
    await linkMentor(ctx, mentor, ctx.me);
    const { cookie: mentorCookie } = await login(ctx.app, 'trindtech', 'Mentor');
    const seenByMentor = await call(ctx.app, { url: testUrl, cookie: mentorCookie });
    expect(seenByMentor.statusCode).toBe(200);
    expect(seenByMentor.json().attempts).toHaveLength(2);
    expect(
      (
        await take(
          testAnswers(() => '2'),
          mentorCookie,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('anyone whose profile has the tab takes their own test', async () => {
    const mentor = await createUser(ctx, 'trindtech', 'RhMentor');
    const mentorCookie = await loginUser(ctx.app, mentor);
    const response = await call(ctx.app, {
      method: 'POST',
      url: `/api/perfil/${mentor.publicId}/teste-comportamental`,
      cookie: mentorCookie,
      body: testAnswers(() => '4'),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('learning preferences', () => {
  const preferences = {
    learningStyle: '4',
    learningPreference: '2',
    workMode: '2',
    feedbackStyle: '2',
    communication: '3',
    shift: 'N',
  };

  it('start empty and round-trip', async () => {
    const empty = await ctx.req(ctx.me, 'GET', preferencesUrl);
    expect(empty.json()).toEqual({
      learningStyle: null,
      learningPreference: null,
      workMode: null,
      feedbackStyle: null,
      communication: null,
      shift: null,
    });
    const saved = await ctx.req(ctx.me, 'PUT', preferencesUrl, preferences);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(preferences);
    expect((await ctx.req(ctx.me, 'GET', preferencesUrl)).json()).toEqual(preferences);
  });

  it('refuses unknown codes and missing answers', async () => {
    const bad = await ctx.req(ctx.me, 'PUT', preferencesUrl, { ...preferences, shift: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('shift');
    const { workMode: _w, ...missing } = preferences;
    const incomplete = await ctx.req(ctx.me, 'PUT', preferencesUrl, missing);
    expect(incomplete.json().error.fields).toHaveProperty('workMode');
    const wrongType = await ctx.req(ctx.me, 'PUT', preferencesUrl, { ...preferences, learningStyle: 4 });
    expect(wrongType.statusCode).toBe(400);
  });

  it('Admin edits them, Rh only reads them', async () => {
    const { cookie: admin } = await login(ctx.app, 'trindtech', 'Admin');
    const byAdmin = await call(ctx.app, {
      method: 'PUT',
      url: preferencesUrl,
      cookie: admin,
      body: { ...preferences, shift: 'M' },
    });
    expect(byAdmin.statusCode).toBe(200);
    const { cookie: rh } = await login(ctx.app, 'trindtech', 'Rh');
    expect((await call(ctx.app, { url: preferencesUrl, cookie: rh })).json().shift).toBe('M');
    const byRh = await call(ctx.app, { method: 'PUT', url: preferencesUrl, cookie: rh, body: preferences });
    expect(byRh.statusCode).toBe(403);
  });
});
