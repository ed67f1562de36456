import { profileTabsOf } from '@ponte/shared/permissions';
import { SENSITIVE_PROFILE_FIELDS } from '@ponte/shared/policy';
import { ROLES, type Role } from '@ponte/shared/roles';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  additionalInformation,
  basicData,
  certificate,
  education,
  giveSensitiveConsent,
  language,
  learningPreferences,
  location,
  testAnswers,
} from './profile-fixtures.ts';
import { call, createUser, demoUser, linkMentor, loginUser, ownerRows, type TestUser } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp();
const demoCookie = ctx.jar.demo;
let talent: TestUser;
let talentCookie: string;
let sandboxTalent: TestUser;
let sandboxCollaborator: TestUser;

beforeAll(async () => {
  talent = await createUser(ctx, 'trindtech', 'Talento');
  sandboxTalent = await createUser(ctx, 'sandbox', 'Talento');
  sandboxCollaborator = await createUser(ctx, 'sandbox', 'Colaborador');
  for (const person of [talent, sandboxTalent, sandboxCollaborator]) await giveSensitiveConsent(ctx, person);
  // The demo Mentor of trindtech is linked to this talent; the demo FuncionarioMentor is not.
  await linkMentor(ctx, await demoUser(ctx, 'trindtech', 'Mentor'), talent);
  talentCookie = await loginUser(ctx.app, talent);
  for (const [owner, cookie] of [
    [talent, talentCookie],
    [sandboxTalent, await loginUser(ctx.app, sandboxTalent)],
  ] as const) {
    const base = `/api/perfil/${owner.publicId}`;
    const tenant = owner.tenant;
    for (const [path, body] of [
      ['informacoes-pessoais', basicData()],
      ['informacoes-adicionais', additionalInformation()],
      ['localizacao', location()],
    ] as const) {
      const response = await call(ctx.app, { method: 'PUT', url: `${base}/${path}`, tenant, cookie, body });
      expect(response.statusCode, response.body).toBe(200);
    }
  }
});

type Reader = Role | 'self';
/** What a viewer gets on the owner's profile: read status, whether sensitive data shows, write status. */
type Expectation = [viewer: Reader, read: 200 | 403, sensitive: boolean | null, write: 200 | 403];

async function cookieFor(viewer: Reader, owner: TestUser, ownerCookie: string): Promise<string> {
  return viewer === 'self' ? ownerCookie : demoCookie(owner.tenant, viewer);
}

async function checkTable(owner: TestUser, ownerCookie: string, table: readonly Expectation[]) {
  // Every role appears once, plus the person themself.
  expect(new Set(table.map(([v]) => v))).toEqual(new Set<Reader>(['self', ...ROLES]));
  for (const [viewer, read, sensitive, write] of table) {
    const cookie = await cookieFor(viewer, owner, ownerCookie);
    const label = `${viewer} → ${owner.role}@${owner.tenant}`;
    const base = `/api/perfil/${owner.publicId}`;
    const summary = await call(ctx.app, { url: base, tenant: owner.tenant, cookie });
    expect(summary.statusCode, label).toBe(read);
    const personal = await call(ctx.app, { url: `${base}/informacoes-pessoais`, tenant: owner.tenant, cookie });
    expect(personal.statusCode, label).toBe(read);
    if (read === 200) {
      expect(summary.json().access.seesSensitive, label).toBe(sensitive);
      expect(summary.json().access.canEdit, label).toBe(write === 200);
      expect('cpf' in personal.json().basicData, label).toBe(sensitive);
    } else {
      expect(summary.json().error.code, label).toBe('FORBIDDEN');
    }
    const saved = await call(ctx.app, {
      method: 'PUT',
      url: `${base}/informacoes-adicionais`,
      tenant: owner.tenant,
      cookie,
      body: additionalInformation(),
    });
    expect(saved.statusCode, label).toBe(write);
  }
}

