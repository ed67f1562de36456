import { errorResponseSchema } from '@ponte/shared/errors.schema';
import { profileParamsSchema } from '@ponte/shared/profile.schema';
import {
  certificateListSchema,
  certificateParamsSchema,
  certificateRequestSchema,
  certificateSchema,
  languageListSchema,
  languageParamsSchema,
  languageRequestSchema,
  languageSchema,
  skillsResponseSchema,
  skillsSchema,
} from '@ponte/shared/profile-skills.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { P } from '../../http/permissions.ts';
import { profileRequest } from './profile-request.ts';
import type { SkillsService } from './profile-skills.service.ts';

const tags = ['profile'];
const permission = P.can('profile');

export const profileSkillsRoutes: FastifyPluginAsyncZod<{ skills: SkillsService }> = async (app, { skills }) => {
  app.get(
    '/api/perfil/:id/competencias',
    {
      config: { permission },
      schema: { tags, params: profileParamsSchema, response: { 200: skillsResponseSchema, ...errorResponses } },
    },
    async (request) => skills.readSkills(profileRequest(request)),
  );

  app.put(
    '/api/perfil/:id/competencias',
    {
      config: { permission },
      schema: {
        tags,
        description: 'Soft-skill and hard-skill tags: commas stripped, blanks and repeats dropped, 50 characters each.',
        params: profileParamsSchema,
        body: skillsSchema,
        response: { 200: skillsResponseSchema, ...errorResponses },
      },
    },
    async (request) => skills.saveSkills(profileRequest(request), request.body),
  );

  app.get(
    '/api/perfil/:id/idiomas',
    {
      config: { permission },
      schema: { tags, params: profileParamsSchema, response: { 200: languageListSchema, ...errorResponses } },
    },
    async (request) => skills.listLanguages(profileRequest(request)),
  );

  app.put(
    '/api/perfil/:id/idiomas',
    {
      config: { permission },
      schema: {
        tags,
        description:
          'Adds (languageId null) or edits a language. Each language once per person (409); levels are FLUENCY_LEVEL options; Libras and ASL keep no writing or reading level.',
        params: profileParamsSchema,
        body: languageRequestSchema,
        response: { 200: languageSchema, 409: errorResponseSchema, ...errorResponses },
      },
    },
    async (request) => skills.saveLanguage(profileRequest(request), request.body),
  );

  app.delete(
    '/api/perfil/:id/idiomas/:languageId',
    {
      config: { permission },
      schema: { tags, params: languageParamsSchema, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      await skills.deleteLanguage(profileRequest(request), request.params.languageId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/perfil/:id/certificados',
    {
      config: { permission },
      schema: { tags, params: profileParamsSchema, response: { 200: certificateListSchema, ...errorResponses } },
    },
    async (request) => skills.listCertificates(profileRequest(request)),
  );

  app.put(
    '/api/perfil/:id/certificados',
    {
      config: { permission },
      schema: {
        tags,
        description: 'Adds (certificateId null) or edits a certificate.',
        params: profileParamsSchema,
        body: certificateRequestSchema,
        response: { 200: certificateSchema, 409: errorResponseSchema, ...errorResponses },
      },
    },
    async (request) => skills.saveCertificate(profileRequest(request), request.body),
  );

  app.delete(
    '/api/perfil/:id/certificados/:certificateId',
    {
      config: { permission },
      schema: { tags, params: certificateParamsSchema, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      await skills.deleteCertificate(profileRequest(request), request.params.certificateId);
      return reply.code(204).send(null);
    },
  );
};
