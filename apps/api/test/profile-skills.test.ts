import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ratedLanguage } from './profile-fixtures.ts';
import { call, createUser, login, loginUser, ownerRows } from './test-app.ts';
import { useTestAppWithNewUser } from './use-test-app.ts';

const ctx = useTestAppWithNewUser('trindtech', 'Talento');
let base: string;

beforeAll(() => {
  base = `/api/perfil/${ctx.me.publicId}`;
});

const put = (path: string, body: unknown, as = ctx.cookie) =>
  call(ctx.app, { method: 'PUT', url: `${base}/${path}`, cookie: as, body });
const get = async (path: string) => {
  const response = await ctx.req(ctx.me, 'GET', `${base}/${path}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('skill tags', () => {
  it('round-trips, stripping commas and dropping blanks and repeats', async () => {
    const saved = await put('competencias', {
      softSkills: ['Comunicação', ' Liderança, ', '', ',', 'comunicação'],
      hardSkills: ['SQL', 'Power BI'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { softSkills: ['Comunicação', 'Liderança'], hardSkills: ['SQL', 'Power BI'] };
    expect(saved.json()).toEqual(expected);
    expect(await get('competencias')).toEqual(expected);
  });

  it('refuses a tag over 50 characters, too many tags and a wrong type', async () => {
    const long = await put('competencias', { softSkills: ['a'.repeat(51)], hardSkills: [] });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.softSkills).toBe('Cada item pode ter no máximo 50 caracteres');
    const fifty = await put('competencias', { softSkills: ['a'.repeat(50)], hardSkills: [] });
    expect(fifty.statusCode).toBe(200);
    const many = await put('competencias', {
      softSkills: [],
      hardSkills: Array.from({ length: 31 }, (_, i) => `t${i}`),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().error.fields).toHaveProperty('hardSkills');
    expect((await put('competencias', { softSkills: 'SQL', hardSkills: [] })).statusCode).toBe(400);
    expect((await put('competencias', { softSkills: [] })).statusCode).toBe(400);
  });
});

describe('languages', () => {
  const english = ratedLanguage();

  it('adds, edits by languageId and lists', async () => {
    const added = await put('idiomas', english);
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().id;
    expect(added.json()).toEqual({ ...english, id, languageId: id });

    const edited = await put('idiomas', { ...english, languageId: id, generalLevel: 4, speakingLevel: null });
    expect(edited.statusCode).toBe(200);
    expect(await get('idiomas')).toEqual([{ ...english, id, languageId: id, generalLevel: 4, speakingLevel: null }]);
  });

  it('holds each language once per person: adding it again is a 409 with a clear message', async () => {
    const again = await put('idiomas', { ...english, generalLevel: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'CONFLICT',
      message: 'Este idioma já está na sua lista. Edite o idioma existente.',
    });
    const spanish = (await put('idiomas', { ...english, nameLanguage: 'SPANISH' })).json();
    const renamed = await put('idiomas', { ...english, languageId: spanish.id });
    expect(renamed.statusCode).toBe(409);
    const languages = (await get('idiomas')) as Array<{ nameLanguage: string }>;
    expect(languages.map((l) => l.nameLanguage).sort()).toEqual(['ENGLISH', 'SPANISH']);
  });

  it('keeps no writing or reading level for Libras and ASL', async () => {
    for (const nameLanguage of ['LIBRAS', 'ASL']) {
      const saved = await put('idiomas', { ...english, nameLanguage });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ nameLanguage, speakingLevel: 2, writingLevel: null, readingLevel: null });
      const [row] = await ownerRows<{ writing_level: number | null; reading_level: number | null }>(
        ctx,
        sql`select writing_level, reading_level from profile_languages where id = ${saved.json().id}`,
      );
      expect(row).toEqual({ writing_level: null, reading_level: null });
    }
  });

  it('requires the language and the general level', async () => {
    const missing = await put('idiomas', { ...english, nameLanguage: null, generalLevel: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({
      nameLanguage: 'Campo obrigatório',
      generalLevel: 'Campo obrigatório',
    });
    expect((await put('idiomas', { ...english, nameLanguage: 'KLINGON' })).json().error.fields.nameLanguage).toBe(
      'Valor inválido',
    );
    expect((await put('idiomas', { ...english, generalLevel: '3' })).statusCode).toBe(400);
  });

  it('takes levels only from the FLUENCY_LEVEL options', async () => {
    const unknown = await put('idiomas', { ...english, nameLanguage: 'FRENCH', generalLevel: 999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ generalLevel: 'Opção inexistente' });
    // 10 is an EMPLOYEE_SECTOR option.
    const otherType = await put('idiomas', { ...english, nameLanguage: 'FRENCH', readingLevel: 10 });
    expect(otherType.json().error.fields).toEqual({ readingLevel: 'Opção inexistente' });
  });

  it('edits and deletes only the person’s own rows', async () => {
    const other = await createUser(ctx, 'trindtech', 'Talento');
    const otherCookie = await loginUser(ctx.app, other);
    const theirs = await call(ctx.app, {
      method: 'PUT',
      url: `/api/perfil/${other.publicId}/idiomas`,
      cookie: otherCookie,
      body: { ...english, nameLanguage: 'GERMAN' },
    });
    const theirId = theirs.json().id;
    expect((await put('idiomas', { ...english, nameLanguage: 'GERMAN', languageId: theirId })).statusCode).toBe(404);
    expect((await ctx.req(ctx.me, 'DELETE', `${base}/idiomas/${theirId}`)).statusCode).toBe(404);

    const mine = (await put('idiomas', { ...english, nameLanguage: 'JAPANESE' })).json();
    const deleted = await ctx.req(ctx.me, 'DELETE', `${base}/idiomas/${mine.id}`);
    expect(deleted.statusCode).toBe(204);
    const names = ((await get('idiomas')) as Array<{ nameLanguage: string }>).map((l) => l.nameLanguage);
    expect(names).not.toContain('JAPANESE');
  });
});

describe('certificates', () => {
  const certificate = {
    certificateId: null,
    courseName: 'Análise de dados com SQL',
    platform: 'Alura',
    issueDate: '2024-03-15',
    url: 'https://cursos.alura.com.br/certificate/abc',
  };

  it('adds, edits by certificateId, lists and deletes', async () => {
    const added = await put('certificados', certificate);
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().certificateId;
    expect(added.json()).toEqual({ ...certificate, certificateId: id });
    const edited = await put('certificados', { ...certificate, certificateId: id, issueDate: null, platform: 'DIO' });
    expect(edited.statusCode).toBe(200);
    expect(await get('certificados')).toEqual([
      { ...certificate, certificateId: id, issueDate: null, platform: 'DIO' },
    ]);
    expect((await ctx.req(ctx.me, 'DELETE', `${base}/certificados/${id}`)).statusCode).toBe(204);
    expect(await get('certificados')).toEqual([]);
    expect((await put('certificados', { ...certificate, certificateId: id })).statusCode).toBe(404);
  });

  it('applies the spec’s limits and formats', async () => {
    const field = async (body: unknown) => Object.keys((await put('certificados', body)).json().error?.fields ?? {});
    expect(await field({ ...certificate, courseName: 'a'.repeat(256) })).toEqual(['courseName']);
    expect(await field({ ...certificate, platform: '' })).toEqual(['platform']);
    expect(await field({ ...certificate, url: 'javascript:alert(1)' })).toEqual(['url']);
    expect(await field({ ...certificate, url: `https://x.com/${'a'.repeat(250)}` })).toEqual(['url']);
    expect(await field({ ...certificate, issueDate: '2999-01-01' })).toEqual(['issueDate']);
    expect(await field({ ...certificate, issueDate: 20240315 })).toEqual(['issueDate']);
    const { url: _u, ...withoutUrl } = certificate;
    expect(await field(withoutUrl)).toEqual(['url']);
  });

  it('keeps at most 50 per person', async () => {
    const person = await createUser(ctx, 'trindtech', 'Colaborador');
    await ownerRows(
      ctx,
      sql`insert into profile_certificates (tenant_id, user_id, course_name, platform, url)
          select tenant_id, id, 'Curso ' || n, 'Plataforma', 'https://exemplo.com' from users, generate_series(1, 49) n
          where users.id = ${person.id}`,
    );
    const personCookie = await loginUser(ctx.app, person);
    const url = `/api/perfil/${person.publicId}/certificados`;
    const fiftieth = await call(ctx.app, { method: 'PUT', url, cookie: personCookie, body: certificate });
    expect(fiftieth.statusCode).toBe(200);
    const over = await call(ctx.app, { method: 'PUT', url, cookie: personCookie, body: certificate });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe('Você pode cadastrar no máximo 50 certificados');
    // Editing is still possible at the limit.
    const edit = { ...certificate, certificateId: fiftieth.json().certificateId, platform: 'Coursera' };
    expect((await call(ctx.app, { method: 'PUT', url, cookie: personCookie, body: edit })).statusCode).toBe(200);
  });
});

describe('Admin', () => {
  it('edits a talent’s languages and certificates', async () => {
    const { cookie: admin } = await login(ctx.app, 'trindtech', 'Admin');
    const saved = await put(
      'idiomas',
      {
        languageId: null,
        nameLanguage: 'ITALIAN',
        generalLevel: 1,
        speakingLevel: null,
        writingLevel: null,
        readingLevel: null,
      },
      admin,
    );
    expect(saved.statusCode).toBe(200);
    const names = ((await get('idiomas')) as Array<{ nameLanguage: string }>).map((l) => l.nameLanguage);
    expect(names).toContain('ITALIAN');
  });
});