describe('who reads and who edits whose profile', () => {
  it('in trindtech, for a talent: the person and Admin edit; Rh reads all; the linked mentor reads without sensitive data', async () => {
    await checkTable(talent, talentCookie, [
      ['self', 200, true, 200],
      ['Admin', 200, true, 200],
      ['Rh', 200, true, 403],
      ['Mentor', 200, false, 403],
      ['FuncionarioMentor', 403, null, 403],
      ['RhMentor', 403, null, 403],
      ['Colaborador', 403, null, 403],
      ['Funcionario', 403, null, 403],
      ['Talento', 403, null, 403],
    ]);
  });

  it('a mentor reads a mentee while the mentorship is in progress, and not once it has ended', async () => {
    const mentor = await createUser(ctx, 'trindtech', 'FuncionarioMentor');
    const mentee = await createUser(ctx, 'trindtech', 'Talento');
    const formerMentee = await createUser(ctx, 'trindtech', 'Talento');
    await linkMentor(ctx, mentor, mentee);
    await linkMentor(ctx, mentor, formerMentee, { ended: true });
    const cookie = await loginUser(ctx.app, mentor);
    const read = (owner: TestUser) =>
      call(ctx.app, { url: `/api/perfil/${owner.publicId}`, tenant: 'trindtech', cookie });
    expect((await read(mentee)).statusCode).toBe(200);
    expect((await read(formerMentee)).json().error.code).toBe('FORBIDDEN');
  });

  it('in sandbox, RhMentor reaches the talent base and reads a talent without sensitive data', async () => {
    await checkTable(sandboxTalent, await loginUser(ctx.app, sandboxTalent), [
      ['self', 200, true, 200],
      ['Admin', 200, true, 200],
      ['Rh', 200, true, 403],
      ['RhMentor', 200, false, 403],
      // The sandbox demo Mentor is linked to the demo talent, not to this one.
      ['Mentor', 403, null, 403],
      ['FuncionarioMentor', 403, null, 403],
      ['Colaborador', 403, null, 403],
      ['Funcionario', 403, null, 403],
      ['Talento', 403, null, 403],
    ]);
  });

  it('the talent base reaches talents only: RhMentor may not read a colleague, Admin and Rh may', async () => {
    await checkTable(sandboxCollaborator, await loginUser(ctx.app, sandboxCollaborator), [
      ['self', 200, true, 200],
      ['Admin', 200, true, 200],
      ['Rh', 200, true, 403],
      ['RhMentor', 403, null, 403],
      ['Mentor', 403, null, 403],
      ['FuncionarioMentor', 403, null, 403],
      ['Colaborador', 403, null, 403],
      ['Funcionario', 403, null, 403],
      ['Talento', 403, null, 403],
    ]);
  });

  it('an inactive talent leaves the talent base (403), Admin still reads them', async () => {
    const inactive = await createUser(ctx, 'sandbox', 'Talento');
    await ownerRows(ctx, sql`update users set status = 'inactive' where id = ${inactive.id}`);
    const url = `/api/perfil/${inactive.publicId}`;
    const rhMentor = await call(ctx.app, { url, tenant: 'sandbox', cookie: await demoCookie('sandbox', 'RhMentor') });
    expect(rhMentor.statusCode).toBe(403);
    const admin = await call(ctx.app, { url, tenant: 'sandbox', cookie: await demoCookie('sandbox', 'Admin') });
    expect(admin.statusCode).toBe(200);
  });

  it('every role reads and edits its own profile, with the tabs of the matrix', async () => {
    for (const role of ROLES) {
      const me = await demoUser(ctx, 'trindtech', role);
      await giveSensitiveConsent(ctx, me);
      const cookie = await demoCookie('trindtech', role);
      const summary = await call(ctx.app, { url: `/api/perfil/${me.publicId}`, cookie });
      expect(summary.statusCode, role).toBe(200);
      expect(summary.json()).toMatchObject({
        publicId: me.publicId,
        userType: role,
        access: { relation: 'self', canEdit: true, seesSensitive: true, canTakeTest: true },
        tabs: profileTabsOf({ tenant: 'trindtech', ownerRole: role, viewerRole: role }),
      });
      const saved = await call(ctx.app, {
        method: 'PUT',
        url: `/api/perfil/${me.publicId}/informacoes-adicionais`,
        cookie,
        body: additionalInformation(),
      });
      expect(saved.statusCode, role).toBe(200);
    }
  });

  it('another tenant’s profile is 404 for every role, to read and to write', async () => {
    for (const role of ROLES) {
      const cookie = await demoCookie('trindtech', role);
      const url = `/api/perfil/${sandboxTalent.publicId}`;
      expect((await call(ctx.app, { url, cookie })).statusCode, role).toBe(404);
      const write = await call(ctx.app, {
        method: 'PUT',
        url: `${url}/informacoes-adicionais`,
        cookie,
        body: additionalInformation(),
      });
      expect(write.statusCode, role).toBe(404);
    }
  });
});

