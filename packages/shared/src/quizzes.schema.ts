/**
 * Quizzes (issue 14 §1; ADR 0041). Not in the spec: the paths are the issue's. {quizId}, {questionId},
 * {attemptId} and {categoryId} are numeric ids; {publicId} is a person's.
 *
 *   GET    /api/quizzes?q&sort&order&cursor&limit → quizListSchema (Admin: every quiz; a mentor: those a mentee took)
 *   POST   /api/quizzes                         ← quizRequestSchema → 201 quizSchema (Admin)
 *   GET    /api/quizzes/{quizId}                → quizSchema (Admin)
 *   PUT    /api/quizzes/{quizId}                ← quizRequestSchema → quizSchema (Admin)
 *   DELETE /api/quizzes/{quizId}                → 204 (Admin; a quiz someone attempted is archived instead: 409)
 *   GET    /api/quizzes/{quizId}/questoes       → quizQuestionsSchema (Admin: the selection and its questions)
 *   PUT    /api/quizzes/{quizId}/questoes       ← quizSelectionSchema → quizQuestionsSchema (Admin)
 *   GET    /api/banco-de-questoes?categoryId&type&q&sort&order&cursor&limit → questionBankSchema (Admin)
 *   POST   /api/banco-de-questoes               ← questionRequestSchema → 201 bankQuestionSchema (Admin)
 *   PUT    /api/banco-de-questoes/{questionId}  ← questionRequestSchema → bankQuestionSchema (a new version once answered)
 *   DELETE /api/banco-de-questoes/{questionId}  → 204 (archived: attempts keep it)
 *   GET    /api/banco-de-questoes/categorias    → categoryListSchema; POST ← categoryRequestSchema → 201 categorySchema
 *   GET    /api/meus-quizzes?courseId           → myQuizListSchema (what the caller must or may take)
 *   POST   /api/quizzes/{quizId}/tentativas     → 201 attemptSchema (starts; the one in progress is answered 200)
 *   GET    /api/quizzes/{quizId}/tentativas     → attemptHistorySchema (the caller's)
 *   GET    /api/tentativas/{attemptId}          → attemptSchema (resume, or the review once submitted)
 *   PUT    /api/tentativas/{attemptId}          ← saveAnswersRequestSchema → saveAnswersResultSchema
 *   POST   /api/tentativas/{attemptId}/enviar   → attemptSchema (submits)
 *   GET    /api/quizzes/{quizId}/resultados?format=csv&by=attempt|question → quizResultsSchema | text/csv
 *   GET    /api/correcoes                       → gradingQueueSchema (open answers the caller grades)
 *   PUT    /api/tentativas/{attemptId}/respostas/{position} ← gradeRequestSchema → gradingItemSchema
 *   GET    /api/quizzes/acomodacoes?q&sort&order&cursor&limit → accommodationListSchema (Admin)
 *   PUT    /api/quizzes/acomodacoes/{publicId}  ← accommodationRequestSchema → accommodationSchema (Admin; factor 1 removes)
 *
 * What a taker is sent never holds the right answers, scores per question or feedback before the
 * quiz's review option allows it (`takerQuestionSchema` has no field for them; `reviewQuestionSchema`
 * fills them by the option). The scoring rules are in quiz-scoring.ts.
 */
import { z } from 'zod';
import { options, schemaOf } from './enum-options.ts';
import { emptyToUndefined, listQueryFields } from './list-query.ts';
import { rowIdSchema, V } from './validation.ts';

// --- Limits -------------------------------------------------------------------------------------

export const QUIZ_TITLE_MAX = 255;
/** The quiz list's search (part of the title) and page sizes, which the accommodations list shares. */
export const QUIZ_SEARCH_MAX = 100;
export const QUIZ_PAGE_SIZES = [10, 20, 50] as const;
export const QUIZ_PAGE_SIZE = 20;
/** A rich-text document as sent (stems, options, descriptions, feedback); the sanitised one is never longer. */
export const QUIZ_HTML_MAX = 50_000;
export const QUIZ_OPTIONS_MAX = 10;
export const QUIZ_ACCEPTED_MAX = 20;
export const QUIZ_ACCEPTED_LENGTH_MAX = 255;
export const QUIZ_OPEN_ANSWER_MAX = 10_000;
export const QUIZ_SHORT_ANSWER_MAX = 255;
export const QUIZ_POINTS_MAX = 100;
export const QUIZ_QUESTIONS_MAX = 200;
export const QUIZ_TIME_LIMIT_MAX = 600;
export const QUIZ_ATTEMPTS_MAX = 100;
export const QUIZ_BANDS_MAX = 10;
export const QUIZ_CATEGORY_MAX = 120;
export const QUIZ_SKILL_MAX = 50;
export const QUIZ_SKILLS_MAX = 10;
export const QUIZ_PEOPLE_MAX = 2_000;
export const QUIZ_COMMENT_MAX = 2_000;
export const DEFAULT_PASS_MARK = 70;
/** Accommodation factors Admin may give (WCAG 2.2.1: at least ten times the default is adjustable). */
export const ACCOMMODATION_MIN = 1;
export const ACCOMMODATION_MAX = 10;
/** The reminder goes this long before a quiz closes. */
export const QUIZ_CLOSING_NOTICE_HOURS = 24;

