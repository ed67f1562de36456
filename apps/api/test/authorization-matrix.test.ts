/**
 * The authorization matrix (issue 15 §3): every route of `app.routeCatalogue` × the eight roles ×
 * {own record, same-tenant record, another tenant's record, anonymous}, each answer held to the
 * permission the route declares and to the capability matrix (`can`). A route added without a row in
 * ROUTES fails the first test, so nobody adds an unwalked route by accident.
 *
 * GETs are walked in full. Writes are walked where they cannot succeed: anonymously, by the roles the
 * gate refuses, and with another tenant's record (which must never be a 2xx); the successful writes are
 * the feature tests' business. A marker planted in asid's and trindtech's data must appear in no answer.
 */
import { can } from '@ponte/shared/permissions';
import { ROLES, type Role } from '@ponte/shared/roles';
import type { TenantSlug } from '@ponte/shared/tenants';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoutePermission } from '../src/http/permissions.ts';
import { call, cookieJar, createTestApp, demoUser, multipart, ownerRows, type TestContext } from './test-app.ts';

const MARKER = 'ZQX-CROSS-TENANT-MARKER-7731';
/**
 * The tenants walked: between them they grant every capability of the matrix. Another tenant's
 * records come from asid and, for what asid's demo lacks (companies, annotations), trindtech.
 */
const WALKED: TenantSlug[] = ['mais-pra-ti', 'sandbox'];
const FOREIGN: TenantSlug[] = ['asid', 'trindtech'];
/** An id no row has: where the demo gives a tenant none of a kind, the walk still names one. */
const NO_ROW = 2_147_483_000;

/** The records a route's parameters name, as seen from one tenant (or, for `other`, from outside it). */
interface Fixture {
  person: string;
  /** A person's publicId for the routes about someone else (enrolments, accommodations, users). */
  user: string;
  course: number;
  class: { course: number; id: number };
  enrolment: { course: number; person: string };
  education: { person: string; id: number };
  language: { person: string; id: number };
  profileCertificate: { person: string; id: number };
  annotation: { person: string; id: number };
  feedback: { person: string; id: number; action: number };
  mentorship: number;
  company: number;
  notification: number;
  deletion: number;
  certificateCode: string;
  file: string;
  fileId: string;
  tenantArticle: string;
  quiz: number;
  question: number;
  attempt: number;
}

type Variant = 'own' | 'same' | 'other' | 'mixed';

interface RouteEntry {
  /** The path's parameters from the variant's fixture; a route without parameters has none. */
  params?: (f: Fixture) => Record<string, string | number>;
  query?: string;
  /** A body the route accepts, so another tenant's record is refused for what it is (403/404), not as a 400. */
  body?: (f: Fixture) => unknown;
  /** Walked anonymously only: the API's own map and health checks. */
  anonymousOnly?: true;
  /** Why the walk leaves this route out (it acts on the caller's own session). */
  skip?: string;
  /** Answers 503 by design here: the address lookup is not configured in tests. */
  unavailable?: true;
}

const person = (f: Fixture) => ({ id: f.person });
const course = (f: Fixture) => ({ courseId: f.course });
const quiz = (f: Fixture) => ({ quizId: f.quiz });
const attempt = (f: Fixture) => ({ attemptId: f.attempt });
const mentorship = (f: Fixture) => ({ id: f.mentorship });
const company = (f: Fixture) => ({ id: f.company });
const user = (f: Fixture) => ({ id: f.user });
const docs: RouteEntry = { anonymousOnly: true };

