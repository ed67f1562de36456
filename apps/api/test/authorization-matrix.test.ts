/**
 * The authorization matrix (issue 15 §3): every route of `app.routeCatalogue` × the eight roles ×
 * {own record, same-tenant record, another tenant's record, anonymous}, each answer held to the
 * permission the route declares and to the capability matrix (`can`). A route added without a row in
 * ROUTES fails the first test, so nobody adds an unwalked route by accident.
 *
 * GETs are walked in full. Writes are walked anonymously, by the roles the gate refuses, and with another
 * tenant's record (which must never be a 2xx). A write the service decides by a rule of policy.ts about a
 * person or a record (a row's `policy`) is also sent, with a valid body, on the caller's own record and on
 * a same-tenant one: what the rule answers for the caller's relation to it, worked out here from the
 * stored data (self, author, mentor in progress or former) and evaluated with `allows`, is the
 * expectation. Denied: 403 or 404 (a record one may not read is absent), during the walk. Allowed: never
 * 401, never ≥ 500, in a last test, since it changes what it writes (deletes and ended mentorships last);
 * whether it then succeeds is the feature tests' business. A marker planted in asid's and trindtech's data
 * must appear in no answer.
 */
import { addDays, todayIn } from '@ponte/shared/follow-up.schema';
import { can } from '@ponte/shared/permissions';
import { type Action, allows, type Relation, type SubjectFacts } from '@ponte/shared/policy';
import { ROLES, type Role } from '@ponte/shared/roles';
import type { TenantSlug } from '@ponte/shared/tenants';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoutePermission } from '../src/http/permissions.ts';
import {
  additionalInformation,
  basicData,
  certificate,
  education,
  language,
  learningPreferences,
  location,
  professionalProfile,
  testAnswers,
} from './profile-fixtures.ts';
import { call, demoUser, multipart, ownerRows, type TestUser } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

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
  /** Option ids of the caller's tenant, so that a body passes the checks made before the policy's. */
  annotationCategory: number;
  mentorArea: number;
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
  /**
   * A write the service decides by a rule of policy.ts about a person or a record of the tenant: sent
   * with `body` on the caller's own and a same-tenant record, and held to what the rule answers for the
   * caller's relation to it (403/404 when it denies; never 401 or ≥ 500 when it allows).
   */
  policy?: PolicyCheck;
  /** Changes what later writes find (deletes, ends a mentorship, replaces a plan): the allowed ones go last. */
  destructive?: true;
}

/** Who or what a write is about, as the service finds it from the path or the body. */
type Subject =
  /** A course-wide or tenant-wide action: the caller is their own subject (`callerOf`). */
  | { kind: 'caller' }
  | { kind: 'person'; publicId: string }
  /** An annotation or feedback: its person, its author, whether it is shared. */
  | { kind: 'annotation'; id: number }
  /** A record that belongs to one person: the request's, the attempt's, the notice's. */
  | { kind: 'mentorship' | 'attempt' | 'notification'; id: number };

interface PolicyCheck {
  /**
   * The rule; a function where it depends on whether the subject is the caller (asking for mentoring for
   * oneself or for someone else). 'recipient' is a notice's: its recipient's alone, no rule of policy.ts.
   */
  action: Action | 'recipient' | ((self: boolean) => Action);
  subject: (f: Fixture) => Subject;
}

const person = (f: Fixture) => ({ id: f.person });
const course = (f: Fixture) => ({ courseId: f.course });
const quiz = (f: Fixture) => ({ quizId: f.quiz });
const attempt = (f: Fixture) => ({ attemptId: f.attempt });
const mentorship = (f: Fixture) => ({ id: f.mentorship });
const company = (f: Fixture) => ({ id: f.company });
const user = (f: Fixture) => ({ id: f.user });
const docs: RouteEntry = { anonymousOnly: true };

