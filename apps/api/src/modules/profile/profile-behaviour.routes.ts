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
        summary: "List a person's behavioural test attempts",
        operationId: 'listBehaviouralTestAttempts',
        description: 'Every behavioural test attempt, newest first.',
        params: profileParamsSchema,
        response: {
          200: behaviouralTestResponseSchema.describe('The attempts, newest first, with their scores.'),
          ...errorResponses,
        },
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
        summary: 'Take the behavioural test',
        operationId: 'takeBehaviouralTest',
        description: 'Takes the test: one answer per item; only the person themself. Answers with the scored attempt.',
        params: profileParamsSchema,
        body: behaviouralTestAnswersSchema,
        response: { 201: behaviouralTestAttemptSchema.describe('The scored attempt.'), ...errorResponses },
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
        summary: "Read a person's learning preferences",
        operationId: 'getLearningPreferences',
        params: profileParamsSchema,
        response: { 200: learningPreferencesResponseSchema.describe('The learning preferences.'), ...errorResponses },
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
        summary: "Save a person's learning preferences",
        operationId: 'saveLearningPreferences',
        params: profileParamsSchema,
        body: learningPreferencesRequestSchema,
        response: {
          200: learningPreferencesResponseSchema.describe('The saved learning preferences.'),
          ...errorResponses,
        },
      },
    },
    async (request) => behaviour.savePreferences(profileRequest(request), request.body),
  );
};
