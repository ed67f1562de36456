import { COLLABORATOR_ROLES } from '@ponte/shared/collaborators.schema';
import { can } from '@ponte/shared/permissions';
import { ROLES, type Role } from '@ponte/shared/roles';
import { TENANT_SLUGS, type TenantSlug } from '@ponte/shared/tenants';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generateDemoCollaborators } from '../src/modules/demo/demo-companies.ts';
import { DEMO_MENTORS } from '../src/modules/demo/demo-mentoring.ts';
import { call, createUser, demoEmail, demoUser, ownerRows } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

interface Card {
  publicId: string;
  photoUrl: string | null;
  firstName: string;
  lastName: string;
  position: string | null;
  role: Role;
  email: string;
  sectorId: number | null;
  sectorLabel: string | null;
  attribution: 'FM' | 'RM' | 'M' | null;
}

const ctx = useTestApp({ demoTalents: 4, env: { RATE_LIMIT_LOGIN_PER_IP: '10000' } });
const as = (role: Role, tenant: TenantSlug) => ctx.jar.demo(tenant, role);

async function page(tenant: TenantSlug, query: string, role: Role = 'Admin') {
  const response = await call(ctx.app, { url: `/api/colaboradores?${query}`, tenant, cookie: await as(role, tenant) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: Card[]; nextCursor: string | null };
}

/** Every card, a page at a time. */
async function everyone(tenant: TenantSlug, query = '', limit = 7): Promise<Card[]> {
  const cards: Card[] = [];
  let cursor: string | null = null;
  do {
    const next: { items: Card[]; nextCursor: string | null } = await page(
      tenant,
      `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    cards.push(...next.items);
    cursor = next.nextCursor;
  } while (cursor);
  return cards;
}

describe('GET /api/colaboradores', () => {
  it("lists the tenant's active non-talents only, with the FM/RM/M attribution and the Admin's empty position", async () => {
    const cards = await everyone('trindtech');
    // One demo person per role, the staff crowd, the demo mentors; no talents.
    expect(cards.length).toBe(COLLABORATOR_ROLES.length + 25 + DEMO_MENTORS.length);
    expect(cards.every((c) => c.role !== 'Talento')).toBe(true);
    expect(cards.every((c) => c.email.endsWith('@trindtech.demo'))).toBe(true);
    const byEmail = new Map(cards.map((c) => [c.email, c]));
    expect(byEmail.get(demoEmail('FuncionarioMentor', 'trindtech'))?.attribution).toBe('FM');
    expect(byEmail.get(demoEmail('RhMentor', 'trindtech'))?.attribution).toBe('RM');
    expect(byEmail.get(demoEmail('Mentor', 'trindtech'))?.attribution).toBe('M');
    expect(byEmail.get(demoEmail('Funcionario', 'trindtech'))?.attribution).toBeNull();
    expect(byEmail.get(demoEmail('Admin', 'trindtech'))).toMatchObject({
      role: 'Admin',
      position: null,
      attribution: null,
    });
    for (const card of cards) {
      expect(card.attribution).toBe(
        ({ FuncionarioMentor: 'FM', RhMentor: 'RM', Mentor: 'M' } as Record<string, string>)[card.role] ?? null,
      );
    }
  });

  it('shows the sector as its Portuguese label, whatever the reader language', async () => {
    const cards = await everyone('sandbox', 'sectorId=11');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card).toMatchObject({ sectorId: 11, sectorLabel: 'Recursos Humanos' });
    const english = await call(ctx.app, {
      url: '/api/colaboradores?sectorId=11&limit=1',
      tenant: 'sandbox',
      cookie: await as('Admin', 'sandbox'),
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.json().items[0].sectorLabel).toBe('Recursos Humanos');
    const all = await everyone('sandbox');
    expect(all.filter((c) => c.sectorId === 11).map((c) => c.publicId)).toEqual(cards.map((c) => c.publicId));
  });

  it('filters by attribution', async () => {
    const all = await everyone('trindtech');
    for (const [attribution, role] of [
      ['FM', 'FuncionarioMentor'],
      ['RM', 'RhMentor'],
      ['M', 'Mentor'],
    ] as const) {
      const cards = await everyone('trindtech', `attribution=${attribution}`);
      expect(cards.length, attribution).toBeGreaterThan(0);
      expect(cards.map((c) => c.publicId)).toEqual(all.filter((c) => c.role === role).map((c) => c.publicId));
    }
    const combined = await everyone('trindtech', 'attribution=FM&sectorId=10');
    expect(combined.every((c) => c.role === 'FuncionarioMentor' && c.sectorId === 10)).toBe(true);
  });

  it('searches by name (first, last or both) and by email, case-insensitively', async () => {
    const [first] = generateDemoCollaborators('trindtech', 25, 8);
    if (!first) throw new Error('no demo collaborator');
    const full = await everyone(
      'trindtech',
      `q=${encodeURIComponent(`${first.firstName} ${first.lastName}`.toUpperCase())}`,
    );
    expect(full.map((c) => c.email)).toContain(first.email);
    const byEmail = await everyone('trindtech', `q=${encodeURIComponent(first.email)}`);
    expect(byEmail.map((c) => c.email)).toEqual([first.email]);
    const mentor = await everyone('trindtech', 'q=fernanda%20ribeiro');
    expect(mentor.map((c) => c.email)).toContain(demoEmail('Mentor', 'trindtech'));
    expect(await everyone('trindtech', 'q=%25%25')).toEqual([]);
    // Talents are never found, even by their exact email.
    expect(await everyone('trindtech', `q=${encodeURIComponent(demoEmail('Talento', 'trindtech'))}`)).toEqual([]);
  });

  it('pages by keyset: the same people in the same order at any page size, none repeated', async () => {
    const big = (await page('sandbox', 'limit=48')).items;
    const small = await everyone('sandbox', '', 4);
    expect(small.map((c) => c.publicId)).toEqual(big.map((c) => c.publicId));
    expect(new Set(small.map((c) => c.publicId)).size).toBe(small.length);
  });

  it('leaves deactivated people out and gives the photo key when there is one', async () => {
    const funcionario = await createUser(ctx, 'sandbox', 'Funcionario', { firstName: 'Zuleica' });
    const rh = await demoUser(ctx, 'sandbox', 'Rh');
    expect((await everyone('sandbox', 'q=zuleica')).map((c) => c.email)).toEqual([funcionario.email]);
    await ownerRows(ctx, sql`update users set status = 'inactive' where id = ${funcionario.id}`);
    const key = `${'a'.repeat(43)}.jpg`;
    await ownerRows(
      ctx,
      sql`with f as (
            insert into stored_files (tenant_id, user_id, owner_user_id, kind, storage_key, content_type, size_bytes, attached_at)
            select tenant_id, id, id, 'profile-photo', ${key}, 'image/jpeg', 10, now() from users where id = ${rh.id}
            returning id, tenant_id, user_id)
          insert into profiles (tenant_id, user_id, photo_file_id) select tenant_id, user_id, id from f`,
    );
    const cards = await everyone('sandbox');
    expect(cards.map((c) => c.email)).not.toContain(funcionario.email);
    expect(cards.find((c) => c.email === rh.email)?.photoUrl).toBe(key);
    expect(cards.filter((c) => c.photoUrl !== null)).toHaveLength(1);
  });

  it('refuses an unknown attribution, a bad sector and a forged cursor', async () => {
    const cookie = await as('Admin', 'trindtech');
    for (const query of [
      'attribution=X',
      'sectorId=abc',
      'cursor=zzz',
      `cursor=${Buffer.from('[1,2,3]').toString('base64url')}`,
      'limit=500',
    ]) {
      const response = await call(ctx.app, { url: `/api/colaboradores?${query}`, tenant: 'trindtech', cookie });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('answers every role of every tenant as the matrix says (Admin and Rh in trindtech and sandbox)', async () => {
    for (const tenant of TENANT_SLUGS) {
      for (const role of ROLES) {
        const response = await call(ctx.app, {
          url: '/api/colaboradores?limit=1',
          tenant,
          cookie: await as(role, tenant),
        });
        const allowed = can(tenant, role, 'collaborators');
        expect(response.statusCode, `${tenant} ${role}`).toBe(allowed ? 200 : 403);
        expect(allowed).toBe(['trindtech', 'sandbox'].includes(tenant) && ['Admin', 'Rh'].includes(role));
      }
    }
    expect((await call(ctx.app, { url: '/api/colaboradores', tenant: 'trindtech' })).statusCode).toBe(401);
  });
});
