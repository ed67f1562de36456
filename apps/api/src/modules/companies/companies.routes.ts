import {
  companyListQuerySchema,
  companyListResponseSchema,
  companyOptionsResponseSchema,
  companyParamsSchema,
  companyRequestSchema,
  companySchema,
} from '@ponte/shared/companies.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { P } from '../../http/permissions.ts';
import { requireTenant } from '../../http/request-guards.ts';
import type { CompaniesService } from './companies.service.ts';

const tags = ['companies'];
/** The manager submenu's 'companies' item: the list and what it does to a company. */
const manage = P.can('companies');

export const companiesRoutes: FastifyPluginAsyncZod<{ companies: CompaniesService }> = async (app, { companies }) => {
  app.post(
    '/api/empresas',
    {
      config: { permission: P.can('registerCompany') },
      schema: {
        tags,
        summary: 'Register a company',
        operationId: 'createCompany',
        description: 'Registers a company. CNPJ (masked or digits) must be valid and unique in the tenant (409).',
        body: companyRequestSchema,
        response: { 201: companySchema.describe('The new company.'), ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await companies.create(requireTenant(request), request.body)),
  );

  app.get(
    '/api/empresas',
    {
      config: { permission: manage },
      schema: {
        tags,
        summary: "List the tenant's companies",
        operationId: 'listCompanies',
        description: 'Companies by trade name, keyset-paged; q matches names or CNPJ digits.',
        querystring: companyListQuerySchema,
        response: {
          200: companyListResponseSchema.describe('One page of companies and the cursor of the next.'),
          ...errorResponses,
        },
      },
    },
    async (request) => companies.list(requireTenant(request), request.query, request.locale),
  );

  app.get(
    '/api/empresas/opcoes',
    {
      // Any Admin (the user form's company select); 'users' is exactly the Admins.
      config: { permission: P.can('users') },
      schema: {
        tags,
        summary: 'List active companies for a select',
        operationId: 'listCompanyOptions',
        description: 'Active companies as {id, name} for selects.',
        response: {
          200: companyOptionsResponseSchema.describe('The active companies as {id, name}.'),
          ...errorResponses,
        },
      },
    },
    async (request) => companies.options(requireTenant(request)),
  );

  app.get(
    '/api/empresas/:id',
    {
      config: { permission: manage },
      schema: {
        tags,
        summary: 'Read a company',
        operationId: 'getCompany',
        params: companyParamsSchema,
        response: { 200: companySchema.describe('The company.'), ...errorResponses },
      },
    },
    async (request) => companies.get(requireTenant(request), request.params.id),
  );

  app.put(
    '/api/empresas/:id',
    {
      config: { permission: manage },
      schema: {
        tags,
        summary: 'Edit a company',
        operationId: 'updateCompany',
        params: companyParamsSchema,
        body: companyRequestSchema,
        response: { 200: companySchema.describe('The company as saved.'), ...errorResponses },
      },
    },
    async (request) => companies.update(requireTenant(request), request.params.id, request.body),
  );

  app.post(
    '/api/empresas/:id/desativar',
    {
      config: { permission: manage },
      schema: {
        tags,
        summary: 'Deactivate a company',
        operationId: 'deactivateCompany',
        params: companyParamsSchema,
        response: { 200: companySchema.describe('The deactivated company.'), ...errorResponses },
      },
    },
    async (request) => companies.setStatus(requireTenant(request), request.params.id, 'inactive'),
  );

  app.post(
    '/api/empresas/:id/reativar',
    {
      config: { permission: manage },
      schema: {
        tags,
        summary: 'Reactivate a company',
        operationId: 'reactivateCompany',
        params: companyParamsSchema,
        response: { 200: companySchema.describe('The reactivated company.'), ...errorResponses },
      },
    },
    async (request) => companies.setStatus(requireTenant(request), request.params.id, 'active'),
  );

  app.delete(
    '/api/empresas/:id',
    {
      config: { permission: manage },
      schema: {
        tags,
        summary: 'Delete a company no user links to',
        operationId: 'deleteCompany',
        description: 'Deletes a company no user links to; 409 otherwise (deactivate it instead).',
        params: companyParamsSchema,
        response: { 204: z.null().describe('Deleted.'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await companies.remove(requireTenant(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