const aboutPerson = (action: Action): PolicyCheck => ({
  action,
  subject: (f) => ({ kind: 'person', publicId: f.person }),
});
const aboutOwner = (action: Action, owner: (f: Fixture) => string): PolicyCheck => ({
  action,
  subject: (f) => ({ kind: 'person', publicId: owner(f) }),
});
const asCaller = (action: Action): PolicyCheck => ({ action, subject: () => ({ kind: 'caller' }) });
const aboutAnnotation = (action: Action, id: (f: Fixture) => number): PolicyCheck => ({
  action,
  subject: (f) => ({ kind: 'annotation', id: id(f) }),
});
const aboutMentorship = (action: Action): PolicyCheck => ({
  action,
  subject: (f) => ({ kind: 'mentorship', id: f.mentorship }),
});
const aboutAttempt = (action: Action): PolicyCheck => ({
  action,
  subject: (f) => ({ kind: 'attempt', id: f.attempt }),
});
const edit = aboutPerson('profile.edit');

const TODAY = todayIn();
const annotationBody = (f: Fixture) => ({
  title: 'Conversa',
  annotation: '<p>Falamos sobre metas.</p>',
  annotationDate: TODAY,
  category: f.annotationCategory,
  shared: true,
});
const feedbackBody = (f: Fixture) => ({
  ...annotationBody(f),
  title: 'Feedback',
  actionInitialDate: TODAY,
  actionEndDate: addDays(TODAY, 60),
  actionDescription: 'Plano',
  actions: [{ name: 'Estudar SQL', initialDate: TODAY, endDate: addDays(TODAY, 30) }],
});
const reason = () => ({ reason: 'Motivo' });

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
  'PUT /api/perfil/:id/informacoes-pessoais': { params: person, body: basicData, policy: edit },
  'PUT /api/perfil/:id/informacoes-adicionais': { params: person, body: additionalInformation, policy: edit },
  'PUT /api/perfil/:id/localizacao': { params: person, body: location, policy: edit },
  'GET /api/perfil/:id/formacoes': { params: person },
  'POST /api/perfil/:id/formacoes': { params: person, body: education, policy: edit },
  'PUT /api/perfil/:id/formacoes/:educationId': {
    params: (f) => ({ id: f.education.person, educationId: f.education.id }),
    body: education,
    policy: aboutOwner('profile.edit', (f) => f.education.person),
  },
  'DELETE /api/perfil/:id/formacoes/:educationId': {
    params: (f) => ({ id: f.education.person, educationId: f.education.id }),
    policy: aboutOwner('profile.edit', (f) => f.education.person),
    destructive: true,
  },
  'GET /api/perfil/:id/perfil-profissional': { params: person },
  'PUT /api/perfil/:id/perfil-profissional': { params: person, body: professionalProfile, policy: edit },
  'GET /api/perfil/:id/competencias': { params: person },
  'PUT /api/perfil/:id/competencias': {
    params: person,
    body: () => ({ softSkills: ['Escuta'], hardSkills: [] }),
    policy: edit,
  },
  'GET /api/perfil/:id/idiomas': { params: person },
  'PUT /api/perfil/:id/idiomas': { params: person, body: language, policy: edit },
  'DELETE /api/perfil/:id/idiomas/:languageId': {
    params: (f) => ({ id: f.language.person, languageId: f.language.id }),
    policy: aboutOwner('profile.edit', (f) => f.language.person),
    destructive: true,
  },
  'GET /api/perfil/:id/certificados': { params: person },
  'PUT /api/perfil/:id/certificados': { params: person, body: certificate, policy: edit },
  'DELETE /api/perfil/:id/certificados/:certificateId': {
    params: (f) => ({ id: f.profileCertificate.person, certificateId: f.profileCertificate.id }),
    policy: aboutOwner('profile.edit', (f) => f.profileCertificate.person),
    destructive: true,
  },
  'GET /api/perfil/:id/teste-comportamental': { params: person },
  'POST /api/perfil/:id/teste-comportamental': {
    params: person,
    body: () => testAnswers(() => '1'),
    policy: aboutPerson('profile.takeBehaviouralTest'),
  },
  'GET /api/perfil/:id/preferencias-de-aprendizagem': { params: person },
  'PUT /api/perfil/:id/preferencias-de-aprendizagem': { params: person, body: learningPreferences, policy: edit },
  'POST /api/arquivos/upload/foto-perfil': {},
  'POST /api/arquivos/upload/imagem-anotacao': {},
  'POST /api/arquivos/upload/imagem-quiz': {},
  'POST /api/arquivos/upload/capa-curso': {},
  'POST /api/arquivos/upload/curriculo': {},
  'GET /api/arquivos/:url': { params: (f) => ({ url: f.file }) },
  'GET /api/perfil/:id/fotos': { params: person },
  'POST /api/perfil/:id/fotos': { params: person, body: (f) => ({ fileId: f.fileId }), policy: edit },
  'DELETE /api/perfil/:id/fotos': { params: person, policy: edit, destructive: true },
  'PUT /api/perfil/:id/curriculo': { params: person, body: (f) => ({ fileId: f.fileId }), policy: edit },
  'DELETE /api/perfil/:id/curriculo': { params: person, policy: edit, destructive: true },
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
  'POST /api/notificacoes/:id/lida': {
    params: (f) => ({ id: f.notification }),
    body: () => ({}),
    policy: { action: 'recipient', subject: (f) => ({ kind: 'notification', id: f.notification }) },
  },
  'POST /api/notificacoes/lidas': {},
  'GET /api/notificacoes/preferencias': {},
  'PUT /api/notificacoes/preferencias': {},
  'POST /api/solicitacoes-mentorias': {
    body: (f) => ({ areaOptions: f.mentorArea, objective: 'Crescer na carreira', userId: f.person }),
    policy: {
      action: (self) => (self ? 'mentorship.ask' : 'mentorship.askFor'),
      subject: (f) => ({ kind: 'person', publicId: f.person }),
    },
  },
  'GET /api/solicitacoes-mentorias/minhas': {},
  'GET /api/solicitacoes-mentorias': {},
  'PUT /api/solicitacoes-mentorias/': {},
  'POST /api/solicitacoes-mentorias/:id/cancelar': {
    params: mentorship,
    body: reason,
    policy: aboutMentorship('mentorship.cancel'),
    destructive: true,
  },
  'POST /api/solicitacoes-mentorias/:id/recusar': {
    params: mentorship,
    body: reason,
    policy: aboutMentorship('mentorship.decline'),
    destructive: true,
  },
  'POST /api/solicitacoes-mentorias/:id/concluir': {
    params: mentorship,
    body: () => ({ reason: 'Motivo', note: 'Nota de encerramento' }),
    policy: aboutMentorship('mentorship.conclude'),
    destructive: true,
  },
  'GET /api/solicitacoes-mentorias/:id/historico': { params: mentorship },
  'GET /api/solicitacoes-mentorias/:id/sugestoes': { params: mentorship },
  'GET /api/solicitacoes-mentorias/pessoas': {},
  'GET /api/mentores': {},
  'GET /api/mentorias/em-andamento': {},
  'GET /api/perfil/:id/acompanhamento': { params: person },
  'GET /api/perfil/:id/anotacoes': { params: person },
  'POST /api/perfil/:id/anotacoes': { params: person, body: annotationBody, policy: aboutPerson('annotation.write') },
  'PUT /api/perfil/:id/anotacoes/:annotationId': {
    params: (f) => ({ id: f.annotation.person, annotationId: f.annotation.id }),
    body: annotationBody,
    policy: aboutAnnotation('annotation.edit', (f) => f.annotation.id),
  },
  'DELETE /api/perfil/:id/anotacoes/:annotationId': {
    params: (f) => ({ id: f.annotation.person, annotationId: f.annotation.id }),
    policy: aboutAnnotation('annotation.edit', (f) => f.annotation.id),
    destructive: true,
  },
  'GET /api/perfil/:id/feedbacks': { params: person },
  'POST /api/perfil/:id/feedbacks': { params: person, body: feedbackBody, policy: aboutPerson('feedback.write') },
  'GET /api/perfil/:id/feedbacks/:feedbackId': {
    params: (f) => ({ id: f.feedback.person, feedbackId: f.feedback.id }),
  },
  'PUT /api/perfil/:id/feedbacks/:feedbackId': {
    params: (f) => ({ id: f.feedback.person, feedbackId: f.feedback.id }),
    body: feedbackBody,
    policy: aboutAnnotation('feedback.edit', (f) => f.feedback.id),
    // Its plan replaces the actions the progress calls name.
    destructive: true,
  },
  'POST /api/perfil/:id/feedbacks/:feedbackId/ciente': {
    params: (f) => ({ id: f.feedback.person, feedbackId: f.feedback.id }),
    body: () => ({}),
    policy: aboutAnnotation('feedback.progress', (f) => f.feedback.id),
  },
  'PUT /api/perfil/:id/feedbacks/:feedbackId/acoes/:actionId': {
    params: (f) => ({ id: f.feedback.person, feedbackId: f.feedback.id, actionId: f.feedback.action }),
    body: () => ({ isDone: true, comment: 'Feito' }),
    policy: aboutAnnotation('feedback.progress', (f) => f.feedback.id),
  },
  'GET /api/cep/:cep': { params: () => ({ cep: '01001000' }), unavailable: true },
  'GET /api/cursos': {},
  'POST /api/cursos': { body: () => ({ name: 'Curso do teste', status: 'draft' }), policy: asCaller('course.manage') },
  'GET /api/cursos/:courseId': { params: course },
  'PUT /api/cursos/:courseId': {
    params: course,
    body: () => ({ name: 'Curso do teste', status: 'published' }),
    policy: asCaller('course.manage'),
  },
  'GET /api/cursos/:courseId/turmas': { params: course },
  'POST /api/cursos/:courseId/turmas': {
    params: course,
    body: () => ({ name: 'Turma do teste' }),
    policy: asCaller('course.manage'),
  },
  'PUT /api/cursos/:courseId/turmas/:classeId': {
    params: (f) => ({ courseId: f.class.course, classeId: f.class.id }),
    body: () => ({ name: 'Turma do teste' }),
    policy: asCaller('course.manage'),
  },
  'GET /api/cursos/:courseId/inscricoes': { params: course },
  'GET /api/cursos/:courseId/inscricoes.csv': { params: course },
  'PUT /api/cursos/:courseId/inscricoes': {
    params: (f) => ({ courseId: f.class.course }),
    body: (f) => ({ userId: f.user, classeId: f.class.id, status: 'A' }),
    policy: aboutOwner('enrolment.write', (f) => f.user),
  },
  'PUT /api/cursos/:courseId/inscricoes/lote': {
    params: (f) => ({ courseId: f.enrolment.course }),
    body: (f) => ({ userIds: [f.enrolment.person], status: 'A', note: null }),
    policy: aboutOwner('enrolment.write', (f) => f.enrolment.person),
  },
  'POST /api/cursos/:courseId/inscricoes/:userId/reabrir': {
    params: (f) => ({ courseId: f.enrolment.course, userId: f.enrolment.person }),
    body: () => ({ note: 'Reaberta' }),
    policy: aboutOwner('enrolment.write', (f) => f.enrolment.person),
  },
  'GET /api/cursos/:courseId/inscricoes/:userId/historico': {
    params: (f) => ({ courseId: f.enrolment.course, userId: f.enrolment.person }),
  },
  'POST /api/cursos/:courseId/favorito': { params: course, body: () => ({}), policy: asCaller('course.favourite') },
  'DELETE /api/cursos/:courseId/favorito': { params: course, policy: asCaller('course.favourite') },
  'GET /api/cursos/:courseId/favoritos': { params: course },
  'GET /api/trilhas': {},
  'GET /api/pessoas/:publicId/cursos': { params: (f) => ({ publicId: f.person }) },
  'GET /api/certificados/:code': { params: (f) => ({ code: f.certificateCode }) },
  'GET /api/certificados/:code.pdf': { params: (f) => ({ code: f.certificateCode }) },
  'POST /api/certificados/:code/revogar': {
    params: (f) => ({ code: f.certificateCode }),
    body: reason,
    policy: asCaller('enrolment.write'),
    destructive: true,
  },
  'GET /api/banco-de-questoes/categorias': {},
  'POST /api/banco-de-questoes/categorias': {},
  'GET /api/banco-de-questoes': {},
  'POST /api/banco-de-questoes': {},
  'PUT /api/banco-de-questoes/:questionId': { params: (f) => ({ questionId: f.question }) },
  'DELETE /api/banco-de-questoes/:questionId': { params: (f) => ({ questionId: f.question }) },
  'GET /api/quizzes': {},
  'POST /api/quizzes': {},
  'GET /api/quizzes/acomodacoes': {},
  'PUT /api/quizzes/acomodacoes/:publicId': {
    params: (f) => ({ publicId: f.user }),
    body: () => ({ factor: 1.5 }),
    policy: aboutOwner('quiz.accommodate', (f) => f.user),
  },
  'GET /api/quizzes/:quizId': { params: quiz },
  'PUT /api/quizzes/:quizId': { params: quiz },
  'DELETE /api/quizzes/:quizId': { params: quiz },
  'GET /api/quizzes/:quizId/questoes': { params: quiz },
  'PUT /api/quizzes/:quizId/questoes': { params: quiz },
  'GET /api/quizzes/:quizId/resultados': { params: quiz },
  'GET /api/meus-quizzes': {},
  'POST /api/quizzes/:quizId/tentativas': { params: quiz, body: () => ({}), policy: asCaller('quiz.take') },
  'GET /api/quizzes/:quizId/tentativas': { params: quiz },
  'GET /api/tentativas/:attemptId': { params: attempt },
  'PUT /api/tentativas/:attemptId': {
    params: attempt,
    body: () => ({ answers: [{ position: 0, value: null }] }),
    policy: aboutAttempt('quiz.take'),
  },
  'POST /api/tentativas/:attemptId/enviar': {
    params: attempt,
    body: () => ({}),
    policy: aboutAttempt('quiz.take'),
    destructive: true,
  },
  'GET /api/correcoes': {},
  'PUT /api/tentativas/:attemptId/respostas/:position': {
    params: (f) => ({ attemptId: f.attempt, position: 0 }),
    body: () => ({ points: 1 }),
    policy: aboutAttempt('quiz.readAttempts'),
  },
  'GET /api/analise/resumo': {},
  'GET /api/analise/resumo-semanal': {},
  'PUT /api/analise/resumo-semanal': {
    body: () => ({ roles: ['Admin', 'Rh'] }),
    policy: asCaller('analytics.digest.manage'),
  },
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

