import { todayIso } from '@ponte/shared/profile-personal.schema';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { additionalInformation, basicData, giveSensitiveConsent, location } from './profile-fixtures.ts';
import { call, createUser, login, loginUser, ownerRows } from './test-app.ts';
import { useTestAppWithNewUser } from './use-test-app.ts';

const ctx = useTestAppWithNewUser('trindtech', 'Talento');
let base: string;

beforeAll(async () => {
  await giveSensitiveConsent(ctx, ctx.me);
  base = `/api/perfil/${ctx.me.publicId}`;
});

const put = (path: string, body: unknown, options: { cookie?: string; url?: string } = {}) =>
  call(ctx.app, { method: 'PUT', url: options.url ?? `${base}/${path}`, cookie: options.cookie ?? ctx.cookie, body });
const read = async () => {
  const response = await ctx.req(ctx.me, 'GET', `${base}/informacoes-pessoais`);
  expect(response.statusCode).toBe(200);
  return response.json();
};
/** Expects a 400 naming this field, and returns the field's message. */
async function rejected(path: string, body: unknown, field: string): Promise<string> {
  const response = await put(path, body);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().error.code).toBe('VALIDATION_ERROR');
  expect(response.json().error.fields, response.body).toHaveProperty([field]);
  return response.json().error.fields[field];
}