/** One row per route of the catalogue (HEAD aside: Fastify adds one to each GET). */
const ROUTES: Record<string, RouteEntry> = {
  'GET /api/docs': docs,
  'GET /api/docs/json': docs,
  'GET /api/docs/yaml': docs,
  'GET /api/docs/static/index.html': docs,
  'GET /api/docs/static/swagger-initializer.js': docs,
  'GET /api/docs/static/*': { anonymousOnly: true, params: () => ({ '*': 'index.css' }) },
  'GET /api/health': docs,
  'GET /api/ready': docs,
  'GET /api/tenant': {},
  'POST /api/auth/login': {},
  'POST /api/auth/logout': { skip: 'ends the caller’s own session' },
  'GET /api/auth/sessao': {},
  'PUT /api/auth/senha': {},
  'POST /api/auth/esqueceu-senha': {},
  'POST /api/auth/redefinir-senha': {},
  'POST /api/auth/verificar-email': {},
  'POST /api/auth/reenviar-codigo': {},
  'POST /api/configuracoes-de-usuario': {},
  'GET /api/opcoes/:type': { params: () => ({ type: 'sector' }) },
  'GET /api/perfil/:id': { params: person },
  'GET /api/perfil/:id/informacoes-pessoais': { params: person },
  'PUT /api/perfil/:id/informacoes-pessoais': { params: person },
  'PUT /api/perfil/:id/informacoes-adicionais': { params: person },
  'PUT /api/perfil/:id/localizacao': { params: person },
  'GET /api/perfil/:id/formacoes': { params: person },
  'POST /api/perfil/:id/formacoes': { params: person },
  'PUT /api/perfil/:id/formacoes/:educationId': {
    params: (f) => ({ id: f.education.person, educationId: f.education.id }),
  },
  'DELETE /api/perfil/:id/formacoes/:educationId': {
    params: (f) => ({ id: f.education.person, educationId: f.education.id }),
  },
  'GET /api/perfil/:id/perfil-profissional': { params: person },
  'PUT /api/perfil/:id/perfil-profissional': { params: person },
  'GET /api/perfil/:id/competencias': { params: person },
  'PUT /api/perfil/:id/competencias': { params: person },
  'GET /api/perfil/:id/idiomas': { params: person },
  'PUT /api/perfil/:id/idiomas': { params: person },
  'DELETE /api/perfil/:id/idiomas/:languageId': {
    params: (f) => ({ id: f.language.person, languageId: f.language.id }),
  },
  'GET /api/perfil/:id/certificados': { params: person },
  'PUT /api/perfil/:id/certificados': { params: person },
  'DELETE /api/perfil/:id/certificados/:certificateId': {
    params: (f) => ({ id: f.profileCertificate.person, certificateId: f.profileCertificate.id }),
  },
  'GET /api/perfil/:id/teste-comportamental': { params: person },
  'POST /api/perfil/:id/teste-comportamental': { params: person },
  'GET /api/perfil/:id/preferencias-de-aprendizagem': { params: person },
  'PUT /api/perfil/:id/preferencias-de-aprendizagem': { params: person },
  'POST /api/arquivos/upload/foto-perfil': {},
  'POST /api/arquivos/upload/imagem-anotacao': {},
  'POST /api/arquivos/upload/imagem-quiz': {},
  'POST /api/arquivos/upload/capa-curso': {},
  'POST /api/arquivos/upload/curriculo': {},
  'GET /api/arquivos/:url': { params: (f) => ({ url: f.file }) },
  'GET /api/perfil/:id/fotos': { params: person },
  'POST /api/perfil/:id/fotos': { params: person, body: (f) => ({ fileId: f.fileId }) },
  'DELETE /api/perfil/:id/fotos': { params: person },
  'PUT /api/perfil/:id/curriculo': { params: person },
  'DELETE /api/perfil/:id/curriculo': { params: person },
  'GET /api/usuarios': { query: 'search=a' },
  'POST /api/usuarios': {},
  'GET /api/usuarios/:id': { params: user },
  'PUT /api/usuarios/:id': { params: user },
  'POST /api/usuarios/:id/desativar': { params: user, body: () => ({}) },
  'POST /api/usuarios/:id/reativar': { params: user, body: () => ({}) },
  'POST /api/usuarios/:id/convite': { params: user, body: () => ({}) },
  'GET /api/usuarios/:id/nome': { params: user },
  'GET /api/talentos': { query: 'name=a' },
  'GET /api/talentos/filtros': {},
  'GET /api/importacao/usuarios/modelo/:formato': { params: () => ({ formato: 'csv' }) },
  'POST /api/importacao/usuarios/previa': {},
  'POST /api/importacao/usuarios': {},
  'GET /api/exportacao/usuarios/:formato': { params: () => ({ formato: 'csv' }) },
  'GET /api/exportacao/talentos/:formato': { params: () => ({ formato: 'csv' }) },
  'POST /api/empresas': {},
  'GET /api/empresas': { query: 'q=a' },
  'GET /api/empresas/opcoes': {},
  'GET /api/empresas/:id': { params: company },
  'PUT /api/empresas/:id': { params: company },
  'POST /api/empresas/:id/desativar': { params: company, body: () => ({}) },
  'POST /api/empresas/:id/reativar': { params: company, body: () => ({}) },
  'DELETE /api/empresas/:id': { params: company },
  'GET /api/colaboradores': { query: 'q=a' },
  'GET /api/notificacoes': {},
  'GET /api/notificacoes/nao-lidas': {},
  'POST /api/notificacoes/:id/lida': { params: (f) => ({ id: f.notification }) },
  'POST /api/notificacoes/lidas': {},
  'GET /api/notificacoes/preferencias': {},
  'PUT /api/notificacoes/preferencias': {},
  'POST /api/solicitacoes-mentorias': {},
  'GET /api/solicitacoes-mentorias/minhas': {},
  'GET /api/solicitacoes-mentorias': {},
  'PUT /api/solicitacoes-mentorias/': {},
  'POST /api/solicitacoes-mentorias/:id/cancelar': { params: mentorship, body: () => ({ reason: 'Motivo' }) },
  'POST /api/solicitacoes-mentorias/:id/recusar': { params: mentorship },
  'POST /api/solicitacoes-mentorias/:id/concluir': { params: mentorship },
  'GET /api/solicitacoes-mentorias/:id/historico': { params: mentorship },
  'GET /api/solicitacoes-mentorias/:id/sugestoes': { params: mentorship },
  'GET /api/solicitacoes-mentorias/pessoas': {},
  'GET /api/mentores': {},
  'GET /api/mentorias/em-andamento': {},
  'GET /api/perfil/:id/acompanhamento': { params: person },
  'GET /api/perfil/:id/anotacoes': { params: person },
  'POST /api/perfil/:id/anotacoes': { params: person },
  'PUT /api/perfil/:id/anotacoes/:annotationId': {
    params: (f) => ({ id: f.annotation.person, annotationId: f.annotation.id }),
  },
  'DELETE /api/perfil/:id/anotacoes/:annotationId': {
    params: (f) => ({ id: f.annotation.person, annotationId: f.annotation.id }),
  },
  'GET /api/perfil/:id/feedbacks': { params: person },
  'POST /api/perfil/:id/feedbacks': { params: person },
  'GET /api/perfil/:id/feedbacks/:feedbackId': {
    params: (f) => ({ id: f.feedback.person, feedbackId: f.feedback.id }),
  },
  'PUT /api/perfil/:id/feedbacks/:feedbackId': {
    params: (f) => ({ id: f.feedback.person, feedbackId: f.feedback.id }),
  },
  'POST /api/perfil/:id/feedbacks/:feedbackId/ciente': {
    params: (f) => ({ id: f.feedback.person, feedbackId: f.feedback.id }),
    body: () => ({}),
  },
  'PUT /api/perfil/:id/feedbacks/:feedbackId/acoes/:actionId': {
    params: (f) => ({ id: f.feedback.person, feedbackId: f.feedback.id, actionId: f.feedback.action }),
  },
  'GET /api/cep/:cep': { params: () => ({ cep: '01001000' }), unavailable: true },
  'GET /api/cursos': {},
  'POST /api/cursos': {},
  'GET /api/cursos/:courseId': { params: course },
  'PUT /api/cursos/:courseId': { params: course },
  'GET /api/cursos/:courseId/turmas': { params: course },
  'POST /api/cursos/:courseId/turmas': { params: course },
  'PUT /api/cursos/:courseId/turmas/:classeId': { params: (f) => ({ courseId: f.class.course, classeId: f.class.id }) },
  'GET /api/cursos/:courseId/inscricoes': { params: course },
  'GET /api/cursos/:courseId/inscricoes.csv': { params: course },
  'PUT /api/cursos/:courseId/inscricoes': { params: course },
  'PUT /api/cursos/:courseId/inscricoes/lote': { params: course },
  'POST /api/cursos/:courseId/inscricoes/:userId/reabrir': {
    params: (f) => ({ courseId: f.enrolment.course, userId: f.enrolment.person }),
  },
  'GET /api/cursos/:courseId/inscricoes/:userId/historico': {
    params: (f) => ({ courseId: f.enrolment.course, userId: f.enrolment.person }),
  },
  'POST /api/cursos/:courseId/favorito': { params: course, body: () => ({}) },
  'DELETE /api/cursos/:courseId/favorito': { params: course },
  'GET /api/cursos/:courseId/favoritos': { params: course },
  'GET /api/trilhas': {},
  'GET /api/pessoas/:publicId/cursos': { params: (f) => ({ publicId: f.person }) },
  'GET /api/certificados/:code': { params: (f) => ({ code: f.certificateCode }) },
  'GET /api/certificados/:code.pdf': { params: (f) => ({ code: f.certificateCode }) },
  'POST /api/certificados/:code/revogar': { params: (f) => ({ code: f.certificateCode }) },
  'GET /api/banco-de-questoes/categorias': {},
  'POST /api/banco-de-questoes/categorias': {},
  'GET /api/banco-de-questoes': {},
  'POST /api/banco-de-questoes': {},
  'PUT /api/banco-de-questoes/:questionId': { params: (f) => ({ questionId: f.question }) },
  'DELETE /api/banco-de-questoes/:questionId': { params: (f) => ({ questionId: f.question }) },
  'GET /api/quizzes': {},
  'POST /api/quizzes': {},
  'GET /api/quizzes/acomodacoes': {},
  'PUT /api/quizzes/acomodacoes/:publicId': { params: (f) => ({ publicId: f.user }) },
  'GET /api/quizzes/:quizId': { params: quiz },
  'PUT /api/quizzes/:quizId': { params: quiz },
  'DELETE /api/quizzes/:quizId': { params: quiz },
  'GET /api/quizzes/:quizId/questoes': { params: quiz },
  'PUT /api/quizzes/:quizId/questoes': { params: quiz },
  'GET /api/quizzes/:quizId/resultados': { params: quiz },
  'GET /api/meus-quizzes': {},
  'POST /api/quizzes/:quizId/tentativas': { params: quiz, body: () => ({}) },
  'GET /api/quizzes/:quizId/tentativas': { params: quiz },
  'GET /api/tentativas/:attemptId': { params: attempt },
  'PUT /api/tentativas/:attemptId': { params: attempt },
  'POST /api/tentativas/:attemptId/enviar': { params: attempt, body: () => ({}) },
  'GET /api/correcoes': {},
  'PUT /api/tentativas/:attemptId/respostas/:position': { params: (f) => ({ attemptId: f.attempt, position: 0 }) },
  'GET /api/analise/resumo': {},
  'GET /api/analise/resumo-semanal': {},
  'PUT /api/analise/resumo-semanal': {},
  'GET /api/analise/:key/pessoas': { params: () => ({ key: 'funil' }) },
  'GET /api/analise/:key': { params: () => ({ key: 'funil' }) },
  'GET /api/inicio': {},
  'GET /api/ajuda/artigos': {},
  'GET /api/ajuda/artigos/:slug': { params: (f) => ({ slug: f.tenantArticle }) },
  'GET /api/ajuda/contexto': { query: 'rota=/inicio' },
  'PUT /api/ajuda/artigos/:slug/voto': { params: (f) => ({ slug: f.tenantArticle }) },
  'POST /api/ajuda/contato': {},
  'GET /api/ajuda/artigos-da-instituicao': {},
  'POST /api/ajuda/artigos-da-instituicao': {},
  'PUT /api/ajuda/artigos-da-instituicao/:slug': { params: (f) => ({ slug: f.tenantArticle }) },
  'DELETE /api/ajuda/artigos-da-instituicao/:slug': { params: (f) => ({ slug: f.tenantArticle }) },
  'GET /api/ajuda/configuracao': {},
  'PUT /api/ajuda/configuracao': {},
  'GET /api/ajuda/estatisticas': {},
  'GET /api/minha-conta/dados': {},
  'GET /api/minha-conta/privacidade': {},
  'PUT /api/minha-conta/consentimentos/dados-sensiveis': {},
  'DELETE /api/minha-conta/consentimentos/dados-sensiveis': {},
  'POST /api/minha-conta/exclusao': {},
  'DELETE /api/minha-conta/exclusao': {},
  'GET /api/exclusoes-de-conta': {},
  'POST /api/exclusoes-de-conta/:id/confirmar': { params: (f) => ({ id: f.deletion }), body: () => ({}) },
};

