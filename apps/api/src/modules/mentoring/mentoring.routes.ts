import {
  askablePeopleQuerySchema,
  askablePeopleSchema,
  inProgressQuerySchema,
  mentorLinkSchema,
  mentorListSchema,
  mentorSearchQuerySchema,
  mentorSuggestionListSchema,
  mentorshipAskSchema,
  mentorshipEndSchema,
  mentorshipEventSchema,
  mentorshipIdParamsSchema,
  mentorshipListQuerySchema,
  mentorshipRequestListSchema,
  mentorshipRequestSchema,
  myMentorshipsSchema,
} from '@ponte/shared/mentoring.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { P } from '../../http/permissions.ts';
import { requireAuth, requireTenant } from '../../http/request-guards.ts';
import type { MentoringService } from './mentoring.service.ts';

const conflict = { 409: errorResponses[400] } as const;

/**
 * Spec §7's two mentor calls (PUT /api/solicitacoes-mentorias/, GET /api/mentores) and the rest of
 * the lifecycle (issue 11 §4). Routes check the screen's capability; the service checks the caller's
 * relation to each request through the policy resolver.
 */
export const mentoringRoutes: FastifyPluginAsyncZod<{ mentoring: MentoringService }> = async (app, { mentoring }) => {
  const tags = ['mentoring'];

  app.post(
    '/api/solicitacoes-mentorias',
    {
      config: { permission: P.session() },
      schema: {
        tags,
        description:
          'Asks for mentoring (the Mentoring screen), or, with userId, opens a request on behalf of a person (Admin, Rh). One open request per person (409).',
        body: mentorshipAskSchema,
        response: { 201: mentorshipRequestSchema, ...errorResponses, ...conflict },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await mentoring.ask(requireTenant(request), requireAuth(request).user, request.body)),
  );

  app.get(
    '/api/solicitacoes-mentorias/minhas',
    {
      config: { permission: P.session() },
      schema: {
        tags,
        description: "The caller's own requests, newest first, and whether they may ask now.",
        response: { 200: myMentorshipsSchema, ...errorResponses },
      },
    },
    async (request) => mentoring.mine(requireTenant(request), requireAuth(request).user),
  );

  app.get(
    '/api/solicitacoes-mentorias',
    {
      config: { permission: P.can('mentoringRequests') },
      schema: {
        tags,
        description:
          'The waiting list (status=espera: declined first, then oldest first) or concluded and cancelled mentorships (status=concluidas), keyset-paged.',
        querystring: mentorshipListQuerySchema,
        response: { 200: mentorshipRequestListSchema, ...errorResponses },
      },
    },
    async (request) => mentoring.list(requireTenant(request), requireAuth(request).user, request.query),
  );

  app.put(
    '/api/solicitacoes-mentorias/',
    {
      config: { permission: P.can('mentoringRequests') },
      schema: {
        tags,
        description:
          "Spec §7: links a mentor (a userId from GET /api/mentores) to a request (its id), or relinks one in progress. 403 when the tenant's linking flag is off.",
        body: mentorLinkSchema,
        response: { 200: mentorshipRequestSchema, ...errorResponses, ...conflict },
      },
    },
    async (request) =>
      mentoring.link(
        requireTenant(request),
        requireAuth(request).user,
        request.body.mentorId,
        request.body.solicitationId,
      ),
  );

  for (const [segment, transition, description] of [
    ['cancelar', 'cancel', 'Cancels an open request (the person, Admin or Rh), with a reason.'],
    ['recusar', 'decline', 'The linked mentor declines: the request goes back to the top of the waiting list.'],
    [
      'concluir',
      'conclude',
      'Concludes a mentorship in progress (its mentor, Admin or Rh) with a reason and a closing note.',
    ],
  ] as const) {
    app.post(
      `/api/solicitacoes-mentorias/:id/${segment}`,
      {
        config: { permission: P.session() },
        schema: {
          tags,
          description,
          params: mentorshipIdParamsSchema,
          body: mentorshipEndSchema,
          response: { 200: mentorshipRequestSchema, ...errorResponses, ...conflict },
        },
      },
      async (request) =>
        mentoring.end(requireTenant(request), requireAuth(request).user, request.params.id, transition, request.body),
    );
  }

  app.get(
    '/api/solicitacoes-mentorias/:id/historico',
    {
      config: { permission: P.session() },
      schema: {
        tags,
        description: "A request's events, oldest first (the person, its mentors, Admin and Rh).",
        params: mentorshipIdParamsSchema,
        response: { 200: z.array(mentorshipEventSchema), ...errorResponses },
      },
    },
    async (request) => mentoring.history(requireTenant(request), requireAuth(request).user, request.params.id),
  );

  app.get(
    '/api/solicitacoes-mentorias/:id/sugestoes',
    {
      config: { permission: P.can('mentoringRequests') },
      schema: {
        tags,
        description: 'The five best available mentors for an open request, each with its score and reasons.',
        params: mentorshipIdParamsSchema,
        response: { 200: mentorSuggestionListSchema, ...errorResponses, ...conflict },
      },
    },
    async (request) => mentoring.suggestions(requireTenant(request), request.params.id),
  );

  app.get(
    '/api/solicitacoes-mentorias/pessoas',
    {
      config: { permission: P.can('mentoringRequests') },
      schema: {
        tags,
        description:
          'Active people without an open request whose name or email contains `search` (at least 2 characters), at most 10 in reading order: whom Admin and Rh may open a request for.',
        querystring: askablePeopleQuerySchema,
        response: { 200: askablePeopleSchema, ...errorResponses },
      },
    },
    async (request) => mentoring.askablePeople(requireTenant(request), request.query.search),
  );

  app.get(
    '/api/mentores',
    {
      config: { permission: P.can('mentoringRequests') },
      schema: {
        tags,
        description:
          "Spec §7: the tenant's mentors as a JSON array (at most 100, by name; X-Total-Count says how many matched). Only available ones unless includeUnavailable=true; skills comma-joined, all required.",
        querystring: mentorSearchQuerySchema,
        response: { 200: mentorListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { cards, total } = await mentoring.mentors(requireTenant(request), request.query);
      return reply.header('x-total-count', String(total)).send(cards);
    },
  );

  app.get(
    '/api/mentorias/em-andamento',
    {
      config: { permission: P.can('talentMentoring') },
      schema: {
        tags,
        description:
          "The caller's mentorships in progress as mentor (Admin: everyone's, or one mentor's), longest-running first.",
        querystring: inProgressQuerySchema,
        response: { 200: mentorshipRequestListSchema, ...errorResponses },
      },
    },
    async (request) => mentoring.inProgress(requireTenant(request), requireAuth(request).user, request.query),
  );
};