/** Every profile-data call this module serves, with a body that passes validation. */
function profileCalls(publicId: string) {
  const base = `/api/perfil/${publicId}`;
  return [
    { method: 'GET', url: base },
    { method: 'GET', url: `${base}/informacoes-pessoais` },
    { method: 'PUT', url: `${base}/informacoes-pessoais`, body: basicData() },
    { method: 'PUT', url: `${base}/informacoes-adicionais`, body: additionalInformation() },
    { method: 'PUT', url: `${base}/localizacao`, body: location() },
    { method: 'GET', url: `${base}/formacoes` },
    {
      method: 'POST',
      url: `${base}/formacoes`,
      body: education(),
    },
    {
      method: 'PUT',
      url: `${base}/formacoes/1`,
      body: education(),
    },
    { method: 'DELETE', url: `${base}/formacoes/1` },
    { method: 'GET', url: `${base}/perfil-profissional` },
    {
      method: 'PUT',
      url: `${base}/perfil-profissional`,
      body: {
        companyRelationships: [],
        sectorOfCompany: null,
        positionInCompany: null,
        mentoringAvailability: 'N',
        mentorAreas: [],
        helpTalents: null,
        careerGoals: null,
        motivationLabel: null,
        motivation: null,
      },
    },
    { method: 'GET', url: `${base}/competencias` },
    { method: 'PUT', url: `${base}/competencias`, body: { softSkills: ['Escuta'], hardSkills: [] } },
    { method: 'GET', url: `${base}/idiomas` },
    {
      method: 'PUT',
      url: `${base}/idiomas`,
      body: language(),
    },
    { method: 'DELETE', url: `${base}/idiomas/1` },
    { method: 'GET', url: `${base}/certificados` },
    {
      method: 'PUT',
      url: `${base}/certificados`,
      body: certificate(),
    },
    { method: 'DELETE', url: `${base}/certificados/1` },
    { method: 'GET', url: `${base}/teste-comportamental` },
    { method: 'POST', url: `${base}/teste-comportamental`, body: testAnswers(() => '1') },
    { method: 'GET', url: `${base}/preferencias-de-aprendizagem` },
    {
      method: 'PUT',
      url: `${base}/preferencias-de-aprendizagem`,
      body: learningPreferences(),
    },
  ] as const;
}

