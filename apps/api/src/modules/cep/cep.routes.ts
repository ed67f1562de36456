import { cepAddressSchema, cepParamsSchema } from '@ponte/shared/cep.schema';
import { errorResponseSchema } from '@ponte/shared/errors.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { P } from '../../http/permissions.ts';
import { requireAuth, requireTenant } from '../../http/request-guards.ts';
import type { CepService } from './cep.service.ts';

export const cepRoutes: FastifyPluginAsyncZod<{ cep: CepService }> = async (app, { cep }) => {
  app.get(
    '/api/cep/:cep',
    {
      config: { permission: P.session() },
      schema: {
        tags: ['cep'],
        summary: 'Look up the address of a CEP',
        operationId: 'lookUpCep',
        description:
          'The address of a CEP (8 digits) from the configured ViaCEP-compatible service (CEP_LOOKUP_URL): 404 when it knows no such CEP, 503 when none is configured or it does not answer in time.',
        params: cepParamsSchema,
        response: {
          200: cepAddressSchema.describe('The address the lookup service knows for that CEP.'),
          ...errorResponses,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      const { user } = requireAuth(request);
      return cep.lookup(`${tenant.id}:${user.id}`, request.params.cep);
    },
  );
};