let ctx: TestContext;
const jar = cookieJar(() => ctx.app);
const fixtures = new Map<string, Omit<Fixture, 'person'> & { talent: string; colleague: string }>();
let other: Fixture;
const stats = { requests: 0, foreign: 0, routes: 0, ms: 0 };

const keyOf = (method: string, url: string) => `${method} ${url}`;

function catalogue() {
  return ctx.app.routeCatalogue.filter((r) => r.method !== 'HEAD');
}

async function first<T>(query: ReturnType<typeof sql>, missing: T): Promise<T> {
  const [row] = await ownerRows<T>(ctx, query);
  return row ?? missing;
}

const tenantId = (slug: TenantSlug) => sql`(select id from tenants where slug = ${slug})`;

/** The first of each kind of record the tenants have; a kind they lack is named by an id no row has. */
async function recordsOf(slugs: TenantSlug[], somebody: string) {
  const t = sql`(select id from tenants where slug in (${sql.join(
    slugs.map((s) => sql`${s}`),
    sql`, `,
  )}))`;
  const missing = { person: somebody, id: NO_ROW };
  const personOfRow = (table: string, column = 'user_id') =>
    first<{ person: string; id: number }>(
      sql`select u.public_id as person, x.id from ${sql.raw(table)} x join users u on u.id = x.${sql.raw(column)}
          where x.tenant_id in ${t} order by x.id limit 1`,
      missing,
    );
  const id = async (table: string) =>
    (
      await first<{ id: number }>(sql`select id from ${sql.raw(table)} where tenant_id in ${t} order by id limit 1`, {
        id: NO_ROW,
      })
    ).id;
  return {
    user: somebody,
    course: await id('courses'),
    class: await first<{ course: number; id: number }>(
      sql`select course_id as course, id from classes where tenant_id in ${t} order by id limit 1`,
      { course: NO_ROW, id: NO_ROW },
    ),
    enrolment: await first<{ course: number; person: string }>(
      sql`select e.course_id as course, u.public_id as person from enrolments e join users u on u.id = e.user_id
          where e.tenant_id in ${t} order by e.course_id limit 1`,
      { course: NO_ROW, person: somebody },
    ),
    education: await personOfRow('profile_educations'),
    language: await personOfRow('profile_languages'),
    profileCertificate: await personOfRow('profile_certificates'),
    annotation: await personOfRow('annotations', 'talent_id'),
    feedback: await first<{ person: string; id: number; action: number }>(
      sql`select u.public_id as person, f.annotation_id as id, a2.id as action
          from feedbacks f join annotations a on a.id = f.annotation_id join users u on u.id = a.talent_id
          join feedback_actions a2 on a2.feedback_id = f.annotation_id
          where f.tenant_id in ${t} order by f.annotation_id limit 1`,
      { ...missing, action: NO_ROW },
    ),
    mentorship: await id('mentorship_requests'),
    company: await id('companies'),
    notification: await id('notifications'),
    deletion: await id('account_deletion_requests'),
    certificateCode: (
      await first<{ code: string }>(sql`select code from certificates where tenant_id in ${t} order by id limit 1`, {
        code: 'NOCERTIFICATE',
      })
    ).code,
    quiz: await id('quizzes'),
    question: await id('quiz_questions'),
    attempt: await id('quiz_attempts'),
  };
}

