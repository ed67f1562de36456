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
      schema: {
        tags,
        summary: "Read a profile's skill tags",
        operationId: 'getSkills',
        params: profileParamsSchema,
        response: { 200: skillsResponseSchema.describe('The soft-skill and hard-skill tags.'), ...errorResponses },
      },
    },
    async (request) => skills.readSkills(profileRequest(request)),
  );

  app.put(
    '/api/perfil/:id/competencias',
    {
      config: { permission },
      schema: {
        tags,
        summary: "Save a profile's skill tags",
        operationId: 'saveSkills',
        description: 'Soft-skill and hard-skill tags: commas stripped, blanks and repeats dropped, 50 characters each.',
        params: profileParamsSchema,
        body: skillsSchema,
        response: { 200: skillsResponseSchema.describe('The tags as saved.'), ...errorResponses },
      },
    },
    async (request) => skills.saveSkills(profileRequest(request), request.body),
  );

  app.get(
    '/api/perfil/:id/idiomas',
    {
      config: { permission },
      schema: {
        tags,
        summary: "List a profile's languages",
        operationId: 'listLanguages',
        params: profileParamsSchema,
        response: { 200: languageListSchema.describe('The languages with their levels.'), ...errorResponses },
      },
    },
    async (request) => skills.listLanguages(profileRequest(request)),
  );

  app.put(
    '/api/perfil/:id/idiomas',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Add or edit a language of a profile',
        operationId: 'saveLanguage',
        description:
          'Adds (languageId null) or edits a language. Each language once per person (409); levels are FLUENCY_LEVEL options; Libras and ASL keep no writing or reading level.',
        params: profileParamsSchema,
        body: languageRequestSchema,
        response: {
          200: languageSchema.describe('The language as saved.'),
          409: errorResponseSchema,
          ...errorResponses,
        },
      },
    },
    async (request) => skills.saveLanguage(profileRequest(request), request.body),
  );

  app.delete(
    '/api/perfil/:id/idiomas/:languageId',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Remove a language from a profile',
        operationId: 'deleteLanguage',
        params: languageParamsSchema,
        response: { 204: z.null().describe('Removed.'), ...errorResponses },
      },
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
      schema: {
        tags,
        summary: "List a profile's certificates",
        operationId: 'listCertificates',
        params: profileParamsSchema,
        response: {
          200: certificateListSchema.describe('The certificates, the ones Ponte issued included.'),
          ...errorResponses,
        },
      },
    },
    async (request) => skills.listCertificates(profileRequest(request)),
  );

  app.put(
    '/api/perfil/:id/certificados',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Add or edit a certificate of a profile',
        operationId: 'saveCertificate',
        description: 'Adds (certificateId null) or edits a certificate.',
        params: profileParamsSchema,
        body: certificateRequestSchema,
        response: {
          200: certificateSchema.describe('The certificate as saved.'),
          409: errorResponseSchema,
          ...errorResponses,
        },
      },
    },
    async (request) => skills.saveCertificate(profileRequest(request), request.body),
  );

  app.delete(
    '/api/perfil/:id/certificados/:certificateId',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Remove a certificate from a profile',
        operationId: 'deleteCertificate',
        params: certificateParamsSchema,
        response: { 204: z.null().describe('Removed.'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await skills.deleteCertificate(profileRequest(request), request.params.certificateId);
      return reply.code(204).send(null);
    },
  );
};
