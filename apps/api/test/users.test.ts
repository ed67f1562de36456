import { can } from '@ponte/shared/permissions';
import { ROLES } from '@ponte/shared/roles';
import type { TenantSlug } from '@ponte/shared/tenants';
import type { UserDetail, UserListResponse, UserRequest } from '@ponte/shared/users.schema';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  createUser,
  demoEmail,
  demoUser,
  login,
  loginUser,
  ownerRows,
  waitForMail,
} from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp();
/** Option ids from default-options.ts: 10 is an EMPLOYEE_SECTOR, 20–26 COMPANY_RELATIONSHIP, 27 MENTOR_AREA. */
const SECTOR = 10;
let activeCompany: number;
let inactiveCompany: number;
let otherTenantCompany: number;

const cookieOf = ctx.jar.demo;

async function insertCompany(tenant: TenantSlug, name: string, status: 'active' | 'inactive'): Promise<number> {
  const cnpj = String(Math.floor(Math.random() * 1e14)).padStart(14, '0');
  const [row] = await ownerRows<{ id: number }>(
    ctx,
    sql`insert into companies (tenant_id, legal_name, trade_name, cnpj, sector, size, state, city, city_code,
          contact_email, phone_dial_code, phone, status)
        select id, ${`${name} Ltda`}, ${name}, ${cnpj}, '1', '1', 'SP', 'São Paulo', 3550308,
          'contato@empresa.test', '55', '11999999999', ${status}
        from tenants where slug = ${tenant}
        returning id`,
  );
  return row!.id;
}

let emailSequence = 0;
function newEmail(tenant: TenantSlug = 'trindtech'): string {
  emailSequence += 1;
  return `pessoa${emailSequence}-${Math.random().toString(36).slice(2, 7)}@${tenant}.test`;
}

function body(overrides: Partial<UserRequest> = {}): UserRequest {
  return {
    role: 'Funcionario',
    firstName: 'Joana',
    lastName: 'Teixeira',
    email: newEmail(),
    companyId: activeCompany,
    sectorId: SECTOR,
    position: 'Analista',
    businessRelationships: [20],
    isMentor: 'N',
    ...overrides,
  };
}

async function adminCall(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  tenant: TenantSlug = 'trindtech',
) {
  return call(ctx.app, { method, url, tenant, cookie: await cookieOf(tenant, 'Admin'), body: payload });
}

async function register(overrides: Partial<UserRequest> = {}, tenant: TenantSlug = 'trindtech'): Promise<UserDetail> {
  const response = await adminCall('POST', '/api/usuarios', body(overrides), tenant);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<UserDetail>();
}

beforeAll(async () => {
  activeCompany = await insertCompany('trindtech', 'Acme', 'active');
  inactiveCompany = await insertCompany('trindtech', 'Velha', 'inactive');
  otherTenantCompany = await insertCompany('sandbox', 'Sandbox SA', 'active');
});

