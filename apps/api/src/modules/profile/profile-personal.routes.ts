import { errorResponseSchema } from '@ponte/shared/errors.schema';
import { profileParamsSchema } from '@ponte/shared/profile.schema';
import {
  additionalInformationRequestSchema,
  basicDataRequestSchema,
  educationListSchema,
  educationParamsSchema,
  educationRequestSchema,
  educationSchema,
  locationRequestSchema,
  personalInformationResponseSchema,
} from '@ponte/shared/profile-personal.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { P } from '../../http/permissions.ts';
import type { PersonalInformationService } from './profile-personal.service.ts';
import { profileRequest } from './profile-request.ts';

const tags = ['profile'];
const permission = P.can('profile');

export const profilePersonalRoutes: FastifyPluginAsyncZod<{ personal: PersonalInformationService }> = async (
  app,
  { personal },
) => {
  app.get(
    '/api/perfil/:id/informacoes-pessoais',
    {
      config: { permission },
      schema: {
        tags,
        summary: "Read a profile's personal information tab",
        operationId: 'getPersonalInformation',
        description: 'Personal information tab: basic data, additional information and location.',
        params: profileParamsSchema,
        response: {
          200: personalInformationResponseSchema.describe('The tab, without the fields the caller may not see.'),
          ...errorResponses,
        },
      },
    },
    async (request) => personal.read(profileRequest(request)),
  );

  app.put(
    '/api/perfil/:id/informacoes-pessoais',
    {
      config: { permission },
      schema: {
        tags,
        summary: "Save a profile's basic data",
        operationId: 'saveBasicData',
        description: 'Saves the basic data; answers with the whole tab.',
        params: profileParamsSchema,
        body: basicDataRequestSchema,
        response: {
          200: personalInformationResponseSchema.describe('The whole personal information tab as saved.'),
          ...errorResponses,
        },
      },
    },
    async (request) => personal.saveBasicData(profileRequest(request), request.body),
  );

  app.put(
    '/api/perfil/:id/informacoes-adicionais',
    {
      config: { permission },
      schema: {
        tags,
        summary: "Save a profile's additional information",
        operationId: 'saveAdditionalInformation',
        description: 'Saves the additional information; answers with the whole tab.',
        params: profileParamsSchema,
        body: additionalInformationRequestSchema,
        response: {
          200: personalInformationResponseSchema.describe('The whole personal information tab as saved.'),
          ...errorResponses,
        },
      },
    },
    async (request) => personal.saveAdditionalInformation(profileRequest(request), request.body),
  );

  app.put(
    '/api/perfil/:id/localizacao',
    {
      config: { permission },
      schema: {
        tags,
        summary: "Save a profile's location",
        operationId: 'saveLocation',
        description: 'Saves the location; for Brazil the city must belong to the state. Answers with the whole tab.',
        params: profileParamsSchema,
        body: locationRequestSchema,
        response: {
          200: personalInformationResponseSchema.describe('The whole personal information tab as saved.'),
          ...errorResponses,
        },
      },
    },
    async (request) => personal.saveLocation(profileRequest(request), request.body),
  );

  app.get(
    '/api/perfil/:id/formacoes',
    {
      config: { permission },
      schema: {
        tags,
        summary: "List a profile's education",
        operationId: 'listEducations',
        params: profileParamsSchema,
        response: { 200: educationListSchema.describe('The education entries.'), ...errorResponses },
      },
    },
    async (request) => personal.listEducations(profileRequest(request)),
  );

  app.post(
    '/api/perfil/:id/formacoes',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Add an education entry to a profile',
        operationId: 'createEducation',
        params: profileParamsSchema,
        body: educationRequestSchema,
        response: {
          201: educationSchema.describe('The new education entry.'),
          409: errorResponseSchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const education = await personal.addEducation(profileRequest(request), request.body);
      return reply.code(201).send(education);
    },
  );

  app.put(
    '/api/perfil/:id/formacoes/:educationId',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Edit an education entry',
        operationId: 'updateEducation',
        params: educationParamsSchema,
        body: educationRequestSchema,
        response: { 200: educationSchema.describe('The education entry as saved.'), ...errorResponses },
      },
    },
    async (request) => personal.updateEducation(profileRequest(request), request.params.educationId, request.body),
  );

  app.delete(
    '/api/perfil/:id/formacoes/:educationId',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Delete an education entry',
        operationId: 'deleteEducation',
        params: educationParamsSchema,
        response: { 204: z.null().describe('Deleted.'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await personal.deleteEducation(profileRequest(request), request.params.educationId);
      return reply.code(204).send(null);
    },
  );
};
