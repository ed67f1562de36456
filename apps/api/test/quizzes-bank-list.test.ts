/**
 * The question bank as a list (issue 10 §3): its total under the filters, the page size, and every
 * sortable column paged by keyset both ways: the text in reading order ("Ágil", "Avaliação",
 * "avançado"; its tags aside), the type by the label the reader sees, the last change; on PGlite and
 * PostgreSQL alike. A cursor that does not decode, or of another sort, is a 400.
 */
import type { BankQuestion, QuestionBank } from '@ponte/shared/quizzes.schema';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, ownerRows, type TestUser } from './test-app.ts';
import { useTestApp, type Who } from './use-test-app.ts';

const T = 'mais-pra-ti' as const;
const ctx = useTestApp({ tenant: T });
const { jar, req: as } = ctx;
const admin = () => jar.demo(T, 'Admin');

/** A word in every question of this file, so the search keeps the demo's questions out. */
const MARK = 'Qbnk';
const WORDS = ['Ágil', 'Avaliação', 'avançado', 'Bússola', 'cálculo'];
/** The stems: "cálculo" wrapped in a tag, which must not lift it to the top. */
const STEMS: Record<string, string> = {
  Ágil: `<p>Ágil ${MARK}</p>`,
  Avaliação: `<p>Avaliação ${MARK}</p>`,
  avançado: `<p>avançado <strong>${MARK}</strong></p>`,
  Bússola: `<p>Bússola ${MARK}</p>`,
  cálculo: `<p><em>cálculo</em> ${MARK}</p>`,
};
/** Each question's type and last change (the last changed is "Ágil", the oldest "cálculo"). */
const FACTS: Record<string, { body: Record<string, unknown>; updated: string }> = {
  Ágil: {
    body: { type: 'single', options: [{ html: '<p>a</p>', correct: true }, { html: '<p>b</p>' }] },
    updated: '2024-05-05T10:00:00Z',
  },
  Avaliação: { body: { type: 'trueFalse', correctAnswer: true }, updated: '2024-05-04T10:00:00Z' },
  avançado: { body: { type: 'numeric', numericValue: 3 }, updated: '2024-05-03T10:00:00Z' },
  Bússola: { body: { type: 'open' }, updated: '2024-05-02T10:00:00Z' },
  cálculo: { body: { type: 'shortText', accepted: ['x'] }, updated: '2024-05-01T10:00:00Z' },
};
const wordOf = new Map<number, string>();

beforeAll(async () => {
  // Inserted in code-point order ("Avaliação", "Bússola", "avançado", …): the list must put them back.
  for (const word of [...WORDS].sort()) {
    const res = await as(await admin(), 'POST', '/api/banco-de-questoes', { ...FACTS[word]!.body, stem: STEMS[word] });
    expect(res.statusCode, res.body).toBe(201);
    const question: BankQuestion = res.json();
    wordOf.set(question.id, word);
    await ownerRows(
      ctx,
      sql`update quiz_questions set updated_at = ${FACTS[word]!.updated}::timestamptz where id = ${question.id}`,
    );
  }
});

const url = (params: string) => `/api/banco-de-questoes?q=${MARK}&${params}`;

async function page(params: string, who?: Who): Promise<QuestionBank> {
  const res = await as(who ?? (await admin()), 'GET', url(params));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every page, two rows at a time, so the order must also hold across keyset pages. */
async function walk(params: string, who?: Who): Promise<string[]> {
  const caller: Who = who ?? (await admin());
  const words: string[] = [];
  let cursor: string | null = null;
  do {
    const body: QuestionBank = await page(
      `${params}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      caller,
    );
    expect(body.total).toBe(WORDS.length);
    words.push(...body.items.map((q) => wordOf.get(q.id)!));
    cursor = body.nextCursor;
  } while (cursor);
  return words;
}

describe('the question bank list', () => {
  it('shows its total under the filters on every page and takes a page size from its sizes', async () => {
    const first = await page('limit=2');
    expect([first.items.length, first.total, first.nextCursor !== null]).toEqual([2, 5, true]);
    const all = await page('limit=10');
    expect([all.items.length, all.total, all.nextCursor]).toEqual([5, 5, null]);
    expect((await page('limit=100')).items).toHaveLength(5);
    expect((await as(await admin(), 'GET', url('limit=101'))).statusCode).toBe(400);
    const single = await page('type=single');
    expect([single.items.map((q) => wordOf.get(q.id)), single.total]).toEqual([['Ágil'], 1]);
    // Without a search every live question of the tenant counts; a deleted one no longer does.
    const everything: QuestionBank = (await as(await admin(), 'GET', '/api/banco-de-questoes?limit=100')).json();
    expect(everything.total).toBeGreaterThanOrEqual(WORDS.length);
    const extra = await as(await admin(), 'POST', '/api/banco-de-questoes', {
      type: 'open',
      stem: '<p>Descartável</p>',
    });
    expect(extra.statusCode, extra.body).toBe(201);
    const del = await as(await admin(), 'DELETE', `/api/banco-de-questoes/${(extra.json() as BankQuestion).id}`);
    expect(del.statusCode, del.body).toBeLessThan(300);
    const after: QuestionBank = (await as(await admin(), 'GET', '/api/banco-de-questoes?limit=10')).json();
    expect(after.total).toBe(everything.total);
  });

  it('sorts the text as people read it, accents, case and tags aside, both ways', async () => {
    expect(await walk('sort=stem&order=asc')).toEqual(WORDS);
    expect(await walk('sort=stem&order=desc')).toEqual([...WORDS].reverse());
  });

  it('sorts the type by the label the reader sees, then the text, both ways', async () => {
    // In Portuguese: Escolha única, Numérica, Resposta aberta, Resposta curta, Verdadeiro ou falso.
    const portuguese = ['Ágil', 'avançado', 'Bússola', 'cálculo', 'Avaliação'];
    expect(await walk('sort=type&order=asc')).toEqual(portuguese);
    expect(await walk('sort=type&order=desc')).toEqual([...portuguese].reverse());
    // In English: Numeric, Open answer, Short answer, Single choice, True or false.
    const reader = await createUser(ctx, T, 'Admin');
    await ownerRows(
      ctx,
      sql`insert into user_settings (tenant_id, user_id, key, value)
          select tenant_id, id, 'language', 'en-US' from users where id = ${reader.id}`,
    );
    const english = ['avançado', 'Bússola', 'cálculo', 'Ágil', 'Avaliação'];
    expect(await walk('sort=type&order=asc', await ctx.as(reader as TestUser))).toEqual(english);
  });

  it('sorts by the last change, newest first by default', async () => {
    expect(await walk('')).toEqual(WORDS);
    expect(await walk('sort=updatedAt&order=asc')).toEqual([...WORDS].reverse());
  });

  it('refuses a cursor that does not decode, or of another sort, with a 400 naming it', async () => {
    expect((await as(await admin(), 'GET', url('cursor=%25%25%25'))).statusCode).toBe(400);
    const garbled = await as(await admin(), 'GET', url('cursor=bm90LWEtY3Vyc29y'));
    expect(garbled.statusCode).toBe(400);
    expect(Object.keys(garbled.json().error.fields)).toEqual(['cursor']);
    const first = await page('sort=stem&limit=2');
    const other = await as(await admin(), 'GET', url(`sort=type&cursor=${first.nextCursor}`));
    expect(other.statusCode).toBe(400);
    expect((await as(await admin(), 'GET', url('sort=points'))).statusCode).toBe(400);
  });
});
