import { profileParamsSchema } from '@ponte/shared/profile.schema';
import {
  behaviouralTestAnswersSchema,
  behaviouralTestAttemptSchema,
  behaviouralTestResponseSchema,
  learningPreferencesRequestSchema,
  learningPreferencesResponseSchema,
} from '@ponte/shared/profile-behaviour.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { P } from '../../http/permissions.ts';
import type { BehaviourService } from './profile-behaviour.service.ts';
import { profileRequest } from './profile-request.ts';

const tags = ['profile'];
const permission = P.can('profile');

export const profileBehaviourRoutes: FastifyPluginAsyncZod<{ behaviour: BehaviourService }> = async (
  app,
  { behaviour },
) => {
  app.get(
    '/api/perfil/:id/teste-comportamental',
    {
      config: { permission },
      schema: {
        tags,
        description: 'Every behavioural test attempt, newest first.',
        params: profileParamsSchema,
        response: { 200: behaviouralTestResponseSchema, ...errorResponses },
      },
    },
    async (request) => behaviour.attempts(profileRequest(request)),
  );

  app.post(
    '/api/perfil/:id/teste-comportamental',
    {
      config: { permission },
      schema: {
        tags,
        description: 'Takes the test: one answer per item; only the person themself. Answers with the scored attempt.',
        params: profileParamsSchema,
        body: behaviouralTestAnswersSchema,
        response: { 201: behaviouralTestAttemptSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const attempt = await behaviour.takeTest(profileRequest(request), request.body);
      return reply.code(201).send(attempt);
    },
  );

  app.get(
    '/api/perfil/:id/preferencias-de-aprendizagem',
    {
      config: { permission },
      schema: {
        tags,
        params: profileParamsSchema,
        response: { 200: learningPreferencesResponseSchema, ...errorResponses },
      },
    },
    async (request) => behaviour.readPreferences(profileRequest(request)),
  );

  app.put(
    '/api/perfil/:id/preferencias-de-aprendizagem',
    {
      config: { permission },
      schema: {
        tags,
        params: profileParamsSchema,
        body: learningPreferencesRequestSchema,
        response: { 200: learningPreferencesResponseSchema, ...errorResponses },
      },
    },
    async (request) => behaviour.savePreferences(profileRequest(request), request.body),
  );
};
