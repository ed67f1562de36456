import { profileParamsSchema } from '@ponte/shared/profile.schema';
import {
  professionalProfileRequestSchema,
  professionalProfileResponseSchema,
} from '@ponte/shared/profile-professional.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { P } from '../../http/permissions.ts';
import type { ProfessionalProfileService } from './profile-professional.service.ts';
import { profileRequest } from './profile-request.ts';

const tags = ['profile'];
const permission = P.can('profile');

export const profileProfessionalRoutes: FastifyPluginAsyncZod<{ professional: ProfessionalProfileService }> = async (
  app,
  { professional },
) => {
  app.get(
    '/api/perfil/:id/perfil-profissional',
    {
      config: { permission },
      schema: {
        tags,
        summary: "Read a profile's professional profile tab",
        operationId: 'getProfessionalProfile',
        description: 'Professional profile tab, with the résumé if one is attached.',
        params: profileParamsSchema,
        response: {
          200: professionalProfileResponseSchema.describe(
            'The professional profile, with the résumé if one is attached.',
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => professional.read(profileRequest(request)),
  );

  app.put(
    '/api/perfil/:id/perfil-profissional',
    {
      config: { permission },
      schema: {
        tags,
        summary: "Save a profile's professional profile",
        operationId: 'saveProfessionalProfile',
        description:
          'Saves the professional profile. Sector and position are required unless the company is -2 (no link); option ids must exist with their type.',
        params: profileParamsSchema,
        body: professionalProfileRequestSchema,
        response: {
          200: professionalProfileResponseSchema.describe('The professional profile as saved.'),
          ...errorResponses,
        },
      },
    },
    async (request) => professional.save(profileRequest(request), request.body),
  );
};
