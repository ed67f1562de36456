/**
 * Every list's search ignores accents and case (issue 10 §3, "Search behaves the same everywhere"; ADR 0036,
 * addendum of 28 Nov): typed without accents or in another case, the text finds the accented record, and a
 * typed % or _ still matches only itself. One helper (db/like.ts) over one SQL function (fold_text,
 * migration 0038), on PGlite and PostgreSQL alike.
 */
import { formatCnpj, withCnpjCheckDigits } from '@ponte/shared/documents';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, ownerRows, type TestUser } from './test-app.ts';
import { type Caller, useTestApp, type Who } from './use-test-app.ts';

const T = 'mais-pra-ti' as const;
const ctx = useTestApp({ tenant: T });
const { as, ok, jar } = ctx;
const admin = () => jar.demo(T, 'Admin');

/** In every name and text of this file, so no demo record answers these searches. */
const MARK = 'Qfld';
const q = (text: string) => encodeURIComponent(text);

let antonio: TestUser;
let colleague: TestUser;
let percent: TestUser;
let percentLookalike: TestUser;
let underscore: TestUser;
let underscoreLookalike: TestUser;

beforeAll(async () => {
  antonio = await createUser(ctx, T, 'Talento', { firstName: 'Antônio', lastName: `Conceição ${MARK}` });
  // The collaborators' cards are a trindtech and sandbox screen.
  colleague = await createUser(ctx, 'trindtech', 'Colaborador', { firstName: 'Ângela', lastName: `Ação ${MARK}` });
  // "50%" and "a_b" typed: as wildcards they would also find "500" and "axb".
  percent = await createUser(ctx, T, 'Talento', { firstName: 'Pct 50%', lastName: MARK });
  percentLookalike = await createUser(ctx, T, 'Talento', { firstName: 'Pct 500', lastName: MARK });
  underscore = await createUser(ctx, T, 'Talento', { firstName: 'Und a_b', lastName: MARK });
  underscoreLookalike = await createUser(ctx, T, 'Talento', { firstName: 'Und axb', lastName: MARK });
});

