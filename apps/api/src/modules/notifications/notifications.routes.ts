import {
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationPreferencesSchema,
  unreadCountSchema,
} from '@ponte/shared/notifications.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { P } from '../../http/permissions.ts';
import { requireAuth, requireTenant } from '../../http/request-guards.ts';
import type { NotificationsService } from './notifications.service.ts';

/** Everyone's own notifications: a session is all it takes, and nobody reaches anyone else's. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  const tags = ['notifications'];
  const caller = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

  app.get(
    '/api/notificacoes',
    {
      config: { permission: P.session() },
      schema: {
        tags,
        summary: "List the caller's notifications",
        operationId: 'listNotifications',
        description: "The caller's notifications, newest first, keyset-paged, with the unread count.",
        querystring: notificationListQuerySchema,
        response: {
          200: notificationListSchema.describe(
            'One page of notifications, the unread count and the cursor of the next.',
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => notifications.list(requireTenant(request), caller(request), request.query),
  );

  app.get(
    '/api/notificacoes/nao-lidas',
    {
      config: { permission: P.session() },
      schema: {
        tags,
        summary: "Count the caller's unread notifications",
        operationId: 'countUnreadNotifications',
        description: 'How many are unread (the bell).',
        response: { 200: unreadCountSchema.describe('The unread count.'), ...errorResponses },
      },
    },
    async (request) => ({ unread: await notifications.unread(requireTenant(request), caller(request)) }),
  );

  app.post(
    '/api/notificacoes/:id/lida',
    {
      config: { permission: P.session() },
      schema: {
        tags,
        summary: 'Mark a notification read',
        operationId: 'markNotificationRead',
        description: 'Marks one notification read.',
        params: notificationIdParamsSchema,
        response: { 204: z.null().describe('Marked read.'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await notifications.markRead(requireTenant(request), caller(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/notificacoes/lidas',
    {
      config: { permission: P.session() },
      schema: {
        tags,
        summary: "Mark all the caller's notifications read",
        operationId: 'markAllNotificationsRead',
        description: 'Marks every notification read.',
        response: { 204: z.null().describe('All marked read.'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await notifications.markAllRead(requireTenant(request), caller(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/notificacoes/preferencias',
    {
      config: { permission: P.session() },
      schema: {
        tags,
        summary: "Read the caller's email preferences",
        operationId: 'getNotificationPreferences',
        description: 'Which kinds the caller also gets by email.',
        response: {
          200: notificationPreferencesSchema.describe('For each kind, whether it is also emailed.'),
          ...errorResponses,
        },
      },
    },
    async (request) => notifications.preferences(requireTenant(request), caller(request)),
  );

  app.put(
    '/api/notificacoes/preferencias',
    {
      config: { permission: P.session() },
      schema: {
        tags,
        summary: "Save the caller's email preferences",
        operationId: 'saveNotificationPreferences',
        description: 'Turns the email of some kinds on or off (kinds left out keep their setting).',
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema.describe('The preferences as saved.'), ...errorResponses },
      },
    },
    async (request) => notifications.savePreferences(requireTenant(request), caller(request), request.body),
  );
};
