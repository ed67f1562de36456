/**
 * The quiz manager's time accommodations as a list (issue 10 §3): its total, the page size, the search by
 * name or e-mail, and every sortable column paged by keyset both ways, the names in reading order
 * ("Álvaro", "Amanda", "Çelso", "Érica"), on PGlite and PostgreSQL alike; a cursor that does not decode,
 * or of another sort or list, is a 400.
 */
import type { AccommodationList } from '@ponte/shared/quizzes.schema';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../src/http/keyset-cursor.ts';
import { createUser, ownerRows, type TestUser } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const T = 'mais-pra-ti' as const;
const ctx = useTestApp({ tenant: T });
const { jar, req: as } = ctx;
const admin = () => jar.demo(T, 'Admin');

/** Everyone's last name in this file, so the search keeps anyone else's accommodation out. */
const MARK = 'Qacm';
const READING_ORDER = ['Álvaro', 'Amanda', 'Carla', 'Çelso', 'Érica', 'fabiana'].map((n) => `${n} ${MARK}`);
/**
 * Each person's factor and when it was set (the newest is "Álvaro", the oldest "fabiana"). 10 against 2
 * catches a factor compared as text; Amanda and Çelso share 1.5, so the tie must fall back on the name.
 */
const FACTS: Record<string, { factor: number; at: string }> = {
  [READING_ORDER[0]!]: { factor: 2, at: '2024-05-06T10:00:00Z' },
  [READING_ORDER[1]!]: { factor: 1.5, at: '2024-05-05T10:00:00Z' },
  [READING_ORDER[2]!]: { factor: 10, at: '2024-05-04T10:00:00Z' },
  [READING_ORDER[3]!]: { factor: 1.5, at: '2024-05-03T10:00:00Z' },
  [READING_ORDER[4]!]: { factor: 1.25, at: '2024-05-02T10:00:00Z' },
  [READING_ORDER[5]!]: { factor: 3, at: '2024-05-01T10:00:00Z' },
};
const people = new Map<string, TestUser>();

beforeAll(async () => {
  // Made in code-point order ("Amanda", "Carla", "fabiana", "Álvaro", …): the list must put them back.
  for (const full of [...READING_ORDER].sort()) {
    const person = await createUser(ctx, T, 'Talento', { firstName: full.split(' ')[0]!, lastName: MARK });
    people.set(full, person);
    const set = await as(await admin(), 'PUT', `/api/quizzes/acomodacoes/${person.publicId}`, {
      factor: FACTS[full]!.factor,
    });
    expect(set.statusCode, set.body).toBe(200);
    await ownerRows(
      ctx,
      sql`update quiz_accommodations set updated_at = ${FACTS[full]!.at}::timestamptz where user_id = ${person.id}`,
    );
  }
});

const url = (params: string) => `/api/quizzes/acomodacoes?q=${MARK}&${params}`;

