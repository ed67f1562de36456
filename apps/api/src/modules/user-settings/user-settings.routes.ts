import { userSettingRequestSchema, userSettingResponseSchema } from '@ponte/shared/user-settings.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { P } from '../../http/permissions.ts';
import { requireAuth, requireTenant } from '../../http/request-guards.ts';
import type { UserSettingsService } from './user-settings.service.ts';

export const userSettingsRoutes: FastifyPluginAsyncZod<{ settings: UserSettingsService }> = async (
  app,
  { settings },
) => {
  app.post(
    '/api/configuracoes-de-usuario',
    {
      // Choosing a language must work before the email is confirmed too.
      config: { permission: P.session({ unverified: true }) },
      schema: {
        tags: ['user-settings'],
        summary: "Save one of the caller's settings (their language)",
        operationId: 'saveUserSetting',
        body: userSettingRequestSchema,
        response: { 200: userSettingResponseSchema.describe('The saved setting.'), ...errorResponses },
      },
    },
    async (request) => settings.save(requireTenant(request), requireAuth(request), request.body),
  );
};
