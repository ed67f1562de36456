import { describe, expect, it } from 'vitest';
import { assertServable, ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults: embedded PGlite under ./data, port 3000, sandbox on plain localhost', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toMatchObject({ driver: 'pglite' });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.defaultTenant).toBe('sandbox');
    expect(config.seedDemo).toBe(true);
  });

  it('switches to PostgreSQL with DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/ponte' });
    expect(config.database).toMatchObject({ driver: 'postgres', url: 'postgres://u@db:5432/ponte' });
  });

  it('migrates as MIGRATION_DATABASE_URL and serves as DATABASE_URL; alone, DATABASE_URL is both (ADR 0042)', () => {
    const both = loadConfig({
      DATABASE_URL: 'postgres://ponte_login:x@db:5432/ponte',
      MIGRATION_DATABASE_URL: 'postgres://owner:y@db:5432/ponte',
    });
    expect(both.database).toMatchObject({
      url: 'postgres://ponte_login:x@db:5432/ponte',
      migrationUrl: 'postgres://owner:y@db:5432/ponte',
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/ponte' }).database).toMatchObject({
      migrationUrl: 'postgres://u@db:5432/ponte',
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ MIGRATION_DATABASE_URL: 'postgres://owner@db/ponte' }, 'MIGRATION_DATABASE_URL'],
    [{ DEFAULT_TENANT: 'acme' }, 'DEFAULT_TENANT'],
    [{ TENANT_DOMAINS: 'acme=acme.com' }, 'TENANT_DOMAINS'],
    [{ NODE_ENV: 'production' }, 'APP_SECRET'],
    [{ APP_SECRET: 'short' }, 'APP_SECRET'],
    [{ SESSION_IDLE_MINUTES: '0' }, 'SESSION_IDLE_MINUTES'],
    [{ CEP_LOOKUP_URL: 'https://viacep.com.br/ws/json/' }, 'CEP_LOOKUP_URL'],
    [{ CEP_LOOKUP_URL: 'ftp://cep.example/{cep}' }, 'CEP_LOOKUP_URL'],
  ])('fails fast on %o, naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('does not seed demo data in production unless asked', () => {
    const secret = { APP_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ NODE_ENV: 'production', ...secret }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', ...secret }).seedDemo).toBe(true);
  });

  it('seeds demo people only on the embedded database unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/ponte' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/ponte', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('serves a real database only with a secret of its own', () => {
    expect(() => assertServable(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/ponte' }))).toThrow(/APP_SECRET/);
    expect(() =>
      assertServable(
        loadConfig({
          DATABASE_URL: 'postgres://ponte_login@db:5432/ponte',
          MIGRATION_DATABASE_URL: 'postgres://owner@db:5432/ponte',
          APP_SECRET: 'x'.repeat(40),
        }),
      ),
    ).not.toThrow();
    expect(() => assertServable(loadConfig({}))).not.toThrow();
  });

  it('serves PostgreSQL only with a migration URL of its own: requests never run as the owner (ADR 0042)', () => {
    expect(() =>
      assertServable(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/ponte', APP_SECRET: 'x'.repeat(40) })),
    ).toThrow(/MIGRATION_DATABASE_URL: is required with DATABASE_URL/);
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1, 10.0.0.0/8', ['10.0.0.1', '10.0.0.0/8']],
    ['loopback', ['loopback']],
  ])('reads TRUST_PROXY=%s as %o', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['0', '11', 'everyone', '10.0.0.1; rm'])('refuses TRUST_PROXY=%s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow('TRUST_PROXY');
  });

  it('takes HSTS and the __Host- cookie only in production behind HTTPS', () => {
    const secret = { APP_SECRET: 'x'.repeat(40) };
    const https = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://ponte.example', ...secret });
    expect([https.strictTransport, https.sessionCookie]).toEqual([true, '__Host-ponte_session']);
    const http = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://ponte.example', ...secret });
    expect([http.strictTransport, http.sessionCookie]).toEqual([false, 'ponte_session']);
    expect(loadConfig({ PUBLIC_URL: 'https://ponte.example' }).sessionCookie).toBe('ponte_session');
  });

  it('parses tenant domains', () => {
    const config = loadConfig({ TENANT_DOMAINS: 'asid=app.asid.org.br, trindtech=ponte.trindtech.com' });
    expect([...config.tenantDomains]).toEqual([
      ['app.asid.org.br', 'asid'],
      ['ponte.trindtech.com', 'trindtech'],
    ]);
  });

  it('has no CEP lookup unless one is configured', () => {
    expect(loadConfig({}).cepLookup).toBeNull();
    expect(loadConfig({ CEP_LOOKUP_URL: 'https://viacep.com.br/ws/{cep}/json/' }).cepLookup).toEqual({
      url: 'https://viacep.com.br/ws/{cep}/json/',
      timeoutMs: 3000,
    });
  });
});
