/**
 * GET /api/inicio (issue 10 §3; ADR 0034): each role of several tenants gets the sections written
 * here by hand from spec §6, the counts follow what is stored, the completeness follows what is
 * saved, and another tenant's talents never count.
 */
import type { HomeSummary, ProfileSection } from '@ponte/shared/home.schema';
import { ROLES, type Role } from '@ponte/shared/roles';
import type { TenantSlug } from '@ponte/shared/tenants';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  additionalInformation,
  basicData,
  giveSensitiveConsent,
  location,
  professionalProfile,
  ratedLanguage,
  testAnswers,
} from './profile-fixtures.ts';
import { TALENT_BASE } from './spec-tables.ts';
import { call, createUser, login, loginUser, ownerRows } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp({ env: { RATE_LIMIT_LOGIN_PER_IP: '10000' } });
const cookies = new Map<string, string>();

async function cookieOf(tenant: TenantSlug, role: Role): Promise<string> {
  const key = `${tenant}:${role}`;
  if (!cookies.has(key)) cookies.set(key, (await login(ctx.app, tenant, role)).cookie);
  return cookies.get(key)!;
}

async function summary(tenant: TenantSlug, cookie: string): Promise<HomeSummary> {
  const response = await call(ctx.app, { url: '/api/inicio', tenant, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as HomeSummary;
}

async function countsOf(tenant: TenantSlug) {
  const counts = (await summary(tenant, await cookieOf(tenant, 'Admin'))).talentCounts;
  if (!counts) throw new Error(`no talent counts for the Admin of ${tenant}`);
  return counts;
}

// Spec §6 "Profile tabs", restated as the sections each tab holds.
const PERSONAL: ProfileSection[] = ['basicData', 'additionalInformation', 'location', 'education', 'photo'];
const PROFESSIONAL: ProfileSection[] = ['professionalProfile', 'resume'];
const SKILLS_ROLES: Role[] = ['Admin', 'Talento', 'Colaborador', 'Mentor', 'FuncionarioMentor', 'RhMentor'];
function expectedSections(tenant: TenantSlug, role: Role): ProfileSection[] {
  const test =
    ['Colaborador', 'Mentor', 'RhMentor'].includes(role) ||
    (tenant !== 'asid' && ['Admin', 'Talento', 'FuncionarioMentor'].includes(role));
  return [
    ...PERSONAL,
    ...PROFESSIONAL,
    ...(SKILLS_ROLES.includes(role) ? (['skills', 'languages'] as const) : []),
    ...(test ? (['behaviouralTest'] as const) : []),
  ];
}

describe('GET /api/inicio', () => {
  it('needs a session', async () => {
    const response = await call(ctx.app, { url: '/api/inicio' });
    expect(response.statusCode).toBe(401);
  });

  const TENANTS: TenantSlug[] = ['trindtech', 'sandbox', 'asid'];
  for (const tenant of TENANTS) {
    for (const role of ROLES) {
      it(`${tenant} · ${role}: their own profile's sections, and the talent counts only with the talent base`, async () => {
        const body = await summary(tenant, await cookieOf(tenant, role));
        // Admin also gets the courses overview (issue 13); nobody here has an enrolment (no demo crowd).
        const expected = ['profileCompleteness'];
        if (TALENT_BASE[tenant].includes(role)) expected.push('talentCounts');
        if (role === 'Admin') expected.push('courseOverview');
        expect(Object.keys(body).sort()).toEqual(expected.sort());
        const completeness = body.profileCompleteness!;
        expect(completeness.sections.map((s) => s.section)).toEqual(expectedSections(tenant, role));
        // A demo person has no profile yet.
        expect(completeness).toMatchObject({ percent: 0, complete: false });
        expect(completeness.sections.every((s) => !s.done)).toBe(true);
      });
    }
  }

  it('tells the tab each section lives on', async () => {
    const body = await summary('trindtech', await cookieOf('trindtech', 'Talento'));
    const tabs = Object.fromEntries(body.profileCompleteness!.sections.map((s) => [s.section, s.tab]));
    expect(tabs).toEqual({
      basicData: 'personalInformation',
      additionalInformation: 'personalInformation',
      location: 'personalInformation',
      education: 'personalInformation',
      photo: 'personalInformation',
      professionalProfile: 'professionalProfile',
      resume: 'professionalProfile',
      skills: 'skills',
      languages: 'skills',
      behaviouralTest: 'behaviouralTest',
    });
  });

  it('counts the tenant’s active talents: a new one at once, an older one in the total only, nobody else', async () => {
    const before = await countsOf('trindtech');
    // The seed's talents are new this week and have no profile.
    expect(before.newSince).toBe(before.total);
    expect(before.incompleteProfiles).toBe(before.total);
    expect(Date.now() - Date.parse(before.since)).toBeGreaterThanOrEqual(7 * 24 * 60 * 60 * 1000 - 60_000);

    await createUser(ctx, 'trindtech', 'Talento');
    expect(await countsOf('trindtech')).toMatchObject({
      total: before.total + 1,
      newSince: before.newSince + 1,
      incompleteProfiles: before.incompleteProfiles + 1,
    });

    const older = await createUser(ctx, 'trindtech', 'Talento');
    await ownerRows(ctx, sql`update users set created_at = now() - interval '8 days' where id = ${older.id}`);
    const inactive = await createUser(ctx, 'trindtech', 'Talento');
    await ownerRows(ctx, sql`update users set status = 'inactive' where id = ${inactive.id}`);
    await createUser(ctx, 'trindtech', 'Colaborador');
    expect(await countsOf('trindtech')).toMatchObject({
      total: before.total + 2,
      newSince: before.newSince + 1,
      incompleteProfiles: before.incompleteProfiles + 2,
    });

    // Rh sees the same figures as Admin.
    const rh = (await summary('trindtech', await cookieOf('trindtech', 'Rh'))).talentCounts;
    expect(rh).toMatchObject({ total: before.total + 2, newSince: before.newSince + 1 });
  });

  it('never counts another tenant’s talents', async () => {
    const trindtech = await countsOf('trindtech');
    const sandbox = await countsOf('sandbox');
    for (let i = 0; i < 3; i += 1) await createUser(ctx, 'sandbox', 'Talento');
    expect(await countsOf('trindtech')).toMatchObject({
      total: trindtech.total,
      newSince: trindtech.newSince,
      incompleteProfiles: trindtech.incompleteProfiles,
    });
    expect(await countsOf('sandbox')).toMatchObject({ total: sandbox.total + 3, newSince: sandbox.newSince + 3 });

    // Each tenant's total is its own active talents, read as the owner.
    for (const tenant of ['trindtech', 'sandbox', 'asid'] as const) {
      const [row] = await ownerRows<{ n: number }>(
        ctx,
        sql`select count(*)::int as n from users u join tenants t on t.id = u.tenant_id
            where t.slug = ${tenant} and u.role = 'Talento' and u.status = 'active'`,
      );
      expect((await countsOf(tenant)).total, tenant).toBe(Number(row!.n));
    }
  });

  it('follows what the person saves, and a complete profile leaves the incomplete count', async () => {
    const talent = await createUser(ctx, 'trindtech', 'Talento');
    await giveSensitiveConsent(ctx, talent);
    const cookie = await loginUser(ctx.app, talent);
    const base = `/api/perfil/${talent.publicId}`;
    const put = async (path: string, body: unknown) => {
      const response = await call(ctx.app, { method: 'PUT', url: `${base}/${path}`, cookie, body });
      expect(response.statusCode, response.body).toBe(200);
    };
    const mine = async () => (await summary('trindtech', cookie)).profileCompleteness!;
    const done = async () =>
      (await mine()).sections
        .filter((s) => s.done)
        .map((s) => s.section)
        .sort();

    expect(await mine()).toMatchObject({ percent: 0, complete: false });
    const incomplete = (await countsOf('trindtech')).incompleteProfiles;

    await put('informacoes-adicionais', additionalInformation());
    expect(await done()).toEqual(['additionalInformation']);
    expect((await mine()).percent).toBe(10);

    await put('informacoes-pessoais', basicData());
    await put('competencias', { softSkills: ['Comunicação'], hardSkills: [] });
    expect(await done()).toEqual(['additionalInformation', 'basicData', 'skills']);
    expect(await mine()).toMatchObject({ percent: 30, complete: false });
    expect((await countsOf('trindtech')).incompleteProfiles).toBe(incomplete);

    await put('localizacao', location());
    expect(await mine()).toMatchObject({ percent: 40, complete: true });
    // Complete by the funnel's rule: no longer among the incomplete.
    expect((await countsOf('trindtech')).incompleteProfiles).toBe(incomplete - 1);

    await put('perfil-profissional', { ...professionalProfile(), sectorOfCompany: null, positionInCompany: '' });
    const education = await call(ctx.app, {
      url: `${base}/formacoes`,
      cookie,
      body: { educationType: '4', course: 'Ciência da Computação', institution: 'UFRGS', situation: '3' },
    });
    expect(education.statusCode, education.body).toBe(201);
    expect(await done()).toEqual([
      'additionalInformation',
      'basicData',
      'education',
      'location',
      'professionalProfile',
      'skills',
    ]);
    expect((await mine()).percent).toBe(60);

    await put('idiomas', ratedLanguage());
    const test = await call(ctx.app, { url: `${base}/teste-comportamental`, cookie, body: testAnswers(() => '2') });
    expect(test.statusCode, test.body).toBe(201);
    expect(await done()).toEqual(expect.arrayContaining(['languages', 'behaviouralTest']));
    expect((await mine()).percent).toBe(80);

    // Skills emptied again: that section is missing once more.
    await put('competencias', { softSkills: [], hardSkills: [] });
    expect(await done()).not.toContain('skills');
    expect((await mine()).percent).toBe(70);
  });
});
