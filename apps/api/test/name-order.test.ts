import type { TenantSlug } from '@ponte/shared/tenants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, login, ownerRows, type TestContext } from './test-app.ts';

/**
 * Names sort as people read them (drizzle/0014): accents and case only break ties, so "Fábio" comes
 * before "Frederico" and "álvaro" sits with "Álvaro", on PGlite and PostgreSQL alike, page after page.
 */
const tenant: TenantSlug = 'sandbox';
const READING_ORDER = [
  'Alice',
  'Álvaro',
  'Bruno',
  'Carla',
  'Çelso',
  'Eduardo',
  'Érica',
  'fabiana',
  'Fábio',
  'Frederico',
];
/** The same names in code-point order, the order the lists had: a shuffle that must come back sorted. */
const INSERT_ORDER = [...READING_ORDER].sort();
const MARK = 'Leitura';

let ctx: TestContext;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestApp();
  cookie = (await login(ctx.app, tenant, 'Admin')).cookie;
  for (const first of INSERT_ORDER) {
    await createUser(ctx, tenant, 'Talento', { firstName: first, lastName: MARK });
    await createUser(ctx, tenant, 'Colaborador', { firstName: first, lastName: MARK });
    await ownerRows(
      ctx,
      sql`insert into companies (tenant_id, legal_name, trade_name, cnpj, sector, size, state, city, city_code,
            contact_email, phone_dial_code, phone)
          select id, ${`${first} ${MARK} Ltda`}, ${`${first} ${MARK}`},
                 ${String(Math.floor(Math.random() * 1e14)).padStart(14, '0')}, 'TEC', 'ME', 'SP', 'São Paulo', 3550308,
                 'contato@leitura.test', '55', '11999999999'
          from tenants where slug = ${tenant}`,
    );
  }
});
afterAll(() => ctx.close());

/** Every page of a list, three rows at a time, so the order must also hold across keyset pages. */
async function allPages<T>(path: string, pick: (body: { items: T[] }) => string[]): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const url = `${path}${separator}limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await call(ctx.app, { url, tenant, cookie });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ items: T[]; nextCursor: string | null }>();
    names.push(...pick(body));
    cursor = body.nextCursor;
  } while (cursor);
  return names;
}

const firstWord = (name: string) => name.split(' ')[0] ?? '';

describe('lists sort names as people read them', () => {
  it('talent base', async () => {
    const names = await allPages<{ name: string }>(`/api/talentos?name=${MARK}`, (b) => b.items.map((i) => i.name));
    expect(names.map(firstWord)).toEqual(READING_ORDER);
  });

  it('users', async () => {
    const names = await allPages<{ name: string }>(`/api/usuarios?search=${MARK}&role=Colaborador`, (b) =>
      b.items.map((i) => i.name),
    );
    expect(names.map(firstWord)).toEqual(READING_ORDER);
  });

  it('collaborators', async () => {
    const names = await allPages<{ firstName: string }>(`/api/colaboradores?q=${MARK}`, (b) =>
      b.items.map((i) => i.firstName),
    );
    expect(names).toEqual(READING_ORDER);
  });

  it('companies', async () => {
    const names = await allPages<{ tradeName: string }>(`/api/empresas?q=${MARK}`, (b) =>
      b.items.map((i) => i.tradeName),
    );
    expect(names.map(firstWord)).toEqual(READING_ORDER);
  });
});

describe('lists count what matches, on every page', () => {
  it('users, collaborators and companies answer the total with the first page', async () => {
    for (const path of [
      `/api/usuarios?search=${MARK}&role=Colaborador&limit=3`,
      `/api/colaboradores?q=${MARK}&limit=3`,
      `/api/empresas?q=${MARK}&limit=3`,
    ]) {
      const response = await call(ctx.app, { url: path, tenant, cookie });
      const body = response.json<{ items: unknown[]; total: number; nextCursor: string | null }>();
      expect([path, body.items.length, body.total, body.nextCursor !== null]).toEqual([
        path,
        3,
        READING_ORDER.length,
        true,
      ]);
    }
  });
});
