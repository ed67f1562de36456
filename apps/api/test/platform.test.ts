import { describe, expect, it } from 'vitest';
import { P } from '../src/http/permissions.ts';
import { call, createTestApp, DEMO_PASSWORD, login } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp({
  extend(app) {
    app.get('/api/boom', { config: { permission: P.anonymous }, schema: { hide: true } }, async () => {
      throw new Error('secret internal detail at /srv/app.ts:42');
    });
  },
});

describe('errors', () => {
  it('hides unexpected failures behind one generic message, with no stack', async () => {
    const response = await call(ctx.app, { url: '/api/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: 'Ocorreu um erro inesperado' } });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('.ts');
    expect(ctx.logs()).toContain('secret internal detail');
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        host: 'trindtech.localhost:3000',
        origin: 'http://trindtech.localhost:3000',
        'content-type': 'application/json',
      },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_REQUEST');
  });

  it('answers unknown API paths with 404 in the error shape', async () => {
    const response = await call(ctx.app, { url: '/api/nao-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Não encontrado' } });
  });

  it('refuses oversized bodies with 413', async () => {
    const response = await call(ctx.app, {
      url: '/api/auth/login',
      body: { email: 'a@b.c', password: 'x'.repeat(2_000_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('logs', () => {
  it('carry a request id and never a password, session id or reset token', async () => {
    const { cookie, response } = await login(ctx.app, 'trindtech', 'Admin');
    await call(ctx.app, { url: '/api/auth/sessao', cookie });
    await call(ctx.app, { url: '/acesso/redefinir-senha?token=supersecrettoken123&x=1' });
    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const logs = ctx.logs();
    expect(logs).toContain(String(requestId));
    expect(logs).not.toContain(DEMO_PASSWORD);
    expect(logs).not.toContain(cookie.split('=')[1]!);
    expect(logs).not.toContain('supersecrettoken123');
  });
});

describe('health', () => {
  it('answers liveness and readiness', async () => {
    expect((await ctx.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await ctx.app.inject({ url: '/api/ready' })).json()).toEqual({ status: 'ready', database: 'up' });
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/sessao', '/api/tenant']),
    );
    expect((await ctx.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('language setting', () => {
  it('saves the language, answers in it, and keeps it for the next session', async () => {
    const { cookie, response } = await login(ctx.app, 'sandbox', 'Rh');
    const userId = response.json().userId as number;
    const setLanguage = (value: string) =>
      call(ctx.app, {
        url: '/api/configuracoes-de-usuario',
        tenant: 'sandbox',
        cookie,
        body: { key: 'language', value, userId },
      });
    const saved = await setLanguage('es-MX');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ key: 'language', value: 'es-MX', userId });
    // The session in use reads it at once (the copy on the person's row, migration 0035).
    expect((await call(ctx.app, { url: '/api/auth/sessao', tenant: 'sandbox', cookie })).json().language).toBe('es-MX');

    const invalid = await setLanguage('fr-FR');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe('Revisa los campos marcados');

    const next = await login(ctx.app, 'sandbox', 'Rh');
    expect(next.response.json().language).toBe('es-MX');
    const again = await call(ctx.app, { url: '/api/auth/sessao', tenant: 'sandbox', cookie: next.cookie });
    expect(again.json().language).toBe('es-MX');
  });

  it('refuses to change someone else’s setting', async () => {
    const other = await login(ctx.app, 'sandbox', 'Mentor');
    const { cookie } = await login(ctx.app, 'sandbox', 'Talento');
    const response = await call(ctx.app, {
      url: '/api/configuracoes-de-usuario',
      tenant: 'sandbox',
      cookie,
      body: { key: 'language', value: 'en-US', userId: other.response.json().userId },
    });
    expect(response.statusCode).toBe(403);
    const mentor = await call(ctx.app, { url: '/api/auth/sessao', tenant: 'sandbox', cookie: other.cookie });
    expect(mentor.json().language).toBe('pt-BR');
  });

  it('needs a session', async () => {
    const response = await call(ctx.app, {
      url: '/api/configuracoes-de-usuario',
      body: { key: 'language', value: 'en-US', userId: 1 },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('readiness without a database', () => {
  it('answers 503 when the database is gone', async () => {
    const lost = await createTestApp();
    await lost.handle.close();
    const response = await lost.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('UNAVAILABLE');
    await lost.close();
  });
});