export const QUIZ_MESSAGES = {
  required: 'quizzes.validation.required',
  imageAlt: 'quizzes.validation.imageAlt',
  oneCorrect: 'quizzes.validation.oneCorrect',
  someCorrect: 'quizzes.validation.someCorrect',
  twoOptions: 'quizzes.validation.twoOptions',
  accepted: 'quizzes.validation.accepted',
  closesBeforeOpens: 'quizzes.validation.closesBeforeOpens',
  libras: 'quizzes.validation.libras',
  librasUrl: 'quizzes.validation.librasUrl',
  completesCourse: 'quizzes.validation.completesCourse',
  anonymous: 'quizzes.validation.anonymous',
  bands: 'quizzes.validation.bands',
  emptySelection: 'quizzes.validation.emptySelection',
  unknownQuestion: 'quizzes.validation.unknownQuestion',
  unknownCategory: 'quizzes.validation.unknownCategory',
  notEnoughQuestions: 'quizzes.validation.notEnoughQuestions',
  unknownTarget: 'quizzes.validation.unknownTarget',
  pointsRange: 'quizzes.validation.pointsRange',
  answerShape: 'quizzes.validation.answerShape',
} as const;
const M = QUIZ_MESSAGES;

// --- Enumerations with their labels --------------------------------------------------------------

export const QUIZ_PURPOSES = options([
  ['diagnostic', 'Diagnóstico', 'Diagnostic', 'Diagnóstico'],
  ['graded', 'Avaliativo', 'Graded', 'Evaluativo'],
  ['survey', 'Pesquisa', 'Survey', 'Encuesta'],
] as const);
export type QuizPurpose = (typeof QUIZ_PURPOSES)[number]['value'];
export const quizPurposeSchema = schemaOf(QUIZ_PURPOSES);

export const QUESTION_TYPES = options([
  ['single', 'Escolha única', 'Single choice', 'Opción única'],
  ['multiple', 'Múltipla resposta', 'Multiple response', 'Respuesta múltiple'],
  ['trueFalse', 'Verdadeiro ou falso', 'True or false', 'Verdadero o falso'],
  ['shortText', 'Resposta curta', 'Short answer', 'Respuesta corta'],
  ['numeric', 'Numérica', 'Numeric', 'Numérica'],
  ['open', 'Resposta aberta', 'Open answer', 'Respuesta abierta'],
  ['likert', 'Escala Likert (1 a 5)', 'Likert scale (1 to 5)', 'Escala Likert (1 a 5)'],
] as const);
export type QuestionType = (typeof QUESTION_TYPES)[number]['value'];
export const questionTypeSchema = schemaOf(QUESTION_TYPES);
/** The types whose answer is one of the question's options (which may be shuffled). */
export const CHOICE_TYPES: readonly QuestionType[] = ['single', 'multiple'];

export const QUIZ_STATUSES = options([
  ['draft', 'Rascunho', 'Draft', 'Borrador'],
  ['published', 'Publicado', 'Published', 'Publicado'],
  ['archived', 'Arquivado', 'Archived', 'Archivado'],
] as const);
export type QuizStatus = (typeof QUIZ_STATUSES)[number]['value'];
export const quizStatusSchema = schemaOf(QUIZ_STATUSES);

export const QUIZ_TARGET_KINDS = options([
  ['course', 'Um curso', 'A course', 'Un curso'],
  ['class', 'Uma turma', 'A class', 'Un grupo'],
  ['trailStep', 'Uma etapa de trilha', 'A trail step', 'Una etapa de ruta'],
  ['people', 'Pessoas escolhidas', 'Chosen people', 'Personas elegidas'],
  ['everyone', 'Todos', 'Everyone', 'Todos'],
] as const);
export type QuizTargetKind = (typeof QUIZ_TARGET_KINDS)[number]['value'];

export const QUIZ_GRADINGS = options([
  ['highest', 'Maior nota', 'Highest score', 'Nota más alta'],
  ['last', 'Última tentativa', 'Last attempt', 'Último intento'],
  ['average', 'Média das tentativas', 'Average of attempts', 'Promedio de intentos'],
  ['first', 'Primeira tentativa', 'First attempt', 'Primer intento'],
] as const);
export type QuizGrading = (typeof QUIZ_GRADINGS)[number]['value'];
export const quizGradingSchema = schemaOf(QUIZ_GRADINGS);

