import { translate } from '@ponte/shared/i18n/catalogues';
import type { Locale } from '@ponte/shared/locales';
import { QUIZ_PATHS } from '@ponte/shared/permissions';
import type { Action } from '@ponte/shared/policy';
import {
  bandMessage,
  countedAttempt,
  histogram,
  type ItemResponse,
  itemAnalysis,
  passes,
  personScore,
  scoreAnswer,
  scoreAttempt,
} from '@ponte/shared/quiz-scoring';
import {
  type Accommodation,
  type AccommodationList,
  type AccommodationListFilters,
  type AnswerValue,
  type Attempt,
  type AttemptHistory,
  type AttemptSummary,
  type BankQuestion,
  type CategoryInput,
  CHOICE_TYPES,
  type GradeInput,
  type GradingItem,
  type GradingQueue,
  type ItemStat,
  type MyQuiz,
  type MyQuizList,
  QUESTION_TYPES,
  QUIZ_CLOSING_NOTICE_HOURS,
  QUIZ_MESSAGES,
  QUIZ_SHORT_ANSWER_MAX,
  QUIZ_STANDINGS,
  type QuestionBank,
  type QuestionBankFilters,
  type QuestionCategory,
  type QuestionInput,
  type QuestionKey,
  type Quiz,
  type QuizGrading,
  type QuizInput,
  type QuizList,
  type QuizListFilters,
  type QuizPurpose,
  type QuizQuestions,
  type QuizResults,
  type QuizReview,
  type QuizSelection,
  type QuizStanding,
  type QuizTargetView,
  type ResultRow,
  type ReviewQuestion,
  reviewShows,
  type SaveAnswersInput,
  type SaveAnswersResult,
} from '@ponte/shared/quizzes.schema';
import { stringify } from 'csv-stringify/sync';
import type { ScopedDatabase, Tx } from '../../db/scope.ts';
import { ConflictError } from '../../domain/domain-errors.ts';
import { AppError, Errors } from '../../http/errors.ts';
import { sortedKeyset } from '../../http/keyset-cursor.ts';
import type { AuthenticatedUser } from '../../http/request-context.ts';
import type { CoursesService } from '../courses/courses.service.ts';
import { attachQuizImages } from '../files/files.repository.ts';
import { imageKeysOf, sanitiseRichText } from '../follow-up/rich-text.ts';
import { type Notice, type NotificationsService, writeWithNotices } from '../notifications/notifications.service.ts';
import { type Caller, callerOf, decide, decideKnown } from '../policy/policy.service.ts';
import { findProfileOwner } from '../profile/profile-access.repository.ts';
import type { Tenant } from '../tenant/tenant.service.ts';
import * as repo from './quizzes.repository.ts';

export interface QuizzesOptions {
  now?: () => Date;
  /** A number in [0, 1): the draw and the shuffles (tests pass a seeded one). */
  random?: () => number;
}

const M = QUIZ_MESSAGES;
const conflict = (key: string, params: Record<string, string> = {}) => new AppError(409, 'CONFLICT', key, params);
const invalid = (field: string, key: string) => Errors.invalidFields({ [field]: key });

/** Tenants whose questions may carry a Libras video link (asid works with deaf people). */
const LIBRAS_TENANTS = new Set(['asid']);

const plain = (html: string, max = 140) => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

const SAO_PAULO = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const whenText = (instant: Date) => SAO_PAULO.format(instant).replace(',', '');
const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();
const ms = (iso: string | null) => (iso === null ? null : Date.parse(iso));

function keyOf(v: repo.VersionFields): QuestionKey {
  return { type: v.type, points: v.points, ...v.body };
}

/** Every image in a stem, option or feedback needs alternative text (WCAG 1.1.1): refused otherwise. */
function imagesHaveAlt(html: string): boolean {
  for (const match of html.matchAll(/<img\b[^>]*>/gi)) {
    const alt = /\balt="([^"]*)"/i.exec(match[0])?.[1];
    if (!alt || alt.trim() === '') return false;
  }
  return true;
}

const standingOrder = (standing: QuizStanding) => QUIZ_STANDINGS.findIndex((s) => s.value === standing);

/**
 * Quizzes (issue 14 §1; ADR 0041): the bank, authoring, taking with the server as the clock,
 * scoring (quiz-scoring.ts), results with item analysis, grading of open answers and time
 * accommodations. Who may do what is the policy table's `quiz.*`.
 */
export class QuizzesService {
  private readonly now: () => Date;
  private readonly random: () => number;

  constructor(
    private readonly db: ScopedDatabase,
    private readonly notifications: NotificationsService,
    private readonly courses: CoursesService,
    options: QuizzesOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.random = options.random ?? Math.random;
  }

  // --- who ------------------------------------------------------------------------------------------

  private caller(tenant: Tenant, viewer: AuthenticatedUser): Caller {
    return callerOf(tenant.slug, viewer);
  }

  private require(c: Caller, action: Action): void {
    if (!c.may(action)) throw Errors.forbidden();
  }

  /**
   * Whose attempts the caller reads: everyone's (the quiz manager), their current mentees' (a mentor),
   * or no one's (403).
   */
  private async readScope(tx: Tx, tenant: Tenant, c: Caller): Promise<number[] | null> {
    const none = decideKnown(tenant.slug, c.actor, new Set(), {}, ['quiz.readAttempts']);
    if (none.allowed['quiz.readAttempts']) return null;
    const asMentor = decideKnown(tenant.slug, c.actor, new Set(['activeMentor'] as const), {}, ['quiz.readAttempts']);
    if (!asMentor.allowed['quiz.readAttempts']) throw Errors.forbidden();
    return repo.activeMenteeIds(tx, c.actor.id);
  }

  private write<T>(tenant: Tenant, work: (tx: Tx, notices: Notice[]) => Promise<T>): Promise<T> {
    return writeWithNotices(this.db, this.notifications, tenant, work);
  }

  // --- the bank -------------------------------------------------------------------------------------

  categories(tenant: Tenant, viewer: AuthenticatedUser): Promise<QuestionCategory[]> {
    this.require(this.caller(tenant, viewer), 'quiz.manage');
    return this.db.inTenant(tenant.id, (tx) => repo.listCategories(tx, tenant.id));
  }

  createCategory(tenant: Tenant, viewer: AuthenticatedUser, body: CategoryInput): Promise<QuestionCategory> {
    this.require(this.caller(tenant, viewer), 'quiz.manage');
    return this.db
      .inTenant(tenant.id, async (tx) => {
        const id = await repo.insertCategory(tx, tenant.id, body.name);
        return { id, name: body.name, questionCount: 0 };
      })
      .catch((error: unknown) => {
        if (error instanceof ConflictError) throw conflict('errors.conflict');
        throw error;
      });
  }

  private presentQuestion(row: repo.QuestionRow): BankQuestion {
    return {
      id: row.id,
      versionId: row.versionId,
      version: row.version,
      type: row.type,
      categoryId: row.categoryId,
      categoryName: row.categoryName,
      stem: row.stem,
      options: row.body.options,
      correctAnswer: row.body.correctAnswer,
      accepted: row.body.accepted,
      numericValue: row.body.numericValue,
      tolerance: row.body.tolerance,
      points: row.points,
      feedback: row.feedback,
      librasUrl: row.librasUrl,
      skills: row.skills,
      answered: row.answered,
      updatedAt: row.updatedAt,
    };
  }

