import { errorResponseSchema } from '@ponte/shared/errors.schema';
import {
  consentRequestSchema,
  deletionParamsSchema,
  deletionQueueSchema,
  deletionRequestSchema,
  myDataQuerySchema,
  myDataSchema,
  myDataSummarySchema,
  privacyStatusSchema,
} from '@ponte/shared/privacy.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { P } from '../../http/permissions.ts';
import { requireAuth, requireTenant } from '../../http/request-guards.ts';
import type { PrivacyService } from './privacy.service.ts';

const withConflict = { ...errorResponses, 409: errorResponseSchema };

/** Each person's rights over their data (LGPD Art. 18; ADR 0044); the contract is privacy.schema.ts. */
export const privacyRoutes: FastifyPluginAsyncZod<{ privacy: PrivacyService }> = async (app, { privacy }) => {
  app.get(
    '/api/minha-conta/dados',
    {
      config: { permission: P.session() },
      schema: {
        tags: ['privacy'],
        summary: 'Download everything stored about the caller',
        operationId: 'exportMyData',
        description: 'Everything stored about the caller; ?formato=zip answers application/zip with their files.',
        querystring: myDataQuerySchema,
        produces: ['application/json', 'application/zip'],
        response: { 200: myDataSchema.describe('Everything stored about the caller.'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const tenant = requireTenant(request);
      const auth = requireAuth(request);
      const day = new Date().toISOString().slice(0, 10);
      // Personal data: no cache may keep a copy.
      reply.header('cache-control', 'no-store');
      if (request.query.formato === 'zip') {
        const stream = await privacy.myDataZip(tenant, auth);
        return (
          reply
            .header('content-type', 'application/zip')
            .header('content-disposition', `attachment; filename="meus-dados-${day}.zip"`)
            // A stream skips the serializer (Fastify pipes it as is); the 200 schema documents the JSON form.
            .send(stream as never)
        );
      }
      reply.header('content-disposition', `attachment; filename="meus-dados-${day}.json"`);
      return privacy.myData(tenant, auth);
    },
  );

  app.get(
    '/api/minha-conta/privacidade',
    {
      config: { permission: P.session() },
      schema: {
        tags: ['privacy'],
        summary: 'What is kept about the caller, their consent and deletion request',
        operationId: 'getMyPrivacy',
        response: {
          200: myDataSummarySchema.describe('Counts, consent, pending request, notes by date and role.'),
          ...errorResponses,
        },
      },
    },
    async (request) => privacy.summary(requireTenant(request), requireAuth(request)),
  );

  app.put(
    '/api/minha-conta/consentimentos/dados-sensiveis',
    {
      config: { permission: P.session() },
      schema: {
        tags: ['privacy'],
        summary: 'Give the sensitive-data consent to the current text',
        operationId: 'grantSensitiveConsent',
        body: consentRequestSchema,
        response: { 200: privacyStatusSchema.describe('The caller’s consent and deletion status.'), ...withConflict },
      },
    },
    async (request) => privacy.grantConsent(requireTenant(request), requireAuth(request), request.body.version),
  );

  app.delete(
    '/api/minha-conta/consentimentos/dados-sensiveis',
    {
      config: { permission: P.session() },
      schema: {
        tags: ['privacy'],
        summary: 'Withdraw the sensitive-data consent and clear the answers it covered',
        operationId: 'withdrawSensitiveConsent',
        response: { 200: privacyStatusSchema.describe('The caller’s consent and deletion status.'), ...errorResponses },
      },
    },
    async (request) => privacy.withdrawConsent(requireTenant(request), requireAuth(request)),
  );

  app.post(
    '/api/minha-conta/exclusao',
    {
      config: { permission: P.session() },
      schema: {
        tags: ['privacy'],
        summary: 'Ask for the caller’s account to be deleted',
        operationId: 'requestAccountDeletion',
        description: '409 when the caller is the tenant’s last active Admin.',
        response: { 201: deletionRequestSchema.describe('The pending request.'), ...withConflict },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return privacy.requestDeletion(requireTenant(request), requireAuth(request));
    },
  );

  app.delete(
    '/api/minha-conta/exclusao',
    {
      config: { permission: P.session() },
      schema: {
        tags: ['privacy'],
        summary: 'Cancel the caller’s pending deletion request',
        operationId: 'cancelAccountDeletion',
        response: { 200: privacyStatusSchema.describe('The caller’s consent and deletion status.'), ...errorResponses },
      },
    },
    async (request) => privacy.cancelDeletion(requireTenant(request), requireAuth(request)),
  );

  app.get(
    '/api/exclusoes-de-conta',
    {
      config: { permission: P.can('users') },
      schema: {
        tags: ['privacy'],
        summary: 'List account deletion requests (Admin)',
        operationId: 'listAccountDeletions',
        response: {
          200: deletionQueueSchema.describe('Pending requests, oldest first, and the last decided.'),
          ...errorResponses,
        },
      },
    },
    async (request) => privacy.queue(requireTenant(request)),
  );

  app.post(
    '/api/exclusoes-de-conta/:id/confirmar',
    {
      config: { permission: P.can('users') },
      schema: {
        tags: ['privacy'],
        summary: 'Confirm a deletion request: anonymise the account (Admin)',
        operationId: 'confirmAccountDeletion',
        description:
          '404 when no such request is pending in this tenant; 409 when it would remove the last active Admin.',
        params: deletionParamsSchema,
        response: { 200: deletionRequestSchema.describe('The completed request.'), ...withConflict },
      },
    },
    async (request) => privacy.confirmDeletion(requireTenant(request), requireAuth(request).user, request.params.id),
  );
};
