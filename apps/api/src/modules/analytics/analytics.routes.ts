import {
  analyticsParamsSchema,
  analyticsPeopleQuerySchema,
  analyticsPeopleSchema,
  analyticsQuerySchema,
  analyticsSummarySchema,
  analyticsTableSchema,
  digestRequestSchema,
  digestSettingsSchema,
} from '@ponte/shared/analytics.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { P } from '../../http/permissions.ts';
import { requireAuth, requireTenant } from '../../http/request-guards.ts';
import type { AnalyticsService } from './analytics.service.ts';

const tags = ['analytics'];
// The screen's capability (spec §6: mais-pra-ti's Admin, Rh and RhMentor); the service asks the policy too.
const permission = P.can('analytics');
const who = (request: FastifyRequest) => [requireTenant(request), requireAuth(request).user] as const;

/** Issue 16 §1's calls (ADR 0045). */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (app, { analytics }) => {
  app.get(
    '/api/analise/resumo',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Read the analytics headline figures',
        operationId: 'getAnalyticsSummary',
        description: 'The headline figures of a period (default: the last 30 days), each with the previous period’s.',
        querystring: analyticsQuerySchema,
        response: {
          200: analyticsSummarySchema.describe('The figures of the period, each with the previous period’s.'),
          ...errorResponses,
        },
      },
    },
    async (request) => analytics.summary(...who(request), request.query),
  );

  app.get(
    '/api/analise/resumo-semanal',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Read who receives the weekly digest',
        operationId: 'getAnalyticsDigest',
        description:
          'The roles that receive the Monday e-mail digest (waiting list, people at risk, the week’s evasions), the roles that may, and the last week sent.',
        response: {
          200: digestSettingsSchema.describe('The digest’s recipients and last week sent.'),
          ...errorResponses,
        },
      },
    },
    async (request) => analytics.digestSettings(...who(request)),
  );

  app.put(
    '/api/analise/resumo-semanal',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Choose who receives the weekly digest',
        operationId: 'saveAnalyticsDigest',
        description: 'The tenant’s Admin chooses the roles that receive the weekly digest (an empty list stops it).',
        body: digestRequestSchema,
        response: { 200: digestSettingsSchema.describe('The digest as saved.'), ...errorResponses },
      },
    },
    async (request) => analytics.saveDigestSettings(...who(request), request.body),
  );

  app.get(
    '/api/analise/:key/pessoas',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'List the people behind a row of a chart',
        operationId: 'listAnalyticsRowPeople',
        description:
          'The people behind one row of a chart (?row=n, the same filters), with what the talent base shows; at most 500.',
        params: analyticsParamsSchema,
        querystring: analyticsPeopleQuerySchema,
        response: {
          200: analyticsPeopleSchema.describe('The people of that row (names and public ids), at most 500.'),
          ...errorResponses,
        },
      },
    },
    async (request) => analytics.people(...who(request), request.params.key, request.query),
  );

  app.get(
    '/api/analise/:key',
    {
      config: { permission },
      schema: {
        tags,
        summary: "Read one analytics chart's data",
        operationId: 'getAnalyticsTable',
        description:
          'One chart’s data as a table (funil, evasao, conclusao, retencao, motivos-evasao, em-risco, tempo-ate-mentor, carga-mentores, engajamento, ganho); ?format=csv answers text/csv with a header row.',
        params: analyticsParamsSchema,
        querystring: analyticsQuerySchema,
        response: {
          200: z
            .union([analyticsTableSchema, z.string()])
            .describe('The chart’s table, or with ?format=csv its rows as CSV text.'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const [tenant, user] = who(request);
      if (request.query.format === 'csv') {
        const csv = await analytics.csv(tenant, user, request.params.key, request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="analise-${request.params.key}.csv"`)
          .send(csv);
      }
      return analytics.table(tenant, user, request.params.key, request.query);
    },
  );
};
