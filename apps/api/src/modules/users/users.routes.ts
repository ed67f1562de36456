import { errorResponseSchema } from '@ponte/shared/errors.schema';
import {
  userDetailSchema,
  userListQuerySchema,
  userListResponseSchema,
  userNameSchema,
  userParamsSchema,
  userRequestSchema,
} from '@ponte/shared/users.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { P } from '../../http/permissions.ts';
import { requireAuth, requireTenant } from '../../http/request-guards.ts';
import type { UsersService } from './users.service.ts';

const tags = ['users'];
const withConflict = { ...errorResponses, 409: errorResponseSchema } as const;

/** User management (capability 'users': Admin) and the display-name lookup (any signed-in person). */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/api/usuarios',
    {
      config: { permission: P.can('users') },
      schema: {
        tags,
        summary: "List the tenant's users",
        operationId: 'listUsers',
        description: 'The tenant’s users by name, with search (name or email), role and status filters; keyset paging.',
        querystring: userListQuerySchema,
        response: {
          200: userListResponseSchema.describe('One page of users and the cursor of the next.'),
          ...errorResponses,
        },
      },
    },
    async (request) => users.list(requireTenant(request), request.query, request.locale),
  );

  app.post(
    '/api/usuarios',
    {
      config: { permission: P.can('users') },
      schema: {
        tags,
        summary: 'Register a user and mail an invitation',
        operationId: 'createUser',
        description: 'Registers a user and mails them an invitation to create their password (valid 7 days).',
        body: userRequestSchema,
        response: { 201: userDetailSchema.describe('The new user.'), ...withConflict },
      },
    },
    async (request, reply) => {
      const created = await users.create(
        requireTenant(request),
        requireAuth(request).user,
        request.body,
        request.locale,
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/usuarios/:id',
    {
      config: { permission: P.can('users') },
      schema: {
        tags,
        summary: 'Read a user',
        operationId: 'getUser',
        params: userParamsSchema,
        response: { 200: userDetailSchema.describe('The user.'), ...errorResponses },
      },
    },
    async (request) => users.get(requireTenant(request), request.params.id),
  );

  app.put(
    '/api/usuarios/:id',
    {
      config: { permission: P.can('users') },
      schema: {
        tags,
        summary: 'Edit a user',
        operationId: 'updateUser',
        description: 'Edits a user. Demoting the tenant’s last active Admin is refused (409).',
        params: userParamsSchema,
        body: userRequestSchema,
        response: { 200: userDetailSchema.describe('The user as saved.'), ...withConflict },
      },
    },
    async (request) =>
      users.update(requireTenant(request), requireAuth(request).user, request.params.id, request.body, request.locale),
  );

  app.post(
    '/api/usuarios/:id/desativar',
    {
      config: { permission: P.can('users') },
      schema: {
        tags,
        summary: 'Deactivate a user',
        operationId: 'deactivateUser',
        description:
          'Deactivates a user and revokes their sessions. The last active Admin cannot be deactivated (409).',
        params: userParamsSchema,
        response: { 200: userDetailSchema.describe('The deactivated user.'), ...withConflict },
      },
    },
    async (request) => users.deactivate(requireTenant(request), requireAuth(request).user, request.params.id),
  );

  app.post(
    '/api/usuarios/:id/reativar',
    {
      config: { permission: P.can('users') },
      schema: {
        tags,
        summary: 'Reactivate a user',
        operationId: 'reactivateUser',
        params: userParamsSchema,
        response: { 200: userDetailSchema.describe('The reactivated user.'), ...errorResponses },
      },
    },
    async (request) => users.reactivate(requireTenant(request), requireAuth(request).user, request.params.id),
  );

  app.post(
    '/api/usuarios/:id/convite',
    {
      config: { permission: P.can('users') },
      schema: {
        tags,
        summary: 'Mail a user a fresh invitation',
        operationId: 'resendInvitation',
        description: 'Mails a fresh invitation (set-password link); older links stop working.',
        params: userParamsSchema,
        response: { 202: z.null().describe('Accepted: the invitation is on its way.'), ...withConflict },
      },
    },
    async (request, reply) => {
      await users.resendInvitation(
        requireTenant(request),
        requireAuth(request).user,
        request.params.id,
        request.locale,
      );
      return reply.code(202).send(null);
    },
  );

  app.get(
    '/api/usuarios/:id/nome',
    {
      config: { permission: P.session() },
      schema: {
        tags,
        summary: "Read a user's display name",
        operationId: 'getUserName',
        description: 'A user’s display name by publicId, for any signed-in person of the same tenant.',
        params: userParamsSchema,
        response: { 200: userNameSchema.describe('The display name.'), ...errorResponses },
      },
    },
    async (request) => users.nameOf(requireTenant(request), request.params.id),
  );
};
