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
        summary: 'Search the talent base',
        operationId: 'listTalents',
        description:
          "The tenant's talents, filtered, sorted and paged by keyset. view=mentor rejects classeId, state, phone, gender, raceColor and pcd; view=base is for Admin/Rh.",
        querystring: talentQuerySchema,
        response: {
          200: talentListResponseSchema.describe('One page of talents and the cursor of the next.'),
          ...errorResponses,
        },
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
        summary: 'Read the talent filters this caller may use',
        operationId: 'getTalentFilterOptions',
        description: 'What the talent filter panel offers this caller: its view, fields and the values in use.',
        response: {
          200: talentFilterOptionsSchema.describe('The view (base or mentor), its fields and the values in use.'),
          ...errorResponses,
        },
      },
    },
    async (request) => talents.filterOptions(requireTenant(request), requireAuth(request).user),
  );
};
