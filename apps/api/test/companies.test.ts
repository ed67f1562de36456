import { formatCnpj, isValidCnpj, withCnpjCheckDigits } from '@ponte/shared/documents';
import { can } from '@ponte/shared/permissions';
import { ROLES, type Role } from '@ponte/shared/roles';
import { TENANT_SLUGS, type TenantSlug } from '@ponte/shared/tenants';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, createUser, demoUser, ownerRows } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp({ demoTalents: 3, env: { RATE_LIMIT_LOGIN_PER_IP: '10000' } });
const as = (role: Role, tenant: TenantSlug) => ctx.jar.demo(tenant, role);

let cnpjSerial = 10_000_000;
/** A fresh valid CNPJ each call: eight digits, branch 0001, mod-11 check digits. */
function nextCnpj(): string {
  return formatCnpj(withCnpjCheckDigits(`${cnpjSerial++}0001`));
}

const company = (overrides: Record<string, unknown> = {}) => ({
  legalName: 'Ponte Teste Tecnologia Ltda.',
  tradeName: 'Ponte Teste',
  cnpj: nextCnpj(),
  sector: 'TEC',
  size: 'EPP',
  state: 'RS',
  cityCode: 4314902,
  contactEmail: 'Contato@PonteTeste.com.br',
  phoneDialCode: '55',
  phone: '(51) 99999-8888',
  ...overrides,
});

async function register(tenant: TenantSlug, body: unknown) {
  return call(ctx.app, { url: '/api/empresas', tenant, cookie: await as('Admin', tenant), body });
}

async function registered(tenant: TenantSlug, overrides: Record<string, unknown> = {}) {
  const response = await register(tenant, company(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; cnpj: string; tradeName: string; linkedUsers: number; status: string };
}

async function list(tenant: TenantSlug, query: string) {
  const response = await call(ctx.app, { url: `/api/empresas?${query}`, tenant, cookie: await as('Admin', tenant) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    items: { id: number; tradeName: string; status: string; linkedUsers: number; cnpj: string }[];
    nextCursor: string | null;
  };
}

describe('POST /api/empresas', () => {
  it('registers a company with the CNPJ and phone as digits and the city as IBGE names it', async () => {
    const body = company({ cityCode: 4314902, tradeName: '  Aurora Digital  ' });
    const response = await register('sandbox', body);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      tradeName: 'Aurora Digital',
      cnpj: (body.cnpj as string).replace(/\D/g, ''),
      state: 'RS',
      city: 'Porto Alegre',
      cityCode: 4314902,
      contactEmail: 'contato@ponteteste.com.br',
      phoneDialCode: '55',
      phone: '51999998888',
      status: 'active',
      linkedUsers: 0,
    });
    const read = await call(ctx.app, {
      url: `/api/empresas/${created.id}`,
      tenant: 'sandbox',
      cookie: await as('Admin', 'sandbox'),
    });
    expect(read.json()).toEqual(created);
  });

  it('says which required field is missing, every one of them', async () => {
    const response = await register('sandbox', {});
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.fields;
    for (const field of [
      'legalName',
      'tradeName',
      'cnpj',
      'sector',
      'size',
      'state',
      'cityCode',
      'contactEmail',
      'phoneDialCode',
      'phone',
    ]) {
      expect(fields[field], field).toBe('Campo obrigatório');
    }
    const blank = await register('sandbox', company({ legalName: '  ', tradeName: '', cnpj: '', phone: '' }));
    expect(blank.json().error.fields).toEqual({
      legalName: 'Campo obrigatório',
      tradeName: 'Campo obrigatório',
      cnpj: 'Campo obrigatório',
      phone: 'Campo obrigatório',
    });
  });

  it('refuses a bad CNPJ, phone, email, sector, size, state, an over-long name and a city of another state', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ cnpj: '11.222.333/0001-82' }, 'cnpj', 'CNPJ inválido'],
      [{ cnpj: '11.111.111/1111-11' }, 'cnpj', 'CNPJ inválido'],
      [{ cnpj: '11.222.333/0001' }, 'cnpj', 'CNPJ inválido'],
      [{ phone: '(51) 9999-888' }, 'phone', 'Telefone inválido'],
      [{ contactEmail: 'not-an-email' }, 'contactEmail', 'Informe um e-mail válido'],
      [{ sector: 'XYZ' }, 'sector', 'Valor inválido'],
      [{ size: 'HUGE' }, 'size', 'Valor inválido'],
      [{ state: 'XX' }, 'state', 'Valor inválido'],
      [{ legalName: 'a'.repeat(256) }, 'legalName', 'Texto maior que o permitido'],
      [{ state: 'RS', cityCode: 3550308 }, 'cityCode', 'A cidade não pertence ao estado selecionado'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await register('sandbox', company(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().error.fields?.[field], JSON.stringify(overrides)).toBe(message);
    }
  });

  it('takes a foreign phone of up to 14 digits', async () => {
    const created = await registered('sandbox', { phoneDialCode: '1', phone: '212 555 0100' });
    expect(created).toMatchObject({ phone: '2125550100' });
  });

  it('keeps the CNPJ unique in the tenant, masked or not, but not across tenants', async () => {
    const cnpj = nextCnpj();
    await registered('sandbox', { cnpj });
    const again = await register('sandbox', company({ cnpj: cnpj.replace(/\D/g, '') }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ cnpj: 'Já existe uma empresa cadastrada com este CNPJ' });
    await registered('mais-pra-ti', { cnpj });
  });
});

