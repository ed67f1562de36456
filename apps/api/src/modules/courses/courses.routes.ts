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
        summary: 'List courses',
        operationId: 'listCourses',
        description:
          "The catalogue for the caller: published courses (Admin: every status, or ?status=), with search, area, modality, open-class and favourite filters; each with its next class, the caller's star and enrolment, and for Admin and Rh the counts per status. Sorted by name as people read it (the default), status, area (its label in the caller's language), modality, workload, last change or creation, either way, paged by keyset with the total; a cursor that does not decode, or of another sort, is a 400.",
        querystring: courseListQuerySchema,
        response: {
          200: courseListSchema.describe('One page of courses, the cursor of the next and the total.'),
          ...errorResponses,
        },
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
        summary: 'Create a course',
        operationId: 'createCourse',
        description: 'Creates a course (Admin). Only the name is required: the attach modal creates one from it.',
        body: courseRequestSchema,
        response: { 201: courseSchema.describe('The new course.'), ...errorResponses },
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
        summary: 'Read a course',
        operationId: 'getCourse',
        description: "A course (a draft only for Admin; another tenant's is 404).",
        params: courseParamsSchema,
        response: { 200: courseSchema.describe('The course.'), ...errorResponses },
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
        summary: 'Edit a course',
        operationId: 'updateCourse',
        description: 'Replaces a course (Admin); the description is sanitised; an absent coverFileId keeps the cover.',
        params: courseParamsSchema,
        body: courseRequestSchema,
        response: { 200: courseSchema.describe('The course as saved.'), ...errorResponses },
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
        summary: "List a course's classes",
        operationId: 'listClasses',
        description: 'The classes of a course with their seats used, by start date; [] is "Nenhuma turma encontrada".',
        params: courseParamsSchema,
        response: {
          200: classListSchema.describe('The classes with their seats used, by start date.'),
          ...errorResponses,
        },
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
        summary: 'Add a class to a course',
        operationId: 'createClass',
        description: 'Adds a class to a course (Admin).',
        params: courseParamsSchema,
        body: classRequestSchema,
        response: { 201: classSchema.describe('The new class.'), ...errorResponses },
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
        summary: 'Edit a class',
        operationId: 'updateClass',
        description: "Edits a class of this course (Admin); another course's class is 404 here.",
        params: classParamsSchema,
        body: classRequestSchema,
        response: { 200: classSchema.describe('The class as saved.'), ...errorResponses },
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
        summary: "List a course's enrolments",
        operationId: 'listEnrolments',
        description:
          'Gerenciar Inscrições (Admin, Rh): the enrolments by when their status changed (or by name), filtered by status, class and name/e-mail, keyset-paged, with the counts per status of the course (or of the filtered class).',
        params: courseParamsSchema,
        querystring: enrolmentListQuerySchema,
        response: {
          200: enrolmentListSchema.describe(
            'One page of enrolments, their total, the counters and the cursor of the next.',
          ),
          ...errorResponses,
        },
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
        summary: "Export a course's enrolments as CSV",
        operationId: 'exportEnrolments',
        description:
          "The enrolments under the same filters as CSV (UTF-8 with BOM), the header in the caller's language.",
        params: courseParamsSchema,
        querystring: enrolmentCsvQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('The enrolments as a CSV file.'), ...errorResponses },
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
        summary: 'Enrol a person or change their enrolment',
        operationId: 'saveEnrolment',
        description:
          'Attaches a person to a class of the course or changes their enrolment (Admin): the transition rule applies, a completed enrolment is 409, each change is recorded.',
        params: courseParamsSchema,
        body: enrolmentRequestSchema,
        response: { 200: enrolmentSchema.describe('The enrolment as saved.'), ...errorResponses },
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
        summary: 'Change many enrolments at once',
        operationId: 'bulkUpdateEnrolments',
        description: 'One status (and reason) for many enrolments of the course (Admin); each person gets an outcome.',
        params: courseParamsSchema,
        body: bulkEnrolmentRequestSchema,
        response: { 200: bulkEnrolmentResultSchema.describe('The outcome for each person.'), ...errorResponses },
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
        summary: 'Reopen a completed enrolment',
        operationId: 'reopenEnrolment',
        description: 'Reopens a completed enrolment (Admin), back to A, with a required note that is recorded.',
        params: enrolmentParamsSchema,
        body: reopenRequestSchema,
        response: { 200: enrolmentSchema.describe('The reopened enrolment.'), ...errorResponses },
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
        summary: "Read an enrolment's history",
        operationId: 'getEnrolmentHistory',
        description: "An enrolment's history, oldest first (whoever may read the person's enrolments).",
        params: enrolmentParamsSchema,
        response: { 200: enrolmentHistorySchema.describe('The changes, oldest first.'), ...errorResponses },
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
        summary: 'Star a course',
        operationId: 'starCourse',
        description: 'Stars the course for the caller; starring it again changes nothing.',
        params: courseParamsSchema,
        response: { 200: favouriteStateSchema.describe('The course is starred.'), ...errorResponses },
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
        summary: 'Remove the star from a course',
        operationId: 'unstarCourse',
        description: "Removes the caller's star; removing it again changes nothing.",
        params: courseParamsSchema,
        response: { 200: favouriteStateSchema.describe('The course is not starred.'), ...errorResponses },
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
        summary: 'List who starred a course',
        operationId: 'listCourseFavourites',
        description: 'Who starred the course, newest first, with their enrolment in it (Admin).',
        params: courseParamsSchema,
        querystring: favouriteListQuerySchema,
        response: { 200: favouriteListSchema.describe('The people who starred it, newest first.'), ...errorResponses },
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
        summary: 'List the learning trails',
        operationId: 'listTrails',
        description: "The learning trails, each step's courses with the caller's status, locks and progress.",
        response: { 200: trailListSchema.describe("The trails with the caller's progress."), ...errorResponses },
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
        summary: "List a person's courses",
        operationId: 'listPersonCourses',
        description:
          "A person's enrolments (the person, Admin, Rh, their current mentor), for the profile and the student edit.",
        params: personCoursesParamsSchema,
        response: { 200: personCoursesSchema.describe('The person’s enrolments and certificates.'), ...errorResponses },
      },
    },
    async (request) => courses.personCourses(...who(request), request.params.publicId),
  );
};