  /** A page of the bank by keyset under the filters, with their total (issue 10 §3). */
  bank(tenant: Tenant, viewer: AuthenticatedUser, query: QuestionBankFilters): Promise<QuestionBank> {
    this.require(this.caller(tenant, viewer), 'quiz.manage');
    const sorted = sortedKeyset('questions', query);
    const filter = { categoryId: query.categoryId, type: query.type, q: query.q || undefined };
    return this.db.inTenant(tenant.id, async (tx) => {
      const page = sorted.page(
        await repo.listQuestions(tx, tenant.id, filter, { ...sorted.search, language: viewer.language }),
      );
      return {
        items: page.rows.map((r) => this.presentQuestion(r)),
        nextCursor: page.nextCursor,
        total: await repo.countQuestions(tx, tenant.id, filter),
      };
    });
  }

  /** The stored form of a question: sanitised rich text, the key its type needs and nothing else. */
  private async versionFields(
    tx: Tx,
    tenant: Tenant,
    viewer: AuthenticatedUser,
    body: QuestionInput,
  ): Promise<repo.VersionFields> {
    if (body.librasUrl && !LIBRAS_TENANTS.has(tenant.slug)) throw invalid('librasUrl', M.libras);
    if (body.categoryId && !(await repo.categoriesByIds(tx, [body.categoryId])).size)
      throw invalid('categoryId', M.unknownCategory);
    // Every image sent needs its alternative text (WCAG 1.1.1), whether or not it may stay: refused first.
    const choice = CHOICE_TYPES.includes(body.type);
    const sent = {
      stem: body.stem,
      options: choice ? body.options.map((o) => o.html) : [],
      feedback: body.feedback ?? '',
    };
    if (!imagesHaveAlt(sanitiseRichText(sent.stem))) throw invalid('stem', M.imageAlt);
    sent.options.forEach((html, i) => {
      if (!imagesHaveAlt(sanitiseRichText(html))) throw invalid(`options.${i}.html`, M.imageAlt);
    });
    if (!imagesHaveAlt(sanitiseRichText(sent.feedback))) throw invalid('feedback', M.imageAlt);
    // Images stay only if they are quiz images this Admin uploaded or the tenant's questions already show;
    // any other address (a file of another kind, another person's pending upload) is taken out.
    const shown = [...new Set([sent.stem, ...sent.options, sent.feedback].flatMap(imageKeysOf))];
    const images = new Set(await attachQuizImages(tx, shown, { uploaderId: viewer.id, at: this.now() }));
    const clean = (html: string) => sanitiseRichText(html, { images });
    const stem = clean(body.stem);
    const options = choice
      ? body.options.map((o, i) => ({ id: String(i), html: clean(o.html), correct: o.correct }))
      : [];
    const feedback = body.feedback ? clean(body.feedback) : null;
    return {
      type: body.type,
      stem,
      points: body.type === 'likert' ? 0 : body.points,
      feedback,
      librasUrl: body.librasUrl ?? null,
      skills: body.skills,
      body: {
        options,
        correctAnswer: body.type === 'trueFalse' ? (body.correctAnswer ?? null) : null,
        accepted: body.type === 'shortText' ? body.accepted : [],
        numericValue: body.type === 'numeric' ? (body.numericValue ?? null) : null,
        tolerance: body.type === 'numeric' ? body.tolerance : 0,
      },
    };
  }

  createQuestion(tenant: Tenant, viewer: AuthenticatedUser, body: QuestionInput): Promise<BankQuestion> {
    this.require(this.caller(tenant, viewer), 'quiz.manage');
    return this.db.inTenant(tenant.id, async (tx) => {
      const fields = await this.versionFields(tx, tenant, viewer, body);
      const id = await repo.insertQuestion(tx, tenant.id, body.categoryId ?? null, this.now());
      await repo.insertVersion(tx, tenant.id, id, 1, fields);
      return this.presentQuestion((await repo.findQuestion(tx, id))!);
    });
  }

  /** Edits in place until someone answered the current version; from then on, each edit is a new version. */
  updateQuestion(tenant: Tenant, viewer: AuthenticatedUser, id: number, body: QuestionInput): Promise<BankQuestion> {
    this.require(this.caller(tenant, viewer), 'quiz.manage');
    return this.db.inTenant(tenant.id, async (tx) => {
      const locked = await repo.lockQuestion(tx, id);
      if (!locked || locked.archived) throw Errors.notFound();
      const current = (await repo.findQuestion(tx, id))!;
      const fields = await this.versionFields(tx, tenant, viewer, body);
      if (current.answered) await repo.insertVersion(tx, tenant.id, id, current.version + 1, fields);
      else await repo.updateVersion(tx, current.versionId, fields);
      await repo.touchQuestion(tx, id, body.categoryId ?? null, this.now());
      return this.presentQuestion((await repo.findQuestion(tx, id))!);
    });
  }

  archiveQuestion(tenant: Tenant, viewer: AuthenticatedUser, id: number): Promise<void> {
    this.require(this.caller(tenant, viewer), 'quiz.manage');
    return this.db.inTenant(tenant.id, async (tx) => {
      const locked = await repo.lockQuestion(tx, id);
      if (!locked || locked.archived) throw Errors.notFound();
      await repo.archiveQuestion(tx, id, this.now());
    });
  }

  // --- quizzes --------------------------------------------------------------------------------------

  private targetLabel(
    row: Pick<repo.QuizRow, 'targetKind' | 'courseName' | 'classeName' | 'trailName' | 'targetStep'>,
    people: number,
    locale: Locale,
  ): string {
    switch (row.targetKind) {
      case 'course':
        return row.courseName ?? '';
      case 'class':
        return `${row.courseName ?? ''} — ${row.classeName ?? ''}`;
      case 'trailStep':
        return translate(locale, 'quizzes.target.step', { trail: row.trailName ?? '', step: row.targetStep ?? 0 });
      case 'people':
        return translate(locale, 'quizzes.target.people', { count: people, context: people === 1 ? 'one' : 'other' });
      default:
        return translate(locale, 'quizzes.target.everyone');
    }
  }

  private async presentQuiz(tx: Tx, row: repo.QuizRow, locale: Locale): Promise<Quiz> {
    const people = row.targetKind === 'people' ? await repo.targetPeople(tx, row.id) : [];
    const target: QuizTargetView = {
      kind: row.targetKind as QuizTargetView['kind'],
      label: this.targetLabel(row, people.length, locale),
      courseId:
        row.targetCourseId ?? (row.targetKind === 'class' ? await this.courseOfClass(tx, row.targetClasseId) : null),
      classeId: row.targetClasseId,
      trailId: row.targetTrailId,
      step: row.targetStep,
      people: people.map((p) => ({ publicId: p.publicId, name: name(p) })),
    };
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      purpose: row.purpose as QuizPurpose,
      status: row.status as Quiz['status'],
      anonymous: row.anonymous,
      target,
      opensAt: row.opensAt,
      closesAt: row.closesAt,
      timeLimitMinutes: row.timeLimitMinutes,
      attemptsAllowed: row.attemptsAllowed,
      minMinutesBetween: row.minMinutesBetween,
      grading: row.grading as QuizGrading,
      passMark: row.passMark,
      review: row.review as QuizReview,
      layout: row.layout as Quiz['layout'],
      shuffleQuestions: row.shuffleQuestions,
      shuffleOptions: row.shuffleOptions,
      completesCourse: row.completesCourse,
      feedbackBands: row.feedbackBands,
      questionCount: this.perAttempt(row.selection),
      attemptCount: await repo.countAttempts(tx, row.id),
      assignedCount: await repo.countAssigned(tx, row.id),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }

