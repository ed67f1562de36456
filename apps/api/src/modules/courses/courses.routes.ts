import {
  bulkEnrolmentRequestSchema,
  bulkEnrolmentResultSchema,
  classListSchema,
  classParamsSchema,
  classRequestSchema,
  classSchema,
  courseListQuerySchema,
  courseListSchema,
  courseParamsSchema,
  courseRequestSchema,
  courseSchema,
  enrolmentCsvQuerySchema,
  enrolmentHistorySchema,
  enrolmentListQuerySchema,
  enrolmentListSchema,
  enrolmentParamsSchema,
  enrolmentRequestSchema,
  enrolmentSchema,
  favouriteListQuerySchema,
  favouriteListSchema,
  favouriteStateSchema,
  personCoursesParamsSchema,
  personCoursesSchema,
  reopenRequestSchema,
  trailListSchema,
} from '@ponte/shared/courses.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { P } from '../../http/permissions.ts';
import { requireAuth, requireTenant } from '../../http/request-guards.ts';
import type { CoursesService } from './courses.service.ts';

const tags = ['courses'];
// Every signed-in person reaches these; what they may see or do is the policy's (course.*, enrolment.*),
// which the service asks: sabimais' Admin, who has no "Courses and trails" item, attaches a student's
// courses from the student edit, and Rh reads enrolments where the menu does not list courses for them.
const permission = P.session();

const who = (request: FastifyRequest) => [requireTenant(request), requireAuth(request).user] as const;