/** What a taker sees once they submit, each level adding to the one before. */
export const QUIZ_REVIEWS = options([
  ['score', 'Só a nota', 'Score only', 'Solo la nota'],
  ['correctness', 'Nota e quais acertou', 'Score and which were right', 'Nota y cuáles acertó'],
  [
    'answers',
    'Nota, acertos e respostas certas',
    'Score, right or wrong and the right answers',
    'Nota, aciertos y respuestas correctas',
  ],
  [
    'feedback',
    'Tudo, com o comentário de cada questão',
    'All, with each question’s feedback',
    'Todo, con el comentario de cada pregunta',
  ],
] as const);
export type QuizReview = (typeof QUIZ_REVIEWS)[number]['value'];
export const quizReviewSchema = schemaOf(QUIZ_REVIEWS);
const REVIEW_ORDER: readonly QuizReview[] = ['score', 'correctness', 'answers', 'feedback'];
/** Whether the review option shows at least `level`. */
export function reviewShows(review: QuizReview, level: QuizReview): boolean {
  return REVIEW_ORDER.indexOf(review) >= REVIEW_ORDER.indexOf(level);
}

export const QUIZ_LAYOUTS = options([
  ['one', 'Uma questão por tela', 'One question per screen', 'Una pregunta por pantalla'],
  ['all', 'Todas em uma tela', 'All on one screen', 'Todas en una pantalla'],
] as const);
export type QuizLayout = (typeof QUIZ_LAYOUTS)[number]['value'];
export const quizLayoutSchema = schemaOf(QUIZ_LAYOUTS);

/** Where a person stands with a quiz (their result row; their list of quizzes). */
export const QUIZ_STANDINGS = options([
  ['notStarted', 'Não iniciado', 'Not started', 'No iniciado'],
  ['inProgress', 'Em andamento', 'In progress', 'En curso'],
  ['awaitingGrading', 'Aguardando correção', 'Awaiting grading', 'Esperando corrección'],
  ['passed', 'Aprovado', 'Passed', 'Aprobado'],
  ['failed', 'Reprovado', 'Not passed', 'No aprobado'],
  ['done', 'Concluído', 'Done', 'Completado'],
] as const);
export type QuizStanding = (typeof QUIZ_STANDINGS)[number]['value'];
export const quizStandingSchema = schemaOf(QUIZ_STANDINGS);

/** Likert's five points, as the scale reads them. */
export const LIKERT_POINTS = options([
  ['1', 'Discordo totalmente', 'Strongly disagree', 'Totalmente en desacuerdo'],
  ['2', 'Discordo', 'Disagree', 'En desacuerdo'],
  ['3', 'Neutro', 'Neutral', 'Neutral'],
  ['4', 'Concordo', 'Agree', 'De acuerdo'],
  ['5', 'Concordo totalmente', 'Strongly agree', 'Totalmente de acuerdo'],
] as const);

// --- Shared pieces -------------------------------------------------------------------------------

const idSchema = rowIdSchema;
const html = (max = QUIZ_HTML_MAX) => z.string({ error: V.required }).max(max, { error: V.maxLength });
const requiredHtml = html().refine((v) => v.replace(/<[^>]*>/g, '').trim() !== '' || /<img\s/i.test(v), {
  error: M.required,
});
const optionalUrl = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .max(2048, { error: V.maxLength })
    .regex(/^https:\/\/\S+$/i, { error: M.librasUrl })
    .nullish(),
);
/** A date and time (ISO 8601 with an offset); empty means none. */
const instant = z.preprocess(emptyToUndefined, z.iso.datetime({ offset: true, error: V.invalid }).nullish());

// --- The question bank ---------------------------------------------------------------------------

export const categoryRequestSchema = z.object({
  name: z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required })
    .max(QUIZ_CATEGORY_MAX, { error: V.maxLength }),
});
export type CategoryInput = z.infer<typeof categoryRequestSchema>;
export const categorySchema = z.object({ id: z.number(), name: z.string(), questionCount: z.number() });
export type QuestionCategory = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);

const optionRequestSchema = z.object({
  html: requiredHtml,
  correct: z.boolean().default(false),
});

/**
 * A question as an author writes it. Which fields count depends on the type: options for single and
 * multiple choice, `correctAnswer` for true/false, accepted answers for short text, value and
 * tolerance for numeric; open and Likert questions have none (open ones are graded by hand).
 */