/** A tiny JPEG uploaded as the tenant's demo Talento: a stored file the walk can name. */
async function uploadPhoto(tenant: TenantSlug): Promise<{ file: string; fileId: string }> {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#08f' } })
    .jpeg()
    .toBuffer();
  const response = await call(ctx.app, {
    url: '/api/arquivos/upload/foto-perfil',
    tenant,
    cookie: await jar.demo(tenant, 'Talento'),
    ...multipart(bytes, 'photo.jpg', 'image/jpeg'),
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id, url } = response.json() as { id: string; url: string };
  return { file: url.split('/').pop() as string, fileId: id };
}

/** A tenant article written by the tenant's Admin, so the help routes have a slug that is the tenant's own. */
async function tenantArticle(tenant: TenantSlug, slug: string, title: string): Promise<string> {
  const response = await call(ctx.app, {
    url: '/api/ajuda/artigos-da-instituicao',
    tenant,
    cookie: await jar.demo(tenant, 'Admin'),
    body: {
      slug,
      category: 'institution',
      roles: [],
      routes: [],
      texts: { 'pt-BR': { title, bodyHtml: `<p>${title}</p>` } },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { slug: string }).slug;
}

beforeAll(async () => {
  ctx = await createTestApp({ demoTalents: 12 });
  // A profile certificate in each tenant: the demo writes none.
  await ownerRows(
    ctx,
    sql`insert into profile_certificates (tenant_id, user_id, course_name, platform, issue_date, url)
        select tenant_id, id, 'Curso', 'Plataforma', '2024-01-01', 'https://example.org' from users where role = 'Talento'
        and email like 'talento@%'`,
  );
  // The marker, in what another tenant's reader would see first: names, a course, a company, an annotation.
  for (const tenant of FOREIGN) {
    await ownerRows(ctx, sql`update users set first_name = ${MARKER} where tenant_id = ${tenantId(tenant)}`);
    await ownerRows(ctx, sql`update profiles set social_name = ${MARKER} where tenant_id = ${tenantId(tenant)}`);
    await ownerRows(ctx, sql`update courses set name = ${MARKER} where tenant_id = ${tenantId(tenant)}`);
    await ownerRows(ctx, sql`update companies set legal_name = ${MARKER} where tenant_id = ${tenantId(tenant)}`);
    await ownerRows(ctx, sql`update annotations set title = ${MARKER} where tenant_id = ${tenantId(tenant)}`);
  }

  for (const tenant of WALKED) {
    const talent = (await demoUser(ctx, tenant, 'Talento')).publicId;
    fixtures.set(tenant, {
      ...(await recordsOf([tenant], talent)),
      ...(await uploadPhoto(tenant)),
      tenantArticle: await tenantArticle(tenant, `artigo-${tenant}`, `Artigo de ${tenant}`),
      talent,
      colleague: (await demoUser(ctx, tenant, 'Colaborador')).publicId,
    });
  }
  const asidTalento = (await demoUser(ctx, 'asid', 'Talento')).publicId;
  other = {
    ...(await recordsOf(FOREIGN, asidTalento)),
    person: asidTalento,
    ...(await uploadPhoto('asid')),
    tenantArticle: await tenantArticle('asid', 'artigo-asid', `Artigo ${MARKER}`),
  };
}, 180_000);

afterAll(async () => {
  await ctx?.close();
  console.info(
    `authorization matrix: ${stats.routes} routes, ${stats.requests} requests (${stats.foreign} naming another tenant's record), ${Math.round(stats.ms)} ms`,
  );
});

/** Each request from an address of its own: the public certificate routes are rate-limited per address. */
function send(options: Parameters<typeof call>[1]): Promise<LightMyRequestResponse> {
  const n = stats.requests++;
  return call(ctx.app, { ...options, remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
}

function fill(url: string, params: Record<string, string | number>): string {
  return url.replace(/:(\w+)|\*/g, (match, name: string | undefined) => {
    const value = params[name ?? '*'];
    if (value === undefined) throw new Error(`no fixture for ${match} in ${url}`);
    return encodeURIComponent(String(value));
  });
}

function fixtureFor(tenant: TenantSlug, role: Role, me: string, variant: Exclude<Variant, 'mixed'>): Fixture {
  const mine = fixtures.get(tenant);
  if (!mine) throw new Error(`no fixtures for ${tenant}`);
  if (variant === 'other') return other;
  const { talent, colleague, ...records } = mine;
  // 'same' is someone else of the tenant: the demo talent, or a colleague for the talent themself.
  const someoneElse = role === 'Talento' ? colleague : talent;
  const subject = variant === 'own' ? me : someoneElse;
  return { ...records, person: subject, user: someoneElse };
}

interface Probe {
  variant: Variant | 'anonymous';
  url: string;
  /** The URL names another tenant's record: the answer must not be a 2xx. */
  foreign: boolean;
  body: unknown;
}

function probesOf(method: string, url: string, entry: RouteEntry, tenant: TenantSlug, role: Role, me: string): Probe[] {
  const write = method !== 'GET';
  const query = entry.query ? `?${entry.query}` : '';
  if (!entry.params) {
    return write ? [] : [{ variant: 'own', url: url + query, foreign: false, body: undefined }];
  }
  const own = fixtureFor(tenant, role, me, 'own');
  const same = fixtureFor(tenant, role, me, 'same');
  const ownUrl = fill(url, entry.params(own)) + query;
  // Own person, another tenant's record under them: the IDOR a shared id space would allow.
  const mixedFixture: Fixture = { ...other, person: me, user: own.user };
  const candidates: Array<[Variant, Fixture]> = [
    ['own', own],
    ['same', same],
    ['other', other],
    ['mixed', mixedFixture],
  ];
  const seen = new Set<string>();
  const probes: Probe[] = [];
  for (const [variant, fixture] of candidates) {
    const target = fill(url, entry.params(fixture)) + query;
    if (seen.has(target)) continue;
    seen.add(target);
    const foreign = (variant === 'other' || variant === 'mixed') && target !== ownUrl;
    // Writes go only where they cannot succeed: another tenant's record.
    if (write && !foreign) continue;
    probes.push({ variant, url: target, foreign, body: write ? (entry.body?.(fixture) ?? {}) : undefined });
  }
  return probes;
}

function needsSession(permission: RoutePermission): boolean {
  return permission.kind === 'session' || permission.kind === 'capability';
}

function check(
  failures: string[],
  label: string,
  response: LightMyRequestResponse,
  expectation: { status?: number[]; not?: number[]; no2xx?: boolean; unavailable?: boolean },
) {
  const status = response.statusCode;
  if (status >= 500 && !(expectation.unavailable && status === 503))
    failures.push(`${label} → ${status} ${response.body.slice(0, 200)}`);
  if (expectation.status && !expectation.status.includes(status)) {
    failures.push(`${label} → ${status}, expected ${expectation.status.join('/')}: ${response.body.slice(0, 200)}`);
  }
  if (expectation.not?.includes(status)) failures.push(`${label} → ${status}: ${response.body.slice(0, 200)}`);
  if (expectation.no2xx && status < 300) failures.push(`${label} → ${status} with another tenant's record`);
  if (response.body.includes(MARKER)) failures.push(`${label} → ${status} carries another tenant's marker`);
}

describe('the authorization matrix', () => {
  it('has a row for every route of the catalogue, and none for a route that is gone', () => {
    const routes = new Set(catalogue().map((r) => keyOf(r.method, r.url)));
    expect(
      [...routes].filter((key) => !(key in ROUTES)),
      'routes without a row in ROUTES',
    ).toEqual([]);
    expect(
      Object.keys(ROUTES).filter((key) => !routes.has(key)),
      'rows of ROUTES for no route',
    ).toEqual([]);
  });

  it('answers anonymous callers as each route declares', async () => {
    const started = performance.now();
    const failures: string[] = [];
    for (const route of catalogue()) {
      const entry = ROUTES[keyOf(route.method, route.url)];
      if (!entry || entry.skip) continue;
      const params = entry.params?.(fixtureFor('mais-pra-ti', 'Talento', other.person, 'same')) ?? {};
      const url = fill(route.url, params) + (entry.query ? `?${entry.query}` : '');
      const response = await send({
        method: route.method as 'GET',
        url,
        tenant: 'mais-pra-ti',
        ...(route.method === 'GET' ? {} : { body: {} }),
      });
      const label = `anonymous ${route.method} ${url}`;
      check(failures, label, response, needsSession(route.permission) ? { status: [401] } : { not: [401, 403] });
    }
    stats.ms += performance.now() - started;
    expect(failures).toEqual([]);
  }, 60_000);

  describe.each(WALKED)('in %s', (tenant) => {
    it.each(ROLES)(
      'walks every route as %s',
      async (role) => {
        const started = performance.now();
        const failures: string[] = [];
        const cookie = await jar.demo(tenant, role);
        const me = (await demoUser(ctx, tenant, role)).publicId;
        let walked = 0;
        for (const route of catalogue()) {
          const entry = ROUTES[keyOf(route.method, route.url)];
          if (!entry || entry.skip || entry.anonymousOnly) continue;
          const { permission } = route;
          const allowed = permission.kind !== 'capability' || can(tenant, role, permission.capability);
          if (!allowed) {
            // The gate refuses before anything is read: one request per route is the proof.
            const params = entry.params?.(fixtureFor(tenant, role, me, 'own')) ?? {};
            const url = fill(route.url, params);
            const response = await send({
              method: route.method as 'GET',
              url,
              tenant,
              cookie,
              ...(route.method === 'GET' ? {} : { body: {} }),
            });
            walked += 1;
            check(failures, `${role}@${tenant} ${route.method} ${url}`, response, { status: [403] });
            continue;
          }
          for (const probe of probesOf(route.method, route.url, entry, tenant, role, me)) {
            const response = await send({
              method: route.method as 'GET',
              url: probe.url,
              tenant,
              cookie,
              ...(probe.body === undefined ? {} : { body: probe.body }),
            });
            walked += 1;
            if (probe.foreign) stats.foreign += 1;
            const label = `${role}@${tenant} ${probe.variant} ${route.method} ${probe.url}`;
            const expectation = probe.foreign
              ? entry.body || route.method === 'GET'
                ? { status: [403, 404] }
                : { no2xx: true, not: [401] }
              : { not: [401] };
            check(failures, label, response, { ...expectation, unavailable: entry.unavailable === true });
          }
        }
        stats.ms += performance.now() - started;
        if (role === ROLES[0]) stats.routes = catalogue().length;
        expect(walked).toBeGreaterThan(0);
        expect(failures).toEqual([]);
      },
      120_000,
    );
  });
});