describe('fold_text', () => {
  it('lowers and drops the diacritics of Latin letters, upper and lower case, composed or not', async () => {
    const [row] = await ownerRows<Record<string, string | null>>(
      ctx,
      sql`select fold_text('ÁÉÍÓÚÇÑÃÕÂÊÔÜ') as upper, fold_text('áéíóúçñãõâêôü') as lower,
                 fold_text('Ñandú, PINGÜINO, Łódź, İzmir, Øresund, Đorđe') as mixed,
                 fold_text(${'Jose\u0301 Conceic\u0327a\u0303o'}) as decomposed, fold_text('ABC xyz') as ascii,
                 fold_text('50%_\\ æ ß') as untouched, fold_text(null) as nothing`,
    );
    expect(row).toEqual({
      upper: 'aeioucnaoaeou',
      lower: 'aeioucnaoaeou',
      mixed: 'nandu, pinguino, lodz, izmir, oresund, dorde',
      decomposed: 'jose conceicao',
      ascii: 'abc xyz',
      untouched: '50%_\\ æ ß',
      nothing: null,
    });
  });

  it('agrees with Unicode decomposition on every Latin-1 and Latin Extended-A letter that has a base letter', async () => {
    const letters = [...Array(0x180 - 0xc0).keys()]
      .map((i) => String.fromCodePoint(0xc0 + i))
      .filter((c) => /^[A-Za-z]$/.test(c.normalize('NFD').replace(/\p{M}/gu, '')));
    expect(letters.length).toBeGreaterThan(150);
    const [row] = await ownerRows<{ folded: string }>(ctx, sql`select fold_text(${letters.join('')}) as folded`);
    expect(row?.folded).toBe(letters.join('').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
  });

  it('is immutable and parallel safe, so an index can hold it', async () => {
    const [row] = await ownerRows<{ provolatile: string; proparallel: string }>(
      ctx,
      sql`select provolatile, proparallel from pg_proc where proname = 'fold_text'`,
    );
    expect(row).toEqual({ provolatile: 'i', proparallel: 's' });
  });
});

describe('the lists’ searches', () => {
  it('users: the name without accents, in any case, and the e-mail in capitals', async () => {
    const ids = async (search: string) =>
      (
        await ok<{ items: { publicId: string }[] }>(await admin(), 'GET', `/api/usuarios?search=${q(search)}`)
      ).items.map((u) => u.publicId);
    // A single word may find demo people too; a phrase with the mark finds this one alone.
    expect(await ids('ANTONIO')).toContain(antonio.publicId);
    for (const search of ['antonio conceicao qfld', 'Antônio Conceição QFLD', 'ANTÔNIO CONCEIÇÃO QFLD']) {
      expect(await ids(search), search).toEqual([antonio.publicId]);
    }
    expect(await ids(antonio.email.toUpperCase())).toEqual([antonio.publicId]);
    expect(await ids('50%')).toEqual([percent.publicId]);
    expect(await ids('a_b')).toEqual([underscore.publicId]);
    expect((await ids('pct 50')).sort()).toEqual([percent.publicId, percentLookalike.publicId].sort());
  });

  it('talent base: the name and the e-mail, folded; % and _ literal', async () => {
    const ids = async (params: string) =>
      (await ok<{ items: { publicId: string }[] }>(await admin(), 'GET', `/api/talentos?${params}`)).items.map(
        (t) => t.publicId,
      );
    expect(await ids(`name=${q('antonio')}`)).toContain(antonio.publicId);
    expect(await ids(`name=${q('ANTONIO CONCEICAO QFLD')}`)).toEqual([antonio.publicId]);
    expect(await ids(`name=${q('antônio conceição qfld')}`)).toEqual([antonio.publicId]);
    expect(await ids(`email=${q(antonio.email.toUpperCase())}`)).toEqual([antonio.publicId]);
    expect(await ids(`name=${q('50%')}`)).toEqual([percent.publicId]);
    expect(await ids(`name=${q('UND A_B')}`)).toEqual([underscore.publicId]);
    expect((await ids(`name=${q('und a')}`)).sort()).toEqual(
      [underscore.publicId, underscoreLookalike.publicId].sort(),
    );
  });

  it('collaborators and companies', async () => {
    const people = async (search: string) =>
      (
        await ok<{ items: { publicId: string }[] }>(
          await jar.demo('trindtech', 'Admin'),
          'GET',
          `/api/colaboradores?q=${q(search)}`,
          undefined,
          200,
          { tenant: 'trindtech' },
        )
      ).items.map((p) => p.publicId);
    expect(await people('ANGELA')).toContain(colleague.publicId);
    expect(await people('angela acao qfld')).toEqual([colleague.publicId]);
    const made = await ok<{ id: number }>(
      await admin(),
      'POST',
      '/api/empresas',
      {
        legalName: `Inovação Açaí ${MARK} Ltda.`,
        tradeName: `Açaí ${MARK}`,
        cnpj: formatCnpj(withCnpjCheckDigits('738291460001')),
        sector: 'TEC',
        size: 'EPP',
        state: 'RS',
        cityCode: 4314902,
        contactEmail: 'contato@acai.test',
        phoneDialCode: '55',
        phone: '(51) 99999-8888',
      },
      201,
    );
    const companies = async (search: string) =>
      (await ok<{ items: { id: number }[] }>(await admin(), 'GET', `/api/empresas?q=${q(search)}`)).items.map(
        (c) => c.id,
      );
    expect(await companies('INOVACAO')).toContain(made.id);
    expect(await companies('acai qfld')).toEqual([made.id]);
    expect(await companies('inovacao acai qfld')).toEqual([made.id]);
  });

  it('question bank: "CONDICAO" and "condicao" find "condição"; % literal', async () => {
    const stem = async (html: string) =>
      (await ok<{ id: number }>(await admin(), 'POST', '/api/banco-de-questoes', { type: 'open', stem: html }, 201)).id;
    const condition = await stem(`<p>Qual a condição de parada? ${MARK}</p>`);
    const rate = await stem(`<p>Taxa de 50% ${MARK}</p>`);
    const lookalike = await stem(`<p>Taxa de 500 ${MARK}</p>`);
    const ids = async (search: string) =>
      (await ok<{ items: { id: number }[] }>(await admin(), 'GET', `/api/banco-de-questoes?q=${q(search)}`)).items.map(
        (x) => x.id,
      );
    for (const search of ['CONDICAO', 'condição']) expect(await ids(search), search).toContain(condition);
    expect(await ids('condicao de parada? qfld')).toEqual([condition]);
    expect(await ids('de 50%')).toEqual([rate]);
    expect((await ids(`taxa de 50`)).sort()).toEqual([rate, lookalike].sort());
  });

  it('quiz list: "acao" and "AVALIACAO" find "Avaliação de Ação"', async () => {
    const quiz = await ok<{ id: number }>(
      await admin(),
      'POST',
      '/api/quizzes',
      { title: `Avaliação de Ação ${MARK}`, purpose: 'graded', target: { kind: 'everyone' }, status: 'draft' },
      201,
    );
    const ids = async (search: string) =>
      (await ok<{ items: { id: number }[] }>(await admin(), 'GET', `/api/quizzes?q=${q(search)}`)).items.map(
        (x) => x.id,
      );
    for (const search of ['acao', 'AVALIACAO', 'Ação']) expect(await ids(search), search).toContain(quiz.id);
    expect(await ids('AVALIACAO DE ACAO QFLD')).toEqual([quiz.id]);
  });

  it('quiz accommodations: the person’s name folded', async () => {
    await ok(await admin(), 'PUT', `/api/quizzes/acomodacoes/${antonio.publicId}`, { factor: 2 });
    const found = await ok<{ items: { person: { publicId: string } }[] }>(
      await admin(),
      'GET',
      `/api/quizzes/acomodacoes?q=${q('ANTONIO CONCEICAO')}`,
    );
    expect(found.items.map((a) => a.person.publicId)).toEqual([antonio.publicId]);
  });

  it('courses (Admin’s list and the catalogue) and a course’s enrolments', async () => {
    const course = await ok<{ id: number }>(
      await admin(),
      'POST',
      '/api/cursos',
      { name: `Introdução à Lógica ${MARK}`, status: 'published' },
      201,
    );
    const literal = await ok<{ id: number }>(
      await admin(),
      'POST',
      '/api/cursos',
      { name: `100% Prático ${MARK}`, status: 'published' },
      201,
    );
    const lookalike = await ok<{ id: number }>(
      await admin(),
      'POST',
      '/api/cursos',
      { name: `1000 Prático ${MARK}`, status: 'published' },
      201,
    );
    const reader: Caller = await as(antonio);
    const ids = async (who: Who, search: string) =>
      (await ok<{ items: { id: number }[] }>(who, 'GET', `/api/cursos?q=${q(search)}`)).items.map((c) => c.id);
    // Admin's list and the catalogue a talent reads are the same search.
    for (const who of [await admin(), reader]) {
      expect(await ids(who, 'introducao')).toContain(course.id);
      expect(await ids(who, 'LOGICA')).toContain(course.id);
      expect(await ids(who, 'introducao a logica qfld')).toEqual([course.id]);
      expect(await ids(who, 'INTRODUÇÃO À LÓGICA QFLD')).toEqual([course.id]);
    }
    expect(await ids(reader, '100% pratico')).toEqual([literal.id]);
    expect((await ids(reader, `pratic`)).filter((id) => id === literal.id || id === lookalike.id).sort()).toEqual(
      [literal.id, lookalike.id].sort(),
    );

    const classe = await ok<{ id: number }>(
      await admin(),
      'POST',
      `/api/cursos/${course.id}/turmas`,
      { name: 'Turma 1', stage: 'open' },
      201,
    );
    for (const person of [antonio, percent]) {
      await ok(await admin(), 'PUT', `/api/cursos/${course.id}/inscricoes`, {
        userId: person.publicId,
        classeId: classe.id,
        status: 'A',
      });
    }
    const enrolled = await ok<{ items: { person: { publicId: string } }[] }>(
      await admin(),
      'GET',
      `/api/cursos/${course.id}/inscricoes?q=${q('antonio')}`,
    );
    expect(enrolled.items.map((e) => e.person.publicId)).toEqual([antonio.publicId]);
  });

  it('mentoring: whom a request may be opened for, the requests and the mentors', async () => {
    const rh = await jar.demo(T, 'Rh');
    const askable = await ok<{ publicId: string }[]>(
      rh,
      'GET',
      `/api/solicitacoes-mentorias/pessoas?search=${q('antonio conceicao qfld')}`,
    );
    expect(askable.map((p) => p.publicId)).toEqual([antonio.publicId]);

    const asker = await createUser(ctx, T, 'Talento', { firstName: 'Sebastião', lastName: `Araújo ${MARK}` });
    const request = await ok<{ id: number }>(
      rh,
      'POST',
      '/api/solicitacoes-mentorias',
      { areaOptions: 27, objective: 'Carreira', userId: asker.publicId },
      201,
    );
    const requests = await ok<{ items: { id: number }[] }>(
      rh,
      'GET',
      `/api/solicitacoes-mentorias?search=${q('SEBASTIAO ARAUJO')}`,
    );
    expect(requests.items.map((r) => r.id)).toEqual([request.id]);

    const mentor = await createUser(ctx, T, 'Mentor', { firstName: 'Mônica', lastName: `Gonçalves ${MARK}` });
    await ownerRows(
      ctx,
      sql`insert into profiles (tenant_id, user_id, mentoring_availability, mentor_area_ids, mentoring_capacity)
          select tenant_id, id, 'S', '{27}'::integer[], 3 from users where id = ${mentor.id}`,
    );
    const mentors = await ok<{ publicId: string }[]>(
      await admin(),
      'GET',
      `/api/mentores?search=${q('monica goncalves')}`,
    );
    expect(mentors.map((m) => m.publicId)).toEqual([mentor.publicId]);
  });
});