export const questionRequestSchema = z
  .object({
    type: questionTypeSchema,
    categoryId: z.preprocess(emptyToUndefined, idSchema.nullish()),
    stem: requiredHtml,
    options: z.array(optionRequestSchema).max(QUIZ_OPTIONS_MAX, { error: V.invalid }).default([]),
    correctAnswer: z.boolean().nullish(),
    accepted: z
      .array(z.string().trim().min(1, { error: M.required }).max(QUIZ_ACCEPTED_LENGTH_MAX, { error: V.maxLength }))
      .max(QUIZ_ACCEPTED_MAX, { error: V.invalid })
      .default([]),
    numericValue: z.number({ error: V.invalid }).finite({ error: V.invalid }).nullish(),
    tolerance: z.number({ error: V.invalid }).min(0, { error: V.invalid }).finite({ error: V.invalid }).default(0),
    points: z
      .number({ error: V.invalid })
      .int({ error: V.invalid })
      .min(1, { error: M.pointsRange })
      .max(QUIZ_POINTS_MAX, { error: M.pointsRange })
      .default(1),
    feedback: z.preprocess(emptyToUndefined, html().nullish()),
    librasUrl: optionalUrl,
    skills: z
      .array(z.string().trim().min(1).max(QUIZ_SKILL_MAX, { error: V.maxLength }))
      .max(QUIZ_SKILLS_MAX, { error: V.invalid })
      .default([]),
  })
  .superRefine((q, ctx) => {
    const correct = q.options.filter((o) => o.correct).length;
    if (q.type === 'single' || q.type === 'multiple') {
      if (q.options.length < 2) ctx.addIssue({ code: 'custom', path: ['options'], message: M.twoOptions });
      else if (q.type === 'single' && correct !== 1)
        ctx.addIssue({ code: 'custom', path: ['options'], message: M.oneCorrect });
      else if (q.type === 'multiple' && correct < 1)
        ctx.addIssue({ code: 'custom', path: ['options'], message: M.someCorrect });
    }
    if (q.type === 'trueFalse' && (q.correctAnswer === null || q.correctAnswer === undefined))
      ctx.addIssue({ code: 'custom', path: ['correctAnswer'], message: M.required });
    if (q.type === 'shortText' && q.accepted.length === 0)
      ctx.addIssue({ code: 'custom', path: ['accepted'], message: M.accepted });
    if (q.type === 'numeric' && (q.numericValue === null || q.numericValue === undefined))
      ctx.addIssue({ code: 'custom', path: ['numericValue'], message: M.required });
  });
export type QuestionInput = z.infer<typeof questionRequestSchema>;

/** The stored body of a question version: what scoring reads. Options carry stable ids within a version. */
export interface QuestionKey {
  type: QuestionType;
  points: number;
  options: { id: string; html: string; correct: boolean }[];
  correctAnswer: boolean | null;
  accepted: string[];
  numericValue: number | null;
  tolerance: number;
}

export const bankQuestionSchema = z.object({
  id: z.number(),
  versionId: z.number(),
  version: z.number(),
  type: questionTypeSchema,
  categoryId: z.number().nullable(),
  categoryName: z.string().nullable(),
  stem: z.string(),
  options: z.array(z.object({ id: z.string(), html: z.string(), correct: z.boolean() })),
  correctAnswer: z.boolean().nullable(),
  accepted: z.array(z.string()),
  numericValue: z.number().nullable(),
  tolerance: z.number(),
  points: z.number(),
  feedback: z.string().nullable(),
  librasUrl: z.string().nullable(),
  skills: z.array(z.string()),
  /** Attempts have answered a version of it: the next edit makes a new version. */
  answered: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type BankQuestion = z.infer<typeof bankQuestionSchema>;

/**
 * The bank's columns: the question's text as people read it (its rich text as plain words), its type by
 * the label the reader sees, and its last change.
 */
export const QUESTION_BANK_SORTS = ['stem', 'type', 'updatedAt'] as const;
export type QuestionBankSort = (typeof QUESTION_BANK_SORTS)[number];
/** The largest is what the quiz editor's picker asks for, so that it sees as much of the bank as it can. */
export const QUESTION_BANK_PAGE_SIZES = [10, 20, 50, 100] as const;
export const QUESTION_BANK_PAGE_SIZE = 20;

export const questionBankQuerySchema = z.object({
  categoryId: z.preprocess(emptyToUndefined, idSchema.optional()),
  type: z.preprocess(emptyToUndefined, questionTypeSchema.optional()),
  /** Part of the question's text. */
  q: z.preprocess(emptyToUndefined, z.string().trim().max(QUIZ_SEARCH_MAX, { error: V.maxLength }).optional()),
  ...listQueryFields({
    sorts: QUESTION_BANK_SORTS,
    defaultSort: 'updatedAt',
    pageSizes: QUESTION_BANK_PAGE_SIZES,
    defaultLimit: QUESTION_BANK_PAGE_SIZE,
    // The last changed first unless asked otherwise, as the bank always read.
    defaultOrder: 'desc',
  }),
});
export type QuestionBankQuery = z.input<typeof questionBankQuerySchema>;
/** The bank's query once parsed (the web reads it from the URL). */
export type QuestionBankFilters = z.output<typeof questionBankQuerySchema>;
export const questionBankSchema = z.object({
  items: z.array(bankQuestionSchema),
  /** null on the last page. Ordered by the chosen column, then id. */
  nextCursor: z.string().nullable(),
  /** Every live question the filters match, on all pages. */
  total: z.number().int(),
});
export type QuestionBank = z.infer<typeof questionBankSchema>;

export const questionParamsSchema = z.object({ questionId: idSchema });

// --- Quizzes -------------------------------------------------------------------------------------

export const quizTargetSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('course'), courseId: idSchema }),
    z.object({ kind: z.literal('class'), courseId: idSchema, classeId: idSchema }),
    z.object({ kind: z.literal('trailStep'), trailId: idSchema, step: z.number().int().min(1).max(100) }),
    z.object({
      kind: z.literal('people'),
      people: z
        .array(z.uuid({ error: V.invalid }))
        .min(1, { error: M.required })
        .max(QUIZ_PEOPLE_MAX),
    }),
    z.object({ kind: z.literal('everyone') }),
  ],
  { error: M.required },
);
export type QuizTarget = z.infer<typeof quizTargetSchema>;

