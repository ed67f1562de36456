import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, createUser, demoEmail, ownerRows, waitForMail } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp();
const { jar } = ctx;

/** A talent whose saved language is `locale` (the articles come in the person's language). */
async function speaker(locale: 'en-US' | 'es-MX'): Promise<string> {
  const person = await createUser(ctx, 'trindtech', 'Talento');
  await ownerRows(
    ctx,
    sql`insert into user_settings (tenant_id, user_id, key, value)
        select tenant_id, id, 'language', ${locale} from users where id = ${person.id}`,
  );
  return jar.of(person);
}

async function search(q: string, role: 'Talento' | 'Admin' = 'Talento', cookie?: string) {
  const response = await call(ctx.app, {
    url: `/api/ajuda/artigos?q=${encodeURIComponent(q)}`,
    cookie: cookie ?? (await jar.demo('trindtech', role)),
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: { slug: string; title: string }[] }).items;
}

const tenantArticle = {
  slug: 'bolsas-de-estudo',
  category: 'institution',
  roles: ['Admin', 'Rh'],
  routes: ['/plataforma/home'],
  texts: {
    'pt-BR': {
      title: 'Bolsas de estudo da instituição',
      bodyHtml: '<p>Como pedir uma <strong>bolsa</strong>.</p><script>x()</script>',
    },
  },
};