describe('register and edit validation', () => {
  it('registers a user with every field and answers the stored values', async () => {
    const email = newEmail();
    const created = await register({ email: `  ${email.toUpperCase()} `, businessRelationships: [21, 20, 21] });
    expect(created).toMatchObject({
      firstName: 'Joana',
      lastName: 'Teixeira',
      email,
      userType: 'Funcionario',
      role: 'Funcionario',
      isMentor: 'N',
      companyId: activeCompany,
      company: { id: activeCompany, name: 'Acme' },
      sectorId: SECTOR,
      position: 'Analista',
      businessRelationships: [21, 20],
      status: 'active',
      emailVerified: false,
      lastLoginAt: null,
    });
    const again = await adminCall('GET', `/api/usuarios/${created.publicId}`);
    expect(again.json()).toEqual(created);
  });

  it.each(['role', 'firstName', 'lastName', 'email', 'companyId', 'businessRelationships', 'isMentor'] as const)(
    'refuses a request without %s',
    async (field) => {
      const payload: Record<string, unknown> = body();
      delete payload[field];
      const response = await adminCall('POST', '/api/usuarios', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(response.json().error.fields)).toContain(field);
    },
  );

  it('says "Campo obrigatório" for blank names and email', async () => {
    const response = await adminCall('POST', '/api/usuarios', body({ firstName: ' ', lastName: '', email: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      firstName: 'Campo obrigatório',
      lastName: 'Campo obrigatório',
      email: 'Campo obrigatório',
    });
  });

  it('requires sector and position unless the company is -2 (no link)', async () => {
    const linked = await adminCall('POST', '/api/usuarios', body({ sectorId: null, position: '' }));
    expect(linked.statusCode).toBe(400);
    expect(linked.json().error.fields).toEqual({ sectorId: 'Campo obrigatório', position: 'Campo obrigatório' });

    const unlinked = await register({ companyId: -2, sectorId: null, position: '', businessRelationships: [] });
    expect(unlinked).toMatchObject({ companyId: -2, company: null, sectorId: null, position: null });
  });

  it('refuses unknown option ids and options of another type', async () => {
    const cases: [Partial<UserRequest>, string][] = [
      [{ sectorId: 9999 }, 'sectorId'],
      [{ sectorId: 20 }, 'sectorId'],
      [{ businessRelationships: [20, 9999] }, 'businessRelationships'],
      [{ businessRelationships: [SECTOR] }, 'businessRelationships'],
    ];
    for (const [overrides, field] of cases) {
      const response = await adminCall('POST', '/api/usuarios', body(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
    }
  });

  it('refuses an unknown, inactive or other-tenant company, and ids other than -2 below 1', async () => {
    for (const companyId of [999_999, inactiveCompany, otherTenantCompany, -1, 0]) {
      const response = await adminCall('POST', '/api/usuarios', body({ companyId }));
      expect(response.statusCode, String(companyId)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['companyId']);
    }
  });

  it('answers 409 with fields.email for an email already used in the tenant, whatever its case', async () => {
    const response = await adminCall(
      'POST',
      '/api/usuarios',
      body({ email: demoEmail('Rh', 'trindtech').toUpperCase() }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'CONFLICT',
      fields: { email: 'Já existe um usuário com este e-mail' },
    });
    // Another tenant's address is no conflict.
    await register({ email: demoEmail('Rh', 'sandbox') });
  });

  it('answers 409 when an edit takes another user’s email, and keeps the user unchanged', async () => {
    const user = await register();
    const response = await adminCall(
      'PUT',
      `/api/usuarios/${user.publicId}`,
      body({ email: demoEmail('Talento', 'trindtech') }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields.email).toBeTruthy();
    expect((await adminCall('GET', `/api/usuarios/${user.publicId}`)).json().email).toBe(user.email);
  });

  it('edits every field; a company deactivated since stays acceptable for that user', async () => {
    const company = await insertCompany('trindtech', 'Temporária', 'active');
    const user = await register({ companyId: company });
    await ownerRows(ctx, sql`update companies set status = 'inactive' where id = ${company}`);
    const response = await adminCall(
      'PUT',
      `/api/usuarios/${user.publicId}`,
      body({
        email: user.email,
        role: 'Rh',
        firstName: 'Joana Maria',
        companyId: company,
        sectorId: 11,
        position: 'Gerente',
        businessRelationships: [23, 24, 25],
        isMentor: 'S',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Joana Maria',
      userType: 'RhMentor',
      role: 'Rh',
      isMentor: 'S',
      companyId: company,
      sectorId: 11,
      position: 'Gerente',
      businessRelationships: [23, 24, 25],
    });
    // Another user cannot be moved onto the inactive company.
    const other = await register();
    const moved = await adminCall(
      'PUT',
      `/api/usuarios/${other.publicId}`,
      body({ email: other.email, companyId: company }),
    );
    expect(moved.statusCode).toBe(400);
  });

  it('maps isMentor onto the role: Funcionario → FuncionarioMentor, Rh → RhMentor, Mentor stays', async () => {
    expect((await register({ role: 'Funcionario', isMentor: 'S' })).userType).toBe('FuncionarioMentor');
    expect((await register({ role: 'Rh', isMentor: 'S' })).userType).toBe('RhMentor');
    expect((await register({ role: 'Rh', isMentor: 'N' })).userType).toBe('Rh');
    const mentor = await register({ role: 'Mentor', isMentor: 'N' });
    expect(mentor).toMatchObject({ userType: 'Mentor', role: 'Mentor', isMentor: 'S' });
    for (const role of ['Admin', 'Colaborador', 'Talento'] as const) {
      const response = await adminCall('POST', '/api/usuarios', body({ role, isMentor: 'S' }));
      expect(response.statusCode, role).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['isMentor']);
    }
    const stored = await adminCall('POST', '/api/usuarios', body({ role: 'FuncionarioMentor' as never }));
    expect(stored.statusCode).toBe(400);
  });
});

describe('invitation', () => {
  it('mails a 7-day set-password link that confirms the email and lets the new user sign in', async () => {
    const email = newEmail();
    const created = await register({ email, firstName: 'Convidada' });
    const mail = await waitForMail(ctx, email);
    expect(mail.subject).toBe('Convite para a TrindTech');
    expect(mail.text).toContain('Olá, Convidada!');
    const link = /(http\S+redefinir-senha\?token=[\w-]+&convite=1)/.exec(mail.text)?.[1];
    expect(link).toMatch(/^http:\/\/trindtech\.localhost:3000\/acesso\/redefinir-senha\?token=[\w-]{43}&convite=1$/);
    const token = /token=([\w-]+)/.exec(link!)![1]!;

    const [stored] = await ownerRows<{ days: number }>(
      ctx,
      sql`select extract(epoch from (t.expires_at - now())) / 86400 as days
          from password_reset_tokens t join users u on u.id = t.user_id
          where u.public_id = ${created.publicId} and t.used_at is null`,
    );
    expect(Number(stored!.days)).toBeGreaterThan(6.9);
    expect(Number(stored!.days)).toBeLessThanOrEqual(7);

    // No password works before the invitation is used.
    const early = await call(ctx.app, { url: '/api/auth/login', body: { email, password: 'Minha@Senha1' } });
    expect(early.statusCode).toBe(401);

    const reset = await call(ctx.app, { url: '/api/auth/redefinir-senha', body: { token, password: 'Minha@Senha1' } });
    expect(reset.statusCode, reset.body).toBe(200);
    const { response } = await login(ctx.app, 'trindtech', { email, password: 'Minha@Senha1' });
    expect(response.json()).toMatchObject({ email, role: 'Funcionario', emailVerified: true });

    const detail = (await adminCall('GET', `/api/usuarios/${created.publicId}`)).json<UserDetail>();
    expect(detail.emailVerified).toBe(true);
    expect(detail.lastLoginAt).not.toBeNull();
    // Used once, the link is dead.
    const reuse = await call(ctx.app, { url: '/api/auth/redefinir-senha', body: { token, password: 'Outra@Senha1' } });
    expect(reuse.statusCode).toBe(400);
  });

  it('resends an invitation that replaces the older link; refuses it for an inactive user', async () => {
    const email = newEmail();
    const created = await register({ email });
    const first = /token=([\w-]+)/.exec((await waitForMail(ctx, email, 1)).text)![1]!;
    const resend = await adminCall('POST', `/api/usuarios/${created.publicId}/convite`);
    expect(resend.statusCode).toBe(202);
    const second = /token=([\w-]+)/.exec((await waitForMail(ctx, email, 2)).text)![1]!;
    expect(second).not.toBe(first);
    const stale = await call(ctx.app, {
      url: '/api/auth/redefinir-senha',
      body: { token: first, password: 'Minha@Senha1' },
    });
    expect(stale.statusCode).toBe(400);

    await adminCall('POST', `/api/usuarios/${created.publicId}/desativar`);
    // Deactivating killed the live link too.
    const dead = await call(ctx.app, {
      url: '/api/auth/redefinir-senha',
      body: { token: second, password: 'Minha@Senha1' },
    });
    expect(dead.statusCode).toBe(400);
    const refused = await adminCall('POST', `/api/usuarios/${created.publicId}/convite`);
    expect(refused.statusCode).toBe(409);
  });

  it('re-invites at the corrected address when the email of a pending user changes', async () => {
    const wrong = newEmail();
    const created = await register({ email: wrong });
    await waitForMail(ctx, wrong);
    const right = newEmail();
    const response = await adminCall('PUT', `/api/usuarios/${created.publicId}`, body({ email: right }));
    expect(response.statusCode).toBe(200);
    const mail = await waitForMail(ctx, right);
    expect(mail.subject).toContain('Convite');
  });
});

describe('an Admin changing someone’s email (issue 15 §1)', () => {
  it('tells the former address, ends the person’s sessions and leaves the new address to be confirmed', async () => {
    const person = await createUser(ctx, 'trindtech', 'Funcionario', { firstName: 'Rui' });
    const cookie = await loginUser(ctx.app, person);
    const moved = newEmail();
    const response = await adminCall(
      'PUT',
      `/api/usuarios/${person.publicId}`,
      body({ email: moved, firstName: 'Rui' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().emailVerified).toBe(false);
    const told = await waitForMail(ctx, person.email);
    expect(told.subject).toBe('Seu e-mail na TrindTech foi alterado');
    expect(told.text).toContain(moved);
    expect((await call(ctx.app, { url: '/api/auth/sessao', cookie })).statusCode).toBe(401);
    const old = await call(ctx.app, { url: '/api/auth/login', body: { email: person.email, password: 'Ponte@2026' } });
    expect(old.statusCode).toBe(401);
  });

  it('refuses to move the only Admin with a confirmed email to an unconfirmed address', async () => {
    const other = await createTestApp();
    try {
      const admin = await demoUser(other, 'sandbox', 'Admin');
      const cookie = await loginUser(other.app, admin);
      // Any other Admin of the tenant with a confirmed email is taken out of the way first.
      await ownerRows(
        other,
        sql`update users set email_verified_at = null
            where role = 'Admin' and id <> ${admin.id} and tenant_id = (select tenant_id from users where id = ${admin.id})`,
      );
      const response = await call(other.app, {
        method: 'PUT',
        url: `/api/usuarios/${admin.publicId}`,
        tenant: 'sandbox',
        cookie,
        body: {
          ...body({ role: 'Admin', email: newEmail('sandbox'), firstName: 'Ana' }),
          companyId: -2,
          sectorId: null,
          businessRelationships: [],
        },
      });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error.message).toContain('único administrador com e-mail confirmado');
      expect((await call(other.app, { url: '/api/auth/sessao', tenant: 'sandbox', cookie })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('deactivation and the last Admin', () => {
  it('deactivating revokes the user’s sessions; reactivating lets them sign in again', async () => {
    const person = await createUser(ctx, 'trindtech', 'Colaborador');
    const cookie = await loginUser(ctx.app, person);
    expect((await call(ctx.app, { url: '/api/auth/sessao', cookie })).statusCode).toBe(200);

    const off = await adminCall('POST', `/api/usuarios/${person.publicId}/desativar`);
    expect(off.statusCode).toBe(200);
    expect(off.json().status).toBe('inactive');
    const [revoked] = await ownerRows<{ live: number }>(
      ctx,
      sql`select count(*)::int as live from sessions where user_id = ${person.id} and revoked_at is null`,
    );
    expect(revoked!.live).toBe(0);
    expect((await call(ctx.app, { url: '/api/auth/sessao', cookie })).statusCode).toBe(401);
    const denied = await call(ctx.app, {
      url: '/api/auth/login',
      body: { email: person.email, password: 'Ponte@2026' },
    });
    expect(denied.statusCode).toBe(403);

    const on = await adminCall('POST', `/api/usuarios/${person.publicId}/reativar`);
    expect(on.json().status).toBe('active');
    // The old session stays dead; a new sign-in works.
    expect((await call(ctx.app, { url: '/api/auth/sessao', cookie })).statusCode).toBe(401);
    expect(
      (await call(ctx.app, { url: '/api/auth/sessao', cookie: await loginUser(ctx.app, person) })).statusCode,
    ).toBe(200);
    const actions = await ownerRows<{ action: string }>(
      ctx,
      sql`select action from audit_log where detail->>'user' = ${person.publicId} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(['users.deactivate', 'users.reactivate']);
  });

  it('refuses to deactivate or demote the last active Admin, and allows it once another exists', async () => {
    const tenant: TenantSlug = 'asid';
    const admin = await demoUser(ctx, tenant, 'Admin');
    const adminBody = (role: UserRequest['role']) =>
      body({
        role,
        firstName: 'Ana',
        lastName: 'Souza',
        email: admin.email,
        companyId: -2,
        sectorId: null,
        position: null,
        businessRelationships: [],
      });

    const off = await adminCall('POST', `/api/usuarios/${admin.publicId}/desativar`, undefined, tenant);
    expect(off.statusCode).toBe(409);
    expect(off.json().error.message).toBe('Não é possível remover o último administrador ativo da organização.');
    const demote = await adminCall('PUT', `/api/usuarios/${admin.publicId}`, adminBody('Rh'), tenant);
    expect(demote.statusCode).toBe(409);
    // Editing the last Admin without demoting is fine.
    expect((await adminCall('PUT', `/api/usuarios/${admin.publicId}`, adminBody('Admin'), tenant)).statusCode).toBe(
      200,
    );

    // An inactive Admin does not count.
    const second = await register({ role: 'Admin', email: newEmail('asid'), companyId: -2 }, tenant);
    await adminCall('POST', `/api/usuarios/${second.publicId}/desativar`, undefined, tenant);
    expect((await adminCall('POST', `/api/usuarios/${admin.publicId}/desativar`, undefined, tenant)).statusCode).toBe(
      409,
    );

    await adminCall('POST', `/api/usuarios/${second.publicId}/reativar`, undefined, tenant);
    const demoted = await adminCall('PUT', `/api/usuarios/${admin.publicId}`, adminBody('Rh'), tenant);
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(demoted.json().userType).toBe('Rh');
    // Now the other one is the last Admin.
    const [row] = await ownerRows<{ role: string }>(ctx, sql`select role from users where id = ${admin.id}`);
    expect(row!.role).toBe('Rh');
    await ownerRows(ctx, sql`update users set role = 'Admin' where id = ${admin.id}`);
  });

  it('two Admins removing each other at once leave one Admin', async () => {
    const tenant: TenantSlug = 'sabimais';
    const first = await demoUser(ctx, tenant, 'Admin');
    const email = newEmail(tenant);
    const second = await register({ role: 'Admin', email, companyId: -2 }, tenant);
    await ownerRows(
      ctx,
      sql`update users set email_verified_at = now(), password_hash = (select password_hash from users where id = ${first.id}) where public_id = ${second.publicId}`,
    );
    const secondCookie = await loginUser(ctx.app, { email, tenant });
    try {
      const [a, b] = await Promise.all([
        adminCall('POST', `/api/usuarios/${second.publicId}/desativar`, undefined, tenant),
        call(ctx.app, {
          method: 'POST',
          url: `/api/usuarios/${first.publicId}/desativar`,
          tenant,
          cookie: secondCookie,
        }),
      ]);
      // One wins (200). The other is refused as the last Admin (409), or, when the winner committed before
      // the loser's request was even authenticated, finds its session ended (401).
      const statuses = [a.statusCode, b.statusCode].sort();
      expect([
        [200, 401],
        [200, 409],
      ]).toContainEqual(statuses);
      const [left] = await ownerRows<{ n: number }>(
        ctx,
        sql`select count(*)::int as n from users u join tenants t on t.id = u.tenant_id
            where t.slug = ${tenant} and u.role = 'Admin' and u.status = 'active'`,
      );
      expect(left!.n).toBe(1);
    } finally {
      await ownerRows(ctx, sql`update users set status = 'active' where id = ${first.id}`);
      // Whichever Admin lost, their sessions were revoked: sign in afresh later.
      ctx.jar.forgetDemo(tenant, 'Admin');
    }
  });
});

describe('list', () => {
  it('says "pending" for an invitation not accepted yet, filters by it, counts the total and sorts by any column', async () => {
    const tenant: TenantSlug = 'mais-pra-ti';
    const tag = `ordem${Math.random().toString(36).slice(2, 6)}`;
    const emails = ['c', 'a', 'b'].map((letter) => `${letter}-${tag}@${tenant}.test`);
    const created: UserDetail[] = [];
    for (const email of emails) created.push(await register({ firstName: tag, email, companyId: -2 }, tenant));
    // The second accepts the invitation; the third is deactivated.
    await ownerRows(ctx, sql`update users set email_verified_at = now() where public_id = ${created[1]!.publicId}`);
    await adminCall('POST', `/api/usuarios/${created[2]!.publicId}/desativar`, undefined, tenant);

    const list = async (query: string) => {
      const response = await adminCall('GET', `/api/usuarios?search=${tag}&${query}`, undefined, tenant);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<UserListResponse>();
    };
    const all = await list('sort=email&order=desc&limit=2');
    expect(all.total).toBe(3);
    expect(all.items.map((i) => [i.email, i.accountState])).toEqual([
      [emails[0], 'pending'],
      [emails[2], 'inactive'],
    ]);
    const next = await list(`sort=email&order=desc&limit=2&cursor=${encodeURIComponent(all.nextCursor!)}`);
    expect(next.items.map((i) => [i.email, i.accountState])).toEqual([[emails[1], 'active']]);
    expect(next.nextCursor).toBeNull();
    // A cursor made for another sort is refused.
    const other = await adminCall('GET', `/api/usuarios?sort=name&cursor=${all.nextCursor}`, undefined, tenant);
    expect(other.statusCode).toBe(400);
    for (const state of ['pending', 'active', 'inactive'] as const) {
      const filtered = await list(`status=${state}`);
      expect(filtered.total).toBe(1);
      expect(filtered.items[0]!.accountState).toBe(state);
    }
    // By the state the list shows: active, then invitation pending, then inactive; and back, across pages.
    const states = async (order: string) => {
      const first = await list(`sort=status&order=${order}&limit=2`);
      const rest = await list(`sort=status&order=${order}&limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
      return [...first.items, ...rest.items].map((i) => i.accountState);
    };
    expect(await states('asc')).toEqual(['active', 'pending', 'inactive']);
    expect(await states('desc')).toEqual(['inactive', 'pending', 'active']);
  });

  it('sorts by company as people read it, those without one after every company going up, tied on the name', async () => {
    const tenant: TenantSlug = 'mais-pra-ti';
    const tag = `empresa${Math.random().toString(36).slice(2, 6)}`;
    const admin = await ctx.jar.demo(tenant, 'Admin');
    const companyIds: number[] = [];
    for (const tradeName of ['Ótica Beta', 'ágora Alfa', 'Zeta Sul', 'Zeta']) {
      const [row] = await ownerRows<{ id: number }>(
        ctx,
        // A copy of a demo company under another name.
        sql`insert into companies (tenant_id, legal_name, trade_name, cnpj, sector, size, state, city, city_code,
              contact_email, phone_dial_code, phone, status)
            select t.id, ${`${tradeName} Ltda`}, ${tradeName}, ${String(Math.floor(Math.random() * 1e14)).padStart(14, '0')},
              c.sector, c.size, c.state, c.city, c.city_code, c.contact_email, c.phone_dial_code, c.phone, 'active'
            from companies c cross join tenants t where t.slug = ${tenant} limit 1 returning id`,
      );
      companyIds.push(row!.id);
    }
    // Two without a company, 5 registered before 4: they tie on the name, not on who came first.
    const people: [string, number][] = [
      ['0', companyIds[0]!],
      ['1', companyIds[1]!],
      ['2', companyIds[2]!],
      ['3', companyIds[3]!],
      ['5', -2],
      ['4', -2],
    ];
    for (const [label, companyId] of people)
      await register({ firstName: `${tag} ${label}`, email: newEmail(tenant), companyId }, tenant);
    const names = async (order: string) => {
      const res = await call(ctx.app, {
        url: `/api/usuarios?search=${tag}&sort=company&order=${order}&limit=3`,
        tenant,
        cookie: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<UserListResponse>();
      const more = await call(ctx.app, {
        url: `/api/usuarios?search=${tag}&sort=company&order=${order}&limit=3&cursor=${encodeURIComponent(page.nextCursor!)}`,
        tenant,
        cookie: admin,
      });
      return [...page.items, ...more.json<UserListResponse>().items].map((i) => i.name.split(' ')[1]);
    };
    // ágora Alfa (1), Ótica Beta (0), Zeta (3) before Zeta Sul (2), then no company (4, 5).
    expect(await names('asc')).toEqual(['1', '0', '3', '2', '4', '5']);
    expect(await names('desc')).toEqual(['5', '4', '2', '3', '0', '1']);
  });

  it('sorts by role as the reader’s language and the tenant name it, tied on the name, across pages', async () => {
    const tag = `perfil${Math.random().toString(36).slice(2, 6)}`;
    const roles: [UserRequest['role'], UserRequest['isMentor'], string][] = [
      ['Talento', 'N', 'Zé'],
      ['Rh', 'S', 'Rui'],
      ['Mentor', 'S', 'Maria'],
      ['Funcionario', 'S', 'Fábio'],
      ['Funcionario', 'N', 'Fernanda'],
      ['Rh', 'N', 'Rita'],
      ['Colaborador', 'N', 'Caio'],
      ['Admin', 'N', 'Ana'],
      ['Talento', 'N', 'Álvaro'],
    ];
    const order = async (tenant: TenantSlug, cookie: string, direction: string) => {
      const names: string[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const response = await call(ctx.app, {
          url: `/api/usuarios?search=${tag}&sort=userType&order=${direction}&limit=4&cursor=${encodeURIComponent(cursor)}`,
          tenant,
          cookie,
        });
        expect(response.statusCode, response.body).toBe(200);
        const page = response.json<UserListResponse>();
        names.push(...page.items.map((i) => i.name.split(' ')[1]!));
        cursor = page.nextCursor;
      }
      return names;
    };
    for (const tenant of ['sandbox', 'sabimais'] as const) {
      for (const [role, isMentor, name] of roles)
        await register({ role, isMentor, firstName: `${tag} ${name}`, email: newEmail(tenant), companyId: -2 }, tenant);
    }
    // An Admin who reads English (the saved language is the request's).
    const english = await createUser(ctx, 'sandbox', 'Admin');
    await ownerRows(
      ctx,
      sql`insert into user_settings (tenant_id, user_id, key, value)
          select tenant_id, id, 'language', 'en-US' from users where id = ${english.id}`,
    );
    // Administrator, Collaborator, Employee, Employee and mentor, HR, HR and mentor, Mentor, Talent (Álvaro, Zé).
    const inEnglish = ['Ana', 'Caio', 'Fernanda', 'Fábio', 'Rita', 'Rui', 'Maria', 'Álvaro', 'Zé'];
    expect(await order('sandbox', await ctx.jar.of(english), 'asc')).toEqual(inEnglish);
    expect(await order('sandbox', await ctx.jar.of(english), 'desc')).toEqual([...inEnglish].reverse());
    // Administrador, Colaborador, Funcionário, Funcionário e mentor, Mentor, RH, RH e mentor, Talento.
    expect(await order('sandbox', await cookieOf('sandbox', 'Admin'), 'asc')).toEqual([
      'Ana',
      'Caio',
      'Fernanda',
      'Fábio',
      'Maria',
      'Rita',
      'Rui',
      'Álvaro',
      'Zé',
    ]);
    // sabimais calls its talents students: "Aluno" comes right after "Administrador".
    const sabimais = ['Ana', 'Álvaro', 'Zé', 'Caio', 'Fernanda', 'Fábio', 'Maria', 'Rita', 'Rui'];
    expect(await order('sabimais', await cookieOf('sabimais', 'Admin'), 'asc')).toEqual(sabimais);
    expect(await order('sabimais', await cookieOf('sabimais', 'Admin'), 'desc')).toEqual([...sabimais].reverse());
  });

  it('shows an account deleted at the person’s request as such: its own state, filter and place, read-only', async () => {
    const tenant: TenantSlug = 'asid';
    const person = await createUser(ctx, tenant, 'Talento', { firstName: 'Ester', lastName: 'Apagada' });
    const asked = await call(ctx.app, {
      method: 'POST',
      url: '/api/minha-conta/exclusao',
      tenant,
      cookie: await ctx.jar.of(person),
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const confirmed = await adminCall(
      'POST',
      `/api/exclusoes-de-conta/${asked.json().id}/confirmar`,
      undefined,
      tenant,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const list = async (query: string) => {
      const response = await adminCall('GET', `/api/usuarios?${query}`, undefined, tenant);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<UserListResponse>();
    };

    const found = await list(`search=excluida-${person.publicId}`);
    expect(found.items.map((i) => [i.publicId, i.name, i.status, i.accountState])).toEqual([
      [person.publicId, 'Pessoa excluída', 'inactive', 'anonymised'],
    ]);
    // The filter takes the state the list shows: a deleted account is not among the merely inactive.
    expect((await list('status=anonymised&limit=100')).items.map((i) => i.publicId)).toContain(person.publicId);
    const inactive = await list('status=inactive&limit=100');
    expect(inactive.items.map((i) => i.publicId)).not.toContain(person.publicId);
    expect(inactive.items.every((i) => i.accountState === 'inactive')).toBe(true);
    // After every other state going up, so first going down.
    expect((await list('sort=status&order=desc&limit=1')).items[0]?.accountState).toBe('anonymised');

    const detail = await adminCall('GET', `/api/usuarios/${person.publicId}`, undefined, tenant);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<UserDetail>()).toMatchObject({ anonymised: true, status: 'inactive' });
    const other = await adminCall(
      'GET',
      `/api/usuarios/${(await demoUser(ctx, tenant, 'Rh')).publicId}`,
      undefined,
      tenant,
    );
    expect(other.json<UserDetail>().anonymised).toBe(false);
    // The server keeps refusing what the screens no longer offer.
    const reactivate = await adminCall('POST', `/api/usuarios/${person.publicId}/reativar`, undefined, tenant);
    expect(reactivate.statusCode).toBe(409);
    expect(reactivate.json().error).toMatchObject({
      message: 'Esta conta foi excluída a pedido da pessoa e não pode ser editada nem reativada.',
    });
  });

  it('searches by name or email, filters by role and status, and pages by keyset without repeats', async () => {
    const tenant: TenantSlug = 'mais-pra-ti';
    const tag = `zeta${Math.random().toString(36).slice(2, 6)}`;
    for (let i = 0; i < 5; i++) {
      await register(
        { firstName: `${tag} ${i}`, email: newEmail(tenant), companyId: -2, businessRelationships: [20, 21, 22] },
        tenant,
      );
    }
    const byName = await adminCall('GET', `/api/usuarios?search=${tag}&limit=2`, undefined, tenant);
    const seen: string[] = [];
    let page = byName.json<UserListResponse>();
    for (let guard = 0; guard < 10; guard++) {
      seen.push(...page.items.map((i) => i.name));
      if (!page.nextCursor) break;
      const response = await adminCall(
        'GET',
        `/api/usuarios?search=${tag}&limit=2&cursor=${encodeURIComponent(page.nextCursor)}`,
        undefined,
        tenant,
      );
      expect(response.statusCode).toBe(200);
      page = response.json<UserListResponse>();
    }
    expect(seen).toEqual([0, 1, 2, 3, 4].map((i) => `${tag} ${i} Teixeira`));

    const byEmail = await adminCall(
      'GET',
      `/api/usuarios?search=${encodeURIComponent('RH@MAIS-PRA-TI.DEMO')}`,
      undefined,
      tenant,
    );
    expect(byEmail.json<UserListResponse>().items.map((i) => i.email)).toEqual([demoEmail('Rh', tenant)]);
    // LIKE wildcards are literal.
    const wildcard = await adminCall('GET', '/api/usuarios?search=%25%25', undefined, tenant);
    expect(wildcard.json<UserListResponse>().items).toEqual([]);

    const byRole = await adminCall('GET', '/api/usuarios?role=RhMentor', undefined, tenant);
    const items = byRole.json<UserListResponse>().items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.userType === 'RhMentor')).toBe(true);

    const item = (await adminCall('GET', `/api/usuarios?search=${tag}%200`, undefined, tenant)).json<UserListResponse>()
      .items[0]!;
    expect(Object.keys(item).sort()).toEqual(
      [
        'accountState',
        'businessRelationship',
        'company',
        'email',
        'name',
        'position',
        'publicId',
        'status',
        'userType',
      ].sort(),
    );
    expect(item.businessRelationship).toEqual([20, 21, 22]);
    expect(item.company).toBeNull();
  });

  it('never repeats or skips a row while rows are inserted between pages', async () => {
    const tenant: TenantSlug = 'sandbox';
    const before = (await adminCall('GET', '/api/usuarios?limit=100', undefined, tenant)).json<UserListResponse>()
      .items;
    const first = (await adminCall('GET', '/api/usuarios?limit=3', undefined, tenant)).json<UserListResponse>();
    // A name that sorts first: on an earlier page, so it must not appear later.
    await register({ firstName: 'Aaaron', email: newEmail(tenant), companyId: -2 }, tenant);
    const names = first.items.map((i) => i.publicId);
    let cursor = first.nextCursor;
    while (cursor) {
      const page = (
        await adminCall('GET', `/api/usuarios?limit=3&cursor=${encodeURIComponent(cursor)}`, undefined, tenant)
      ).json<UserListResponse>();
      names.push(...page.items.map((i) => i.publicId));
      cursor = page.nextCursor;
    }
    expect(names).toEqual(before.map((i) => i.publicId));
  });

  it('refuses a forged cursor and a bad role with 400', async () => {
    for (const query of ['cursor=not-a-cursor', 'cursor=WyJhIiwtMV0', 'role=Chefe', 'limit=0', 'limit=101']) {
      const response = await adminCall('GET', `/api/usuarios?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('tenancy and the display-name lookup', () => {
  it('gives any signed-in person of the tenant a name by publicId, and 404 across tenants', async () => {
    const admin = await demoUser(ctx, 'trindtech', 'Admin');
    const response = await call(ctx.app, {
      url: `/api/usuarios/${admin.publicId}/nome`,
      cookie: await cookieOf('trindtech', 'Talento'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ publicId: admin.publicId, name: 'Ana Souza' });
    const foreign = await call(ctx.app, {
      url: `/api/usuarios/${admin.publicId}/nome`,
      tenant: 'sandbox',
      cookie: await cookieOf('sandbox', 'Talento'),
    });
    expect(foreign.statusCode).toBe(404);
    const anonymous = await call(ctx.app, { url: `/api/usuarios/${admin.publicId}/nome` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for another tenant’s user on every management call, and changes nothing', async () => {
    const target = await demoUser(ctx, 'trindtech', 'Colaborador');
    const base = `/api/usuarios/${target.publicId}`;
    for (const [method, url, payload] of [
      ['GET', base, undefined],
      ['PUT', base, body({ email: newEmail('sandbox'), companyId: -2 })],
      ['POST', `${base}/desativar`, undefined],
      ['POST', `${base}/reativar`, undefined],
      ['POST', `${base}/convite`, undefined],
    ] as const) {
      const response = await adminCall(method, url, payload, 'sandbox');
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const [row] = await ownerRows<{ status: string; email: string }>(
      ctx,
      sql`select status, email from users where id = ${target.id}`,
    );
    expect(row).toEqual({ status: 'active', email: target.email });
    const list = (await adminCall('GET', '/api/usuarios?limit=100', undefined, 'sandbox')).json<UserListResponse>();
    expect(list.items.some((i) => i.publicId === target.publicId)).toBe(false);
  });

  it('sets last_login_at at each successful sign-in', async () => {
    const person = await createUser(ctx, 'trindtech', 'Talento');
    const read = async () =>
      (
        await ownerRows<{ at: Date | null }>(ctx, sql`select last_login_at as at from users where id = ${person.id}`)
      )[0]!.at;
    expect(await read()).toBeNull();
    await loginUser(ctx.app, person);
    const first = await read();
    expect(first).not.toBeNull();
    await new Promise((r) => setTimeout(r, 10));
    await loginUser(ctx.app, person);
    expect(new Date((await read())!).getTime()).toBeGreaterThan(new Date(first!).getTime());
  });
});

describe('every role × endpoint against the matrix', () => {
  it.each(['trindtech', 'sabimais'] as const)('in %s', async (tenant) => {
    const target = await createUser(ctx, tenant, 'Colaborador');
    const base = `/api/usuarios/${target.publicId}`;
    for (const role of ROLES) {
      const cookie = await cookieOf(tenant, role);
      const allowed = can(tenant, role, 'users');
      expect(allowed).toBe(role === 'Admin');
      const endpoints = [
        ['GET', '/api/usuarios', undefined, 200],
        ['POST', '/api/usuarios', body({ email: newEmail(tenant), companyId: -2 }), 201],
        ['GET', base, undefined, 200],
        ['PUT', base, body({ email: target.email, role: 'Colaborador', companyId: -2 }), 200],
        ['POST', `${base}/desativar`, undefined, 200],
        ['POST', `${base}/reativar`, undefined, 200],
        ['POST', `${base}/convite`, undefined, 202],
      ] as const;
      for (const [method, url, payload, ok] of endpoints) {
        const response = await call(ctx.app, { method, url, tenant, cookie, body: payload });
        expect(response.statusCode, `${role}@${tenant} ${method} ${url}`).toBe(allowed ? ok : 403);
      }
      const name = await call(ctx.app, { url: `${base}/nome`, tenant, cookie });
      expect(name.statusCode, `${role}@${tenant} name`).toBe(200);
    }
  });

  it('is Admin-only in every tenant, reads included (the matrix gives Rh no "users")', async () => {
    for (const tenant of ['sandbox', 'mais-pra-ti', 'asid'] as const) {
      for (const role of ['Admin', 'Rh', 'RhMentor'] as const) {
        const response = await call(ctx.app, { url: '/api/usuarios', tenant, cookie: await cookieOf(tenant, role) });
        expect(response.statusCode, `${role}@${tenant}`).toBe(role === 'Admin' ? 200 : 403);
      }
    }
  });
});