describe('every profile call applies the same rule', () => {
  it('401 without a session, 404 for another tenant’s person, 403 for a profile one may not see', async () => {
    const outsider = await demoCookie('trindtech', 'Funcionario');
    const sandboxAdmin = await demoCookie('sandbox', 'Admin');
    for (const request of profileCalls(talent.publicId)) {
      const label = `${request.method} ${request.url}`;
      const body = 'body' in request ? request.body : undefined;
      const anonymous = await call(ctx.app, { ...request, body });
      expect(anonymous.statusCode, label).toBe(401);
      const forbidden = await call(ctx.app, { ...request, body, cookie: outsider });
      expect(forbidden.statusCode, label).toBe(403);
      expect(forbidden.json().error.code, label).toBe('FORBIDDEN');
      const elsewhere = await call(ctx.app, { ...request, body, tenant: 'sandbox', cookie: sandboxAdmin });
      expect(elsewhere.statusCode, label).toBe(404);
    }
  });

  it('a reader who may not edit gets 403 on every write', async () => {
    const rh = await demoCookie('trindtech', 'Rh');
    for (const request of profileCalls(talent.publicId)) {
      if (request.method === 'GET') continue;
      const response = await call(ctx.app, { ...request, cookie: rh });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
    }
  });

  it('an id that is not a publicId is 400', async () => {
    const response = await call(ctx.app, { url: '/api/perfil/123/informacoes-pessoais', cookie: talentCookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.id).toBeDefined();
  });
});

describe('tabs the matrix hides are closed in the API too', () => {
  it('an Rh has no skills or behavioural-test tab, even on their own profile', async () => {
    const rh = await demoUser(ctx, 'trindtech', 'Rh');
    const cookie = await demoCookie('trindtech', 'Rh');
    for (const path of [
      'competencias',
      'idiomas',
      'certificados',
      'teste-comportamental',
      'preferencias-de-aprendizagem',
    ]) {
      const response = await call(ctx.app, { url: `/api/perfil/${rh.publicId}/${path}`, cookie });
      expect(response.statusCode, path).toBe(403);
    }
    const professional = await call(ctx.app, { url: `/api/perfil/${rh.publicId}/perfil-profissional`, cookie });
    expect(professional.statusCode).toBe(200);
  });

  it('an asid talent has skills but no behavioural test', async () => {
    const me = await demoUser(ctx, 'asid', 'Talento');
    const cookie = await demoCookie('asid', 'Talento');
    const skills = await call(ctx.app, { url: `/api/perfil/${me.publicId}/competencias`, tenant: 'asid', cookie });
    expect(skills.statusCode).toBe(200);
    const test = await call(ctx.app, {
      url: `/api/perfil/${me.publicId}/teste-comportamental`,
      tenant: 'asid',
      cookie,
    });
    expect(test.statusCode).toBe(403);
    const summary = await call(ctx.app, { url: `/api/perfil/${me.publicId}`, tenant: 'asid', cookie });
    expect(summary.json().tabs).toEqual(['personalInformation', 'professionalProfile', 'skills']);
  });
});

describe('sensitive data: one rule for the profile read and the talent search (issue 15)', () => {
  /** Every key policy.ts declares sensitive is absent from the answer (not null). */
  function expectWithheld(seen: Record<string, Record<string, unknown>>, label: string) {
    for (const [section, keys] of Object.entries(SENSITIVE_PROFILE_FIELDS)) {
      for (const key of keys)
        expect(Object.keys(seen[section] ?? {}), `${label}: ${section}.${key}`).not.toContain(key);
    }
  }

  it('is absent, not null, for a linked mentor, and present for the person, Admin and Rh', async () => {
    const url = `/api/perfil/${talent.publicId}/informacoes-pessoais`;
    const mentor = await call(ctx.app, { url, cookie: await demoCookie('trindtech', 'Mentor') });
    expect(mentor.statusCode).toBe(200);
    const seen = mentor.json();
    expectWithheld(seen, 'Mentor');
    // The filters the mentor view may not use are fields the mentor does not get either.
    expect(Object.keys(seen.basicData)).not.toContain('gender');
    expect(Object.keys(seen.basicData)).not.toContain('phone');
    expect(Object.keys(seen.location)).not.toContain('state');
    // The rest is there: who the talent is, and their city.
    expect(seen.basicData).toMatchObject({ firstName: 'Helena', birthDate: '1995-04-12' });
    expect(seen.location).toMatchObject({ country: 'Brasil', city: 'Porto Alegre' });
    expect(mentor.body).not.toContain('52998224725');
    expect(mentor.body).not.toContain('Andradas');
    expect(mentor.body).not.toContain('99876');
    expect(mentor.body).not.toContain('"RS"');

    for (const viewer of ['self', 'Admin', 'Rh'] as const) {
      const cookie = viewer === 'self' ? talentCookie : await demoCookie('trindtech', viewer);
      const full = (await call(ctx.app, { url, cookie })).json();
      expect(full.basicData, viewer).toMatchObject({
        cpf: '52998224725',
        raceColor: '3',
        disability: 'S',
        gender: 'F',
        phoneDialCode: '55',
        phone: expect.stringContaining('99876'),
      });
      expect(full.additionalInformation, viewer).toMatchObject({ familyIncome: '3', incomePrograms: '4' });
      expect(full.location, viewer).toMatchObject({
        address: 'Rua dos Andradas',
        postalCode: '90010000',
        state: 'RS',
        cityCode: 4314902,
      });
    }
  });

  it('is absent for a talent-base reader (RhMentor), whose search refuses the filters over it', async () => {
    const cookie = await demoCookie('sandbox', 'RhMentor');
    const url = `/api/perfil/${sandboxTalent.publicId}/informacoes-pessoais`;
    const response = await call(ctx.app, { url, tenant: 'sandbox', cookie });
    expect(response.statusCode).toBe(200);
    expectWithheld(response.json(), 'RhMentor');
    expect(response.body).not.toContain('52998224725');
    expect(response.body).not.toContain('99876');

    const filters = await call(ctx.app, { url: '/api/talentos/filtros', tenant: 'sandbox', cookie });
    expect(filters.json()).toMatchObject({ view: 'mentor' });
    for (const filter of ['gender', 'phone', 'state']) {
      expect(filters.json().fields, filter).not.toContain(filter);
      const value = { gender: 'F', phone: '99876', state: 'RS' }[filter];
      const mentorView = await call(ctx.app, {
        url: `/api/talentos?view=mentor&${filter}=${value}`,
        tenant: 'sandbox',
        cookie,
      });
      expect(mentorView.statusCode, filter).toBe(400);
      expect(Object.keys(mentorView.json().error.fields), filter).toEqual([filter]);
      const baseView = await call(ctx.app, {
        url: `/api/talentos?view=base&${filter}=${value}`,
        tenant: 'sandbox',
        cookie,
      });
      expect(baseView.statusCode, filter).toBe(403);
    }
  });

  it('and Admin and Rh, who read it, search by it', async () => {
    for (const role of ['Admin', 'Rh'] as const) {
      const cookie = await demoCookie('sandbox', role);
      const full = (
        await call(ctx.app, {
          url: `/api/perfil/${sandboxTalent.publicId}/informacoes-pessoais`,
          tenant: 'sandbox',
          cookie,
        })
      ).json();
      expect(full.basicData, role).toMatchObject({ gender: 'F', phoneDialCode: '55' });
      expect(full.location, role).toMatchObject({ state: 'RS' });
      const found = await call(ctx.app, {
        url: `/api/talentos?gender=F&state=RS&phone=99876&name=Helena`,
        tenant: 'sandbox',
        cookie,
      });
      expect(found.statusCode, role).toBe(200);
      expect(
        found.json().items.map((item: { publicId: string }) => item.publicId),
        role,
      ).toContain(sandboxTalent.publicId);
    }
  });
});
