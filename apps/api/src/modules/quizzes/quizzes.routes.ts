import {
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
        description: 'The categories of the question bank, by name, with their live question counts.',
        response: { 200: categoryListSchema, ...errorResponses },
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
        description: 'Creates a category (409 when the name is taken, ignoring case).',
        body: categoryRequestSchema,
        response: { 201: categorySchema, ...errorResponses },
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
        description: 'The live questions of the bank (current versions, with their answer keys), newest first.',
        querystring: questionBankQuerySchema,
        response: { 200: questionBankSchema, ...errorResponses },
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
        description: 'Adds a question; an image without alternative text is refused (400).',
        body: questionRequestSchema,
        response: { 201: bankQuestionSchema, ...errorResponses },
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
        description: 'Edits a question: in place until answered, then as a new version (attempts keep theirs).',
        params: questionParamsSchema,
        body: questionRequestSchema,
        response: { 200: bankQuestionSchema, ...errorResponses },
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
        description: 'Archives a question: it leaves the bank and draws; attempts and fixed lists keep it.',
        params: questionParamsSchema,
        response: { 204: z.null(), ...errorResponses },
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
        description: "The tenant's quizzes (the quiz manager), or those the caller's mentees attempted (a mentor).",
        response: { 200: quizListSchema, ...errorResponses },
      },
    },
    async (request) => quizzes.list(...who(request)),
  );

  app.post(
    '/api/quizzes',
    {
      config: { permission: manage },
      schema: {
        tags,
        description: 'Creates a quiz with its settings and target.',
        body: quizRequestSchema,
        response: { 201: quizSchema, ...errorResponses },
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
        description: 'The people with a time accommodation (Admin only: it hints at a disability).',
        response: { 200: accommodationListSchema, ...errorResponses },
      },
    },
    async (request) => quizzes.accommodations(...who(request)),
  );

  app.put(
    '/api/quizzes/acomodacoes/:publicId',
    {
      config: { permission: manage },
      schema: {
        tags,
        description: "Sets a person's time factor (1 to 10, in steps of 0.05); 1 removes it.",
        params: accommodationParamsSchema,
        body: accommodationRequestSchema,
        response: { 200: accommodationSchema, ...errorResponses },
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
        description: "A quiz's settings (another tenant's is 404).",
        params: quizParamsSchema,
        response: { 200: quizSchema, ...errorResponses },
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
        description: 'Replaces a quiz’s settings; publishing it with questions tells the people it is assigned to.',
        params: quizParamsSchema,
        body: quizRequestSchema,
        response: { 200: quizSchema, ...errorResponses },
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
        description: 'Deletes a quiz nobody attempted (409 otherwise: archive it).',
        params: quizParamsSchema,
        response: { 204: z.null(), ...errorResponses },
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
        description: "A quiz's selection (a fixed list or draw rules) and its questions.",
        params: quizParamsSchema,
        response: { 200: quizQuestionsSchema, ...errorResponses },
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
        description: 'Sets the selection; a draw asking more of a category than it holds is refused (400).',
        params: quizParamsSchema,
        body: quizSelectionSchema,
        response: { 200: quizQuestionsSchema, ...errorResponses },
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
        description:
          'Per person best score, attempts, time and standing; histogram; item analysis. A mentor sees their mentees. ?format=csv answers text/csv per attempt or, with by=question, per answer.',
        params: quizParamsSchema,
        querystring: resultsQuerySchema,
        response: { 200: z.union([quizResultsSchema, z.string()]), ...errorResponses },
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
        description:
          'The published quizzes assigned to the caller (of a course, with ?courseId), closing soonest first.',
        querystring: myQuizListQuerySchema,
        response: { 200: myQuizListSchema, ...errorResponses },
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
        description:
          'Starts an attempt (201) or answers the one in progress (200). 409: not open, closed, no attempts left, too soon.',
        params: quizParamsSchema,
        response: { 200: attemptSchema, 201: attemptSchema, ...errorResponses },
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
        description: "The caller's attempts at a quiz, oldest first.",
        params: quizParamsSchema,
        response: { 200: attemptHistorySchema, ...errorResponses },
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
        description:
          "The caller's attempt: to resume (same questions, same order) or, once submitted, as the review option allows.",
        params: attemptParamsSchema,
        response: { 200: attemptSchema, ...errorResponses },
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
        description:
          'Saves answers by position. After the deadline nothing is saved: the attempt is submitted with what was saved (409).',
        params: attemptParamsSchema,
        body: saveAnswersRequestSchema,
        response: { 200: saveAnswersResultSchema, ...errorResponses },
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
        description: 'Submits the attempt and answers its review (idempotent once submitted).',
        params: attemptParamsSchema,
        response: { 200: attemptSchema, ...errorResponses },
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
        description: 'Open answers waiting for a grade: every one (the quiz manager) or the mentees’ (a mentor).',
        response: { 200: gradingQueueSchema, ...errorResponses },
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
        description: 'Grades an open answer (0 to its points, with a comment) and rescores the attempt.',
        params: gradeParamsSchema,
        body: gradeRequestSchema,
        response: { 200: gradingItemSchema, ...errorResponses },
      },
    },
    async (request) => quizzes.grade(...who(request), request.params.attemptId, request.params.position, request.body),
  );
};
