import { LONG_TEXT_MAX } from '@ponte/shared/profile.schema';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { professionalProfile } from './profile-fixtures.ts';
import { call, createUser, demoUser, login, loginUser, ownerRows } from './test-app.ts';
import { useTestAppWithNewUser } from './use-test-app.ts';

const ctx = useTestAppWithNewUser('trindtech', 'Talento');
let url: string;

beforeAll(() => {
  url = `/api/perfil/${ctx.me.publicId}/perfil-profissional`;
});

const save = (body: unknown, options: { url?: string; cookie?: string } = {}) =>
  call(ctx.app, { method: 'PUT', url: options.url ?? url, cookie: options.cookie ?? ctx.cookie, body });

async function rejected(body: unknown, field: string, options: { url?: string; cookie?: string } = {}) {
  const response = await save(body, options);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().error.fields, response.body).toHaveProperty([field]);
  return response.json().error.fields[field] as string;
}

describe('professional profile', () => {
  it('starts empty: no company link (-2), not a mentor, not available, no résumé', async () => {
    const response = await ctx.req(ctx.me, 'GET', url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      company: { id: -2, name: null },
      companyRelationships: [],
      sectorOfCompany: null,
      positionInCompany: null,
      isMentor: 'N',
      mentoringAvailability: 'N',
      mentorAreas: [],
      mentoringCapacity: 3,
      helpTalents: null,
      careerGoals: null,
      motivationLabel: null,
      motivation: null,
      resume: null,
    });
  });

  it('round-trips; position and sector live on the user', async () => {
    const saved = await save(professionalProfile());
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      company: { id: -2, name: null },
      companyRelationships: [20, 21],
      sectorOfCompany: 10,
      positionInCompany: 'Analista de dados',
      isMentor: 'N',
      mentoringAvailability: 'S',
      mentorAreas: [27],
      mentoringCapacity: 3,
      helpTalents: 'Posso ajudar com carreira em dados.',
      careerGoals: 'Liderar um time de analytics.',
      motivationLabel: '2',
      motivation: 'Quero migrar para a área de dados.',
      resume: null,
    };
    expect(saved.json()).toEqual(expected);
    expect((await ctx.req(ctx.me, 'GET', url)).json()).toEqual(expected);
    const [user] = await ownerRows<{ position: string; sector_id: number; company_relationship_ids: number[] }>(
      ctx,
      sql`select position, sector_id, company_relationship_ids from users where id = ${ctx.me.id}`,
    );
    expect(user).toEqual({ position: 'Analista de dados', sector_id: 10, company_relationship_ids: [20, 21] });
    expect((await ctx.req(ctx.me, 'GET', `/api/perfil/${ctx.me.publicId}`)).json().position).toBe('Analista de dados');
  });

  it('drops repeated ids and clears mentor areas when not available', async () => {
    const saved = await save({
      ...professionalProfile(),
      companyRelationships: [21, 21, 20],
      mentoringAvailability: 'N',
      mentorAreas: [27, 28],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ companyRelationships: [21, 20], mentoringAvailability: 'N', mentorAreas: [] });
  });

  it('keeps the mentoring capacity (1 to 50; left out, the stored one stays)', async () => {
    const five = await save({ ...professionalProfile(), mentoringCapacity: 5 });
    expect(five.statusCode, five.body).toBe(200);
    expect(five.json().mentoringCapacity).toBe(5);
    const omitted = await save(professionalProfile());
    expect(omitted.json().mentoringCapacity).toBe(5);
    expect(await rejected({ ...professionalProfile(), mentoringCapacity: 0 }, 'mentoringCapacity')).toBe(
      'Valor inválido',
    );
    expect(await rejected({ ...professionalProfile(), mentoringCapacity: 51 }, 'mentoringCapacity')).toBe(
      'Valor inválido',
    );
    expect(await rejected({ ...professionalProfile(), mentoringCapacity: 2.5 }, 'mentoringCapacity')).toBe(
      'Valor inválido',
    );
    const reset = await save({ ...professionalProfile(), mentoringCapacity: 3 });
    expect(reset.json().mentoringCapacity).toBe(3);
  });

  it('shows isMentor S for the mentor roles', async () => {
    for (const role of ['Mentor', 'FuncionarioMentor', 'RhMentor'] as const) {
      const person = await demoUser(ctx, 'trindtech', role);
      const { cookie: own } = await login(ctx.app, 'trindtech', role);
      const response = await call(ctx.app, { url: `/api/perfil/${person.publicId}/perfil-profissional`, cookie: own });
      expect(response.json().isMentor, role).toBe('S');
    }
  });

  it('requires the motivation once a label is chosen, and mentor areas when available', async () => {
    expect(await rejected({ ...professionalProfile(), motivation: '  ' }, 'motivation')).toBe('Campo obrigatório');
    expect(await rejected({ ...professionalProfile(), mentorAreas: [] }, 'mentorAreas')).toBe('Campo obrigatório');
    const noLabel = await save({ ...professionalProfile(), motivationLabel: null, motivation: null });
    expect(noLabel.statusCode).toBe(200);
  });

  it('caps the long texts at 3000 characters', async () => {
    await rejected({ ...professionalProfile(), helpTalents: 'a'.repeat(LONG_TEXT_MAX + 1) }, 'helpTalents');
    await rejected({ ...professionalProfile(), careerGoals: 'a'.repeat(LONG_TEXT_MAX + 1) }, 'careerGoals');
    await rejected({ ...professionalProfile(), motivation: 'a'.repeat(LONG_TEXT_MAX + 1) }, 'motivation');
    await rejected({ ...professionalProfile(), positionInCompany: 'a'.repeat(151) }, 'positionInCompany');
    const longest = await save({ ...professionalProfile(), careerGoals: 'a'.repeat(LONG_TEXT_MAX) });
    expect(longest.statusCode).toBe(200);
    expect(longest.json().careerGoals).toHaveLength(LONG_TEXT_MAX);
  });

  it('refuses wrong types and unknown codes', async () => {
    await rejected({ ...professionalProfile(), mentoringAvailability: 'X' }, 'mentoringAvailability');
    await rejected({ ...professionalProfile(), companyRelationships: 'a' }, 'companyRelationships');
    await rejected({ ...professionalProfile(), sectorOfCompany: '10' }, 'sectorOfCompany');
    await rejected({ ...professionalProfile(), motivationLabel: '9' }, 'motivationLabel');
    const { careerGoals: _c, ...missing } = professionalProfile();
    await rejected(missing, 'careerGoals');
  });

  it('refuses option ids that do not exist or are of another type', async () => {
    expect(await rejected({ ...professionalProfile(), sectorOfCompany: 999 }, 'sectorOfCompany')).toBe(
      'Opção inexistente',
    );
    // 27 is a MENTOR_AREA, 10 an EMPLOYEE_SECTOR, 20 a COMPANY_RELATIONSHIP.
    await rejected({ ...professionalProfile(), sectorOfCompany: 27 }, 'sectorOfCompany');
    await rejected({ ...professionalProfile(), companyRelationships: [20, 10] }, 'companyRelationships');
    await rejected({ ...professionalProfile(), mentorAreas: [20] }, 'mentorAreas');
    const both = await save({ ...professionalProfile(), sectorOfCompany: 999, mentorAreas: [999] });
    expect(Object.keys(both.json().error.fields).sort()).toEqual(['mentorAreas', 'sectorOfCompany']);
  });

  it('keeps an option an admin has since deactivated for those who chose it, and offers it to nobody else', async () => {
    const person = await createUser(ctx, 'trindtech', 'Talento');
    const personCookie = await loginUser(ctx.app, person);
    const personUrl = `/api/perfil/${person.publicId}/perfil-profissional`;
    const body = { ...professionalProfile(), companyRelationships: [24] };
    expect((await save(body, { url: personUrl, cookie: personCookie })).statusCode).toBe(200);
    await ownerRows(
      ctx,
      sql`update option_items set active = false where id = 24 and tenant_id = (select id from tenants where slug = 'trindtech')`,
    );
    try {
      expect((await save(body, { url: personUrl, cookie: personCookie })).statusCode).toBe(200);
      await rejected(body, 'companyRelationships');
    } finally {
      await ownerRows(ctx, sql`update option_items set active = true where id = 24`);
    }
  });

  it('requires sector and position when the person has a company', async () => {
    const employee = await createUser(ctx, 'trindtech', 'Colaborador');
    const [company] = await ownerRows<{ id: number }>(
      ctx,
      sql`insert into companies (tenant_id, legal_name, trade_name, cnpj, sector, size, state, city, city_code, contact_email, phone_dial_code, phone)
          select id, 'Acme Tecnologia Ltda', 'Acme', '11222333000181', 'TEC', 'ME', 'SP', 'São Paulo', 3550308, 'contato@acme.test', '55', '11987654321'
          from tenants where slug = 'trindtech' returning id`,
    );
    await ownerRows(ctx, sql`update users set company_id = ${company!.id} where id = ${employee.id}`);
    const employeeCookie = await loginUser(ctx.app, employee);
    const employeeUrl = `/api/perfil/${employee.publicId}/perfil-profissional`;
    const response = await save(
      { ...professionalProfile(), sectorOfCompany: null, positionInCompany: '' },
      { url: employeeUrl, cookie: employeeCookie },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      sectorOfCompany: 'Campo obrigatório',
      positionInCompany: 'Campo obrigatório',
    });
    const saved = await save(professionalProfile(), { url: employeeUrl, cookie: employeeCookie });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().company).toEqual({ id: company!.id, name: 'Acme' });
    // Without a company (-2) both may stay empty.
    const free = await save({ ...professionalProfile(), sectorOfCompany: null, positionInCompany: null });
    expect(free.statusCode).toBe(200);
    expect(free.json()).toMatchObject({ sectorOfCompany: null, positionInCompany: null });
  });

  it('shows the attached résumé by its key and name', async () => {
    const [file] = await ownerRows<{ id: string }>(
      ctx,
      sql`insert into stored_files (tenant_id, user_id, owner_user_id, kind, storage_key, content_type, size_bytes, original_name, attached_at)
          select tenant_id, id, id, 'resume', ${`${'k'.repeat(43)}.pdf`}, 'application/pdf', 2048, 'Currículo Helena.pdf', now()
          from users where id = ${ctx.me.id} returning id`,
    );
    await ownerRows(ctx, sql`update profiles set resume_file_id = ${file!.id} where user_id = ${ctx.me.id}`);
    const response = await ctx.req(ctx.me, 'GET', url);
    expect(response.json().resume).toEqual({
      fileId: file!.id,
      url: `${'k'.repeat(43)}.pdf`,
      fileName: 'Currículo Helena.pdf',
      size: 2048,
    });
  });
});