export const feedbackBandSchema = z.object({
  /** The band holds scores from `min` (a percentage) up to the next band's. */
  min: z.number().int().min(0).max(100),
  message: z.string().trim().min(1, { error: M.required }).max(QUIZ_COMMENT_MAX, { error: V.maxLength }),
});
export type FeedbackBand = z.infer<typeof feedbackBandSchema>;

export const quizRequestSchema = z
  .object({
    title: z
      .string({ error: M.required })
      .trim()
      .min(1, { error: M.required })
      .max(QUIZ_TITLE_MAX, { error: V.maxLength }),
    description: z.preprocess(emptyToUndefined, html().nullish()),
    purpose: quizPurposeSchema,
    status: quizStatusSchema.default('draft'),
    anonymous: z.boolean().default(false),
    target: quizTargetSchema,
    opensAt: instant,
    closesAt: instant,
    timeLimitMinutes: z.number().int().min(1).max(QUIZ_TIME_LIMIT_MAX).nullish(),
    attemptsAllowed: z.number().int().min(1).max(QUIZ_ATTEMPTS_MAX).nullish(),
    minMinutesBetween: z
      .number()
      .int()
      .min(0)
      .max(60 * 24 * 30)
      .default(0),
    grading: quizGradingSchema.default('highest'),
    passMark: z.number().int().min(0).max(100).default(DEFAULT_PASS_MARK),
    review: quizReviewSchema.default('correctness'),
    layout: quizLayoutSchema.default('one'),
    shuffleQuestions: z.boolean().default(false),
    shuffleOptions: z.boolean().default(false),
    /** Passing it completes the person's enrolment in the target's course (graded quizzes on a course or class). */
    completesCourse: z.boolean().default(false),
    feedbackBands: z.array(feedbackBandSchema).max(QUIZ_BANDS_MAX).default([]),
  })
  .superRefine((q, ctx) => {
    if (q.opensAt && q.closesAt && Date.parse(q.closesAt) <= Date.parse(q.opensAt))
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: M.closesBeforeOpens });
    if (q.anonymous && q.purpose !== 'survey')
      ctx.addIssue({ code: 'custom', path: ['anonymous'], message: M.anonymous });
    if (q.completesCourse && (q.purpose !== 'graded' || (q.target.kind !== 'course' && q.target.kind !== 'class')))
      ctx.addIssue({ code: 'custom', path: ['completesCourse'], message: M.completesCourse });
    const mins = q.feedbackBands.map((b) => b.min);
    if (new Set(mins).size !== mins.length) ctx.addIssue({ code: 'custom', path: ['feedbackBands'], message: M.bands });
  });
export type QuizInput = z.infer<typeof quizRequestSchema>;

export const quizParamsSchema = z.object({ quizId: idSchema });

const quizTargetViewSchema = z.object({
  kind: z.enum(['course', 'class', 'trailStep', 'people', 'everyone']),
  /** The target in words: the course, "course — class", "trail — step n", or the count of people. */
  label: z.string(),
  courseId: z.number().nullable(),
  classeId: z.number().nullable(),
  trailId: z.number().nullable(),
  step: z.number().nullable(),
  people: z.array(z.object({ publicId: z.string(), name: z.string() })),
});
export type QuizTargetView = z.infer<typeof quizTargetViewSchema>;