function yearsAgo(years: number): string {
  const today = todayIso();
  return `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
}

describe('basic data', () => {
  it('round-trips: names on the user, digits for CPF and phone, blank social name as null', async () => {
    const saved = await put('informacoes-pessoais', { ...basicData(), firstName: '  Helena ', socialName: '  ' });
    expect(saved.statusCode, saved.body).toBe(200);
    const tab = await read();
    expect(tab.userType).toBe('Talento');
    // The fixture's values: the server trims names, stores a blank social name as null and keeps digits only.
    expect(tab.basicData).toEqual({
      ...basicData(),
      socialName: null,
      email: ctx.me.email,
      cpf: '52998224725',
      phone: '51998765432',
    });
    expect(saved.json()).toEqual(tab);
    expect(tab.guardianApplies).toBe(false);
    expect(tab.asksLearningEnvironment).toBe(true);
    const summary = (await ctx.req(ctx.me, 'GET', base)).json();
    expect(summary).toMatchObject({ firstName: 'Helena', lastName: 'Oliveira', socialName: null });
  });

  it('clears disability types unless the answer is yes', async () => {
    const saved = await put('informacoes-pessoais', { ...basicData(), disability: 'N', disabilityTypes: ['1', '3'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().basicData).toMatchObject({ disability: 'N', disabilityTypes: [] });
    expect(await rejected('informacoes-pessoais', { ...basicData(), disabilityTypes: [] }, 'disabilityTypes')).toBe(
      'Campo obrigatório',
    );
  });

  it('refuses text that is too long, with the catalogue message', async () => {
    expect(await rejected('informacoes-pessoais', { ...basicData(), firstName: 'a'.repeat(101) }, 'firstName')).toBe(
      'Texto maior que o permitido',
    );
    await rejected('informacoes-pessoais', { ...basicData(), socialName: 'a'.repeat(151) }, 'socialName');
  });

  it('refuses a missing field, a wrong type and an unknown code', async () => {
    const { cpf: _cpf, ...withoutCpf } = basicData();
    expect(await rejected('informacoes-pessoais', withoutCpf, 'cpf')).toBe('Campo obrigatório');
    await rejected('informacoes-pessoais', { ...basicData(), goals: '1' }, 'goals');
    await rejected('informacoes-pessoais', { ...basicData(), gender: 'X' }, 'gender');
    await rejected('informacoes-pessoais', { ...basicData(), goals: [] }, 'goals');
    await rejected('informacoes-pessoais', { ...basicData(), firstName: 42 }, 'firstName');
  });

  it('refuses an invalid CPF', async () => {
    expect(await rejected('informacoes-pessoais', { ...basicData(), cpf: '529.982.247-24' }, 'cpf')).toBe(
      'CPF inválido',
    );
    await rejected('informacoes-pessoais', { ...basicData(), cpf: '111.111.111-11' }, 'cpf');
  });

  it('refuses a future birth date and one over 100 years ago', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(await rejected('informacoes-pessoais', { ...basicData(), birthDate: tomorrow }, 'birthDate')).toBe(
      'A data não pode estar no futuro',
    );
    await rejected('informacoes-pessoais', { ...basicData(), birthDate: '1900-01-01' }, 'birthDate');
    await rejected('informacoes-pessoais', { ...basicData(), birthDate: '12/04/1995' }, 'birthDate');
  });

  it('needs 11 digits for a +55 phone, 4 to 14 digits otherwise', async () => {
    await rejected('informacoes-pessoais', { ...basicData(), phone: '(51) 9876-5432' }, 'phone');
    await rejected('informacoes-pessoais', { ...basicData(), phoneDialCode: '351', phone: '1'.repeat(15) }, 'phone');
    await rejected('informacoes-pessoais', { ...basicData(), phoneDialCode: '+55' }, 'phoneDialCode');
    const abroad = await put('informacoes-pessoais', { ...basicData(), phoneDialCode: '351', phone: '912 345 678' });
    expect(abroad.statusCode).toBe(200);
    expect(abroad.json().basicData).toMatchObject({ phoneDialCode: '351', phone: '912345678' });
  });
});

describe('guardian and school year', () => {
  it('are required for a minor, and kept', async () => {
    const minor = { ...basicData(), birthDate: yearsAgo(15) };
    const response = await put('informacoes-pessoais', minor);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      guardianRelation: 'Campo obrigatório',
      schoolYear: 'Campo obrigatório',
    });
    const saved = await put('informacoes-pessoais', {
      ...minor,
      guardianName: 'Maria Oliveira',
      guardianRelation: '1',
      schoolYear: '1EM',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().guardianApplies).toBe(true);
    expect(saved.json().basicData).toMatchObject({
      guardianName: 'Maria Oliveira',
      guardianRelation: '1',
      schoolYear: '1EM',
    });
  });

  it('are not kept for an adult outside a student tenant', async () => {
    const saved = await put('informacoes-pessoais', {
      ...basicData(),
      guardianName: 'Maria Oliveira',
      guardianRelation: '1',
      schoolYear: '1EM',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().basicData).toMatchObject({ guardianName: null, guardianRelation: null, schoolYear: null });
  });

  it('apply to every student in sabimais, adults included', async () => {
    const student = await createUser(ctx, 'sabimais', 'Talento');
    await giveSensitiveConsent(ctx, student);
    const studentCookie = await loginUser(ctx.app, student);
    const url = `/api/perfil/${student.publicId}/informacoes-pessoais`;
    const refused = await call(ctx.app, {
      method: 'PUT',
      url,
      tenant: 'sabimais',
      cookie: studentCookie,
      body: basicData(),
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields).sort()).toEqual(['guardianRelation', 'schoolYear']);
    const saved = await call(ctx.app, {
      method: 'PUT',
      url,
      tenant: 'sabimais',
      cookie: studentCookie,
      body: { ...basicData(), guardianRelation: '6', schoolYear: '3EM' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      guardianApplies: true,
      basicData: { guardianRelation: '6', schoolYear: '3EM' },
    });
  });
});

describe('additional information', () => {
  it('round-trips', async () => {
    expect((await put('informacoes-adicionais', additionalInformation())).statusCode).toBe(200);
    expect((await read()).additionalInformation).toEqual(additionalInformation());
  });

  it('requires every select, the learning environment included outside asid', async () => {
    expect(
      await rejected(
        'informacoes-adicionais',
        { ...additionalInformation(), learningEnvironment: null },
        'learningEnvironment',
      ),
    ).toBe('Campo obrigatório');
    const { broadband: _b, ...withoutBroadband } = additionalInformation();
    await rejected('informacoes-adicionais', withoutBroadband, 'broadband');
    await rejected('informacoes-adicionais', { ...additionalInformation(), familyIncome: '8' }, 'familyIncome');
    await rejected('informacoes-adicionais', { ...additionalInformation(), computerLevel: 3 }, 'computerLevel');
  });

  it('in asid, does not ask or keep the learning environment', async () => {
    const asid = await createUser(ctx, 'asid', 'Talento');
    await giveSensitiveConsent(ctx, asid);
    const asidCookie = await loginUser(ctx.app, asid);
    const url = `/api/perfil/${asid.publicId}/informacoes-adicionais`;
    const withNull = await call(ctx.app, {
      method: 'PUT',
      url,
      tenant: 'asid',
      cookie: asidCookie,
      body: { ...additionalInformation(), learningEnvironment: null },
    });
    expect(withNull.statusCode, withNull.body).toBe(200);
    expect(withNull.json().asksLearningEnvironment).toBe(false);
    const withValue = await call(ctx.app, {
      method: 'PUT',
      url,
      tenant: 'asid',
      cookie: asidCookie,
      body: additionalInformation(),
    });
    expect(withValue.json().additionalInformation.learningEnvironment).toBeNull();
  });
});

describe('location', () => {
  it('for Brazil stores the state code, the IBGE code, the canonical city name and the CEP digits', async () => {
    const saved = await put('localizacao', location());
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read()).location).toEqual({
      country: 'Brasil',
      postalCode: '90010000',
      address: 'Rua dos Andradas',
      streetNumber: '1234',
      neighborhood: 'Centro Histórico',
      complement: 'Apto 5',
      state: 'RS',
      city: 'Porto Alegre',
      cityCode: 4314902,
    });
  });

  it('refuses a city of another state', async () => {
    expect(await rejected('localizacao', { ...location(), cityCode: 3550308 }, 'city')).toBe(
      'A cidade não pertence ao estado selecionado',
    );
    await rejected('localizacao', { ...location(), cityCode: 4399999 }, 'city');
  });

  it('refuses an unknown state, a missing city, a short CEP, an unknown country', async () => {
    await rejected('localizacao', { ...location(), state: 'XX' }, 'state');
    expect(await rejected('localizacao', { ...location(), cityCode: null }, 'city')).toBe('Campo obrigatório');
    await rejected('localizacao', { ...location(), postalCode: '9001-000' }, 'postalCode');
    await rejected('localizacao', { ...location(), country: 'Atlântida' }, 'country');
    await rejected('localizacao', { ...location(), state: '' }, 'state');
  });

  it('applies the spec’s lengths', async () => {
    await rejected('localizacao', { ...location(), address: 'a'.repeat(256) }, 'address');
    await rejected('localizacao', { ...location(), streetNumber: '1'.repeat(33) }, 'streetNumber');
    await rejected('localizacao', { ...location(), neighborhood: 'a'.repeat(256) }, 'neighborhood');
    await rejected('localizacao', { ...location(), complement: 'a'.repeat(65) }, 'complement');
    const longest = await put('localizacao', {
      ...location(),
      address: 'a'.repeat(255),
      streetNumber: '1'.repeat(32),
      complement: 'c'.repeat(64),
    });
    expect(longest.statusCode).toBe(200);
  });

  it('elsewhere takes state and city as free text and keeps no city code', async () => {
    const saved = await put('localizacao', {
      country: 'Portugal',
      postalCode: '1100-148',
      address: 'Rua Augusta',
      streetNumber: '10',
      neighborhood: '',
      complement: '',
      state: 'Lisboa',
      city: 'Lisboa',
      cityCode: 4314902,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().location).toEqual({
      country: 'Portugal',
      postalCode: '1100-148',
      address: 'Rua Augusta',
      streetNumber: '10',
      neighborhood: null,
      complement: null,
      state: 'Lisboa',
      city: 'Lisboa',
      cityCode: null,
    });
  });
});

describe('education', () => {
  const education = { educationType: '4', course: 'Ciência da Computação', institution: 'UFRGS', situation: '3' };

  it('adds, lists, edits and deletes', async () => {
    const created = await ctx.req(ctx.me, 'POST', `${base}/formacoes`, education);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(created.json()).toEqual({ id, ...education });

    const edited = await put('', { ...education, situation: '2' }, { url: `${base}/formacoes/${id}` });
    expect(edited.statusCode).toBe(200);
    const list = (await ctx.req(ctx.me, 'GET', `${base}/formacoes`)).json();
    expect(list).toContainEqual({ id, ...education, situation: '2' });

    const removed = await ctx.req(ctx.me, 'DELETE', `${base}/formacoes/${id}`);
    expect(removed.statusCode).toBe(204);
    const after = (await ctx.req(ctx.me, 'GET', `${base}/formacoes`)).json() as Array<{
      id: number;
    }>;
    expect(after.map((e) => e.id)).not.toContain(id);
    expect((await ctx.req(ctx.me, 'DELETE', `${base}/formacoes/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad input', async () => {
    const post = (body: unknown) => ctx.req(ctx.me, 'POST', `${base}/formacoes`, body);
    expect((await post({ ...education, educationType: '8' })).json().error.fields).toHaveProperty('educationType');
    expect((await post({ ...education, course: '' })).json().error.fields.course).toBe('Campo obrigatório');
    expect((await post({ ...education, institution: 'x'.repeat(256) })).statusCode).toBe(400);
    const { situation: _s, ...withoutSituation } = education;
    expect((await post(withoutSituation)).statusCode).toBe(400);
  });

  it('another person’s education is 404, even to edit through one’s own profile', async () => {
    const other = await createUser(ctx, 'trindtech', 'Talento');
    const [row] = await ownerRows<{ id: number }>(
      ctx,
      sql`insert into profile_educations (tenant_id, user_id, education_type, course, institution, situation)
          select tenant_id, id, '2', 'Ensino médio', 'Escola', '2' from users where id = ${other.id} returning id`,
    );
    const url = `${base}/formacoes/${row!.id}`;
    expect((await put('', education, { url })).statusCode).toBe(404);
    expect((await ctx.req(ctx.me, 'DELETE', url)).statusCode).toBe(404);
    const [still] = await ownerRows<{ course: string }>(
      ctx,
      sql`select course from profile_educations where id = ${row!.id}`,
    );
    expect(still?.course).toBe('Ensino médio');
  });

  it('keeps at most 20 per person', async () => {
    const person = await createUser(ctx, 'trindtech', 'Colaborador');
    const personCookie = await loginUser(ctx.app, person);
    const url = `/api/perfil/${person.publicId}/formacoes`;
    for (let i = 0; i < 20; i++) {
      const response = await call(ctx.app, { url, cookie: personCookie, body: { ...education, course: `Curso ${i}` } });
      expect(response.statusCode).toBe(201);
    }
    const over = await call(ctx.app, { url, cookie: personCookie, body: education });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe('Você pode cadastrar no máximo 20 formações');
  });
});

describe('editing someone else', () => {
  it('Admin edits a talent’s personal information; the talent sees it', async () => {
    const { cookie: admin } = await login(ctx.app, 'trindtech', 'Admin');
    const saved = await put('informacoes-pessoais', { ...basicData(), lastName: 'Oliveira Santos' }, { cookie: admin });
    expect(saved.statusCode).toBe(200);
    expect((await read()).basicData.lastName).toBe('Oliveira Santos');
  });
});