async function page(params: string): Promise<AccommodationList> {
  const res = await as(await admin(), 'GET', url(params));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every page, two rows at a time, so the order must also hold across keyset pages. */
async function walk(params: string): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | null = null;
  do {
    const body: AccommodationList = await page(
      `${params}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(body.total).toBe(READING_ORDER.length);
    names.push(...body.items.map((a) => a.person.name));
    cursor = body.nextCursor;
  } while (cursor);
  return names;
}

describe('the accommodations list', () => {
  it('shows its total on every page and takes a page size from its sizes', async () => {
    const first = await page('limit=2');
    expect([first.items.length, first.total, first.nextCursor !== null]).toEqual([2, 6, true]);
    const all = await page('limit=10');
    expect([all.items.length, all.total, all.nextCursor]).toEqual([6, 6, null]);
    expect(all.items[0]).toEqual({
      person: { publicId: people.get(READING_ORDER[0]!)!.publicId, name: READING_ORDER[0], email: expect.any(String) },
      factor: 2,
      updatedAt: '2024-05-06T10:00:00.000Z',
    });
    expect((await as(await admin(), 'GET', url('limit=51'))).statusCode).toBe(400);
    // Without a search every accommodation of the tenant counts.
    const everything: AccommodationList = (await as(await admin(), 'GET', '/api/quizzes/acomodacoes?limit=50')).json();
    expect(everything.total).toBeGreaterThanOrEqual(READING_ORDER.length);
    expect(everything.items).toHaveLength(Math.min(50, everything.total));
  });

  it('sorts names as people read them, accents and case aside, both ways, by name by default', async () => {
    expect(await walk('')).toEqual(READING_ORDER);
    expect(await walk('sort=name&order=asc')).toEqual(READING_ORDER);
    expect(await walk('sort=name&order=desc')).toEqual([...READING_ORDER].reverse());
  });

  it('sorts by factor as a number, ties by name, and by when it was set', async () => {
    const byFactor = [...READING_ORDER].sort(
      (a, b) => FACTS[a]!.factor - FACTS[b]!.factor || READING_ORDER.indexOf(a) - READING_ORDER.indexOf(b),
    );
    expect(byFactor.map((n) => FACTS[n]!.factor)).toEqual([1.25, 1.5, 1.5, 2, 3, 10]);
    expect(await walk('sort=factor&order=asc')).toEqual(byFactor);
    expect(await walk('sort=factor&order=desc')).toEqual([...byFactor].reverse());
    expect(await walk('sort=updatedAt&order=desc')).toEqual(READING_ORDER);
    expect(await walk('sort=updatedAt&order=asc')).toEqual([...READING_ORDER].reverse());
  });

  it('searches the name or the e-mail, ignoring case, with what was typed taken literally', async () => {
    const byName: AccommodationList = (await as(await admin(), 'GET', '/api/quizzes/acomodacoes?q=ÇELSO qacm')).json();
    expect([byName.items.map((a) => a.person.name), byName.total]).toEqual([[READING_ORDER[3]], 1]);
    const email = people.get(READING_ORDER[4]!)!.email;
    const byEmail: AccommodationList = (
      await as(await admin(), 'GET', `/api/quizzes/acomodacoes?q=${encodeURIComponent(email.toUpperCase())}`)
    ).json();
    expect([byEmail.items.map((a) => a.person.name), byEmail.total]).toEqual([[READING_ORDER[4]], 1]);
    const literal: AccommodationList = (
      await as(await admin(), 'GET', `/api/quizzes/acomodacoes?q=${encodeURIComponent(`${MARK}%`)}`)
    ).json();
    expect([literal.items, literal.total]).toEqual([[], 0]);
    expect((await as(await admin(), 'GET', `/api/quizzes/acomodacoes?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('refuses a cursor that does not decode, or of another sort or list, with a 400 naming it', async () => {
    expect((await as(await admin(), 'GET', url('cursor=%25%25%25'))).statusCode).toBe(400);
    const garbled = await as(await admin(), 'GET', url('cursor=bm90LWEtY3Vyc29y'));
    expect(garbled.statusCode).toBe(400);
    expect(Object.keys(garbled.json().error.fields)).toEqual(['cursor']);
    const first = await page('sort=name&limit=2');
    expect((await as(await admin(), 'GET', url(`sort=factor&cursor=${first.nextCursor}`))).statusCode).toBe(400);
    expect((await as(await admin(), 'GET', url(`order=desc&cursor=${first.nextCursor}`))).statusCode).toBe(400);
    // A well-formed cursor of the quiz list, on the same sort name and key shape.
    const quizCursor = encodeCursor('quizzes:name:asc', ['Álvaro Qacm', 1]);
    expect((await as(await admin(), 'GET', url(`cursor=${quizCursor}`))).statusCode).toBe(400);
    expect(
      (await as(await admin(), 'GET', url(`cursor=${encodeCursor('accommodations:name:asc', ['Álvaro Qacm', 1])}`)))
        .statusCode,
    ).toBe(200);
    expect((await as(await admin(), 'GET', url('sort=email'))).statusCode).toBe(400);
  });

  it('leaves the list when the factor goes back to 1, and is Admin’s alone', async () => {
    const person = await createUser(ctx, T, 'Talento', { firstName: 'Breno', lastName: MARK });
    expect(
      (await as(await admin(), 'PUT', `/api/quizzes/acomodacoes/${person.publicId}`, { factor: 1.5 })).statusCode,
    ).toBe(200);
    expect((await page('limit=10')).total).toBe(READING_ORDER.length + 1);
    expect(
      (await as(await admin(), 'PUT', `/api/quizzes/acomodacoes/${person.publicId}`, { factor: 1 })).statusCode,
    ).toBe(200);
    expect((await page('limit=10')).total).toBe(READING_ORDER.length);
    for (const role of ['Rh', 'RhMentor', 'Mentor', 'Talento'] as const)
      expect((await as(await jar.demo(T, role), 'GET', url('sort=name'))).statusCode, role).toBe(403);
  });
});
