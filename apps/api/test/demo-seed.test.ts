import { loadMunicipalities } from '@ponte/shared/reference/municipalities';
import { TENANT_SLUGS, TENANTS } from '@ponte/shared/tenants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HELP_SLUG } from '../src/modules/demo/demo-help.ts';
import { generateDemoTalents } from '../src/modules/demo/demo-talents.ts';
import { call, createTestApp, login, type TestContext } from './test-app.ts';

const CROWD = 12;

describe('the demo crowd of talents', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ demoTalents: CROWD });
  });
  afterAll(() => ctx.close());

  it('is the same people at every fresh start, with unique emails and real cities', async () => {
    const first = await generateDemoTalents('sandbox', 300);
    const again = await generateDemoTalents('sandbox', 300);
    expect(again).toEqual(first);
    expect(new Set(first.map((p) => p.email)).size).toBe(300);
    const other = await generateDemoTalents('trindtech', 5);
    expect(other[0]?.email).not.toBe(first[0]?.email);
    for (const person of first.slice(0, 40)) {
      const uf = person.profile.state as Parameters<typeof loadMunicipalities>[0];
      const city = (await loadMunicipalities(uf)).find((m) => m.value === person.profile.cityCode);
      expect(city?.label).toBe(person.profile.city);
      for (const language of person.languages.filter((l) => l.nameLanguage === 'LIBRAS')) {
        expect(language.writingLevel).toBeNull();
      }
    }
  });

  it('can sign in and sees the profile it was given', async () => {
    const [person] = await generateDemoTalents('mais-pra-ti', CROWD);
    if (!person) throw new Error('no person generated');
    const { cookie } = await login(ctx.app, 'mais-pra-ti', { email: person.email });
    const session = await call(ctx.app, { url: '/api/auth/sessao', tenant: 'mais-pra-ti', cookie });
    const publicId = session.json().publicId as string;
    const personal = await call(ctx.app, {
      url: `/api/perfil/${publicId}/informacoes-pessoais`,
      tenant: 'mais-pra-ti',
      cookie,
    });
    expect(personal.statusCode).toBe(200);
    expect(personal.json().location).toMatchObject({ country: 'Brasil', city: person.profile.city });
    const skills = await call(ctx.app, { url: `/api/perfil/${publicId}/competencias`, tenant: 'mais-pra-ti', cookie });
    expect(skills.json().hardSkills).toEqual(person.profile.hardSkills);
    const languages = await call(ctx.app, { url: `/api/perfil/${publicId}/idiomas`, tenant: 'mais-pra-ti', cookie });
    expect(languages.json()).toHaveLength(person.languages.length);
  });
});

describe('the demo help centre', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ demoTalents: 1 });
  });
  afterAll(() => ctx.close());

  it('gives every tenant its own support article, shown in its section and found by search', async () => {
    for (const tenant of TENANT_SLUGS) {
      const { cookie } = await login(ctx.app, tenant, 'Talento');
      const list = await call(ctx.app, { url: '/api/ajuda/artigos', tenant, cookie });
      const own = (list.json().items as { slug: string; title: string; institution: boolean }[]).filter(
        (i) => i.institution,
      );
      expect(own, tenant).toEqual([
        expect.objectContaining({ slug: DEMO_HELP_SLUG, title: `Fale com a equipe da ${TENANTS[tenant].name}` }),
      ]);
      const found = await call(ctx.app, { url: '/api/ajuda/artigos?q=suporte', tenant, cookie });
      expect(found.json().items[0].slug, tenant).toBe(DEMO_HELP_SLUG);
    }
  });
});
