import type { TenantSlug } from '@ponte/shared/tenants';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ScopedDatabase } from '../src/db/scope.ts';
import { countTalents } from '../src/modules/talents/talents.repository.ts';
import { call, createUser, login, ownerRows } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

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
const CITIES = ['São Paulo', 'Águas de Lindóia', 'Campinas', 'Osasco'];
const POSITIONS = ['Analista', 'Édson Consultor', 'coordenadora', ''];

const ctx = useTestApp();
let cookie: string;

beforeAll(async () => {
  cookie = (await login(ctx.app, tenant, 'Admin')).cookie;
  for (const first of INSERT_ORDER) {
    await createUser(ctx, tenant, 'Talento', { firstName: first, lastName: MARK });
    await createUser(ctx, tenant, 'Colaborador', { firstName: first, lastName: MARK });
    await ownerRows(
      ctx,
      sql`insert into companies (tenant_id, legal_name, trade_name, cnpj, sector, size, state, city, city_code,
            contact_email, phone_dial_code, phone)
          select id, ${`${first} ${MARK} Ltda`}, ${`${first} ${MARK}`},
                 ${String(Math.floor(Math.random() * 1e14)).padStart(14, '0')}, 'TEC', 'ME', 'SP', ${CITIES[INSERT_ORDER.indexOf(first) % CITIES.length]}, 3550308,
                 'contato@leitura.test', '55', '11999999999'
          from tenants where slug = ${tenant}`,
    );
  }
  // Some variety for the other sortable columns: cities, positions (one in three left empty) and status.
  await ownerRows(
    ctx,
    // By rank, not by id: the ids of collaborators made between talents share a parity, and where the ids
    // start depends on the database's sequences.
    sql`update users u set position = (array[${POSITIONS[0]}, ${POSITIONS[1]}, ${POSITIONS[2]}, ${POSITIONS[3]}])[1 + r.n % 4]
        from (select id, row_number() over (order by id) as n from users
              where last_name = ${MARK} and role = 'Colaborador') r
        where u.id = r.id`,
  );
  await ownerRows(
    ctx,
    sql`update companies set status = 'inactive' where trade_name like ${`%${MARK}`} and id % 3 = 0`,
  );
});

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
  it('users, collaborators, companies and talents answer the total with the first page', async () => {
    for (const path of [
      `/api/talentos?name=${MARK}&limit=3`,
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

describe('every sortable column pages the same both ways', () => {
  const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
  const inOrder = (values: string[]) => values.every((v, i) => i === 0 || collator.compare(values[i - 1]!, v) <= 0);

  async function both<T extends { id?: number; publicId?: string }>(
    path: string,
    sort: string,
    value: (item: T) => string,
  ): Promise<string[]> {
    const ids = (b: { items: T[] }) => b.items.map((i) => `${i.id ?? i.publicId}\u0000${value(i)}`);
    const asc = await allPages<T>(`${path}&sort=${sort}&order=asc`, ids);
    const desc = await allPages<T>(`${path}&sort=${sort}&order=desc`, ids);
    expect(asc).toHaveLength(READING_ORDER.length);
    expect(desc).toEqual([...asc].reverse());
    return asc.map((entry) => entry.split('\u0000')[1] ?? '');
  }

  it('companies by trade name, CNPJ, city and status', async () => {
    type C = { id: number; tradeName: string; cnpj: string; city: string; status: string };
    const path = `/api/empresas?q=${MARK}`;
    expect((await both<C>(path, 'tradeName', (c) => c.tradeName)).map(firstWord)).toEqual(READING_ORDER);
    const cnpjs = await both<C>(path, 'cnpj', (c) => c.cnpj);
    expect(cnpjs).toEqual([...cnpjs].sort());
    const cities = await both<C>(path, 'city', (c) => c.city);
    expect(inOrder(cities), cities.join(', ')).toBe(true);
    expect(cities[0]).toBe('Águas de Lindóia');
    const statuses = await both<C>(path, 'status', (c) => c.status);
    expect(statuses).toEqual([...statuses].sort());
    expect(new Set(statuses)).toEqual(new Set(['active', 'inactive']));
  });

  it('collaborators by name and by position (people without one last)', async () => {
    type P = { publicId: string; firstName: string; position: string | null };
    const path = `/api/colaboradores?q=${MARK}`;
    expect(await both<P>(path, 'name', (p) => p.firstName)).toEqual(READING_ORDER);
    const positions = await both<P>(path, 'position', (p) => p.position ?? '');
    const given = positions.filter((p) => p !== '');
    expect(positions.slice(0, given.length)).toEqual(given);
    expect(inOrder(given), given.join(', ')).toBe(true);
    expect(given.length).toBeGreaterThan(0);
    expect(given.length).toBeLessThan(positions.length);
  });

  it('refuses a sort the list does not have, and a cursor of another sort', async () => {
    const bad = await call(ctx.app, { url: '/api/empresas?sort=phone', tenant, cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { fields: { sort: expect.any(String) } } });
    const first = await call(ctx.app, { url: `/api/colaboradores?q=${MARK}&limit=2&sort=position`, tenant, cookie });
    const { nextCursor } = first.json<{ nextCursor: string }>();
    const other = await call(ctx.app, {
      url: `/api/colaboradores?q=${MARK}&limit=2&sort=name&cursor=${encodeURIComponent(nextCursor)}`,
      tenant,
      cookie,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ error: { fields: { cursor: expect.any(String) } } });
  });
});

describe('the talent base counts no further than it needs', () => {
  it('stops at the cap plus one, so a broad search costs no more than that', async () => {
    const [tenantRow] = await ownerRows<{ id: string }>(ctx, sql`select id from tenants where slug = ${tenant}`);
    const db = new ScopedDatabase(ctx.handle.db);
    const count = (cap: number) =>
      db.inTenant(tenantRow!.id, (tx) =>
        countTalents(
          tx,
          { tenantId: tenantRow!.id, name: MARK.toLowerCase(), sort: 'name', order: 'asc', limit: 3 },
          cap,
        ),
      );
    expect(await count(100)).toBe(READING_ORDER.length);
    expect(await count(4)).toBe(5);
  });
});