export const quizSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  purpose: quizPurposeSchema,
  status: quizStatusSchema,
  anonymous: z.boolean(),
  target: quizTargetViewSchema,
  opensAt: z.iso.datetime().nullable(),
  closesAt: z.iso.datetime().nullable(),
  timeLimitMinutes: z.number().nullable(),
  attemptsAllowed: z.number().nullable(),
  minMinutesBetween: z.number(),
  grading: quizGradingSchema,
  passMark: z.number(),
  review: quizReviewSchema,
  layout: quizLayoutSchema,
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  completesCourse: z.boolean(),
  feedbackBands: z.array(feedbackBandSchema),
  questionCount: z.number(),
  attemptCount: z.number(),
  assignedCount: z.number(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Quiz = z.infer<typeof quizSchema>;

export const quizListItemSchema = quizSchema
  .pick({
    id: true,
    title: true,
    purpose: true,
    status: true,
    opensAt: true,
    closesAt: true,
    questionCount: true,
    attemptCount: true,
    assignedCount: true,
    updatedAt: true,
  })
  .extend({ targetLabel: z.string(), awaitingGrading: z.number(), canEdit: z.boolean() });
export type QuizListItem = z.infer<typeof quizListItemSchema>;

/** The quiz list's columns: the title as people read it, the status, the deadline, the last change. */
export const QUIZ_SORTS = ['title', 'status', 'closesAt', 'updatedAt'] as const;
export type QuizSort = (typeof QUIZ_SORTS)[number];

export const quizListQuerySchema = z.object({
  /** Part of the title. */
  q: z.preprocess(emptyToUndefined, z.string().trim().max(QUIZ_SEARCH_MAX, { error: V.maxLength }).optional()),
  ...listQueryFields({
    sorts: QUIZ_SORTS,
    defaultSort: 'updatedAt',
    pageSizes: QUIZ_PAGE_SIZES,
    defaultLimit: QUIZ_PAGE_SIZE,
    // The last changed first unless asked otherwise: the quiz someone is working on is at the top.
    defaultOrder: 'desc',
  }),
});
export type QuizListQuery = z.input<typeof quizListQuerySchema>;
/** The list query once parsed (the web reads it from the URL). */
export type QuizListFilters = z.output<typeof quizListQuerySchema>;

export const quizListSchema = z.object({
  items: z.array(quizListItemSchema),
  /** null on the last page. Ordered by the chosen column, then id. */
  nextCursor: z.string().nullable(),
  /** Every quiz the search matches, on all pages. */
  total: z.number().int(),
});
export type QuizList = z.infer<typeof quizListSchema>;

// --- A quiz's questions (the selection) ------------------------------------------------------------

export const quizSelectionSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({
      mode: z.literal('fixed'),
      questionIds: z.array(idSchema).min(1, { error: M.emptySelection }).max(QUIZ_QUESTIONS_MAX),
    }),
    z.object({
      mode: z.literal('draw'),
      rules: z
        .array(z.object({ categoryId: idSchema, count: z.number().int().min(1).max(QUIZ_QUESTIONS_MAX) }))
        .min(1, { error: M.emptySelection })
        .max(50),
    }),
  ],
  { error: M.required },
);
export type QuizSelection = z.infer<typeof quizSelectionSchema>;

export const quizQuestionsSchema = z.object({
  selection: quizSelectionSchema.nullable(),
  /** The fixed list in order, or every question of the drawn categories. */
  questions: z.array(bankQuestionSchema),
  /** Questions an attempt holds (the fixed list's length, or the sum of the draw's counts). */
  perAttempt: z.number(),
});
export type QuizQuestions = z.infer<typeof quizQuestionsSchema>;

// --- Taking a quiz -------------------------------------------------------------------------------

/** An answer as the taker gives it; its shape follows the question's type. */
export const answerValueSchema = z.union(
  [
    z.object({ optionIds: z.array(z.string().max(8)).max(QUIZ_OPTIONS_MAX) }),
    z.object({ bool: z.boolean() }),
    z.object({ text: z.string().max(QUIZ_OPEN_ANSWER_MAX, { error: V.maxLength }) }),
    z.object({ number: z.number().finite() }),
    z.object({ likert: z.number().int().min(1).max(5) }),
  ],
  { error: M.answerShape },
);
export type AnswerValue = z.infer<typeof answerValueSchema>;

export const saveAnswersRequestSchema = z.object({
  answers: z
    .array(z.object({ position: z.number().int().min(0).max(QUIZ_QUESTIONS_MAX), value: answerValueSchema.nullable() }))
    .min(1)
    .max(QUIZ_QUESTIONS_MAX),
});
export type SaveAnswersInput = z.infer<typeof saveAnswersRequestSchema>;

/** A question as a taker sees it while answering: nothing about which answer is right. */
export const takerQuestionSchema = z.object({
  position: z.number(),
  type: questionTypeSchema,
  stem: z.string(),
  /** In the attempt's own order (shuffled once, kept on resume). */
  options: z.array(z.object({ id: z.string(), html: z.string() })),
  points: z.number(),
  librasUrl: z.string().nullable(),
  answer: answerValueSchema.nullable(),
});
export type TakerQuestion = z.infer<typeof takerQuestionSchema>;

