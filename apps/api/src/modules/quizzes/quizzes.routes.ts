import {
  accommodationListQuerySchema,
  accommodationListSchema,
  accommodationParamsSchema,
  accommodationRequestSchema,
  accommodationSchema,
  attemptHistorySchema,
  attemptParamsSchema,
  attemptSchema,
  bankQuestionSchema,
  categoryListSchema,
  categoryRequestSchema,
  categorySchema,
  gradeParamsSchema,
  gradeRequestSchema,
  gradingItemSchema,
  gradingQueueSchema,
  myQuizListQuerySchema,
  myQuizListSchema,
  questionBankQuerySchema,
  questionBankSchema,
  questionParamsSchema,
  questionRequestSchema,
  quizListQuerySchema,
  quizListSchema,
  quizParamsSchema,
  quizQuestionsSchema,
  quizRequestSchema,
  quizResultsSchema,
  quizSchema,
  quizSelectionSchema,
  resultsQuerySchema,
  saveAnswersRequestSchema,
  saveAnswersResultSchema,
} from '@ponte/shared/quizzes.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { P } from '../../http/permissions.ts';
import { requireAuth, requireTenant } from '../../http/request-guards.ts';
import type { QuizzesService } from './quizzes.service.ts';

const tags = ['quizzes'];
// The route needs the screen's capability; what the caller may see within it is the policy's
// (quiz.*), which the service asks: a mentor reads their mentees' results only.
const manage = P.can('quiz');
const take = P.can('quizTaking');
const read = P.can('quizGrading');

const who = (request: FastifyRequest) => [requireTenant(request), requireAuth(request).user] as const;

