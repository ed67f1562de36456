import { tenantResponseSchema } from '@ponte/shared/tenant.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { P } from '../../http/permissions.ts';
import { requireTenant } from '../../http/request-guards.ts';
import type { TenantDirectory } from './tenant.service.ts';

export const tenantRoutes: FastifyPluginAsyncZod<{ tenants: TenantDirectory }> = async (app, { tenants }) => {
  app.get(
    '/api/tenant',
    {
      config: { permission: P.public },
      schema: {
        tags: ['tenant'],
        summary: "Read the host's tenant: branding and features",
        operationId: 'getTenant',
        response: {
          200: tenantResponseSchema.describe("The tenant's name, theme, logo, languages and features."),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return tenants.present(requireTenant(request));
    },
  );
};
