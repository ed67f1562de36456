import { talentFilterOptionsSchema, talentListResponseSchema, talentQuerySchema } from '@ponte/shared/talents.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { P } from '../../http/permissions.ts';
import { requireAuth, requireTenant } from '../../http/request-guards.ts';
import type { TalentsService } from './talents.service.ts';

export const talentsRoutes: FastifyPluginAsyncZod<{ talents: TalentsService }> = async (app, { talents }) => {
  app.get(
    '/api/talentos',
    {
      config: { permission: P.can('talentBase') },
      schema: {
        tags: ['talents'],
        description:
          "The tenant's talents, filtered, sorted and paged by keyset. view=mentor rejects classeId, state, phone, gender, raceColor and pcd; view=base is for Admin/Rh.",
        querystring: talentQuerySchema,
        response: { 200: talentListResponseSchema, ...errorResponses },
      },
    },
    async (request) => talents.list(requireTenant(request), requireAuth(request).user, request.query),
  );

  app.get(
    '/api/talentos/filtros',
    {
      config: { permission: P.can('talentBase') },
      schema: {
        tags: ['talents'],
        description: 'What the talent filter panel offers this caller: its view, fields and the values in use.',
        response: { 200: talentFilterOptionsSchema, ...errorResponses },
      },
    },
    async (request) => talents.filterOptions(requireTenant(request), requireAuth(request).user),
  );
};