  private async courseOfClass(tx: Tx, classeId: number | null): Promise<number | null> {
    if (classeId === null) return null;
    return (await repo.findQuizTargetClass(tx, classeId))?.courseId ?? null;
  }

  /** Questions an attempt holds under a selection. */
  private perAttempt(selection: QuizSelection | null): number {
    if (!selection) return 0;
    if (selection.mode === 'fixed') return selection.questionIds.length;
    return selection.rules.reduce((s, r) => s + r.count, 0);
  }

  /** The quiz row's target columns, checked against the tenant's courses, classes, trails and people. */
  private async quizFields(tx: Tx, body: QuizInput): Promise<{ fields: repo.QuizFields; people: number[] }> {
    const t = body.target;
    let people: number[] = [];
    const fields: repo.QuizFields = {
      title: body.title,
      description: body.description ? sanitiseRichText(body.description, { images: new Set() }) : null,
      purpose: body.purpose,
      status: body.status,
      anonymous: body.anonymous,
      targetKind: t.kind,
      targetCourseId: t.kind === 'course' ? t.courseId : null,
      targetClasseId: t.kind === 'class' ? t.classeId : null,
      targetTrailId: t.kind === 'trailStep' ? t.trailId : null,
      targetStep: t.kind === 'trailStep' ? t.step : null,
      opensAt: body.opensAt ? new Date(body.opensAt) : null,
      closesAt: body.closesAt ? new Date(body.closesAt) : null,
      timeLimitMinutes: body.timeLimitMinutes ?? null,
      attemptsAllowed: body.attemptsAllowed ?? null,
      minMinutesBetween: body.minMinutesBetween,
      grading: body.grading,
      passMark: body.purpose === 'graded' ? body.passMark : 0,
      review: body.review,
      layout: body.layout,
      shuffleQuestions: body.shuffleQuestions,
      shuffleOptions: body.shuffleOptions,
      completesCourse: body.completesCourse,
      feedbackBands: [...body.feedbackBands].sort((a, b) => a.min - b.min),
    };
    if (t.kind === 'course' && !(await repo.courseExists(tx, t.courseId))) throw invalid('target', M.unknownTarget);
    if (t.kind === 'class') {
      const classe = await repo.findQuizTargetClass(tx, t.classeId);
      if (!classe || classe.courseId !== t.courseId) throw invalid('target', M.unknownTarget);
    }
    if (t.kind === 'trailStep' && !(await repo.trailStepExists(tx, t.trailId, t.step)))
      throw invalid('target', M.unknownTarget);
    if (t.kind === 'people') {
      const found = await repo.peopleByPublicIds(tx, [...new Set(t.people)]);
      if (found.length !== new Set(t.people).size) throw invalid('target', M.unknownTarget);
      people = found.map((p) => p.id);
    }
    return { fields, people };
  }

  list(tenant: Tenant, viewer: AuthenticatedUser, query: QuizListFilters): Promise<QuizList> {
    const c = this.caller(tenant, viewer);
    const sorted = sortedKeyset('quizzes', query);
    const q = query.q || undefined;
    return this.db.inTenant(tenant.id, async (tx) => {
      const scope = c.may('quiz.manage') ? null : await this.readScope(tx, tenant, c);
      const page = sorted.page(await repo.listQuizzes(tx, tenant.id, scope, { q, ...sorted.search }));
      const items = [];
      for (const row of page.rows) {
        items.push({
          id: row.id,
          title: row.title,
          purpose: row.purpose as QuizPurpose,
          status: row.status as Quiz['status'],
          opensAt: row.opensAt,
          closesAt: row.closesAt,
          updatedAt: row.updatedAt,
          questionCount: this.perAttempt(row.selection),
          attemptCount: row.attemptCount,
          assignedCount: await repo.countAssigned(tx, row.id, scope),
          awaitingGrading: row.awaitingGrading,
          targetLabel: this.targetLabel(row, row.peopleCount, viewer.language),
          canEdit: c.may('quiz.manage'),
        });
      }
      return { items, nextCursor: page.nextCursor, total: await repo.countQuizzes(tx, tenant.id, scope, q) };
    });
  }

  create(tenant: Tenant, viewer: AuthenticatedUser, body: QuizInput): Promise<Quiz> {
    this.require(this.caller(tenant, viewer), 'quiz.manage');
    return this.write(tenant, async (tx, notices) => {
      const { fields, people } = await this.quizFields(tx, body);
      const id = await repo.insertQuiz(tx, tenant.id, fields, this.now());
      await repo.setTargetPeople(tx, tenant.id, id, people);
      await this.announce(tx, id, notices);
      return this.presentQuiz(tx, (await repo.findQuiz(tx, id))!, viewer.language);
    });
  }

  get(tenant: Tenant, viewer: AuthenticatedUser, id: number): Promise<Quiz> {
    this.require(this.caller(tenant, viewer), 'quiz.manage');
    return this.db.inTenant(tenant.id, async (tx) => {
      const row = await repo.findQuiz(tx, id);
      if (!row) throw Errors.notFound();
      return this.presentQuiz(tx, row, viewer.language);
    });
  }

  update(tenant: Tenant, viewer: AuthenticatedUser, id: number, body: QuizInput): Promise<Quiz> {
    this.require(this.caller(tenant, viewer), 'quiz.manage');
    return this.write(tenant, async (tx, notices) => {
      if (!(await repo.lockQuiz(tx, id))) throw Errors.notFound();
      const { fields, people } = await this.quizFields(tx, body);
      await repo.updateQuiz(tx, id, fields, this.now());
      await repo.setTargetPeople(tx, tenant.id, id, people);
      await this.announce(tx, id, notices);
      return this.presentQuiz(tx, (await repo.findQuiz(tx, id))!, viewer.language);
    });
  }

  /** The first time a quiz is published with questions, the people it is assigned to are told. */
  private async announce(tx: Tx, id: number, notices: Notice[]): Promise<void> {
    const row = (await repo.findQuiz(tx, id))!;
    if (row.status !== 'published' || row.assignedNoticeAt !== null || !row.selection) return;
    const people = await repo.assignedPeople(tx, id);
    if (people.length > 0)
      notices.push({
        userIds: people.map((p) => p.id),
        kind: 'quizAssigned',
        params: { quiz: row.title },
        link: QUIZ_PATHS.take(id),
        dedupeKey: `quiz-assigned:${id}`,
      });
    await repo.markAssignedNotice(tx, id, this.now());
  }

  remove(tenant: Tenant, viewer: AuthenticatedUser, id: number): Promise<void> {
    this.require(this.caller(tenant, viewer), 'quiz.manage');
    return this.db.inTenant(tenant.id, async (tx) => {
      if (!(await repo.lockQuiz(tx, id))) throw Errors.notFound();
      if ((await repo.countAttempts(tx, id)) > 0) throw conflict('quizzes.errors.attempted');
      await repo.deleteQuiz(tx, id);
    });
  }

  // --- a quiz's questions ---------------------------------------------------------------------------