/** After submission, what the review option allows is added; a field it does not allow is absent. */
export const reviewQuestionSchema = takerQuestionSchema.extend({
  /** full, partial, wrong, or pending (an open answer not graded yet); with review ≥ correctness. */
  outcome: z.enum(['full', 'partial', 'wrong', 'pending', 'unscored']).optional(),
  earned: z.number().nullable().optional(),
  /** The right answer(s): option ids, true/false, the accepted texts, or the value ± tolerance; review ≥ answers. */
  correct: z
    .object({
      optionIds: z.array(z.string()).optional(),
      bool: z.boolean().optional(),
      accepted: z.array(z.string()).optional(),
      numericValue: z.number().optional(),
      tolerance: z.number().optional(),
    })
    .optional(),
  /** The question's feedback and the grader's comment; review = feedback. */
  feedback: z.string().nullable().optional(),
  graderComment: z.string().nullable().optional(),
});
export type ReviewQuestion = z.infer<typeof reviewQuestionSchema>;

export const attemptSchema = z.object({
  id: z.number(),
  quizId: z.number(),
  quizTitle: z.string(),
  purpose: quizPurposeSchema,
  layout: quizLayoutSchema,
  number: z.number(),
  status: z.enum(['inProgress', 'submitted']),
  startedAt: z.iso.datetime(),
  /** When the server stops counting answers (start + the accommodated limit, or the quiz's close). */
  deadline: z.iso.datetime().nullable(),
  /** The server's now, so the page's countdown is the server's clock. */
  serverNow: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
  /** Submitted by the server at the deadline, with what was saved by then. */
  expired: z.boolean(),
  questions: z.array(reviewQuestionSchema),
  /** Once submitted (null for surveys and while open answers wait for grading). */
  percent: z.number().nullable(),
  passed: z.boolean().nullable(),
  awaitingGrading: z.boolean(),
  /** The quiz's message for the score's band, once submitted. */
  bandMessage: z.string().nullable(),
  review: quizReviewSchema,
});
export type Attempt = z.infer<typeof attemptSchema>;

export const attemptParamsSchema = z.object({ attemptId: idSchema });

export const saveAnswersResultSchema = z.object({
  savedAt: z.iso.datetime(),
  /** Positions whose answers counted. */
  saved: z.array(z.number()),
  deadline: z.iso.datetime().nullable(),
  serverNow: z.iso.datetime(),
});
export type SaveAnswersResult = z.infer<typeof saveAnswersResultSchema>;

export const attemptSummarySchema = z.object({
  id: z.number(),
  number: z.number(),
  status: z.enum(['inProgress', 'submitted']),
  startedAt: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
  percent: z.number().nullable(),
  passed: z.boolean().nullable(),
  awaitingGrading: z.boolean(),
  secondsUsed: z.number().nullable(),
});
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;
export const attemptHistorySchema = z.object({ items: z.array(attemptSummarySchema) });
export type AttemptHistory = z.infer<typeof attemptHistorySchema>;

export const myQuizSchema = z.object({
  id: z.number(),
  title: z.string(),
  purpose: quizPurposeSchema,
  courseId: z.number().nullable(),
  targetLabel: z.string(),
  opensAt: z.iso.datetime().nullable(),
  closesAt: z.iso.datetime().nullable(),
  timeLimitMinutes: z.number().nullable(),
  /** The caller's own limit: the quiz's times their accommodation (never the factor itself). */
  myTimeLimitMinutes: z.number().nullable(),
  questionCount: z.number(),
  attemptsAllowed: z.number().nullable(),
  attemptsUsed: z.number(),
  standing: quizStandingSchema,
  /** The person's score under the quiz's grading, once there is one. */
  percent: z.number().nullable(),
  inProgressAttemptId: z.number().nullable(),
  /** Whether a new attempt may start now, and when otherwise (the delay between attempts). */
  canStart: z.boolean(),
  nextAttemptAt: z.iso.datetime().nullable(),
  open: z.boolean(),
});
export type MyQuiz = z.infer<typeof myQuizSchema>;
export const myQuizListQuerySchema = z.object({ courseId: z.preprocess(emptyToUndefined, idSchema.optional()) });
export const myQuizListSchema = z.object({ items: z.array(myQuizSchema) });
export type MyQuizList = z.infer<typeof myQuizListSchema>;

// --- Results -------------------------------------------------------------------------------------

export const resultsQuerySchema = z.object({
  format: z.preprocess(emptyToUndefined, z.enum(['json', 'csv']).default('json')),
  by: z.preprocess(emptyToUndefined, z.enum(['attempt', 'question']).default('attempt')),
});

export const resultRowSchema = z.object({
  /** Absent in an anonymous survey. */
  person: z.object({ publicId: z.string(), name: z.string() }).nullable(),
  attempts: z.number(),
  percent: z.number().nullable(),
  secondsUsed: z.number().nullable(),
  standing: quizStandingSchema,
  lastAttemptId: z.number().nullable(),
});
export type ResultRow = z.infer<typeof resultRowSchema>;