describe('help centre', () => {
  it('finds the certificates article first for "certificado", "certificados" and "certificacao"', async () => {
    for (const q of ['certificado', 'certificados', 'certificacao', 'CERTIFICAÇÃO']) {
      const items = await search(q);
      expect(items[0]?.slug, q).toBe('certificates');
    }
    const english = await speaker('en-US');
    for (const q of ['certificate', 'certificates', 'certification']) {
      expect((await search(q, 'Talento', english))[0]?.slug, q).toBe('certificates');
    }
    const spanish = await speaker('es-MX');
    for (const q of ['certificado', 'certificados', 'certificacion', 'certificación']) {
      expect((await search(q, 'Talento', spanish))[0]?.slug, q).toBe('certificates');
    }
    // Prefix matching: the start of a word is enough.
    expect((await search('senh'))[0]?.slug).toBe('sign-in-and-password');
  });

  it('lists every readable article by category without a query, in the caller language', async () => {
    const response = await call(ctx.app, {
      url: '/api/ajuda/artigos',
      cookie: await speaker('en-US'),
    });
    const items = response.json().items as { slug: string; category: string; title: string }[];
    expect(items.length).toBe(10);
    expect(items.find((i) => i.slug === 'certificates')?.title).toMatch(/^Certificates/);
    const categories = items.map((i) => i.category);
    expect(categories).toEqual([...categories].sort());
  });

  it('leaves an article limited to other roles out of search and answers 404 for it', async () => {
    const talent = await jar.demo('trindtech', 'Talento');
    expect((await search('base de talentos', 'Talento')).map((i) => i.slug)).not.toContain('talent-base');
    expect((await search('base de talentos', 'Admin'))[0]?.slug).toBe('talent-base');
    const hidden = await call(ctx.app, { url: '/api/ajuda/artigos/talent-base', cookie: talent });
    expect(hidden.statusCode).toBe(404);
    const context = await call(ctx.app, { url: '/api/ajuda/contexto?rota=base-de-talentos', cookie: talent });
    expect(context.json().items).toEqual([]);
    const shown = await call(ctx.app, {
      url: '/api/ajuda/artigos/talent-base',
      cookie: await jar.demo('trindtech', 'Admin'),
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().bodyHtml).toContain('<h2>');
  });

  it('gives the articles of a screen for the "?" drawer', async () => {
    const response = await call(ctx.app, {
      url: `/api/ajuda/contexto?rota=${encodeURIComponent('/plataforma/cursos-e-trilhas/12')}`,
      cookie: await jar.demo('trindtech', 'Talento'),
    });
    expect(response.json().items.map((i: { slug: string }) => i.slug)).toEqual(
      expect.arrayContaining(['courses', 'certificates']),
    );
    // The taker's quiz screens and "Meus dados" have their articles too.
    for (const [route, slug] of [
      ['/plataforma/meus-quizzes/7', 'quizzes-and-time-accommodations'],
      ['/plataforma/meus-dados', 'your-data-lgpd'],
    ]) {
      const items = (
        await call(ctx.app, {
          url: `/api/ajuda/contexto?rota=${encodeURIComponent(route!)}`,
          cookie: await jar.demo('trindtech', 'Talento'),
        })
      ).json().items as { slug: string }[];
      expect(
        items.map((i) => i.slug),
        route,
      ).toContain(slug);
    }
  });

  it('keeps one vote per person and article, changeable, and sending it again changes nothing', async () => {
    const person = await createUser(ctx, 'trindtech', 'Talento');
    const cookie = await jar.of(person);
    const vote = (body: object) =>
      call(ctx.app, { method: 'PUT', url: '/api/ajuda/artigos/language/voto', cookie, body });
    expect((await vote({ helpful: true })).json()).toEqual({ helpful: true, comment: null });
    expect((await vote({ helpful: true })).statusCode).toBe(200);
    expect((await vote({ helpful: false, comment: ' Faltou o celular ' })).json()).toEqual({
      helpful: false,
      comment: 'Faltou o celular',
    });
    const rows = await ownerRows<{ helpful: boolean }>(
      ctx,
      sql`select helpful from help_votes where user_id = ${person.id}`,
    );
    expect(rows).toEqual([{ helpful: false }]);
    const article = await call(ctx.app, { url: '/api/ajuda/artigos/language', cookie });
    expect(article.json().vote).toEqual({ helpful: false, comment: 'Faltou o celular' });
    expect(
      (
        await call(ctx.app, {
          method: 'PUT',
          url: '/api/ajuda/artigos/talent-base/voto',
          cookie,
          body: { helpful: true },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('records each search normalised with its result count, without the person, and zero results too', async () => {
    await search('  Xyzzy   Inexistente! ');
    const rows = await ownerRows<Record<string, unknown>>(
      ctx,
      sql`select * from help_searches where query = 'xyzzy inexistente'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.result_count).toBe(0);
    expect(Object.keys(rows[0]!).sort()).toEqual(['id', 'query', 'result_count', 'searched_at', 'tenant_id']);
    const stats = await call(ctx.app, { url: '/api/ajuda/estatisticas', cookie: await jar.demo('trindtech', 'Admin') });
    expect(stats.statusCode).toBe(200);
    expect(stats.json().zeroResultSearches).toContainEqual({ query: 'xyzzy inexistente', count: 1 });
    expect(stats.json().topSearches.find((s: { query: string }) => s.query === 'certificado')).toMatchObject({
      count: 2,
    });
    expect(stats.json().views).toBeGreaterThan(0);
    // The one vote so far (the test above: "no" on the language article), as helpful %.
    expect(stats.json()).toMatchObject({ votes: 1, helpfulPercent: 0 });
    expect(stats.json().articles.find((a: { slug: string }) => a.slug === 'language')).toMatchObject({
      votes: 1,
      helpfulPercent: 0,
    });
    // The statistics are Admin's.
    const talent = await call(ctx.app, {
      url: '/api/ajuda/estatisticas',
      cookie: await jar.demo('trindtech', 'Talento'),
    });
    expect(talent.statusCode).toBe(403);
  });

  it('sends a contact message to the support address through the outbox, with article and screen', async () => {
    const admin = await jar.demo('trindtech', 'Admin');
    const talent = await jar.demo('trindtech', 'Talento');
    // Without an address set, the tenant's Admins receive it.
    const first = await call(ctx.app, {
      url: '/api/ajuda/contato',
      cookie: talent,
      body: {
        message: 'Meu certificado não aparece.',
        article: 'certificates',
        screen: '/plataforma/cursos-e-trilhas',
      },
    });
    expect(first.statusCode).toBe(204);
    const toAdmin = await waitForMail(ctx, demoEmail('Admin', 'trindtech'));
    expect(toAdmin?.text).toContain('Meu certificado não aparece.');
    expect(toAdmin?.text).toContain('(certificates)');
    expect(toAdmin?.text).toContain('/plataforma/cursos-e-trilhas');
    expect(toAdmin?.text).toContain(demoEmail('Talento', 'trindtech'));

    const saved = await call(ctx.app, {
      method: 'PUT',
      url: '/api/ajuda/configuracao',
      cookie: admin,
      body: { supportEmail: 'Suporte@TrindTech.test' },
    });
    expect(saved.json()).toEqual({ supportEmail: 'suporte@trindtech.test' });
    await call(ctx.app, { url: '/api/ajuda/contato', cookie: talent, body: { message: '<b>Olá</b>' } });
    const toSupport = await waitForMail(ctx, 'suporte@trindtech.test');
    expect(toSupport?.html).toContain('&#60;b&#62;Olá');
    const empty = await call(ctx.app, { url: '/api/ajuda/contato', cookie: talent, body: { message: ' ' } });
    expect(empty.statusCode).toBe(400);
  });

  it("lets Admin write the tenant's articles, sanitised, and another tenant never sees them", async () => {
    const admin = await jar.demo('trindtech', 'Admin');
    const created = await call(ctx.app, {
      url: '/api/ajuda/artigos-da-instituicao',
      cookie: admin,
      body: tenantArticle,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().texts['pt-BR'].bodyHtml).toBe('<p>Como pedir uma <strong>bolsa</strong>.</p>');
    expect(created.json().routes).toEqual(['home']);
    const again = await call(ctx.app, { url: '/api/ajuda/artigos-da-instituicao', cookie: admin, body: tenantArticle });
    expect(again.statusCode).toBe(409);

    expect((await search('bolsa', 'Admin'))[0]).toMatchObject({ slug: 'bolsas-de-estudo', institution: true });
    // Limited to Admin and Rh: a talent of the same tenant does not find it.
    expect(await search('bolsa', 'Talento')).toEqual([]);
    const context = await call(ctx.app, { url: '/api/ajuda/contexto?rota=home', cookie: admin });
    expect(context.json().items[0].slug).toBe('bolsas-de-estudo');

    const inMaisPraTi = async (url: string, role: 'Admin' | 'Talento') =>
      call(ctx.app, { url, tenant: 'mais-pra-ti', cookie: await jar.demo('mais-pra-ti', role) });
    const other = await inMaisPraTi('/api/ajuda/artigos/bolsas-de-estudo', 'Admin');
    expect(other.statusCode).toBe(404);
    const otherList = await inMaisPraTi('/api/ajuda/artigos-da-instituicao', 'Admin');
    expect(otherList.json().items).toEqual([]);
    // Product articles are every tenant's.
    const product = await inMaisPraTi('/api/ajuda/artigos/certificates', 'Talento');
    expect(product.statusCode).toBe(200);

    const updated = await call(ctx.app, {
      method: 'PUT',
      url: '/api/ajuda/artigos-da-instituicao/bolsas-de-estudo',
      cookie: admin,
      body: { ...tenantArticle, roles: [] },
    });
    expect(updated.statusCode).toBe(200);
    expect((await search('bolsa', 'Talento'))[0]?.slug).toBe('bolsas-de-estudo');
    const removed = await call(ctx.app, {
      method: 'DELETE',
      url: '/api/ajuda/artigos-da-instituicao/bolsas-de-estudo',
      cookie: admin,
    });
    expect(removed.statusCode).toBe(204);
    expect(await search('bolsa', 'Talento')).toEqual([]);
    const talentWrite = await call(ctx.app, {
      url: '/api/ajuda/artigos-da-instituicao',
      cookie: await jar.demo('trindtech', 'Talento'),
      body: tenantArticle,
    });
    expect(talentWrite.statusCode).toBe(403);
  });
});

describe('a tenant article in three languages', () => {
  it('is read and found in the reader’s language, falling back to pt-BR where none was written', async () => {
    const admin = await jar.demo('trindtech', 'Admin');
    const body = {
      slug: 'apoio-rs',
      category: 'institution',
      roles: [],
      routes: [],
      texts: {
        'pt-BR': { title: 'Apoio às famílias atingidas', bodyHtml: '<p>Doações e abrigo.</p>' },
        'en-US': { title: 'Support for affected families', bodyHtml: '<p>Donations and shelter.</p>' },
        'es-MX': null,
      },
    };
    const created = await call(ctx.app, { url: '/api/ajuda/artigos-da-instituicao', cookie: admin, body });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().texts['es-MX'] ?? null).toBeNull();
    const english = await speaker('en-US');
    const spanish = await speaker('es-MX');
    const read = async (cookie: string) =>
      (await call(ctx.app, { url: '/api/ajuda/artigos/apoio-rs', cookie })).json() as {
        title: string;
        bodyHtml: string;
      };
    expect(await read(english)).toMatchObject({ title: 'Support for affected families' });
    expect(await read(spanish)).toMatchObject({ title: 'Apoio às famílias atingidas' });
    expect(await read(await jar.demo('trindtech', 'Talento'))).toMatchObject({ bodyHtml: '<p>Doações e abrigo.</p>' });
    expect((await search('donation', 'Talento', english))[0]?.slug).toBe('apoio-rs');
    expect((await search('doacoes', 'Talento'))[0]?.slug).toBe('apoio-rs');
    // A language half-written (a title without a text) is refused, under that language's field.
    const half = await call(ctx.app, {
      method: 'PUT',
      url: '/api/ajuda/artigos-da-instituicao/apoio-rs',
      cookie: admin,
      body: { ...body, texts: { ...body.texts, 'es-MX': { title: 'Apoyo', bodyHtml: '' } } },
    });
    expect(half.statusCode).toBe(400);
    expect(Object.keys(half.json().error.fields)).toEqual(['texts.es-MX.bodyHtml']);
    await call(ctx.app, { method: 'DELETE', url: '/api/ajuda/artigos-da-instituicao/apoio-rs', cookie: admin });
  });
});
