import { collaboratorListQuerySchema, collaboratorListResponseSchema } from '@ponte/shared/collaborators.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { P } from '../../http/permissions.ts';
import { requireTenant } from '../../http/request-guards.ts';
import type { CollaboratorsService } from './collaborators.service.ts';

export const collaboratorsRoutes: FastifyPluginAsyncZod<{ collaborators: CollaboratorsService }> = async (
  app,
  { collaborators },
) => {
  app.get(
    '/api/colaboradores',
    {
      config: { permission: P.can('collaborators') },
      schema: {
        tags: ['collaborators'],
        summary: "List the tenant's collaborators' cards",
        operationId: 'listCollaborators',
        description:
          "Person cards of the tenant's active non-talents, by name; q matches name or email; filters by sector and attribution (FM, RM, M).",
        querystring: collaboratorListQuerySchema,
        response: {
          200: collaboratorListResponseSchema.describe('One page of person cards and the cursor of the next.'),
          ...errorResponses,
        },
      },
    },
    async (request) => collaborators.list(requireTenant(request), request.query),
  );
};