export const itemStatSchema = z.object({
  questionId: z.number(),
  type: questionTypeSchema,
  /** The stem as plain text, shortened. */
  stem: z.string(),
  answered: z.number(),
  /** Share (0–1) with full marks; null for unscored questions. */
  facility: z.number().nullable(),
  /** Facility in the top 27% by total minus the bottom 27%; null with too few people or unscored. */
  discrimination: z.number().nullable(),
  /** Likert questions: how many chose 1…5. */
  likert: z.array(z.number()).nullable(),
});
export type ItemStat = z.infer<typeof itemStatSchema>;

export const quizResultsSchema = z.object({
  quiz: z.object({
    id: z.number(),
    title: z.string(),
    purpose: quizPurposeSchema,
    passMark: z.number(),
    grading: quizGradingSchema,
    anonymous: z.boolean(),
  }),
  rows: z.array(resultRowSchema),
  /** Ten bands of the people's scores: 0–9, 10–19, … 90–100. */
  histogram: z.array(z.object({ from: z.number(), to: z.number(), count: z.number() })),
  items: z.array(itemStatSchema),
  summary: z.object({
    assigned: z.number(),
    started: z.number(),
    finished: z.number(),
    passed: z.number(),
    mean: z.number().nullable(),
    awaitingGrading: z.number(),
  }),
  /** A mentor sees their mentees only. */
  scope: z.enum(['all', 'mentees']),
});
export type QuizResults = z.infer<typeof quizResultsSchema>;

// --- Grading -------------------------------------------------------------------------------------

export const gradingItemSchema = z.object({
  attemptId: z.number(),
  position: z.number(),
  quizId: z.number(),
  quizTitle: z.string(),
  person: z.object({ publicId: z.string(), name: z.string() }),
  stem: z.string(),
  answer: z.string(),
  maxPoints: z.number(),
  points: z.number().nullable(),
  comment: z.string().nullable(),
  submittedAt: z.iso.datetime(),
});
export type GradingItem = z.infer<typeof gradingItemSchema>;
export const gradingQueueSchema = z.object({ items: z.array(gradingItemSchema) });
export type GradingQueue = z.infer<typeof gradingQueueSchema>;

export const gradeParamsSchema = z.object({
  attemptId: idSchema,
  position: z.coerce.number().int().min(0).max(QUIZ_QUESTIONS_MAX),
});
export const gradeRequestSchema = z.object({
  points: z
    .number({ error: M.required })
    .min(0, { error: M.pointsRange })
    .max(QUIZ_POINTS_MAX, { error: M.pointsRange }),
  comment: z.preprocess(emptyToUndefined, z.string().trim().max(QUIZ_COMMENT_MAX, { error: V.maxLength }).nullish()),
});
export type GradeInput = z.infer<typeof gradeRequestSchema>;

// --- Accommodations ------------------------------------------------------------------------------

export const accommodationRequestSchema = z.object({
  factor: z
    .number({ error: M.required })
    .min(ACCOMMODATION_MIN, { error: V.invalid })
    .max(ACCOMMODATION_MAX, { error: V.invalid })
    // Steps of 0.05 (1.25×, 1.5×): checked in hundredths, where floating point is exact enough.
    .refine((f) => Math.abs(f * 100 - Math.round(f * 100)) < 1e-6 && Math.round(f * 100) % 5 === 0, {
      error: V.invalid,
    }),
});
export const accommodationSchema = z.object({
  person: z.object({ publicId: z.string(), name: z.string(), email: z.string() }),
  factor: z.number(),
  updatedAt: z.iso.datetime(),
});
export type Accommodation = z.infer<typeof accommodationSchema>;

/** The accommodations' columns: the person's name as people read it, the factor, when it was set. */
export const ACCOMMODATION_SORTS = ['name', 'factor', 'updatedAt'] as const;
export type AccommodationSort = (typeof ACCOMMODATION_SORTS)[number];

export const accommodationListQuerySchema = z.object({
  /** Part of the person's name or e-mail. */
  q: z.preprocess(emptyToUndefined, z.string().trim().max(QUIZ_SEARCH_MAX, { error: V.maxLength }).optional()),
  ...listQueryFields({
    sorts: ACCOMMODATION_SORTS,
    defaultSort: 'name',
    pageSizes: QUIZ_PAGE_SIZES,
    defaultLimit: QUIZ_PAGE_SIZE,
  }),
});
export type AccommodationListQuery = z.input<typeof accommodationListQuerySchema>;
/** The list query once parsed (the web reads it from the URL). */
export type AccommodationListFilters = z.output<typeof accommodationListQuerySchema>;

export const accommodationListSchema = z.object({
  items: z.array(accommodationSchema),
  /** null on the last page. Ordered by the chosen column, then the person's id. */
  nextCursor: z.string().nullable(),
  /** Every accommodation the search matches, on all pages. */
  total: z.number().int(),
});
export type AccommodationList = z.infer<typeof accommodationListSchema>;
export const accommodationParamsSchema = z.object({ publicId: z.uuid({ error: V.invalid }) });
