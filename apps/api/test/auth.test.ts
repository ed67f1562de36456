import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { UNVERIFIED_DEMO_EMAIL } from '../src/modules/demo/demo-seed.ts';
import {
  call,
  createTestApp,
  createUser,
  DEMO_PASSWORD,
  demoEmail,
  login,
  ownerRowsResult,
  sessionCookie,
  waitForMail,
} from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp({ env: { RATE_LIMIT_LOGIN_PER_ACCOUNT: '5' } });

describe('sign-in', () => {
  it('signs in, sets a hardened cookie and answers who is signed in', async () => {
    const { cookie, response } = await login(ctx.app, 'mais-pra-ti', 'RhMentor');
    const set = response.cookies.find((c) => c.name === 'ponte_session')!;
    expect(set.httpOnly).toBe(true);
    expect(set.sameSite).toBe('Lax');
    expect(set.secure).toBeFalsy();
    expect(set.path).toBe('/');
    // 32 random bytes, base64url: well over 128 bits.
    expect(set.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await call(ctx.app, { url: '/api/auth/sessao', tenant: 'mais-pra-ti', cookie });
    expect(me.statusCode).toBe(200);
    const body = me.json();
    expect(body).toMatchObject({
      email: 'rhmentor@mais-pra-ti.demo',
      role: 'RhMentor',
      tenant: 'mais-pra-ti',
      language: 'pt-BR',
      emailVerified: true,
    });
    expect(body.publicId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.permissions.menu).toEqual([
      'myProfile',
      'talentBase',
      'coursesAndTrails',
      'talentMentoring',
      'analytics',
    ]);
    expect(body).not.toHaveProperty('passwordHash');
  });

  it('marks the cookie Secure under HTTPS', async () => {
    const https = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const response = await call(https.app, {
        url: '/api/auth/login',
        body: { email: demoEmail('Admin', 'trindtech'), password: DEMO_PASSWORD },
        headers: { 'x-forwarded-proto': 'https', origin: 'https://trindtech.localhost:3000' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === 'ponte_session')?.secure).toBe(true);
    } finally {
      await https.close();
    }
  });

  it('in production behind HTTPS: HSTS, a __Host- session cookie that works, no localhost tenants, docs for Admin', async () => {
    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        APP_SECRET: 'p'.repeat(48),
        PUBLIC_URL: 'https://ponte.example',
        TENANT_DOMAINS: 'trindtech=trindtech.ponte.example',
        TRUST_PROXY: '1',
        SEED_DEMO: 'true',
      },
    });
    try {
      const host = 'trindtech.ponte.example';
      const https = { host, 'x-forwarded-proto': 'https' };
      const signIn = (email: string) =>
        call(production.app, {
          url: '/api/auth/login',
          body: { email, password: DEMO_PASSWORD },
          headers: { ...https, origin: `https://${host}` },
        });
      const response = await signIn(demoEmail('Admin', 'trindtech'));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const set = response.cookies.find((c) => c.name === '__Host-ponte_session');
      expect(set).toMatchObject({ secure: true, path: '/', httpOnly: true });
      expect(set).not.toHaveProperty('domain');
      expect(response.cookies.find((c) => c.name === 'ponte_session')).toBeUndefined();
      const cookie = `__Host-ponte_session=${set!.value}`;
      expect((await call(production.app, { url: '/api/auth/sessao', cookie, headers: https })).statusCode).toBe(200);
      // The development cookie name means nothing there.
      const old = `ponte_session=${set!.value}`;
      expect((await call(production.app, { url: '/api/auth/sessao', cookie: old, headers: https })).statusCode).toBe(
        401,
      );
      // Local names reach no tenant in production: only configured domains do.
      for (const local of ['trindtech.localhost:3000', 'localhost:3000', '127.0.0.1:3000']) {
        expect((await call(production.app, { url: '/api/tenant', headers: { host: local } })).statusCode, local).toBe(
          404,
        );
      }
      // The API's map: the tenant's Admin only.
      expect((await call(production.app, { url: '/api/docs/json', headers: https })).statusCode).toBe(401);
      expect((await call(production.app, { url: '/api/docs/json', cookie, headers: https })).statusCode).toBe(200);
      const talent = await signIn(demoEmail('Talento', 'trindtech'));
      const talentCookie = `__Host-ponte_session=${talent.cookies.find((c) => c.name === '__Host-ponte_session')!.value}`;
      expect(
        (await call(production.app, { url: '/api/docs/json', cookie: talentCookie, headers: https })).statusCode,
      ).toBe(403);
    } finally {
      await production.close();
    }
  });

  it('sends no HSTS outside production', async () => {
    const response = await call(ctx.app, { url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives a new session id at every sign-in', async () => {
    const first = await login(ctx.app, 'sandbox', 'Mentor');
    const second = await login(ctx.app, 'sandbox', 'Mentor');
    expect(first.cookie).not.toBe(second.cookie);
  });

  it('ends the session the browser already held when it signs in again (someone else on a shared computer)', async () => {
    const earlier = await login(ctx.app, 'sandbox', 'Rh');
    const again = await call(ctx.app, {
      url: '/api/auth/login',
      tenant: 'sandbox',
      cookie: earlier.cookie,
      body: { email: demoEmail('Mentor', 'sandbox'), password: DEMO_PASSWORD },
    });
    expect(again.statusCode).toBe(200);
    expect(
      (await call(ctx.app, { url: '/api/auth/sessao', tenant: 'sandbox', cookie: earlier.cookie })).statusCode,
    ).toBe(401);
    const now = `ponte_session=${again.cookies.find((c) => c.name === 'ponte_session')!.value}`;
    expect((await call(ctx.app, { url: '/api/auth/sessao', tenant: 'sandbox', cookie: now })).statusCode).toBe(200);
    // A failed sign-in leaves the held session alone.
    const held = await login(ctx.app, 'sandbox', 'Rh');
    const wrong = await call(ctx.app, {
      url: '/api/auth/login',
      tenant: 'sandbox',
      cookie: held.cookie,
      body: { email: demoEmail('Mentor', 'sandbox'), password: 'Errada@2026' },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await call(ctx.app, { url: '/api/auth/sessao', tenant: 'sandbox', cookie: held.cookie })).statusCode).toBe(
      200,
    );
  });

  it('changes the password with the current one, ending every other session of the person', async () => {
    const person = await createUser(ctx, 'trindtech', 'Talento', { firstName: 'Caio' });
    const signIn = (password: string) =>
      call(ctx.app, { url: '/api/auth/login', body: { email: person.email, password } });
    const here = sessionCookie(await signIn(DEMO_PASSWORD));
    const elsewhere = sessionCookie(await signIn(DEMO_PASSWORD));
    const change = (body: unknown, cookie = here) =>
      call(ctx.app, { method: 'PUT', url: '/api/auth/senha', cookie, body });

    const wrong = await change({ currentPassword: 'Errada@2026', password: 'Nova@Senha2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'Senha atual incorreta' });
    const weak = await change({ currentPassword: DEMO_PASSWORD, password: 'fraca' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toHaveProperty('password');
    const same = await change({ currentPassword: DEMO_PASSWORD, password: DEMO_PASSWORD });
    expect(same.json().error.fields).toEqual({ password: 'A nova senha deve ser diferente da atual' });
    expect((await call(ctx.app, { method: 'PUT', url: '/api/auth/senha', body: {} })).statusCode).toBe(401);

    expect((await change({ currentPassword: DEMO_PASSWORD, password: 'Nova@Senha2026' })).statusCode).toBe(204);
    expect((await call(ctx.app, { url: '/api/auth/sessao', cookie: here })).statusCode).toBe(200);
    expect((await call(ctx.app, { url: '/api/auth/sessao', cookie: elsewhere })).statusCode).toBe(401);
    expect((await signIn(DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('Nova@Senha2026')).statusCode).toBe(200);
  });

  it('stores argon2id hashes with at least 19 MiB and 2 passes', async () => {
    const rows = await ownerRowsResult<{ password_hash: string }>(ctx, sql`select password_hash from users limit 1`);
    expect(rows.rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+)/);
    const [, m, t] = /m=(\d+),t=(\d+)/.exec(rows.rows[0]!.password_hash)!;
    expect(Number(m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(t)).toBeGreaterThanOrEqual(2);
  });

  it('refuses a wrong password and an unknown email with the same answer', async () => {
    const wrong = await call(ctx.app, {
      url: '/api/auth/login',
      body: { email: demoEmail('Talento', 'trindtech'), password: 'Wrong@pass1' },
    });
    const unknown = await call(ctx.app, {
      url: '/api/auth/login',
      body: { email: 'ninguem@trindtech.demo', password: 'Wrong@pass1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'E-mail ou senha inválidos' } });
  });

  it('gives field messages in the reader’s language', async () => {
    const pt = await call(ctx.app, { url: '/api/auth/login', body: { email: '' } });
    expect(pt.statusCode).toBe(400);
    expect(pt.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Verifique os campos destacados',
        fields: { email: 'Campo obrigatório', password: 'Campo obrigatório' },
      },
    });
    const en = await call(ctx.app, {
      url: '/api/auth/login',
      body: { email: 'not-an-email', password: 'x' },
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.json().error.fields).toEqual({ email: 'Enter a valid email' });
    const es = await call(ctx.app, { url: '/api/auth/login', body: {}, headers: { 'accept-language': 'es-MX' } });
    expect(es.json().error.fields.email).toBe('Campo obligatorio');
  });

  it('refuses a session presented on another tenant’s host', async () => {
    const { cookie } = await login(ctx.app, 'trindtech', 'Admin');
    const elsewhere = await call(ctx.app, { url: '/api/auth/sessao', tenant: 'asid', cookie });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().error.code).toBe('UNAUTHENTICATED');
    const home = await call(ctx.app, { url: '/api/auth/sessao', tenant: 'trindtech', cookie });
    expect(home.statusCode).toBe(200);
  });

  it('revokes the session at logout', async () => {
    const { cookie } = await login(ctx.app, 'asid', 'Talento');
    const out = await call(ctx.app, { url: '/api/auth/logout', tenant: 'asid', cookie, method: 'POST' });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'ponte_session')?.value).toBe('');
    const after = await call(ctx.app, { url: '/api/auth/sessao', tenant: 'asid', cookie });
    expect(after.statusCode).toBe(401);
  });

  it('expires sessions after idle time and after the absolute limit', async () => {
    const idle = await login(ctx.app, 'sabimais', 'Admin');
    expect((await call(ctx.app, { url: '/api/auth/sessao', tenant: 'sabimais', cookie: idle.cookie })).statusCode).toBe(
      200,
    );
    await ctx.handle.db.execute(
      sql`update sessions set last_seen_at = now() - interval '3 hours' where revoked_at is null and user_id in (select id from users where email = 'admin@sabimais.demo')`,
    );
    expect((await call(ctx.app, { url: '/api/auth/sessao', tenant: 'sabimais', cookie: idle.cookie })).statusCode).toBe(
      401,
    );

    const absolute = await login(ctx.app, 'sabimais', 'Rh');
    await ctx.handle.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id in (select id from users where email = 'rh@sabimais.demo')`,
    );
    expect(
      (await call(ctx.app, { url: '/api/auth/sessao', tenant: 'sabimais', cookie: absolute.cookie })).statusCode,
    ).toBe(401);
  });

  it('marks a session seen at most once a minute, and a request never revives an idle one', async () => {
    const { cookie } = await login(ctx.app, 'sabimais', 'Mentor');
    const lastSeenAgo = async () => {
      const { rows } = (await ctx.handle.db.execute(
        sql`select extract(epoch from now() - last_seen_at)::float as ago from sessions where revoked_at is null and user_id in (select id from users where email = 'mentor@sabimais.demo')`,
      )) as unknown as { rows: Array<{ ago: number }> };
      return rows[0]!.ago;
    };
    const setLastSeen = (interval: string) =>
      ctx.handle.db.execute(
        sql`update sessions set last_seen_at = now() - ${interval}::interval where user_id in (select id from users where email = 'mentor@sabimais.demo')`,
      );
    await setLastSeen('30 seconds');
    expect((await call(ctx.app, { url: '/api/auth/sessao', tenant: 'sabimais', cookie })).statusCode).toBe(200);
    expect(await lastSeenAgo()).toBeGreaterThan(25);
    await setLastSeen('5 minutes');
    expect((await call(ctx.app, { url: '/api/auth/sessao', tenant: 'sabimais', cookie })).statusCode).toBe(200);
    expect(await lastSeenAgo()).toBeLessThan(10);
    await setLastSeen('3 hours');
    expect((await call(ctx.app, { url: '/api/auth/sessao', tenant: 'sabimais', cookie })).statusCode).toBe(401);
    expect(await lastSeenAgo()).toBeGreaterThan(3 * 3600 - 60);
  });

  it('sees every change to a session or its person at the next request, also where the answer was kept', async () => {
    const client = (ctx.handle.app as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
      .$client;
    const checks = vi.spyOn(client, 'query');
    // PGlite is given the text, the pg pool a named statement.
    const asked = () =>
      checks.mock.calls.filter(([q]) =>
        (typeof q === 'string' ? q : String((q as { text?: string }).text)).includes('app_session_check'),
      ).length;
    try {
      const { cookie } = await login(ctx.app, 'trindtech', 'Funcionario');
      const me = () => call(ctx.app, { url: '/api/auth/sessao', tenant: 'trindtech', cookie });
      expect((await me()).statusCode).toBe(200);
      const first = asked();
      expect(first).toBe(1);
      expect((await me()).statusCode).toBe(200);
      // The embedded database's one process keeps the answer (ADR 0048); PostgreSQL is asked every time.
      expect(asked() - first).toBe(ctx.handle.driver === 'pglite' ? 0 : 1);

      const person = sql`(select id from users where email = ${demoEmail('Funcionario', 'trindtech')})`;
      const { firstName } = (await me()).json();
      await ctx.handle.db.execute(sql`update users set role = 'Rh' where id = ${person}`);
      expect((await me()).json().role).toBe('Rh');
      await ctx.handle.db.execute(
        sql`update users set role = 'Funcionario', first_name = 'Zélia' where id = ${person}`,
      );
      expect((await me()).json()).toMatchObject({ role: 'Funcionario', firstName: 'Zélia' });
      await ctx.handle.db.execute(sql`update users set status = 'inactive' where id = ${person}`);
      expect((await me()).statusCode).toBe(401);
      await ctx.handle.db.execute(sql`update users set status = 'active' where id = ${person}`);
      expect((await me()).statusCode).toBe(200);
      await ctx.handle.db.execute(sql`update sessions set revoked_at = now() where user_id = ${person}`);
      expect((await me()).statusCode).toBe(401);
      await ctx.handle.db.execute(sql`update users set first_name = ${firstName} where id = ${person}`);
    } finally {
      checks.mockRestore();
    }
  });

  it('refuses a missing or garbage cookie', async () => {
    expect((await call(ctx.app, { url: '/api/auth/sessao' })).statusCode).toBe(401);
    expect((await call(ctx.app, { url: '/api/auth/sessao', cookie: 'ponte_session=abc' })).statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  it('counts an address’s failures against an account (429 and Retry-After), never locking the owner out', async () => {
    const email = demoEmail('Funcionario', 'trindtech');
    const guesser = '198.51.100.7';
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 7; i++) {
      last = await call(ctx.app, {
        url: '/api/auth/login',
        body: { email, password: 'Wrong@pass1' },
        // A forged X-Forwarded-For is not believed: the count stays with the address.
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        remoteAddress: guesser,
      });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json().error.code).toBe('RATE_LIMITED');
    // The guesser waits even with the right password…
    const fromGuesser = await call(ctx.app, {
      url: '/api/auth/login',
      body: { email, password: DEMO_PASSWORD },
      remoteAddress: guesser,
    });
    expect(fromGuesser.statusCode).toBe(429);
    // …while the owner, from their own address, signs in.
    const owner = await call(ctx.app, {
      url: '/api/auth/login',
      body: { email, password: DEMO_PASSWORD },
      remoteAddress: '198.51.100.200',
    });
    expect(owner.statusCode).toBe(200);
    // Successful sign-ins are not failures: the owner can sign in again and again.
    for (let i = 0; i < 6; i++) {
      const again = await call(ctx.app, {
        url: '/api/auth/login',
        body: { email, password: DEMO_PASSWORD },
        remoteAddress: '198.51.100.200',
      });
      expect(again.statusCode).toBe(200);
    }
  });

  it('limits attempts per IP, and a forged X-Forwarded-For does not reset the count', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_LOGIN_PER_IP: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await call(limited.app, {
          url: '/api/auth/login',
          body: { email: `pessoa${i}@trindtech.demo`, password: 'Wrong@pass1' },
          headers: { 'x-forwarded-for': `10.0.0.${i}` },
          remoteAddress: '192.0.2.7',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const otherIp = await call(limited.app, {
        url: '/api/auth/login',
        body: { email: demoEmail('Admin', 'trindtech'), password: DEMO_PASSWORD },
        remoteAddress: '192.0.2.8',
      });
      expect(otherIp.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('limits forgot-password requests per account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await call(ctx.app, {
        url: '/api/auth/esqueceu-senha',
        tenant: 'asid',
        body: { email: 'ninguem@asid.demo' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe('CSRF', () => {
  const body = { email: demoEmail('Admin', 'trindtech'), password: DEMO_PASSWORD };
  it('refuses writes with no Origin, a foreign Origin, or a cross-site fetch', async () => {
    const attempts: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'http://sandbox.localhost:3000' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site', origin: 'http://trindtech.localhost:3000' },
    ];
    for (const headers of attempts) {
      const response = await call(ctx.app, { url: '/api/auth/login', body, headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().error.code).toBe('CSRF_REJECTED');
    }
    const noOrigin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'trindtech.localhost:3000' },
      payload: body,
    });
    expect(noOrigin.statusCode).toBe(403);
    const referer = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'trindtech.localhost:3000', referer: 'http://trindtech.localhost:3000/acesso/login' },
      payload: body,
    });
    expect(referer.statusCode).not.toBe(403);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the email exists, and mails a link built from the public URL', async () => {
    const email = demoEmail('Colaborador', 'trindtech');
    const known = await call(ctx.app, {
      url: '/api/auth/esqueceu-senha',
      body: { email },
      headers: { 'x-forwarded-host': 'evil.example' },
    });
    const unknown = await call(ctx.app, { url: '/api/auth/esqueceu-senha', body: { email: 'nobody@trindtech.demo' } });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());

    const mail = await waitForMail(ctx, email);
    const link = /(http\S+redefinir-senha\?token=[\w-]+)/.exec(mail.text)?.[1];
    expect(link).toMatch(/^http:\/\/trindtech\.localhost:3000\/acesso\/redefinir-senha\?token=[\w-]{43}$/);
    expect((await ctx.outbox()).some((m) => m.to === 'nobody@trindtech.demo')).toBe(false);
  });

  it('builds links from PUBLIC_URL and BASE_DOMAIN, never from the Host header', async () => {
    const prod = await createTestApp({ env: { PUBLIC_URL: 'https://ponte.app', BASE_DOMAIN: 'ponte.app' } });
    try {
      const email = demoEmail('Rh', 'asid');
      await call(prod.app, { url: '/api/auth/esqueceu-senha', tenant: 'asid', body: { email } });
      const mail = await waitForMail(prod, email);
      expect(mail.text).toContain('https://asid.ponte.app/acesso/redefinir-senha?token=');
      expect(mail.html).not.toContain('localhost');
    } finally {
      await prod.close();
    }
  });

  it('resets once with a live token, revokes sessions, and kills older tokens', async () => {
    const email = demoEmail('Mentor', 'trindtech');
    const { cookie } = await login(ctx.app, 'trindtech', 'Mentor');
    const tokenOf = (text: string) => /token=([\w-]+)/.exec(text)![1]!;

    await call(ctx.app, { url: '/api/auth/esqueceu-senha', body: { email } });
    const older = tokenOf((await waitForMail(ctx, email, 1)).text);
    await call(ctx.app, { url: '/api/auth/esqueceu-senha', body: { email } });
    const newer = tokenOf((await waitForMail(ctx, email, 2)).text);

    const stale = await call(ctx.app, {
      url: '/api/auth/redefinir-senha',
      body: { token: older, password: 'Nova@Senha1' },
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.code).toBe('INVALID_TOKEN');

    const weak = await call(ctx.app, { url: '/api/auth/redefinir-senha', body: { token: newer, password: 'fraca' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.password).toBe(
      'A senha deve ter no mínimo 8 caracteres, com letras maiúsculas, minúsculas e caracteres especiais',
    );

    const ok = await call(ctx.app, {
      url: '/api/auth/redefinir-senha',
      body: { token: newer, password: 'Nova@Senha1' },
    });
    expect(ok.statusCode).toBe(200);
    const again = await call(ctx.app, {
      url: '/api/auth/redefinir-senha',
      body: { token: newer, password: 'Outra@Senha2' },
    });
    expect(again.statusCode).toBe(400);

    expect((await call(ctx.app, { url: '/api/auth/sessao', cookie })).statusCode).toBe(401);
    const oldPassword = await call(ctx.app, { url: '/api/auth/login', body: { email, password: DEMO_PASSWORD } });
    expect(oldPassword.statusCode).toBe(401);
    await login(ctx.app, 'trindtech', { email, password: 'Nova@Senha1' });

    const hashes = await ownerRowsResult<{ token_hash: string }>(
      ctx,
      sql`select token_hash from password_reset_tokens`,
    );
    expect(hashes.rows.every((r) => r.token_hash !== newer && /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('refuses a token older than 30 minutes', async () => {
    const email = demoEmail('Rh', 'trindtech');
    await call(ctx.app, { url: '/api/auth/esqueceu-senha', body: { email } });
    const token = /token=([\w-]+)/.exec((await waitForMail(ctx, email)).text)![1]!;
    await ctx.handle.db.execute(sql`update password_reset_tokens set expires_at = now() - interval '1 second'`);
    const response = await call(ctx.app, {
      url: '/api/auth/redefinir-senha',
      body: { token, password: 'Nova@Senha1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_TOKEN');
  });

  it('does not let a token of one tenant work on another', async () => {
    const email = demoEmail('Talento', 'sandbox');
    await call(ctx.app, { url: '/api/auth/esqueceu-senha', tenant: 'sandbox', body: { email } });
    const token = /token=([\w-]+)/.exec((await waitForMail(ctx, email)).text)![1]!;
    const elsewhere = await call(ctx.app, {
      url: '/api/auth/redefinir-senha',
      tenant: 'trindtech',
      body: { token, password: 'Nova@Senha1' },
    });
    expect(elsewhere.statusCode).toBe(400);
  });
});

describe('email verification', () => {
  const codeOf = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

  it('mails a code at sign-in, limits tries to 5, and verifies with a fresh code', async () => {
    const { cookie, response } = await login(ctx.app, 'sandbox', { email: UNVERIFIED_DEMO_EMAIL });
    expect(response.json().emailVerified).toBe(false);
    const first = codeOf((await waitForMail(ctx, UNVERIFIED_DEMO_EMAIL, 1)).text);
    const wrong = first === '000000' ? '111111' : '000000';
    const verify = (code: string) =>
      call(ctx.app, { url: '/api/auth/verificar-email', tenant: 'sandbox', cookie, body: { code } });

    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await verify(wrong);
      codes.push(r.json().error.code);
    }
    expect(codes.every((c) => c === 'INVALID_CODE')).toBe(true);
    // The sixth try, even with the right code, finds the code used up.
    const exhausted = await verify(first);
    expect(exhausted.statusCode).toBe(400);
    expect(exhausted.json().error.message).toBe('Limite de tentativas atingido. Solicite um novo código.');

    const resend = await call(ctx.app, { url: '/api/auth/reenviar-codigo', tenant: 'sandbox', cookie, method: 'POST' });
    expect(resend.statusCode).toBe(202);
    const second = codeOf((await waitForMail(ctx, UNVERIFIED_DEMO_EMAIL, 2)).text);
    const bad = await verify('12');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.code).toBe('Informe os 6 dígitos do código');

    const ok = await verify(second);
    expect(ok.statusCode).toBe(200);
    const me = await call(ctx.app, { url: '/api/auth/sessao', tenant: 'sandbox', cookie });
    expect(me.json().emailVerified).toBe(true);
    // Single use.
    const reuse = await verify(second);
    expect(reuse.statusCode).toBe(200);
    const stored = await ownerRowsResult<{ code_hash: string }>(
      ctx,
      sql`select code_hash from email_verification_codes`,
    );
    expect(stored.rows.every((r) => r.code_hash.length === 64 && r.code_hash !== second)).toBe(true);
  });

  it('refuses a code older than 10 minutes', async () => {
    await ctx.handle.db.execute(sql`update users set email_verified_at = null where email = 'talento@asid.demo'`);
    const { cookie } = await login(ctx.app, 'asid', 'Talento');
    const code = codeOf((await waitForMail(ctx, 'talento@asid.demo')).text);
    await ctx.handle.db.execute(sql`update email_verification_codes set expires_at = now() - interval '1 second'`);
    const response = await call(ctx.app, { url: '/api/auth/verificar-email', tenant: 'asid', cookie, body: { code } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_CODE');
  });
});

describe('housekeeping', () => {
  it('deletes sessions and tokens that expired over a day ago when the app starts', async () => {
    const { cookie } = await login(ctx.app, 'mais-pra-ti', 'Colaborador');
    const count = async () =>
      (
        await ownerRowsResult<{ n: number }>(
          ctx,
          sql`select count(*)::int as n from sessions where user_id in (select id from users where email = 'colaborador@mais-pra-ti.demo')`,
        )
      ).rows[0]!.n;
    expect(await count()).toBe(1);
    await ctx.handle.db.execute(
      sql`update sessions set expires_at = now() - interval '2 days' where user_id in (select id from users where email = 'colaborador@mais-pra-ti.demo')`,
    );
    const restarted = await buildApp({ config: ctx.config, database: ctx.handle });
    await restarted.ready();
    for (let i = 0; i < 50 && (await count()) > 0; i++) await new Promise((r) => setTimeout(r, 20));
    await restarted.close();
    expect(await count()).toBe(0);
    expect((await call(ctx.app, { url: '/api/auth/sessao', tenant: 'mais-pra-ti', cookie })).statusCode).toBe(401);
  });
});

describe('inactive accounts', () => {
  it('cannot sign in and lose their sessions', async () => {
    const { cookie } = await login(ctx.app, 'asid', 'Rh');
    await ctx.handle.db.execute(sql`update users set status = 'inactive' where email = 'rh@asid.demo'`);
    expect((await call(ctx.app, { url: '/api/auth/sessao', tenant: 'asid', cookie })).statusCode).toBe(401);
    const response = await call(ctx.app, {
      url: '/api/auth/login',
      tenant: 'asid',
      body: { email: 'rh@asid.demo', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('ACCOUNT_INACTIVE');
  });
});
