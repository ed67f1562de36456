import { optionsParamsSchema, optionsResponseSchema } from '@ponte/shared/options.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { P } from '../../http/permissions.ts';
import { requireTenant } from '../../http/request-guards.ts';
import type { OptionsService } from './options.service.ts';

export const optionsRoutes: FastifyPluginAsyncZod<{ options: OptionsService }> = async (app, { options }) => {
  app.get(
    '/api/opcoes/:type',
    {
      config: { permission: P.session() },
      schema: {
        tags: ['options'],
        summary: "List the tenant's option items of one type",
        operationId: 'listOptionItems',
        description: 'Option items of one type (MENTOR_AREA, EMPLOYEE_SECTOR, COMPANY_RELATIONSHIP, FLUENCY_LEVEL).',
        params: optionsParamsSchema,
        response: {
          200: optionsResponseSchema.describe('The option items of that type, in their order.'),
          ...errorResponses,
        },
      },
    },
    async (request) => options.list(requireTenant(request), request.params.type),
  );
};