const ctx = useTestApp({ demoTalents: 12 });
const { jar } = ctx;
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
  const option = async (type: string) =>
    (
      await first<{ id: number }>(
        sql`select id from option_items where tenant_id in ${t} and type = ${type} and active order by position, id limit 1`,
        { id: NO_ROW },
      )
    ).id;
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
    annotationCategory: await option('ANNOTATION_CATEGORY'),
    mentorArea: await option('MENTOR_AREA'),
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

/**
 * A shared annotation and a feedback with a plan, written by the demo Mentor about the mentee (the demo
 * talent): the same-tenant writes then meet records with an author, a person and a mentor, which every
 * role stands to differently (the author; staff, who read it but did not write it; the person; others).
 */
async function followUpOf(tenant: TenantSlug, talent: string, category: number) {
  const cookie = await jar.demo(tenant, 'Mentor');
  const write = async (path: string, body: unknown) => {
    const response = await call(ctx.app, { url: `/api/perfil/${talent}/${path}`, tenant, cookie, body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; actions?: { id: number }[] };
  };
  const today = todayIn();
  const note = {
    title: 'Conversa do teste',
    annotation: '<p>Metas.</p>',
    annotationDate: today,
    category,
    shared: true,
  };
  const annotation = await write('anotacoes', note);
  const feedback = await write('feedbacks', {
    ...note,
    title: 'Feedback do teste',
    actions: [{ name: 'Estudar', initialDate: today, endDate: addDays(today, 30) }],
  });
  return {
    annotation: { person: talent, id: annotation.id },
    feedback: { person: talent, id: feedback.id, action: feedback.actions?.[0]?.id ?? NO_ROW },
  };
}

/** The demo talent's mentorship in progress (its mentor, the talent and staff each may end it differently). */
async function mentorshipOf(tenant: TenantSlug, talent: string, fallback: number): Promise<number> {
  const row = await first<{ id: number }>(
    sql`select m.id from mentorship_requests m join users u on u.id = m.user_id
        where m.tenant_id = ${tenantId(tenant)} and u.public_id = ${talent} and m.status = 'EM_ANDAMENTO' limit 1`,
    { id: fallback },
  );
  return row.id;
}

beforeAll(async () => {
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
    const records = await recordsOf([tenant], talent);
    fixtures.set(tenant, {
      ...records,
      ...(await uploadPhoto(tenant)),
      ...(await followUpOf(tenant, talent, records.annotationCategory)),
      mentorship: await mentorshipOf(tenant, talent, records.mentorship),
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

afterAll(() => {
  console.info(
    `authorization matrix: ${stats.routes} routes, ${stats.requests} requests (${stats.foreign} naming another tenant's record; own and same-tenant writes: ${sameTenantStats.total(sameTenantStats.denied)} the policy denies, answered ${JSON.stringify(Object.fromEntries(sameTenantStats.denied))}; ${sameTenantStats.total(sameTenantStats.allowed)} it allows, answered ${JSON.stringify(Object.fromEntries(sameTenantStats.allowed))}), ${Math.round(stats.ms)} ms`,
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
  /** The URL or the body names another tenant's record: the answer must not be a 2xx. */
  foreign: boolean;
  /** Only the body does (a file id, a person): a field error is a refusal too. */
  foreignBody: boolean;
  body: unknown;
  /** The fixture it was filled from: a same-tenant write's subject is found from it. */
  fixture: Fixture;
}

function probesOf(method: string, url: string, entry: RouteEntry, tenant: TenantSlug, role: Role, me: string): Probe[] {
  const write = method !== 'GET';
  const query = entry.query ? `?${entry.query}` : '';
  const own = fixtureFor(tenant, role, me, 'own');
  if (!entry.params && !(write && entry.policy)) {
    return write
      ? []
      : [{ variant: 'own', url: url + query, foreign: false, foreignBody: false, body: undefined, fixture: own }];
  }
  const params = entry.params ?? (() => ({}));
  const same = fixtureFor(tenant, role, me, 'same');
  const bodyOf = (fixture: Fixture) => (write ? (entry.body?.(fixture) ?? {}) : undefined);
  const urlOf = (fixture: Fixture) => fill(url, params(fixture)) + query;
  const keyOf = (fixture: Fixture) => `${urlOf(fixture)} ${JSON.stringify(bodyOf(fixture))}`;
  const ownKey = keyOf(own);
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
    const key = keyOf(fixture);
    if (seen.has(key)) continue;
    seen.add(key);
    const foreign = (variant === 'other' || variant === 'mixed') && key !== ownKey;
    // Writes within the tenant go where the policy decides them; elsewhere, only to another tenant's record.
    if (write && !foreign && !entry.policy) continue;
    const target = urlOf(fixture);
    const foreignBody = foreign && target === urlOf(own);
    probes.push({ variant, url: target, foreign, foreignBody, body: bodyOf(fixture), fixture });
  }
  return probes;
}

/** A person as the policy sees them. */
interface PersonRow {
  id: number;
  role: Role;
  status: string;
}

const lookups = new Map<string, Promise<unknown>>();
/** One query per distinct question: the walk asks the same ones for every role. */
function once<T>(key: string, query: () => Promise<T>): Promise<T> {
  let answer = lookups.get(key) as Promise<T> | undefined;
  if (!answer) {
    answer = query();
    lookups.set(key, answer);
  }
  return answer;
}

function personBy(tenant: TenantSlug, column: 'public_id' | 'id', value: string | number) {
  return once(`person ${tenant} ${column} ${value}`, async () => {
    const [row] = await ownerRows<PersonRow>(
      ctx,
      sql`select id, role, status from users where tenant_id = ${tenantId(tenant)} and ${sql.raw(column)} = ${value}`,
    );
    return row ?? null;
  });
}

/** The person a record of one person belongs to, and for an annotation its author and whether it is shared. */
async function subjectOf(
  tenant: TenantSlug,
  subject: Exclude<Subject, { kind: 'caller' }>,
): Promise<{ person: PersonRow; authorId?: number; shared?: boolean } | null> {
  if (subject.kind === 'person') {
    const person = await personBy(tenant, 'public_id', subject.publicId);
    return person && { person };
  }
  const table = {
    annotation: 'annotations',
    mentorship: 'mentorship_requests',
    attempt: 'quiz_attempts',
    notification: 'notifications',
  }[subject.kind];
  const column = subject.kind === 'annotation' ? 'talent_id' : 'user_id';
  const extra = subject.kind === 'annotation' ? sql`, author_id as "authorId", shared` : sql``;
  const row = await once(`${table} ${tenant} ${subject.id}`, async () => {
    const [found] = await ownerRows<{ personId: number; authorId?: number; shared?: boolean }>(
      ctx,
      sql`select ${sql.raw(column)} as "personId" ${extra} from ${sql.raw(table)}
          where tenant_id = ${tenantId(tenant)} and id = ${subject.id}`,
    );
    return found ?? null;
  });
  const person = row && (await personBy(tenant, 'id', row.personId));
  return person && row ? { person, authorId: row.authorId, shared: row.shared } : null;
}

/** How a mentor stands to a person through their mentorships (the relations policy.ts names). */
function standing(mentorId: number, personId: number) {
  return once(`standing ${mentorId} ${personId}`, async () => {
    const rows = await ownerRows<{ status: string }>(
      ctx,
      sql`select status from mentorship_requests where mentor_id = ${mentorId} and user_id = ${personId}`,
    );
    const active = rows.some((r) => r.status === 'EM_ANDAMENTO');
    const former = !active && rows.some((r) => r.status === 'CONCLUIDA' || r.status === 'CANCELADA');
    return { active, former };
  });
}

/**
 * What policy.ts answers for this caller and this write's subject, the relations worked out from the
 * stored data here (not by the resolver under test): whether the write may go ahead. A subject that is
 * not there (an id no row has) is never allowed: the answer is 404.
 */
async function policyAllows(
  tenant: TenantSlug,
  role: Role,
  caller: TestUser,
  check: PolicyCheck,
  fixture: Fixture,
): Promise<{ allowed: boolean; self: boolean }> {
  const subject = check.subject(fixture);
  if (subject.kind === 'caller') {
    const action = typeof check.action === 'function' ? check.action(true) : check.action;
    const allowed =
      action === 'recipient' || allows(action, { tenant, role, relations: new Set(['self']), subject: {} });
    return { allowed, self: true };
  }
  const found = await subjectOf(tenant, subject);
  if (!found) return { allowed: false, self: false };
  const self = found.person.id === caller.id;
  const relations = new Set<Relation>();
  if (self) relations.add('self');
  if (found.authorId === caller.id) relations.add('author');
  if (!self) {
    const { active, former } = await standing(caller.id, found.person.id);
    if (active) relations.add('activeMentor');
    else if (former) relations.add('formerMentor');
  }
  const facts: SubjectFacts = {
    activeTalent: found.person.role === 'Talento' && found.person.status === 'active',
    sharedWithTeam: found.shared === true,
  };
  const action = typeof check.action === 'function' ? check.action(self) : check.action;
  return { allowed: action === 'recipient' ? self : allows(action, { tenant, role, relations, subject: facts }), self };
}

/** A same-tenant write the policy allows, sent once the walk is over (it changes what it writes). */
interface AllowedWrite {
  tenant: TenantSlug;
  role: Role;
  variant: string;
  method: string;
  route: string;
  url: string;
  body: unknown;
  destructive: boolean;
}
const allowedWrites: AllowedWrite[] = [];
const sameTenantStats = {
  denied: new Map<number, number>(),
  allowed: new Map<number, number>(),
  count: (statuses: Map<number, number>, status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1),
  total: (statuses: Map<number, number>) => [...statuses.values()].reduce((sum, n) => sum + n, 0),
};

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
        const caller = await demoUser(ctx, tenant, role);
        const me = caller.publicId;
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
            let expectation: Parameters<typeof check>[3];
            let variant: string = probe.variant;
            if (probe.foreign) {
              expectation = probe.foreignBody
                ? { status: [400, 403, 404] }
                : entry.body || route.method === 'GET'
                  ? { status: [403, 404] }
                  : { no2xx: true, not: [401] };
            } else if (route.method !== 'GET' && entry.policy) {
              // A same-tenant write: refused when the policy denies it to this caller for this subject; sent
              // after the walk when it allows it (it would change what the walk reads).
              const { allowed, self } = await policyAllows(tenant, role, caller, entry.policy, probe.fixture);
              // A record of the tenant's is someone else's whichever fixture named it, unless it is the caller's.
              variant = self ? 'own' : 'same';
              if (allowed) {
                allowedWrites.push({
                  tenant,
                  role,
                  variant,
                  method: route.method,
                  route: route.url,
                  url: probe.url,
                  body: probe.body,
                  destructive: entry.destructive === true,
                });
                continue;
              }
              expectation = { status: [403, 404] };
            } else expectation = { not: [401] };
            const response = await send({
              method: route.method as 'GET',
              url: probe.url,
              tenant,
              cookie,
              ...(probe.body === undefined ? {} : { body: probe.body }),
            });
            walked += 1;
            if (probe.foreign) stats.foreign += 1;
            else if (route.method !== 'GET' && entry.policy) {
              sameTenantStats.count(sameTenantStats.denied, response.statusCode);
              if (process.env.MATRIX_DEBUG && response.statusCode === 404)
                console.info(
                  `denied 404: ${role}@${tenant} ${route.method} ${probe.url} ${response.body.slice(0, 100)}`,
                );
            }
            const label = `${role}@${tenant} ${variant} ${route.method} ${probe.url}`;
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

  it('lets whoever the policy allows write a same-tenant record: never 401, never ≥ 500', async () => {
    const started = performance.now();
    const failures: string[] = [];
    // Deletes, ended mentorships and replaced plans last: the other writes still find their records.
    const order = [...allowedWrites].sort((a, b) => Number(a.destructive) - Number(b.destructive));
    for (const write of order) {
      const response = await send({
        method: write.method as 'POST',
        url: write.url,
        tenant: write.tenant,
        cookie: await jar.demo(write.tenant, write.role),
        ...(write.body === undefined ? {} : { body: write.body }),
      });
      const status = response.statusCode;
      sameTenantStats.count(sameTenantStats.allowed, status);
      check(
        failures,
        `${write.role}@${write.tenant} ${write.variant}, allowed, ${write.method} ${write.url}`,
        response,
        { not: [401] },
      );
      if (process.env.MATRIX_DEBUG && status >= 400)
        console.info(
          `${write.role}@${write.tenant} ${write.method} ${write.url} → ${status} ${response.body.slice(0, 160)}`,
        );
    }
    stats.ms += performance.now() - started;
    expect(allowedWrites.length).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  }, 120_000);
});