/** Issue 13 §4's calls, and the class edit, bulk change, reopen and CSV export of ADR 0038. */
export const coursesRoutes: FastifyPluginAsyncZod<{ courses: CoursesService }> = async (app, { courses }) => {
  app.get(
    '/api/cursos',
    {
      config: { permission },
      schema: {
        tags,
        description:
          "The catalogue for the caller: published courses (Admin: every status, or ?status=), by name, with search, area, modality, open-class and favourite filters; each with its next class, the caller's star and enrolment, and for Admin and Rh the counts per status.",
        querystring: courseListQuerySchema,
        response: { 200: courseListSchema, ...errorResponses },
      },
    },
    async (request) => courses.list(...who(request), request.query),
  );

  app.post(
    '/api/cursos',
    {
      config: { permission },
      schema: {
        tags,
        description: 'Creates a course (Admin). Only the name is required: the attach modal creates one from it.',
        body: courseRequestSchema,
        response: { 201: courseSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await courses.create(...who(request), request.body)),
  );

  app.get(
    '/api/cursos/:courseId',
    {
      config: { permission },
      schema: {
        tags,
        description: "A course (a draft only for Admin; another tenant's is 404).",
        params: courseParamsSchema,
        response: { 200: courseSchema, ...errorResponses },
      },
    },
    async (request) => courses.get(...who(request), request.params.courseId),
  );

  app.put(
    '/api/cursos/:courseId',
    {
      config: { permission },
      schema: {
        tags,
        description: 'Replaces a course (Admin); the description is sanitised; an absent coverFileId keeps the cover.',
        params: courseParamsSchema,
        body: courseRequestSchema,
        response: { 200: courseSchema, ...errorResponses },
      },
    },
    async (request) => courses.update(...who(request), request.params.courseId, request.body),
  );

  app.get(
    '/api/cursos/:courseId/turmas',
    {
      config: { permission },
      schema: {
        tags,
        description: 'The classes of a course with their seats used, by start date; [] is "Nenhuma turma encontrada".',
        params: courseParamsSchema,
        response: { 200: classListSchema, ...errorResponses },
      },
    },
    async (request) => courses.classes(...who(request), request.params.courseId),
  );

  app.post(
    '/api/cursos/:courseId/turmas',
    {
      config: { permission },
      schema: {
        tags,
        description: 'Adds a class to a course (Admin).',
        params: courseParamsSchema,
        body: classRequestSchema,
        response: { 201: classSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await courses.createClass(...who(request), request.params.courseId, request.body)),
  );

  app.put(
    '/api/cursos/:courseId/turmas/:classeId',
    {
      config: { permission },
      schema: {
        tags,
        description: "Edits a class of this course (Admin); another course's class is 404 here.",
        params: classParamsSchema,
        body: classRequestSchema,
        response: { 200: classSchema, ...errorResponses },
      },
    },
    async (request) =>
      courses.updateClass(...who(request), request.params.courseId, request.params.classeId, request.body),
  );

  app.get(
    '/api/cursos/:courseId/inscricoes',
    {
      config: { permission },
      schema: {
        tags,
        description:
          'Gerenciar Inscrições (Admin, Rh): the enrolments by when their status changed (or by name), filtered by status, class and name/e-mail, keyset-paged, with the counts per status of the course (or of the filtered class).',
        params: courseParamsSchema,
        querystring: enrolmentListQuerySchema,
        response: { 200: enrolmentListSchema, ...errorResponses },
      },
    },
    async (request) => courses.enrolments(...who(request), request.params.courseId, request.query),
  );

  app.get(
    '/api/cursos/:courseId/inscricoes.csv',
    {
      config: { permission },
      schema: {
        tags,
        description:
          "The enrolments under the same filters as CSV (UTF-8 with BOM), the header in the caller's language.",
        params: courseParamsSchema,
        querystring: enrolmentCsvQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const [tenant, user] = who(request);
      const { fileName, body } = await courses.csv(
        tenant,
        user,
        request.locale,
        request.params.courseId,
        request.query,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(body);
    },
  );

  app.put(
    '/api/cursos/:courseId/inscricoes',
    {
      config: { permission },
      schema: {
        tags,
        description:
          'Attaches a person to a class of the course or changes their enrolment (Admin): the transition rule applies, a completed enrolment is 409, each change is recorded.',
        params: courseParamsSchema,
        body: enrolmentRequestSchema,
        response: { 200: enrolmentSchema, ...errorResponses },
      },
    },
    async (request) => courses.upsertEnrolment(...who(request), request.params.courseId, request.body),
  );

  app.put(
    '/api/cursos/:courseId/inscricoes/lote',
    {
      config: { permission },
      schema: {
        tags,
        description: 'One status (and reason) for many enrolments of the course (Admin); each person gets an outcome.',
        params: courseParamsSchema,
        body: bulkEnrolmentRequestSchema,
        response: { 200: bulkEnrolmentResultSchema, ...errorResponses },
      },
    },
    async (request) => courses.bulk(...who(request), request.params.courseId, request.body),
  );

  app.post(
    '/api/cursos/:courseId/inscricoes/:userId/reabrir',
    {
      config: { permission },
      schema: {
        tags,
        description: 'Reopens a completed enrolment (Admin), back to A, with a required note that is recorded.',
        params: enrolmentParamsSchema,
        body: reopenRequestSchema,
        response: { 200: enrolmentSchema, ...errorResponses },
      },
    },
    async (request) =>
      courses.reopen(...who(request), request.params.courseId, request.params.userId, request.body.note),
  );

  app.get(
    '/api/cursos/:courseId/inscricoes/:userId/historico',
    {
      config: { permission },
      schema: {
        tags,
        description: "An enrolment's history, oldest first (whoever may read the person's enrolments).",
        params: enrolmentParamsSchema,
        response: { 200: enrolmentHistorySchema, ...errorResponses },
      },
    },
    async (request) => courses.history(...who(request), request.params.courseId, request.params.userId),
  );

  app.post(
    '/api/cursos/:courseId/favorito',
    {
      config: { permission },
      schema: {
        tags,
        description: 'Stars the course for the caller; starring it again changes nothing.',
        params: courseParamsSchema,
        response: { 200: favouriteStateSchema, ...errorResponses },
      },
    },
    async (request) => courses.favourite(...who(request), request.params.courseId),
  );

  app.delete(
    '/api/cursos/:courseId/favorito',
    {
      config: { permission },
      schema: {
        tags,
        description: "Removes the caller's star; removing it again changes nothing.",
        params: courseParamsSchema,
        response: { 200: favouriteStateSchema, ...errorResponses },
      },
    },
    async (request) => courses.unfavourite(...who(request), request.params.courseId),
  );

  app.get(
    '/api/cursos/:courseId/favoritos',
    {
      config: { permission },
      schema: {
        tags,
        description: 'Who starred the course, newest first, with their enrolment in it (Admin).',
        params: courseParamsSchema,
        querystring: favouriteListQuerySchema,
        response: { 200: favouriteListSchema, ...errorResponses },
      },
    },
    async (request) => courses.favourites(...who(request), request.params.courseId, request.query),
  );

  app.get(
    '/api/trilhas',
    {
      config: { permission },
      schema: {
        tags,
        description: "The learning trails, each step's courses with the caller's status, locks and progress.",
        response: { 200: trailListSchema, ...errorResponses },
      },
    },
    async (request) => courses.trails(...who(request)),
  );

  app.get(
    '/api/pessoas/:publicId/cursos',
    {
      config: { permission },
      schema: {
        tags,
        description:
          "A person's enrolments (the person, Admin, Rh, their current mentor), for the profile and the student edit.",
        params: personCoursesParamsSchema,
        response: { 200: personCoursesSchema, ...errorResponses },
      },
    },
    async (request) => courses.personCourses(...who(request), request.params.publicId),
  );
};