  private async selectionView(tx: Tx, selection: QuizSelection | null): Promise<QuizQuestions> {
    if (!selection) return { selection: null, questions: [], perAttempt: 0 };
    const rows =
      selection.mode === 'fixed'
        ? await repo.questionsByIds(tx, selection.questionIds)
        : await repo.questionsInCategories(
            tx,
            selection.rules.map((r) => r.categoryId),
          );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered =
      selection.mode === 'fixed'
        ? selection.questionIds.map((id) => byId.get(id)).filter((r) => r !== undefined)
        : rows;
    return {
      selection,
      questions: ordered.map((r) => this.presentQuestion(r)),
      perAttempt: this.perAttempt(selection),
    };
  }

  questions(tenant: Tenant, viewer: AuthenticatedUser, id: number): Promise<QuizQuestions> {
    this.require(this.caller(tenant, viewer), 'quiz.manage');
    return this.db.inTenant(tenant.id, async (tx) => {
      const row = await repo.findQuiz(tx, id);
      if (!row) throw Errors.notFound();
      return this.selectionView(tx, row.selection);
    });
  }

  setQuestions(
    tenant: Tenant,
    viewer: AuthenticatedUser,
    id: number,
    selection: QuizSelection,
  ): Promise<QuizQuestions> {
    this.require(this.caller(tenant, viewer), 'quiz.manage');
    return this.write(tenant, async (tx, notices) => {
      if (!(await repo.lockQuiz(tx, id))) throw Errors.notFound();
      if (selection.mode === 'fixed') {
        const ids = [...new Set(selection.questionIds)];
        const found = await repo.questionsByIds(tx, ids);
        if (found.length !== ids.length || found.some((q) => q.archived))
          throw invalid('questionIds', M.unknownQuestion);
        selection = { mode: 'fixed', questionIds: ids };
      } else {
        const categoryIds = selection.rules.map((r) => r.categoryId);
        const names = await repo.categoriesByIds(tx, categoryIds);
        if (names.size !== new Set(categoryIds).size) throw invalid('rules', M.unknownCategory);
        const available = await repo.questionsInCategories(tx, categoryIds);
        for (const rule of selection.rules) {
          const count = available.filter((q) => q.categoryId === rule.categoryId).length;
          if (count < rule.count) {
            throw new AppError(400, 'VALIDATION_ERROR', 'errors.validation', {}, { rules: M.notEnoughQuestions });
          }
        }
      }
      await repo.setSelection(tx, id, selection, this.now());
      await this.announce(tx, id, notices);
      return this.selectionView(tx, selection);
    });
  }

  // --- taking ---------------------------------------------------------------------------------------

  /** The quiz as a taker may reach it: published and assigned to them, else not found. */
  private async takerQuiz(tx: Tx, c: Caller, quizId: number): Promise<repo.QuizRow> {
    this.require(c, 'quiz.take');
    const row = await repo.findQuiz(tx, quizId);
    if (row?.status !== 'published' || !(await repo.isAssigned(tx, quizId, c.viewer.id))) {
      throw Errors.notFound();
    }
    return row;
  }

  myQuizzes(tenant: Tenant, viewer: AuthenticatedUser, courseId: number | undefined): Promise<MyQuizList> {
    const c = this.caller(tenant, viewer);
    this.require(c, 'quiz.take');
    return this.db.inTenant(tenant.id, async (tx) => {
      await this.expireAttempts(tx, tenant, { userId: viewer.id });
      const now = this.now().getTime();
      const factor = await repo.accommodationOf(tx, viewer.id);
      const rows = await repo.quizzesAssignedTo(tx, viewer.id, courseId ?? null);
      const items: MyQuiz[] = [];
      for (const row of rows) {
        const attempts = await repo.attemptsOf(tx, row.id, viewer.id);
        const finished = attempts.filter((a) => a.submittedAt !== null);
        const percent = personScore(row.grading as QuizGrading, finished);
        const open = (ms(row.opensAt) ?? 0) <= now && (ms(row.closesAt) ?? Infinity) > now;
        const last = ms(row.lastSubmittedAt);
        const nextAt = last !== null && row.minMinutesBetween > 0 ? last + row.minMinutesBetween * 60_000 : null;
        const exhausted = row.attemptsAllowed !== null && attempts.length >= row.attemptsAllowed;
        const waiting = nextAt !== null && nextAt > now;
        items.push({
          id: row.id,
          title: row.title,
          purpose: row.purpose as QuizPurpose,
          courseId: row.targetCourseId ?? (await this.courseOfClass(tx, row.targetClasseId)),
          targetLabel: this.targetLabel(row, 0, viewer.language),
          opensAt: row.opensAt,
          closesAt: row.closesAt,
          timeLimitMinutes: row.timeLimitMinutes,
          myTimeLimitMinutes: row.timeLimitMinutes === null ? null : Math.round(row.timeLimitMinutes * factor),
          questionCount: this.perAttempt(row.selection),
          attemptsAllowed: row.attemptsAllowed,
          attemptsUsed: attempts.length,
          standing: this.standing(row.purpose as QuizPurpose, row.passMark, attempts, percent),
          percent,
          inProgressAttemptId: row.inProgressAttemptId,
          canStart: open && row.inProgressAttemptId === null && !exhausted && !waiting && row.selection !== null,
          nextAttemptAt: waiting && !exhausted ? new Date(nextAt!).toISOString() : null,
          open,
        });
      }
      return { items };
    });
  }

  private standing(
    purpose: QuizPurpose,
    passMark: number,
    attempts: readonly repo.AttemptRow[],
    percent: number | null,
  ): QuizStanding {
    const finished = attempts.filter((a) => a.submittedAt !== null);
    if (attempts.length === 0) return 'notStarted';
    if (finished.length === 0) return 'inProgress';
    if (percent === null) return finished.some((a) => a.pending) ? 'awaitingGrading' : 'done';
    if (purpose !== 'graded') return 'done';
    return percent >= passMark ? 'passed' : 'failed';
  }

