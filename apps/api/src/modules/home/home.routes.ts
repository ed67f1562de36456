import { homeSummarySchema } from '@ponte/shared/home.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { P } from '../../http/permissions.ts';
import { requireAuth, requireTenant } from '../../http/request-guards.ts';
import type { HomeService } from './home.service.ts';

export const homeRoutes: FastifyPluginAsyncZod<{ home: HomeService }> = async (app, { home }) => {
  app.get(
    '/api/inicio',
    {
      config: { permission: P.can('home') },
      schema: {
        tags: ['home'],
        summary: "Read the caller's home sections",
        operationId: 'getHomeSummary',
        description:
          "What the caller's home shows: their own profile's completeness, and for whoever opens the talent base the tenant's talent counts. A section the caller may not see is left out.",
        response: {
          200: homeSummarySchema.describe('The sections of the home this caller may see.'),
          ...errorResponses,
        },
      },
    },
    async (request) => home.summary(requireTenant(request), requireAuth(request).user),
  );
};
