import {
  actionProgressRequestSchema,
  annotationListSchema,
  annotationParamsSchema,
  annotationRequestSchema,
  annotationSchema,
  feedbackActionParamsSchema,
  feedbackListSchema,
  feedbackParamsSchema,
  feedbackRequestSchema,
  feedbackSchema,
  followUpListQuerySchema,
  timelineQuerySchema,
  timelineSchema,
} from '@ponte/shared/follow-up.schema';
import { profileParamsSchema } from '@ponte/shared/profile.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { P } from '../../http/permissions.ts';
import { requireAuth, requireTenant } from '../../http/request-guards.ts';
import type { FollowUpService } from './follow-up.service.ts';

const tags = ['follow-up'];
// Every signed-in person reaches these; what they may see or do to this person is the policy's
// (the service asks the resolver), so a route needs no capability of its own.
const permission = P.session();

const who = (request: FastifyRequest) => [requireTenant(request), requireAuth(request).user] as const;

/** Issue 12 §5's calls, and acknowledging a feedback (ADR 0037). {id} is the person's publicId. */
export const followUpRoutes: FastifyPluginAsyncZod<{ followUp: FollowUpService }> = async (app, { followUp }) => {
  app.get(
    '/api/perfil/:id/acompanhamento',
    {
      config: { permission },
      schema: {
        tags,
        summary: "Read a person's follow-up timeline",
        operationId: 'getFollowUpTimeline',
        description:
          'The timeline of everything the caller may see about the person, newest first: annotations, feedbacks with their plans and progress, mentorship events; filters by kind, category, author and period; keyset-paged with the total.',
        params: profileParamsSchema,
        querystring: timelineQuerySchema,
        response: {
          200: timelineSchema.describe('One page of the timeline the caller may read, with the cursor of the next.'),
          ...errorResponses,
        },
      },
    },
    async (request) => followUp.timeline(...who(request), request.params.id, request.query),
  );

  app.get(
    '/api/perfil/:id/anotacoes',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'List the annotations about a person',
        operationId: 'listAnnotations',
        description:
          "The annotations about the person the caller may read (their own, and shared ones for Admin, Rh and the person's current mentors), newest first, each with its author's name.",
        params: profileParamsSchema,
        querystring: followUpListQuerySchema,
        response: { 200: annotationListSchema.describe('The annotations the caller may read.'), ...errorResponses },
      },
    },
    async (request) => followUp.annotations(...who(request), request.params.id, request.query),
  );

  app.post(
    '/api/perfil/:id/anotacoes',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Write an annotation about a person',
        operationId: 'createAnnotation',
        description:
          "Writes an annotation about the person (Admin, Rh, the person's current mentor): private unless shared; the HTML is sanitised.",
        params: profileParamsSchema,
        body: annotationRequestSchema,
        response: { 201: annotationSchema.describe('The new annotation.'), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await followUp.createAnnotation(...who(request), request.params.id, request.body)),
  );

  app.put(
    '/api/perfil/:id/anotacoes/:annotationId',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Edit an annotation',
        operationId: 'updateAnnotation',
        description: 'Edits an annotation (its author only).',
        params: annotationParamsSchema,
        body: annotationRequestSchema,
        response: { 200: annotationSchema.describe('The annotation as saved.'), ...errorResponses },
      },
    },
    async (request) =>
      followUp.updateAnnotation(...who(request), request.params.id, request.params.annotationId, request.body),
  );

  app.delete(
    '/api/perfil/:id/anotacoes/:annotationId',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Delete an annotation',
        operationId: 'deleteAnnotation',
        description: 'Deletes an annotation (its author only).',
        params: annotationParamsSchema,
        response: { 204: z.null().describe('Deleted.'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await followUp.deleteAnnotation(...who(request), request.params.id, request.params.annotationId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/perfil/:id/feedbacks',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'List the feedbacks about a person',
        operationId: 'listFeedbacks',
        description:
          "The feedbacks about the person with their action plans (the person, the author, Admin, Rh, the person's current mentors), newest first. 404 where the tenant has no feedbacks.",
        params: profileParamsSchema,
        querystring: followUpListQuerySchema,
        response: {
          200: feedbackListSchema.describe('The feedbacks the caller may read, with their plans.'),
          ...errorResponses,
        },
      },
    },
    async (request) => followUp.feedbacks(...who(request), request.params.id, request.query),
  );

  app.post(
    '/api/perfil/:id/feedbacks',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Give a person a feedback with an action plan',
        operationId: 'createFeedback',
        description:
          'Sends a feedback with its action plan to the person (their current mentor, Admin, Rh); the person is notified.',
        params: profileParamsSchema,
        body: feedbackRequestSchema,
        response: { 201: feedbackSchema.describe('The new feedback.'), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await followUp.createFeedback(...who(request), request.params.id, request.body)),
  );

  app.get(
    '/api/perfil/:id/feedbacks/:feedbackId',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Read a feedback',
        operationId: 'getFeedback',
        description: 'One feedback with its plan and progress.',
        params: feedbackParamsSchema,
        response: { 200: feedbackSchema.describe('The feedback with its plan and progress.'), ...errorResponses },
      },
    },
    async (request) => followUp.feedback(...who(request), request.params.id, request.params.feedbackId),
  );

  app.put(
    '/api/perfil/:id/feedbacks/:feedbackId',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Edit a feedback',
        operationId: 'updateFeedback',
        description:
          'Edits a sent feedback and its action plan (its author only): actions with an id are kept with their progress, new ones added, missing ones removed.',
        params: feedbackParamsSchema,
        body: feedbackRequestSchema,
        response: { 200: feedbackSchema.describe('The feedback as saved.'), ...errorResponses },
      },
    },
    async (request) =>
      followUp.updateFeedback(...who(request), request.params.id, request.params.feedbackId, request.body),
  );

  app.post(
    '/api/perfil/:id/feedbacks/:feedbackId/ciente',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Acknowledge a feedback about oneself',
        operationId: 'acknowledgeFeedback',
        description: 'The person acknowledges a feedback about them (the first time is kept).',
        params: feedbackParamsSchema,
        response: { 200: feedbackSchema.describe('The acknowledged feedback.'), ...errorResponses },
      },
    },
    async (request) => followUp.acknowledge(...who(request), request.params.id, request.params.feedbackId),
  );

  app.put(
    '/api/perfil/:id/feedbacks/:feedbackId/acoes/:actionId',
    {
      config: { permission },
      schema: {
        tags,
        summary: "Update an action of a feedback's plan",
        operationId: 'updateFeedbackAction',
        description:
          "The person's progress on one action: done (on a date, today when left out) or not, with an optional comment; the author is notified when it is done.",
        params: feedbackActionParamsSchema,
        body: actionProgressRequestSchema,
        response: { 200: feedbackSchema.describe('The feedback with the action as saved.'), ...errorResponses },
      },
    },
    async (request) =>
      followUp.progress(
        ...who(request),
        request.params.id,
        request.params.feedbackId,
        request.params.actionId,
        request.body,
      ),
  );
};
