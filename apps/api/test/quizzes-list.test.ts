/**
 * The quiz manager's list (issue 10 §3): its total, the page size, the search by title, and every
 * sortable column paged by keyset both ways, the titles in reading order ("Ágil", "Avaliação",
 * "avançado"), on PGlite and PostgreSQL alike; a cursor that does not decode is a 400.
 */
import type { Quiz, QuizList } from '@ponte/shared/quizzes.schema';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownerRows } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const T = 'mais-pra-ti' as const;
const ctx = useTestApp({ tenant: T });
const { jar, req: as } = ctx;
const admin = () => jar.demo(T, 'Admin');

/** A word in every title of this file, so the search keeps the demo's quizzes out. */
const MARK = 'Qlst';
const READING_ORDER = ['Ágil', 'Avaliação', 'avançado', 'Bússola', 'cálculo'].map((w) => `${w} ${MARK}`);
/** Each title's status, deadline and last change (the last changed is "Ágil", the oldest "cálculo"). */
const FACTS: Record<string, { status: 'draft' | 'published'; closesAt: string | null; updated: string }> = {
  [READING_ORDER[0]!]: { status: 'published', closesAt: null, updated: '2024-05-05T10:00:00Z' },
  [READING_ORDER[1]!]: { status: 'draft', closesAt: '2031-03-01T12:00:00.000Z', updated: '2024-05-04T10:00:00Z' },
  [READING_ORDER[2]!]: { status: 'published', closesAt: '2030-01-01T12:00:00.000Z', updated: '2024-05-03T10:00:00Z' },
  [READING_ORDER[3]!]: { status: 'draft', closesAt: null, updated: '2024-05-02T10:00:00Z' },
  [READING_ORDER[4]!]: { status: 'draft', closesAt: '2030-06-01T12:00:00.000Z', updated: '2024-05-01T10:00:00Z' },
};

beforeAll(async () => {
  // Inserted in code-point order ("Avaliação", "Bússola", "avançado", …): the list must put them back.
  for (const title of [...READING_ORDER].sort()) {
    const facts = FACTS[title]!;
    const res = await as(await admin(), 'POST', '/api/quizzes', {
      title,
      purpose: 'graded',
      target: { kind: 'everyone' },
      status: facts.status,
      closesAt: facts.closesAt,
    });
    expect(res.statusCode, res.body).toBe(201);
    const quiz: Quiz = res.json();
    await ownerRows(ctx, sql`update quizzes set updated_at = ${facts.updated}::timestamptz where id = ${quiz.id}`);
  }
});

const url = (params: string) => `/api/quizzes?q=${MARK}&${params}`;

async function page(params: string): Promise<QuizList> {
  const res = await as(await admin(), 'GET', url(params));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every page, two rows at a time, so the order must also hold across keyset pages. */
async function walk(params: string): Promise<string[]> {
  const titles: string[] = [];
  let cursor: string | null = null;
  do {
    const body: QuizList = await page(`${params}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(body.total).toBe(READING_ORDER.length);
    titles.push(...body.items.map((q) => q.title));
    cursor = body.nextCursor;
  } while (cursor);
  return titles;
}

describe('the quiz list', () => {
  it('shows its total on every page and takes a page size from its sizes', async () => {
    const first = await page('limit=2');
    expect([first.items.length, first.total, first.nextCursor !== null]).toEqual([2, 5, true]);
    const all = await page('limit=10');
    expect([all.items.length, all.total, all.nextCursor]).toEqual([5, 5, null]);
    expect((await as(await admin(), 'GET', url('limit=51'))).statusCode).toBe(400);
    // Without a search every quiz of the tenant counts.
    const everything: QuizList = (await as(await admin(), 'GET', '/api/quizzes?limit=50')).json();
    expect(everything.total).toBeGreaterThanOrEqual(READING_ORDER.length);
    expect(everything.items).toHaveLength(everything.total);
  });

  it('sorts titles as people read them, accents and case aside, both ways', async () => {
    expect(await walk('sort=title&order=asc')).toEqual(READING_ORDER);
    expect(await walk('sort=title&order=desc')).toEqual([...READING_ORDER].reverse());
  });

  it('sorts by status, then title; by deadline, the undated last; and by last change, newest first by default', async () => {
    const drafts = READING_ORDER.filter((t) => FACTS[t]!.status === 'draft');
    const published = READING_ORDER.filter((t) => FACTS[t]!.status === 'published');
    expect(await walk('sort=status&order=asc')).toEqual([...drafts, ...published]);
    expect(await walk('sort=status&order=desc')).toEqual([...drafts, ...published].reverse());

    const dated = READING_ORDER.filter((t) => FACTS[t]!.closesAt !== null).sort((a, b) =>
      FACTS[a]!.closesAt!.localeCompare(FACTS[b]!.closesAt!),
    );
    const closesAsc = await walk('sort=closesAt&order=asc');
    expect(closesAsc.slice(0, dated.length)).toEqual(dated);
    expect(new Set(closesAsc.slice(dated.length))).toEqual(
      new Set(READING_ORDER.filter((t) => FACTS[t]!.closesAt === null)),
    );
    expect(await walk('sort=closesAt&order=desc')).toEqual([...closesAsc].reverse());

    const newestFirst = await walk('');
    expect(newestFirst).toEqual(READING_ORDER);
    expect(await walk('sort=updatedAt&order=asc')).toEqual([...READING_ORDER].reverse());
  });

  it('searches the title, ignoring case, with what was typed taken literally', async () => {
    const found = await page('limit=10');
    expect(found.total).toBe(5);
    const avan: QuizList = (await as(await admin(), 'GET', '/api/quizzes?q=AVAN')).json();
    expect(avan.items.map((q) => q.title)).toEqual([READING_ORDER[2]]);
    expect(avan.total).toBe(1);
    const literal: QuizList = (await as(await admin(), 'GET', `/api/quizzes?q=${encodeURIComponent('%')}`)).json();
    expect([literal.items, literal.total]).toEqual([[], 0]);
    expect((await as(await admin(), 'GET', `/api/quizzes?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('refuses a cursor that does not decode, or of another sort, with a 400 naming it', async () => {
    expect((await as(await admin(), 'GET', url('cursor=%25%25%25'))).statusCode).toBe(400);
    const garbled = await as(await admin(), 'GET', url('cursor=bm90LWEtY3Vyc29y'));
    expect(garbled.statusCode).toBe(400);
    expect(Object.keys(garbled.json().error.fields)).toEqual(['cursor']);
    const first = await page('sort=title&limit=2');
    const other = await as(await admin(), 'GET', url(`sort=status&cursor=${first.nextCursor}`));
    expect(other.statusCode).toBe(400);
    expect((await as(await admin(), 'GET', url('sort=audience'))).statusCode).toBe(400);
  });
});
