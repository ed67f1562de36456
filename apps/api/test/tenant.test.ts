import { TENANT_SLUGS } from '@ponte/shared/tenants';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp({
  env: {
    BASE_DOMAIN: 'ponte.app',
    TENANT_DOMAINS: 'mais-pra-ti=plataforma.maisprati.com.br',
    DEFAULT_TENANT: 'asid',
  },
});

const tenantAt = async (host: string) => ctx.app.inject({ url: '/api/tenant', headers: { host } });

describe('tenant by host', () => {
  it('serves each tenant’s branding and features at <slug>.localhost', async () => {
    for (const slug of TENANT_SLUGS) {
      const response = await tenantAt(`${slug}.localhost:3000`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.slug).toBe(slug);
      expect(body.logoUrl).toBe(`/tenants/${slug}.svg`);
      expect(body.primaryColor).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('gives sabimais the student vocabulary and asid its feature differences', async () => {
    const sabimais = (await tenantAt('sabimais.localhost')).json();
    expect(sabimais).toMatchObject({
      vocabulary: 'aluno',
      talentBaseSegment: 'base-de-alunos',
      features: { feedbackTab: false },
    });
    const asid = (await tenantAt('asid.localhost')).json();
    expect(asid.features).toMatchObject({
      companies: false,
      quiz: true,
      learningEnvironment: false,
      mentoringPeriod: true,
    });
    const trindtech = (await tenantAt('trindtech.localhost')).json();
    expect(trindtech).toMatchObject({ vocabulary: 'talento', talentBaseSegment: 'base-de-talentos' });
  });

  it('resolves BASE_DOMAIN subdomains, configured domains and plain localhost', async () => {
    expect((await tenantAt('sandbox.ponte.app')).json().slug).toBe('sandbox');
    expect((await tenantAt('plataforma.maisprati.com.br')).json().slug).toBe('mais-pra-ti');
    expect((await tenantAt('localhost:3000')).json().slug).toBe('asid');
    expect((await tenantAt('127.0.0.1:3000')).json().slug).toBe('asid');
  });

  it('answers 404 for a host that names no tenant', async () => {
    for (const host of ['unknown.localhost', 'evil.example', 'trindtech.evil.example']) {
      const response = await tenantAt(host);
      expect(response.statusCode, host).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });
});