describe('GET /api/empresas', () => {
  it('searches by name and by CNPJ fragment, masked or bare', async () => {
    const created = await registered('mais-pra-ti', {
      tradeName: 'Zebra Azul Sistemas',
      legalName: 'Zebrazul Comércio Ltda.',
    });
    expect((await list('mais-pra-ti', 'q=zebra%20AZUL')).items.map((c) => c.id)).toEqual([created.id]);
    expect((await list('mais-pra-ti', 'q=zebrazul%20com%C3%A9rcio')).items.map((c) => c.id)).toEqual([created.id]);
    const masked = formatCnpj(created.cnpj).slice(0, 10);
    expect((await list('mais-pra-ti', `q=${encodeURIComponent(masked)}`)).items.map((c) => c.id)).toContain(created.id);
    expect((await list('mais-pra-ti', `q=${created.cnpj.slice(2, 12)}`)).items.map((c) => c.id)).toEqual([created.id]);
    expect((await list('mais-pra-ti', 'q=%25')).items).toEqual([]);
    expect((await list('mais-pra-ti', 'q=nothing-like-this')).items).toEqual([]);
  });

  it('pages by keyset in trade-name order, never repeating or skipping, even with rows inserted between pages', async () => {
    const all = (await list('mais-pra-ti', 'limit=50')).items;
    expect(all.length).toBeGreaterThanOrEqual(8);
    const seen: number[] = [];
    let cursor: string | null = null;
    let inserted = false;
    do {
      const page: Awaited<ReturnType<typeof list>> = await list(
        'mais-pra-ti',
        `limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((c) => c.id));
      cursor = page.nextCursor;
      if (!inserted) {
        // Sorts before everything already seen: it must not shift the following pages.
        await registered('mais-pra-ti', { tradeName: '000 Primeira' });
        inserted = true;
      }
    } while (cursor);
    expect(seen).toEqual(all.map((c) => c.id));
    const names = all.map((c) => c.tradeName);
    expect(new Set(seen).size).toBe(seen.length);
    expect(names.length).toBe(all.length);
  });

  it('sorts by sector as the reader’s language names it, tied on the trade name', async () => {
    const mark = `Setor${Math.random().toString(36).slice(2, 6)}`;
    for (const [sector, name] of [
      ['COM', 'A'],
      ['IND', 'B'],
      ['EDU', 'C'],
    ] as const)
      await registered('sandbox', { sector, tradeName: `${mark} ${name}` });
    // An Admin who reads English (the saved language is the request's, whatever the browser says).
    const english = await createUser(ctx, 'sandbox', 'Admin');
    await ownerRows(
      ctx,
      sql`insert into user_settings (tenant_id, user_id, key, value)
          select tenant_id, id, 'language', 'en-US' from users where id = ${english.id}`,
    );
    const order = async (locale: string, direction: string) => {
      const cookie = locale === 'en-US' ? await ctx.jar.of(english) : await as('Admin', 'sandbox');
      const response = await call(ctx.app, {
        url: `/api/empresas?q=${mark}&sort=sector&order=${direction}&limit=2`,
        tenant: 'sandbox',
        cookie,
      });
      expect(response.statusCode, response.body).toBe(200);
      const first = response.json() as { items: { tradeName: string }[]; nextCursor: string };
      const rest = await call(ctx.app, {
        url: `/api/empresas?q=${mark}&sort=sector&order=${direction}&limit=2&cursor=${encodeURIComponent(first.nextCursor)}`,
        tenant: 'sandbox',
        cookie,
      });
      return [...first.items, ...(rest.json() as { items: { tradeName: string }[] }).items].map((c) =>
        c.tradeName.slice(-1),
      );
    };
    // Comércio, Educação, Indústria; Education, Manufacturing, Retail and trade.
    expect(await order('pt-BR', 'asc')).toEqual(['A', 'C', 'B']);
    expect(await order('pt-BR', 'desc')).toEqual(['B', 'C', 'A']);
    expect(await order('en-US', 'asc')).toEqual(['C', 'B', 'A']);
  });

  it('puts a sector before the longer one it begins ("Serviços" before "Serviços financeiros")', async () => {
    const mark = `Prefixo${Math.random().toString(36).slice(2, 6)}`;
    // Trade names that would reverse the order if the key's parts were compared as one string joined by '|'.
    await registered('sandbox', { sector: 'FIN', tradeName: `${mark} A` });
    await registered('sandbox', { sector: 'SER', tradeName: `${mark} Z` });
    const response = await call(ctx.app, {
      url: `/api/empresas?q=${mark}&sort=sector&order=asc`,
      tenant: 'sandbox',
      cookie: await as('Admin', 'sandbox'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { items: { tradeName: string }[] }).items.map((c) => c.tradeName)).toEqual([
      `${mark} Z`,
      `${mark} A`,
    ]);
  });

  it('filters by status and refuses a forged cursor or a bad status', async () => {
    // trindtech lists and manages companies but does not register them (registerCompany): seed one as the owner.
    const [created] = await ownerRows<{ id: number }>(
      ctx,
      sql`insert into companies (tenant_id, legal_name, trade_name, cnpj, sector, size, state, city, city_code, contact_email, phone_dial_code, phone)
          select id, 'Inativa Ltda.', 'Empresa Inativa Teste', '11222333000181', 'TEC', 'ME', 'RS', 'Porto Alegre', 4314902, 'a@b.com', '55', '51999998888'
          from tenants where slug = 'trindtech' returning id`,
    );
    if (!created) throw new Error('no company');
    const cookie = await as('Admin', 'trindtech');
    const off = await call(ctx.app, {
      url: `/api/empresas/${created.id}/desativar`,
      tenant: 'trindtech',
      cookie,
      method: 'POST',
    });
    expect(off.json().status).toBe('inactive');
    expect((await list('trindtech', 'status=inactive')).items.map((c) => c.id)).toEqual([created.id]);
    expect((await list('trindtech', 'status=active&limit=50')).items.map((c) => c.id)).not.toContain(created.id);
    expect((await list('trindtech', 'limit=50')).items.map((c) => c.id)).toContain(created.id);
    for (const query of [
      'cursor=not-a-cursor',
      `cursor=${Buffer.from('["a"]').toString('base64url')}`,
      'status=gone',
      'limit=0',
    ]) {
      const bad = await call(ctx.app, { url: `/api/empresas?${query}`, tenant: 'trindtech', cookie });
      expect(bad.statusCode, query).toBe(400);
    }
  });
});

describe('changing a company', () => {
  it('edits, deactivates (out of the options) and reactivates', async () => {
    const created = await registered('sandbox', { tradeName: 'Editável' });
    const cookie = await as('Admin', 'sandbox');
    const edited = await call(ctx.app, {
      method: 'PUT',
      url: `/api/empresas/${created.id}`,
      tenant: 'sandbox',
      cookie,
      body: company({ cnpj: created.cnpj, tradeName: 'Editada', state: 'SP', cityCode: 3550308, size: 'GRA' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ tradeName: 'Editada', city: 'São Paulo', state: 'SP', size: 'GRA' });
    const options = async () =>
      (await call(ctx.app, { url: '/api/empresas/opcoes', tenant: 'sandbox', cookie })).json() as {
        id: number;
        name: string;
      }[];
    expect(await options()).toContainEqual({ id: created.id, name: 'Editada' });
    await call(ctx.app, { method: 'POST', url: `/api/empresas/${created.id}/desativar`, tenant: 'sandbox', cookie });
    expect((await options()).map((o) => o.id)).not.toContain(created.id);
    const back = await call(ctx.app, {
      method: 'POST',
      url: `/api/empresas/${created.id}/reativar`,
      tenant: 'sandbox',
      cookie,
    });
    expect(back.json().status).toBe('active');
    expect((await options()).map((o) => o.id)).toContain(created.id);
  });

  it("refuses another company's CNPJ on edit", async () => {
    const first = await registered('sandbox');
    const second = await registered('sandbox');
    const response = await call(ctx.app, {
      method: 'PUT',
      url: `/api/empresas/${second.id}`,
      tenant: 'sandbox',
      cookie: await as('Admin', 'sandbox'),
      body: company({ cnpj: first.cnpj }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields.cnpj).toBeTruthy();
  });

  it('deletes a company nobody links to, and refuses one with linked users', async () => {
    const cookie = await as('Admin', 'sandbox');
    const lonely = await registered('sandbox');
    const linked = await registered('sandbox');
    const rh = await demoUser(ctx, 'sandbox', 'Rh');
    await ownerRows(ctx, sql`update users set company_id = ${linked.id} where id = ${rh.id}`);
    const refused = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/empresas/${linked.id}`,
      tenant: 'sandbox',
      cookie,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('CONFLICT');
    const still = await call(ctx.app, { url: `/api/empresas/${linked.id}`, tenant: 'sandbox', cookie });
    expect(still.json().linkedUsers).toBe(1);
    const gone = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/empresas/${lonely.id}`,
      tenant: 'sandbox',
      cookie,
    });
    expect(gone.statusCode).toBe(204);
    expect((await call(ctx.app, { url: `/api/empresas/${lonely.id}`, tenant: 'sandbox', cookie })).statusCode).toBe(
      404,
    );
  });

  it("answers 404 for another tenant's company, whatever the verb", async () => {
    const theirs = await registered('mais-pra-ti');
    const cookie = await as('Admin', 'sandbox');
    const attempts = [
      { method: 'GET' as const, url: `/api/empresas/${theirs.id}` },
      { method: 'PUT' as const, url: `/api/empresas/${theirs.id}`, body: company() },
      { method: 'POST' as const, url: `/api/empresas/${theirs.id}/desativar` },
      { method: 'POST' as const, url: `/api/empresas/${theirs.id}/reativar` },
      { method: 'DELETE' as const, url: `/api/empresas/${theirs.id}` },
    ];
    for (const attempt of attempts) {
      const response = await call(ctx.app, { ...attempt, tenant: 'sandbox', cookie });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    }
    expect((await list('sandbox', 'limit=50')).items.map((c) => c.id)).not.toContain(theirs.id);
    const options = await call(ctx.app, { url: '/api/empresas/opcoes', tenant: 'sandbox', cookie });
    expect(options.json().map((o: { id: number }) => o.id)).not.toContain(theirs.id);
  });
});

describe('who may do what (role × endpoint against the matrix)', () => {
  it('follows registerCompany for POST, companies for the rest, users for the options', async () => {
    for (const tenant of TENANT_SLUGS) {
      for (const role of ROLES) {
        const cookie = await as(role, tenant);
        const expectations: {
          method: 'GET' | 'POST' | 'PUT' | 'DELETE';
          url: string;
          body?: unknown;
          ok: number;
          allowed: boolean;
        }[] = [
          { method: 'POST', url: '/api/empresas', body: {}, ok: 400, allowed: can(tenant, role, 'registerCompany') },
          { method: 'GET', url: '/api/empresas', ok: 200, allowed: can(tenant, role, 'companies') },
          { method: 'GET', url: '/api/empresas/opcoes', ok: 200, allowed: can(tenant, role, 'users') },
          { method: 'GET', url: '/api/empresas/999999', ok: 404, allowed: can(tenant, role, 'companies') },
          { method: 'PUT', url: '/api/empresas/999999', body: {}, ok: 400, allowed: can(tenant, role, 'companies') },
          { method: 'POST', url: '/api/empresas/999999/desativar', ok: 404, allowed: can(tenant, role, 'companies') },
          { method: 'POST', url: '/api/empresas/999999/reativar', ok: 404, allowed: can(tenant, role, 'companies') },
          { method: 'DELETE', url: '/api/empresas/999999', ok: 404, allowed: can(tenant, role, 'companies') },
        ];
        for (const e of expectations) {
          const response = await call(ctx.app, { method: e.method, url: e.url, body: e.body, tenant, cookie });
          expect(response.statusCode, `${tenant} ${role} ${e.method} ${e.url}`).toBe(e.allowed ? e.ok : 403);
        }
      }
    }
    expect(can('sandbox', 'Admin', 'registerCompany') && !can('trindtech', 'Admin', 'registerCompany')).toBe(true);
    const anonymous = await call(ctx.app, { url: '/api/empresas', tenant: 'sandbox' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the demo companies', () => {
  it('gives each tenant with companies eight, with valid CNPJs and some linked people', async () => {
    for (const tenant of ['trindtech', 'sandbox', 'mais-pra-ti', 'sabimais'] as const) {
      const rows = await ownerRows<{ n: number; linked: number }>(
        ctx,
        sql`select count(*)::int as n,
                   (select count(*)::int from users u join tenants t2 on t2.id = u.tenant_id
                     where t2.slug = ${tenant} and u.company_id is not null) as linked
            from companies c join tenants t on t.id = c.tenant_id
            where t.slug = ${tenant} and c.legal_name not like 'Ponte Teste%' and c.trade_name not in ('Aurora Digital')`,
      );
      expect(rows[0]?.n, tenant).toBeGreaterThanOrEqual(8);
      expect(rows[0]?.linked, tenant).toBeGreaterThan(0);
    }
    const cnpjs = await ownerRows<{ cnpj: string }>(ctx, sql`select cnpj from companies`);
    expect(cnpjs.length).toBeGreaterThan(32);
    for (const { cnpj } of cnpjs) expect(isValidCnpj(cnpj), cnpj).toBe(true);
    const asid = await ownerRows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from companies c join tenants t on t.id = c.tenant_id where t.slug = 'asid'`,
    );
    expect(asid[0]?.n).toBe(0);
  });
});