/** Issue 14 §1's calls (ADR 0041). */
export const quizzesRoutes: FastifyPluginAsyncZod<{ quizzes: QuizzesService }> = async (app, { quizzes }) => {
  // --- the bank -----------------------------------------------------------------------------------
  app.get(
    '/api/banco-de-questoes/categorias',
    {
      config: { permission: manage },
      schema: {
        tags,
        summary: "List the question bank's categories",
        operationId: 'listQuestionCategories',
        description: 'The categories of the question bank, by name, with their live question counts.',
        response: {
          200: categoryListSchema.describe('The categories, by name, with their question counts.'),
          ...errorResponses,
        },
      },
    },
    async (request) => quizzes.categories(...who(request)),
  );

  app.post(
    '/api/banco-de-questoes/categorias',
    {
      config: { permission: manage },
      schema: {
        tags,
        summary: 'Create a question category',
        operationId: 'createQuestionCategory',
        description: 'Creates a category (409 when the name is taken, ignoring case).',
        body: categoryRequestSchema,
        response: { 201: categorySchema.describe('The new category.'), ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await quizzes.createCategory(...who(request), request.body)),
  );

  app.get(
    '/api/banco-de-questoes',
    {
      config: { permission: manage },
      schema: {
        tags,
        summary: 'List the question bank',
        operationId: 'listBankQuestions',
        description:
          'The live questions of the bank (current versions, with their answer keys), one page by keyset: sorted by their text as people read it, their type as the caller’s language names it, or their last change (newest first by default), with the total the filters match. A cursor of another sort or that does not decode is a 400.',
        querystring: questionBankQuerySchema,
        response: {
          200: questionBankSchema.describe(
            'One page of the live questions, with their answer keys, the next cursor and the total.',
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => quizzes.bank(...who(request), request.query),
  );

  app.post(
    '/api/banco-de-questoes',
    {
      config: { permission: manage },
      schema: {
        tags,
        summary: 'Add a question to the bank',
        operationId: 'createBankQuestion',
        description: 'Adds a question; an image without alternative text is refused (400).',
        body: questionRequestSchema,
        response: { 201: bankQuestionSchema.describe('The new question.'), ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await quizzes.createQuestion(...who(request), request.body)),
  );

  app.put(
    '/api/banco-de-questoes/:questionId',
    {
      config: { permission: manage },
      schema: {
        tags,
        summary: 'Edit a question of the bank',
        operationId: 'updateBankQuestion',
        description: 'Edits a question: in place until answered, then as a new version (attempts keep theirs).',
        params: questionParamsSchema,
        body: questionRequestSchema,
        response: {
          200: bankQuestionSchema.describe('The question as saved (a new version once it was answered).'),
          ...errorResponses,
        },
      },
    },
    async (request) => quizzes.updateQuestion(...who(request), request.params.questionId, request.body),
  );

  app.delete(
    '/api/banco-de-questoes/:questionId',
    {
      config: { permission: manage },
      schema: {
        tags,
        summary: 'Archive a question of the bank',
        operationId: 'archiveBankQuestion',
        description: 'Archives a question: it leaves the bank and draws; attempts and fixed lists keep it.',
        params: questionParamsSchema,
        response: { 204: z.null().describe('Archived.'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await quizzes.archiveQuestion(...who(request), request.params.questionId);
      return reply.code(204).send(null);
    },
  );

  // --- quizzes ------------------------------------------------------------------------------------
  app.get(
    '/api/quizzes',
    {
      config: { permission: read },
      schema: {
        tags,
        summary: 'List quizzes',
        operationId: 'listQuizzes',
        description:
          "The tenant's quizzes (the quiz manager), or a mentor's: the published ones, not anonymous, that one of their mentees was assigned or attempted, with those mentees' figures only. Searched by title (`q`), sorted by title as people read it, status, deadline or last change (newest first by default), paged by keyset with the total; a cursor that does not decode is a 400.",
        querystring: quizListQuerySchema,
        response: {
          200: quizListSchema.describe(
            'One page of the quizzes the caller manages, or those of their mentees, with the total.',
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => quizzes.list(...who(request), request.query),
  );

  app.post(
    '/api/quizzes',
    {
      config: { permission: manage },
      schema: {
        tags,
        summary: 'Create a quiz',
        operationId: 'createQuiz',
        description: 'Creates a quiz with its settings and target.',
        body: quizRequestSchema,
        response: { 201: quizSchema.describe('The new quiz.'), ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await quizzes.create(...who(request), request.body)),
  );

  app.get(
    '/api/quizzes/acomodacoes',
    {
      config: { permission: manage },
      schema: {
        tags,
        summary: 'List time accommodations',
        operationId: 'listAccommodations',
        description:
          'The people with a time accommodation (Admin only: it hints at a disability). Searched by name or e-mail (`q`), sorted by name as people read it, factor or when it was set, paged by keyset with the total; a cursor of another sort or that does not decode is a 400.',
        querystring: accommodationListQuerySchema,
        response: {
          200: accommodationListSchema.describe(
            'One page of the people with a time accommodation, with the next cursor and the total.',
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => quizzes.accommodations(...who(request), request.query),
  );

  app.put(
    '/api/quizzes/acomodacoes/:publicId',
    {
      config: { permission: manage },
      schema: {
        tags,
        summary: "Set a person's time accommodation",
        operationId: 'setAccommodation',
        description: "Sets a person's time factor (1 to 10, in steps of 0.05); 1 removes it.",
        params: accommodationParamsSchema,
        body: accommodationRequestSchema,
        response: { 200: accommodationSchema.describe('The accommodation as saved.'), ...errorResponses },
      },
    },
    async (request) => quizzes.setAccommodation(...who(request), request.params.publicId, request.body.factor),
  );

  app.get(
    '/api/quizzes/:quizId',
    {
      config: { permission: manage },
      schema: {
        tags,
        summary: 'Read a quiz',
        operationId: 'getQuiz',
        description: "A quiz's settings (another tenant's is 404).",
        params: quizParamsSchema,
        response: { 200: quizSchema.describe('The quiz’s settings.'), ...errorResponses },
      },
    },
    async (request) => quizzes.get(...who(request), request.params.quizId),
  );

  app.put(
    '/api/quizzes/:quizId',
    {
      config: { permission: manage },
      schema: {
        tags,
        summary: 'Edit a quiz',
        operationId: 'updateQuiz',
        description: 'Replaces a quiz’s settings; publishing it with questions tells the people it is assigned to.',
        params: quizParamsSchema,
        body: quizRequestSchema,
        response: { 200: quizSchema.describe('The quiz as saved.'), ...errorResponses },
      },
    },
    async (request) => quizzes.update(...who(request), request.params.quizId, request.body),
  );

  app.delete(
    '/api/quizzes/:quizId',
    {
      config: { permission: manage },
      schema: {
        tags,
        summary: 'Delete a quiz nobody attempted',
        operationId: 'deleteQuiz',
        description: 'Deletes a quiz nobody attempted (409 otherwise: archive it).',
        params: quizParamsSchema,
        response: { 204: z.null().describe('Deleted.'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await quizzes.remove(...who(request), request.params.quizId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/quizzes/:quizId/questoes',
    {
      config: { permission: manage },
      schema: {
        tags,
        summary: "Read a quiz's question selection",
        operationId: 'getQuizQuestions',
        description: "A quiz's selection (a fixed list or draw rules) and its questions.",
        params: quizParamsSchema,
        response: { 200: quizQuestionsSchema.describe('The selection and its questions.'), ...errorResponses },
      },
    },
    async (request) => quizzes.questions(...who(request), request.params.quizId),
  );

  app.put(
    '/api/quizzes/:quizId/questoes',
    {
      config: { permission: manage },
      schema: {
        tags,
        summary: "Set a quiz's question selection",
        operationId: 'saveQuizQuestions',
        description: 'Sets the selection; a draw asking more of a category than it holds is refused (400).',
        params: quizParamsSchema,
        body: quizSelectionSchema,
        response: {
          200: quizQuestionsSchema.describe('The selection as saved, with its questions.'),
          ...errorResponses,
        },
      },
    },
    async (request) => quizzes.setQuestions(...who(request), request.params.quizId, request.body),
  );

  app.get(
    '/api/quizzes/:quizId/resultados',
    {
      config: { permission: read },
      schema: {
        tags,
        summary: "Read a quiz's results",
        operationId: 'getQuizResults',
        description:
          'Per person best score, attempts, time and standing; histogram; item analysis. A mentor sees their mentees. ?format=csv answers text/csv per attempt or, with by=question, per answer.',
        params: quizParamsSchema,
        querystring: resultsQuerySchema,
        response: {
          200: z
            .union([quizResultsSchema, z.string()])
            .describe('The results (scores, histogram, item analysis), or with ?format=csv the rows as CSV text.'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const [tenant, user] = who(request);
      if (request.query.format === 'csv') {
        const csv = await quizzes.resultsCsv(tenant, user, request.params.quizId, request.query.by);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="quiz-${request.params.quizId}-${request.query.by}.csv"`)
          .send(csv);
      }
      return quizzes.results(tenant, user, request.params.quizId);
    },
  );

  // --- taking -------------------------------------------------------------------------------------
  app.get(
    '/api/meus-quizzes',
    {
      config: { permission: take },
      schema: {
        tags,
        summary: 'List the quizzes assigned to the caller',
        operationId: 'listMyQuizzes',
        description:
          'The published quizzes assigned to the caller (of a course, with ?courseId), closing soonest first.',
        querystring: myQuizListQuerySchema,
        response: {
          200: myQuizListSchema.describe('The assigned published quizzes, closing soonest first.'),
          ...errorResponses,
        },
      },
    },
    async (request) => quizzes.myQuizzes(...who(request), request.query.courseId),
  );

  app.post(
    '/api/quizzes/:quizId/tentativas',
    {
      config: { permission: take },
      schema: {
        tags,
        summary: 'Start or resume an attempt at a quiz',
        operationId: 'startQuizAttempt',
        description:
          'Starts an attempt (201) or answers the one in progress (200). 409: not open, closed, no attempts left, too soon.',
        params: quizParamsSchema,
        response: {
          200: attemptSchema.describe('The attempt already in progress.'),
          201: attemptSchema.describe('A new attempt, started now.'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { created, attempt } = await quizzes.start(...who(request), request.params.quizId);
      return reply.code(created ? 201 : 200).send(attempt);
    },
  );

  app.get(
    '/api/quizzes/:quizId/tentativas',
    {
      config: { permission: take },
      schema: {
        tags,
        summary: "List the caller's attempts at a quiz",
        operationId: 'listMyQuizAttempts',
        description: "The caller's attempts at a quiz, oldest first.",
        params: quizParamsSchema,
        response: { 200: attemptHistorySchema.describe('The attempts, oldest first.'), ...errorResponses },
      },
    },
    async (request) => quizzes.history(...who(request), request.params.quizId),
  );

  app.get(
    '/api/tentativas/:attemptId',
    {
      config: { permission: take },
      schema: {
        tags,
        summary: "Read one of the caller's attempts",
        operationId: 'getQuizAttempt',
        description:
          "The caller's attempt: to resume (same questions, same order) or, once submitted, as the review option allows.",
        params: attemptParamsSchema,
        response: { 200: attemptSchema.describe('The attempt, to resume or to review.'), ...errorResponses },
      },
    },
    async (request) => quizzes.attempt(...who(request), request.params.attemptId),
  );

  app.put(
    '/api/tentativas/:attemptId',
    {
      config: { permission: take },
      schema: {
        tags,
        summary: 'Save answers of an attempt',
        operationId: 'saveQuizAnswers',
        description:
          'Saves answers by position. After the deadline nothing is saved: the attempt is submitted with what was saved (409).',
        params: attemptParamsSchema,
        body: saveAnswersRequestSchema,
        response: {
          200: saveAnswersResultSchema.describe(
            'Which answers counted, when, and the deadline against the server’s clock.',
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => quizzes.save(...who(request), request.params.attemptId, request.body),
  );

  app.post(
    '/api/tentativas/:attemptId/enviar',
    {
      config: { permission: take },
      schema: {
        tags,
        summary: 'Submit an attempt',
        operationId: 'submitQuizAttempt',
        description: 'Submits the attempt and answers its review (idempotent once submitted).',
        params: attemptParamsSchema,
        response: { 200: attemptSchema.describe('The submitted attempt with its review.'), ...errorResponses },
      },
    },
    async (request) => quizzes.submit(...who(request), request.params.attemptId),
  );

  // --- grading ------------------------------------------------------------------------------------
  app.get(
    '/api/correcoes',
    {
      config: { permission: read },
      schema: {
        tags,
        summary: 'List open answers waiting for a grade',
        operationId: 'listGradingQueue',
        description: 'Open answers waiting for a grade: every one (the quiz manager) or the mentees’ (a mentor).',
        response: { 200: gradingQueueSchema.describe('The answers waiting for a grade.'), ...errorResponses },
      },
    },
    async (request) => quizzes.gradingQueue(...who(request)),
  );

  app.put(
    '/api/tentativas/:attemptId/respostas/:position',
    {
      config: { permission: read },
      schema: {
        tags,
        summary: 'Grade an open answer',
        operationId: 'gradeAnswer',
        description: 'Grades an open answer (0 to its points, with a comment) and rescores the attempt.',
        params: gradeParamsSchema,
        body: gradeRequestSchema,
        response: { 200: gradingItemSchema.describe('The graded answer.'), ...errorResponses },
      },
    },
    async (request) => quizzes.grade(...who(request), request.params.attemptId, request.params.position, request.body),
  );
};
