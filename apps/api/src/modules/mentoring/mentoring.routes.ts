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
        summary: 'Ask for mentoring',
        operationId: 'requestMentorship',
        description:
          'Asks for mentoring (the Mentoring screen), or, with userId, opens a request on behalf of a person (Admin, Rh). One open request per person (409).',
        body: mentorshipAskSchema,
        response: {
          201: mentorshipRequestSchema.describe('The new request, waiting for a mentor.'),
          ...errorResponses,
          ...conflict,
        },
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
        summary: "List the caller's own mentoring requests",
        operationId: 'listMyMentorshipRequests',
        description: "The caller's own requests, newest first, and whether they may ask now.",
        response: {
          200: myMentorshipsSchema.describe('The requests, newest first, and whether the caller may ask now.'),
          ...errorResponses,
        },
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
        summary: 'List the waiting list or the ended mentorships',
        operationId: 'listMentorshipRequests',
        description:
          'The waiting list (status=espera: declined first, then oldest first) or concluded and cancelled mentorships (status=concluidas), keyset-paged.',
        querystring: mentorshipListQuerySchema,
        response: {
          200: mentorshipRequestListSchema.describe('One page of requests and the cursor of the next.'),
          ...errorResponses,
        },
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
        summary: 'Link (or relink) a mentor to a request',
        operationId: 'linkMentor',
        description:
          "Spec §7: links a mentor (a userId from GET /api/mentores) to a request (its id), or relinks one in progress. 403 when the tenant's linking flag is off.",
        body: mentorLinkSchema,
        response: {
          200: mentorshipRequestSchema.describe('The request, now in progress with that mentor.'),
          ...errorResponses,
          ...conflict,
        },
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

  for (const { segment, transition, operationId, summary, description, outcome } of [
    {
      segment: 'cancelar',
      transition: 'cancel',
      operationId: 'cancelMentorshipRequest',
      summary: 'Cancel an open mentoring request',
      description: 'Cancels an open request (the person, Admin or Rh), with a reason.',
      outcome: 'The request, now cancelled.',
    },
    {
      segment: 'recusar',
      transition: 'decline',
      operationId: 'declineMentorship',
      summary: 'Decline a mentorship as its mentor',
      description: 'The linked mentor declines: the request goes back to the top of the waiting list.',
      outcome: 'The request, waiting for a mentor again.',
    },
    {
      segment: 'concluir',
      transition: 'conclude',
      operationId: 'concludeMentorship',
      summary: 'Conclude a mentorship in progress',
      description: 'Concludes a mentorship in progress (its mentor, Admin or Rh) with a reason and a closing note.',
      outcome: 'The request, now concluded.',
    },
  ] as const) {
    app.post(
      `/api/solicitacoes-mentorias/:id/${segment}`,
      {
        config: { permission: P.session() },
        schema: {
          tags,
          summary,
          operationId,
          description,
          params: mentorshipIdParamsSchema,
          body: mentorshipEndSchema,
          response: { 200: mentorshipRequestSchema.describe(outcome), ...errorResponses, ...conflict },
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
        summary: "Read a mentoring request's history",
        operationId: 'getMentorshipHistory',
        description: "A request's events, oldest first (the person, its mentors, Admin and Rh).",
        params: mentorshipIdParamsSchema,
        response: { 200: z.array(mentorshipEventSchema).describe('The events, oldest first.'), ...errorResponses },
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
        summary: 'Suggest mentors for an open request',
        operationId: 'suggestMentors',
        description: 'The five best available mentors for an open request, each with its score and reasons.',
        params: mentorshipIdParamsSchema,
        response: {
          200: mentorSuggestionListSchema.describe('The five best available mentors with their scores and reasons.'),
          ...errorResponses,
          ...conflict,
        },
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
        summary: 'List the people a request may be opened for',
        operationId: 'listAskablePeople',
        description:
          'Active people without an open request whose name or email contains `search` (at least 2 characters), at most 10 in reading order: whom Admin and Rh may open a request for.',
        querystring: askablePeopleQuerySchema,
        response: {
          200: askablePeopleSchema.describe('The people and whether each may have a request opened now.'),
          ...errorResponses,
        },
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
        summary: "Search the tenant's mentors",
        operationId: 'listMentors',
        description:
          "Spec §7: the tenant's mentors as a JSON array (at most 100, by name; X-Total-Count says how many matched). Only available ones unless includeUnavailable=true; skills comma-joined, all required.",
        querystring: mentorSearchQuerySchema,
        response: {
          200: mentorListSchema.describe('One page of mentors and the cursor of the next.'),
          ...errorResponses,
        },
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
        summary: "List the caller's mentorships in progress",
        operationId: 'listMyMentees',
        description:
          "The caller's mentorships in progress as mentor (Admin: everyone's, or one mentor's), longest-running first.",
        querystring: inProgressQuerySchema,
        response: {
          200: mentorshipRequestListSchema.describe('One page of mentorships in progress and the cursor of the next.'),
          ...errorResponses,
        },
      },
    },
    async (request) => mentoring.inProgress(requireTenant(request), requireAuth(request).user, request.query),
  );
};