  private shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.random() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }

  /** POST /api/quizzes/{id}/tentativas: the attempt in progress, or a new one with its own draw. */
  start(tenant: Tenant, viewer: AuthenticatedUser, quizId: number): Promise<{ created: boolean; attempt: Attempt }> {
    const c = this.caller(tenant, viewer);
    return this.db.inTenant(tenant.id, async (tx) => {
      const quiz = await this.takerQuiz(tx, c, quizId);
      await repo.lockPersonQuiz(tx, quizId, viewer.id);
      await this.expireAttempts(tx, tenant, { userId: viewer.id, quizId });
      const attempts = await repo.attemptsOf(tx, quizId, viewer.id);
      const open = attempts.find((a) => a.submittedAt === null);
      if (open) return { created: false, attempt: await this.presentAttempt(tx, quiz, open) };
      const now = this.now();
      if (quiz.opensAt && Date.parse(quiz.opensAt) > now.getTime()) throw conflict('quizzes.errors.notOpen');
      if (quiz.closesAt && Date.parse(quiz.closesAt) <= now.getTime()) throw conflict('quizzes.errors.closed');
      if (quiz.attemptsAllowed !== null && attempts.length >= quiz.attemptsAllowed)
        throw conflict('quizzes.errors.attemptsExhausted');
      const last = Math.max(0, ...attempts.map((a) => ms(a.submittedAt) ?? 0));
      const next = last + quiz.minMinutesBetween * 60_000;
      if (quiz.minMinutesBetween > 0 && last > 0 && next > now.getTime())
        throw conflict('quizzes.errors.tooSoon', { when: whenText(new Date(next)) });
      const items = await this.draw(tx, quiz);
      if (items.length === 0) throw conflict('quizzes.errors.noQuestions');
      const factor = await repo.accommodationOf(tx, viewer.id);
      let deadline =
        quiz.timeLimitMinutes === null ? null : new Date(now.getTime() + quiz.timeLimitMinutes * factor * 60_000);
      const closes = quiz.closesAt ? new Date(quiz.closesAt) : null;
      if (closes && (deadline === null || closes < deadline)) deadline = closes;
      const id = await repo.insertAttempt(tx, {
        tenantId: tenant.id,
        quizId,
        userId: viewer.id,
        number: attempts.length + 1,
        startedAt: now,
        deadlineAt: deadline,
      });
      await repo.insertItems(tx, tenant.id, id, items);
      return { created: true, attempt: await this.presentAttempt(tx, quiz, (await repo.findAttempt(tx, id))!) };
    });
  }

  /** The questions of a new attempt: the fixed list or N per category, shuffled as the quiz says. */
  private async draw(tx: Tx, quiz: repo.QuizRow) {
    const selection = quiz.selection;
    if (!selection) return [];
    let questions: repo.QuestionRow[];
    if (selection.mode === 'fixed') {
      const rows = await repo.questionsByIds(tx, selection.questionIds);
      const byId = new Map(rows.map((r) => [r.id, r]));
      questions = selection.questionIds.map((id) => byId.get(id)).filter((r) => r !== undefined);
    } else {
      const pool = await repo.questionsInCategories(
        tx,
        selection.rules.map((r) => r.categoryId),
      );
      questions = selection.rules.flatMap((rule) =>
        this.shuffle(pool.filter((q) => q.categoryId === rule.categoryId)).slice(0, rule.count),
      );
    }
    if (quiz.shuffleQuestions) questions = this.shuffle(questions);
    return questions.map((q, position) => {
      const ids = q.body.options.map((o) => o.id);
      return {
        position,
        versionId: q.versionId,
        optionOrder: quiz.shuffleOptions && CHOICE_TYPES.includes(q.type) ? this.shuffle(ids) : ids,
      };
    });
  }

  /** The caller's own attempt, or 404 (another person's attempt is not theirs to see). */
  private async ownAttempt(tx: Tx, c: Caller, attemptId: number, lock = false) {
    this.require(c, 'quiz.take');
    const attempt = await repo.findAttempt(tx, attemptId, lock);
    if (!attempt || attempt.userId !== c.viewer.id) throw Errors.notFound();
    const quiz = (await repo.findQuiz(tx, attempt.quizId))!;
    return { attempt, quiz };
  }

  attempt(tenant: Tenant, viewer: AuthenticatedUser, attemptId: number): Promise<Attempt> {
    const c = this.caller(tenant, viewer);
    return this.write(tenant, async (tx, notices) => {
      let { attempt, quiz } = await this.ownAttempt(tx, c, attemptId, true);
      if (this.overdue(attempt)) {
        await this.finish(tx, tenant, notices, quiz, attempt, { expired: true });
        attempt = (await repo.findAttempt(tx, attemptId))!;
      }
      return this.presentAttempt(tx, quiz, attempt);
    });
  }

  private overdue(attempt: repo.AttemptRow): boolean {
    return (
      attempt.submittedAt === null &&
      attempt.deadlineAt !== null &&
      Date.parse(attempt.deadlineAt) <= this.now().getTime()
    );
  }

  /** An answer fits its question: an option of it, one for single choice, the type's own shape. */
  private fits(version: repo.VersionRow, value: AnswerValue | null): boolean {
    if (value === null) return true;
    switch (version.type) {
      case 'single':
      case 'multiple': {
        if (!('optionIds' in value)) return false;
        const known = new Set(version.body.options.map((o) => o.id));
        if (!value.optionIds.every((id) => known.has(id))) return false;
        return version.type === 'multiple' || value.optionIds.length <= 1;
      }
      case 'trueFalse':
        return 'bool' in value;
      case 'shortText':
        return 'text' in value && value.text.length <= QUIZ_SHORT_ANSWER_MAX;
      case 'open':
        return 'text' in value;
      case 'numeric':
        return 'number' in value;
      case 'likert':
        return 'likert' in value;
    }
  }

  /** PUT /api/tentativas/{id}: answers as they change; after the deadline none counts and the attempt is submitted. */
  async save(
    tenant: Tenant,
    viewer: AuthenticatedUser,
    attemptId: number,
    body: SaveAnswersInput,
  ): Promise<SaveAnswersResult> {
    const c = this.caller(tenant, viewer);
    const outcome = await this.write<{ refused?: string; result?: SaveAnswersResult }>(tenant, async (tx, notices) => {
      const { attempt, quiz } = await this.ownAttempt(tx, c, attemptId, true);
      if (attempt.submittedAt !== null) return { refused: 'quizzes.errors.submitted' };
      if (this.overdue(attempt)) {
        await this.finish(tx, tenant, notices, quiz, attempt, { expired: true });
        return { refused: 'quizzes.errors.deadlinePassed' };
      }
      const items = await repo.itemsOf(tx, attemptId);
      const versions = await repo.versionsByIds(
        tx,
        items.map((i) => i.versionId),
      );
      const byPosition = new Map(items.map((i) => [i.position, i]));
      for (const answer of body.answers) {
        const item = byPosition.get(answer.position);
        if (!item || !this.fits(versions.get(item.versionId)!, answer.value))
          throw invalid(`answers.${answer.position}`, M.answerShape);
      }
      const at = this.now();
      for (const answer of body.answers) await repo.saveAnswer(tx, attemptId, answer.position, answer.value, at);
      return {
        result: {
          savedAt: at.toISOString(),
          saved: body.answers.map((a) => a.position),
          deadline: attempt.deadlineAt,
          serverNow: at.toISOString(),
        },
      };
    });
    // The expiry above is committed; the refusal is answered after it.
    if (outcome.refused) throw conflict(outcome.refused);
    return outcome.result!;
  }

  submit(tenant: Tenant, viewer: AuthenticatedUser, attemptId: number): Promise<Attempt> {
    const c = this.caller(tenant, viewer);
    return this.write(tenant, async (tx, notices) => {
      const { attempt, quiz } = await this.ownAttempt(tx, c, attemptId, true);
      if (attempt.submittedAt === null)
        await this.finish(tx, tenant, notices, quiz, attempt, { expired: this.overdue(attempt) });
      return this.presentAttempt(tx, quiz, (await repo.findAttempt(tx, attemptId))!);
    });
  }

  history(tenant: Tenant, viewer: AuthenticatedUser, quizId: number): Promise<AttemptHistory> {
    const c = this.caller(tenant, viewer);
    return this.db.inTenant(tenant.id, async (tx) => {
      await this.takerQuiz(tx, c, quizId);
      const attempts = await repo.attemptsOf(tx, quizId, viewer.id);
      return { items: attempts.map((a) => this.summary(a)) };
    });
  }

  private summary(a: repo.AttemptRow): AttemptSummary {
    const started = Date.parse(a.startedAt);
    const ended = ms(a.submittedAt);
    return {
      id: a.id,
      number: a.number,
      status: a.submittedAt === null ? 'inProgress' : 'submitted',
      startedAt: a.startedAt,
      submittedAt: a.submittedAt,
      percent: a.percent,
      passed: a.passed,
      awaitingGrading: a.pending,
      secondsUsed: ended === null ? null : Math.round((ended - started) / 1000),
    };
  }

  /**
   * Scores an attempt with what was saved (an expired one: by its deadline, which saving enforces),
   * stores it and, when a passed quiz completes a course, completes the enrolment.
   */
  private async finish(
    tx: Tx,
    tenant: Tenant,
    notices: Notice[],
    quiz: repo.QuizRow,
    attempt: repo.AttemptRow,
    how: { expired: boolean },
  ): Promise<void> {
    const score = await this.rescore(tx, quiz, attempt.id);
    const submittedAt = how.expired && attempt.deadlineAt ? new Date(attempt.deadlineAt) : this.now();
    await repo.finishAttempt(tx, attempt.id, { ...score, submittedAt, expired: how.expired });
    if (score.passed) await this.completeCourse(tx, tenant, notices, quiz, attempt.userId);
  }

  /** Scores every item of an attempt and returns the attempt's totals (items' earned stored as it goes). */
  private async rescore(tx: Tx, quiz: repo.QuizRow, attemptId: number) {
    const items = await repo.itemsOf(tx, attemptId);
    const versions = await repo.versionsByIds(
      tx,
      items.map((i) => i.versionId),
    );
    const purpose = quiz.purpose as QuizPurpose;
    const scores = [];
    for (const item of items) {
      const version = versions.get(item.versionId)!;
      const graded = item.gradedBy !== null ? item.earned : null;
      const s = scoreAnswer(keyOf(version), item.answer, purpose, graded);
      if (s.earned !== item.earned) await repo.setItemScore(tx, attemptId, item.position, s.earned);
      scores.push(s);
    }
    const total = scoreAttempt(scores);
    return {
      earned: total.earned,
      max: total.max,
      percent: total.percent,
      pending: total.pending,
      passed: passes(purpose, total.percent, quiz.passMark),
    };
  }

  private async completeCourse(tx: Tx, tenant: Tenant, notices: Notice[], quiz: repo.QuizRow, userId: number) {
    if (!quiz.completesCourse) return;
    const courseId = quiz.targetCourseId ?? (await this.courseOfClass(tx, quiz.targetClasseId));
    if (courseId === null) return;
    const people = await repo.peopleByIds(tx, [userId]);
    const person = await findProfileOwner(tx, people.get(userId)!.publicId);
    if (person) await this.courses.completeFromQuiz(tx, tenant, notices, person, courseId, quiz.title, this.now());
  }

  /** Submits, as of their deadline, the attempts whose time ran out (someone's, or a quiz's). */
  private async expireAttempts(tx: Tx, tenant: Tenant, which: { userId?: number; quizId?: number }): Promise<void> {
    const ids = await repo.expiredOpenAttempts(tx, tenant.id, this.now(), which.quizId);
    const notices: Notice[] = [];
    for (const id of ids) {
      const attempt = (await repo.findAttempt(tx, id, true))!;
      if (which.userId !== undefined && attempt.userId !== which.userId) continue;
      const quiz = (await repo.findQuiz(tx, attempt.quizId))!;
      await this.finish(tx, tenant, notices, quiz, attempt, { expired: true });
    }
    if (notices.length > 0) await this.notifications.notify(tx, tenant, notices);
  }

  /** The attempt as its taker sees it: while open, no answer key; once submitted, what the review allows. */
  private async presentAttempt(tx: Tx, quiz: repo.QuizRow, attempt: repo.AttemptRow): Promise<Attempt> {
    const items = await repo.itemsOf(tx, attempt.id);
    const versions = await repo.versionsByIds(
      tx,
      items.map((i) => i.versionId),
    );
    const submitted = attempt.submittedAt !== null;
    const review = quiz.review as QuizReview;
    const purpose = quiz.purpose as QuizPurpose;
    const questions: ReviewQuestion[] = items.map((item) => {
      const v = versions.get(item.versionId)!;
      const byId = new Map(v.body.options.map((o) => [o.id, o]));
      const base: ReviewQuestion = {
        position: item.position,
        type: v.type,
        stem: v.stem,
        options: item.optionOrder.map((id) => ({ id, html: byId.get(id)?.html ?? '' })),
        points: v.points,
        librasUrl: v.librasUrl,
        answer: item.answer,
      };
      if (!submitted) return base;
      const s = scoreAnswer(keyOf(v), item.answer, purpose, item.gradedBy !== null ? item.earned : null);
      if (reviewShows(review, 'correctness')) {
        base.outcome = s.outcome;
        base.earned = s.earned;
      }
      if (reviewShows(review, 'answers') && purpose !== 'survey') base.correct = this.correctOf(v);
      if (reviewShows(review, 'feedback')) {
        base.feedback = v.feedback;
        base.graderComment = item.graderComment;
      }
      return base;
    });
    return {
      id: attempt.id,
      quizId: quiz.id,
      quizTitle: quiz.title,
      purpose,
      layout: quiz.layout as Attempt['layout'],
      number: attempt.number,
      status: submitted ? 'submitted' : 'inProgress',
      startedAt: attempt.startedAt,
      deadline: attempt.deadlineAt,
      serverNow: this.now().toISOString(),
      submittedAt: attempt.submittedAt,
      expired: attempt.expired,
      questions,
      percent: submitted ? attempt.percent : null,
      passed: submitted ? attempt.passed : null,
      awaitingGrading: submitted && attempt.pending,
      bandMessage: submitted ? bandMessage(quiz.feedbackBands, attempt.percent) : null,
      review,
    };
  }

  private correctOf(v: repo.VersionRow): ReviewQuestion['correct'] {
    switch (v.type) {
      case 'single':
      case 'multiple':
        return { optionIds: v.body.options.filter((o) => o.correct).map((o) => o.id) };
      case 'trueFalse':
        return { bool: v.body.correctAnswer ?? false };
      case 'shortText':
        return { accepted: v.body.accepted };
      case 'numeric':
        return { numericValue: v.body.numericValue ?? 0, tolerance: v.body.tolerance };
      default:
        return undefined;
    }
  }

  // --- results --------------------------------------------------------------------------------------

  private async resultData(tx: Tx, tenant: Tenant, c: Caller, quizId: number) {
    const scope = await this.readScope(tx, tenant, c);
    const quiz = await repo.findQuiz(tx, quizId);
    if (!quiz) throw Errors.notFound();
    // A mentor's handful of mentees would give an anonymous survey's answers a name.
    if (quiz.anonymous && scope !== null) throw Errors.forbidden();
    await this.expireAttempts(tx, tenant, { quizId });
    const inScope = (id: number) => scope === null || scope.includes(id);
    const assigned = (await repo.assignedPeople(tx, quizId)).filter((p) => inScope(p.id));
    const attempts = (await repo.attemptsOfQuiz(tx, quizId)).filter((a) => inScope(a.userId));
    const byPerson = new Map<number, repo.AttemptRow[]>();
    for (const a of attempts) byPerson.set(a.userId, [...(byPerson.get(a.userId) ?? []), a]);
    const people = await repo.peopleByIds(tx, [...new Set([...assigned.map((p) => p.id), ...byPerson.keys()])]);
    return { quiz, scope, assigned, attempts, byPerson, people };
  }

  results(tenant: Tenant, viewer: AuthenticatedUser, quizId: number): Promise<QuizResults> {
    const c = this.caller(tenant, viewer);
    return this.write(tenant, async (tx) => {
      const { quiz, scope, assigned, attempts, byPerson, people } = await this.resultData(tx, tenant, c, quizId);
      const grading = quiz.grading as QuizGrading;
      const purpose = quiz.purpose as QuizPurpose;
      const rows: ResultRow[] = [];
      const responses: ItemResponse[] = [];
      const counted: repo.AttemptRow[] = [];
      const ordered = [...people.values()].sort((a, b) =>
        name(a).localeCompare(name(b), 'pt-BR', { sensitivity: 'base' }),
      );
      for (const person of ordered) {
        const mine = byPerson.get(person.id) ?? [];
        const finished = mine.filter((a) => a.submittedAt !== null);
        const percent = personScore(grading, finished);
        // A survey has no scores: its people's last answers are what it has to say.
        const stand =
          purpose === 'survey' ? (finished[finished.length - 1] ?? null) : countedAttempt(grading, finished);
        if (stand) counted.push(stand);
        const last = mine[mine.length - 1];
        rows.push({
          person: quiz.anonymous ? null : { publicId: person.publicId, name: name(person) },
          attempts: mine.length,
          percent,
          // An anonymous survey's rows carry nothing that ties them to a person: no time, no attempt id.
          secondsUsed: stand && !quiz.anonymous ? this.summary(stand).secondsUsed : null,
          standing: this.standing(purpose, quiz.passMark, mine, percent),
          lastAttemptId: quiz.anonymous ? null : (last?.id ?? null),
        });
      }
      // Nor their order: by name it would put the names back, so an anonymous survey's rows go by standing.
      if (quiz.anonymous)
        rows.sort((a, b) => standingOrder(a.standing) - standingOrder(b.standing) || a.attempts - b.attempts);
      const items = await repo.itemsOfAttempts(
        tx,
        counted.map((a) => a.id),
      );
      const finishedItems = await repo.itemsOfAttempts(
        tx,
        attempts.filter((a) => a.submittedAt !== null).map((a) => a.id),
      );
      const allVersionIds = new Set<number>();
      for (const list of finishedItems.values()) for (const i of list) allVersionIds.add(i.versionId);
      const versions = await repo.versionsByIds(tx, [...allVersionIds]);
      for (const a of counted) {
        const full = new Map<number, boolean>();
        for (const item of items.get(a.id) ?? []) {
          const v = versions.get(item.versionId)!;
          if (v.type === 'likert' || purpose === 'survey') continue;
          full.set(v.questionId, item.earned !== null && item.earned >= v.points);
        }
        responses.push({ total: a.percent ?? 0, full });
      }
      // One row per question, in the order people first met it.
      const questionIds: number[] = [];
      const sample = new Map<number, repo.VersionRow>();
      const likert = new Map<number, number[]>();
      for (const a of counted) {
        for (const item of items.get(a.id) ?? []) {
          const v = versions.get(item.versionId)!;
          if (!sample.has(v.questionId)) {
            sample.set(v.questionId, v);
            questionIds.push(v.questionId);
          }
          if (v.type === 'likert' && item.answer && 'likert' in item.answer) {
            const counts = likert.get(v.questionId) ?? [0, 0, 0, 0, 0];
            counts[item.answer.likert - 1]! += 1;
            likert.set(v.questionId, counts);
          }
        }
      }
      const itemStats: ItemStat[] = questionIds.map((qid) => {
        const v = sample.get(qid)!;
        const scored = v.type !== 'likert' && purpose !== 'survey';
        const analysis = itemAnalysis(qid, responses);
        return {
          questionId: qid,
          type: v.type,
          stem: plain(v.stem),
          answered: scored
            ? analysis.answered
            : counted.filter((a) => (items.get(a.id) ?? []).some((i) => versions.get(i.versionId)?.questionId === qid))
                .length,
          facility: scored ? analysis.facility : null,
          discrimination: scored ? analysis.discrimination : null,
          likert: v.type === 'likert' ? (likert.get(qid) ?? [0, 0, 0, 0, 0]) : null,
        };
      });
      const percents = rows.map((r) => r.percent).filter((p): p is number => p !== null);
      const mean =
        percents.length === 0 ? null : Math.round((percents.reduce((s, p) => s + p, 0) / percents.length) * 100) / 100;
      let pendingAnswers = 0;
      for (const list of finishedItems.values())
        for (const i of list) if (versions.get(i.versionId)?.type === 'open' && i.earned === null) pendingAnswers += 1;
      return {
        quiz: {
          id: quiz.id,
          title: quiz.title,
          purpose,
          passMark: quiz.passMark,
          grading,
          anonymous: quiz.anonymous,
        },
        rows,
        histogram: histogram(percents),
        items: itemStats,
        summary: {
          assigned: assigned.length,
          started: rows.filter((r) => r.attempts > 0).length,
          finished: rows.filter((r) => r.standing !== 'notStarted' && r.standing !== 'inProgress').length,
          passed: rows.filter((r) => r.standing === 'passed').length,
          mean,
          awaitingGrading: pendingAnswers,
        },
        scope: scope === null ? 'all' : 'mentees',
      };
    });
  }

  /** The results as CSV: a row per attempt, or per answer (`by=question`), in the caller's language. */
  resultsCsv(tenant: Tenant, viewer: AuthenticatedUser, quizId: number, by: 'attempt' | 'question'): Promise<string> {
    const c = this.caller(tenant, viewer);
    const locale = viewer.language;
    const t = (key: string) => translate(locale, `quizzes.csv.${key}`);
    return this.write(tenant, async (tx) => {
      const data = await this.resultData(tx, tenant, c, quizId);
      const { quiz, people } = data;
      // Names as people read them (accents and case ignored), each person's attempts in turn. An anonymous
      // survey's rows by score: an order by name, or by account, would tell whose row is whose.
      const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
      const attempts = [...data.attempts].sort((a, b) =>
        quiz.anonymous
          ? (b.percent ?? -1) - (a.percent ?? -1) || a.number - b.number
          : collator.compare(name(people.get(a.userId)!), name(people.get(b.userId)!)) ||
            a.userId - b.userId ||
            a.number - b.number,
      );
      const who = (userId: number) => {
        const p = people.get(userId)!;
        return quiz.anonymous ? [t('anonymous'), ''] : [name(p), p.email];
      };
      const yesNo = (b: boolean | null) => (b === null ? '' : b ? t('yes') : t('no'));
      if (by === 'attempt') {
        const header = ['person', 'email', 'attempt', 'startedAt', 'submittedAt', 'seconds', 'percent', 'passed'].map(
          t,
        );
        // An anonymous survey's times would tie an answer to whoever was seen online then.
        const when = (a: repo.AttemptRow) =>
          quiz.anonymous ? ['', '', ''] : [a.startedAt, a.submittedAt ?? '', this.summary(a).secondsUsed ?? ''];
        const rows = attempts.map((a) => [...who(a.userId), a.number, ...when(a), a.percent ?? '', yesNo(a.passed)]);
        return stringify([header, ...rows]);
      }
      const finished = attempts.filter((a) => a.submittedAt !== null);
      const items = await repo.itemsOfAttempts(
        tx,
        finished.map((a) => a.id),
      );
      const versionIds = new Set<number>();
      for (const list of items.values()) for (const i of list) versionIds.add(i.versionId);
      const versions = await repo.versionsByIds(tx, [...versionIds]);
      const header = ['person', 'email', 'attempt', 'position', 'type', 'stem', 'answer', 'earned', 'max'].map(t);
      const rows: (string | number)[][] = [];
      for (const a of finished) {
        for (const item of items.get(a.id) ?? []) {
          const v = versions.get(item.versionId)!;
          rows.push([
            ...who(a.userId),
            a.number,
            item.position + 1,
            QUESTION_TYPES.find((q) => q.value === v.type)!.label[locale],
            plain(v.stem, 500),
            this.answerText(v, item.answer, locale),
            item.earned ?? '',
            v.points,
          ]);
        }
      }
      return stringify([header, ...rows]);
    });
  }

  private answerText(v: repo.VersionRow, answer: AnswerValue | null, locale: Locale): string {
    if (answer === null) return '';
    if ('optionIds' in answer)
      return answer.optionIds.map((id) => plain(v.body.options.find((o) => o.id === id)?.html ?? '', 200)).join(' | ');
    if ('bool' in answer) return translate(locale, answer.bool ? 'quizzes.csv.yes' : 'quizzes.csv.no');
    if ('text' in answer) return answer.text;
    if ('number' in answer) return String(answer.number);
    return String(answer.likert);
  }

  // --- grading --------------------------------------------------------------------------------------

  gradingQueue(tenant: Tenant, viewer: AuthenticatedUser): Promise<GradingQueue> {
    const c = this.caller(tenant, viewer);
    return this.db.inTenant(tenant.id, async (tx) => {
      const scope = await this.readScope(tx, tenant, c);
      const rows = await repo.gradingQueue(tx, tenant.id, scope);
      return { items: rows.map((r) => this.presentGrading(r)) };
    });
  }

  private presentGrading(r: repo.GradingRow): GradingItem {
    return {
      attemptId: r.attemptId,
      position: r.position,
      quizId: r.quizId,
      quizTitle: r.quizTitle,
      person: { publicId: r.publicId, name: name(r) },
      stem: r.stem,
      answer: r.answer && 'text' in r.answer ? r.answer.text : '',
      maxPoints: r.points,
      points: r.earned,
      comment: r.comment,
      submittedAt: r.submittedAt,
    };
  }

  /** Grades an open answer (the quiz manager, or the person's current mentor) and rescores the attempt. */
  grade(
    tenant: Tenant,
    viewer: AuthenticatedUser,
    attemptId: number,
    position: number,
    body: GradeInput,
  ): Promise<GradingItem> {
    const c = this.caller(tenant, viewer);
    return this.write(tenant, async (tx, notices) => {
      const attempt = await repo.findAttempt(tx, attemptId, true);
      if (!attempt) throw Errors.notFound();
      const people = await repo.peopleByIds(tx, [attempt.userId]);
      const person = await findProfileOwner(tx, people.get(attempt.userId)!.publicId);
      if (!person) throw Errors.notFound();
      const { allowed } = await decide(tx, tenant.slug, c.actor, { person }, ['quiz.readAttempts']);
      if (!allowed['quiz.readAttempts']) throw Errors.forbidden();
      const quiz = (await repo.findQuiz(tx, attempt.quizId))!;
      if (quiz.anonymous && !c.may('quiz.manage')) throw Errors.forbidden();
      const item = (await repo.itemsOf(tx, attemptId)).find((i) => i.position === position);
      if (!item) throw Errors.notFound();
      const version = (await repo.versionsByIds(tx, [item.versionId])).get(item.versionId)!;
      if (version.type !== 'open') throw conflict('quizzes.errors.notOpenAnswer');
      if (attempt.submittedAt === null) throw conflict('quizzes.errors.notSubmitted');
      if (body.points > version.points) throw invalid('points', M.pointsRange);
      const wasPending = attempt.pending;
      await repo.gradeItem(tx, attemptId, position, {
        earned: body.points,
        gradedBy: viewer.id,
        comment: body.comment ?? null,
        at: this.now(),
      });
      const score = await this.rescore(tx, quiz, attemptId);
      await repo.finishAttempt(tx, attemptId, score);
      if (wasPending && !score.pending) {
        notices.push({
          userIds: [attempt.userId],
          kind: 'quizGraded',
          params: { quiz: quiz.title },
          link: QUIZ_PATHS.take(quiz.id),
        });
        if (score.passed) await this.completeCourse(tx, tenant, notices, quiz, attempt.userId);
      }
      return this.presentGrading({
        attemptId,
        position,
        quizId: quiz.id,
        quizTitle: quiz.title,
        publicId: person.publicId,
        firstName: person.firstName,
        lastName: person.lastName,
        stem: version.stem,
        answer: item.answer,
        points: version.points,
        earned: body.points,
        comment: body.comment ?? null,
        submittedAt: attempt.submittedAt,
      });
    });
  }

  // --- accommodations -------------------------------------------------------------------------------

  /** A page of the accommodations by keyset under the search, with its total (issue 10 §3). */
  accommodations(
    tenant: Tenant,
    viewer: AuthenticatedUser,
    query: AccommodationListFilters,
  ): Promise<AccommodationList> {
    this.require(this.caller(tenant, viewer), 'quiz.accommodate');
    const sorted = sortedKeyset('accommodations', query);
    const q = query.q || undefined;
    return this.db.inTenant(tenant.id, async (tx) => {
      const page = sorted.page(await repo.listAccommodations(tx, tenant.id, { q, ...sorted.search }));
      return {
        items: page.rows.map((r) => ({
          person: { publicId: r.publicId, name: name(r), email: r.email },
          factor: r.factor,
          updatedAt: r.updatedAt,
        })),
        nextCursor: page.nextCursor,
        total: await repo.countAccommodations(tx, tenant.id, q),
      };
    });
  }

  setAccommodation(
    tenant: Tenant,
    viewer: AuthenticatedUser,
    publicId: string,
    factor: number,
  ): Promise<Accommodation> {
    this.require(this.caller(tenant, viewer), 'quiz.accommodate');
    return this.db.inTenant(tenant.id, async (tx) => {
      const [person] = await repo.peopleByPublicIds(tx, [publicId]);
      if (!person) throw Errors.notFound();
      const at = this.now();
      await repo.setAccommodation(tx, tenant.id, person.id, factor, at);
      return { person: { publicId, name: name(person), email: person.email }, factor, updatedAt: at.toISOString() };
    });
  }

  // --- jobs -----------------------------------------------------------------------------------------

  /**
   * The reminder 24 h before a quiz closes, to those assigned who have not finished it, once per
   * quiz; and the attempts whose time ran out, submitted as of their deadline.
   */
  async remind(tenant: Tenant): Promise<void> {
    await this.write(tenant, async (tx, notices) => {
      await this.expireAttempts(tx, tenant, {});
      const now = this.now();
      const until = new Date(now.getTime() + QUIZ_CLOSING_NOTICE_HOURS * 3_600_000);
      for (const id of await repo.quizzesClosingBy(tx, tenant.id, now, until)) {
        const quiz = (await repo.findQuiz(tx, id))!;
        const waiting = [];
        for (const p of await repo.assignedPeople(tx, id))
          if (!(await repo.hasSubmitted(tx, id, p.id))) waiting.push(p.id);
        if (waiting.length > 0)
          notices.push({
            userIds: waiting,
            kind: 'quizClosing',
            params: { quiz: quiz.title, when: whenText(new Date(quiz.closesAt!)) },
            link: QUIZ_PATHS.take(id),
            dedupeKey: `quiz-closing:${id}`,
          });
        await repo.markClosingNotice(tx, id, now);
      }
    });
  }
}
