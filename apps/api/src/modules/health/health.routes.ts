import { errorResponseSchema } from '@ponte/shared/errors.schema';
import { healthResponseSchema, readyResponseSchema } from '@ponte/shared/health.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ScopedDatabase } from '../../db/scope.ts';
import { AppError } from '../../http/errors.ts';
import { P } from '../../http/permissions.ts';
import { ping } from './health.repository.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ db: ScopedDatabase }> = async (app, { db }) => {
  app.get(
    '/api/health',
    {
      config: { permission: P.anonymous },
      schema: {
        tags: ['health'],
        summary: 'Check that the process answers',
        operationId: 'getHealth',
        // Any route answers a NUL byte in its query with a 400 (http/input-guards.ts), these too.
        response: {
          200: healthResponseSchema.describe('The process is up (it does not check the database).'),
          400: errorResponseSchema,
        },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      config: { permission: P.anonymous },
      schema: {
        tags: ['health'],
        summary: 'Check that the API can serve (database reachable)',
        operationId: 'getReadiness',
        response: {
          200: readyResponseSchema.describe('The database answered: the instance can take traffic.'),
          400: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => {
      try {
        await db.withoutTenant((tx) => ping(tx));
      } catch (err) {
        request.log.error({ err }, 'readiness check: database did not answer');
        throw new AppError(503, 'UNAVAILABLE', 'errors.unavailable');
      }
      return { status: 'ready' as const, database: 'up' as const };
    },
  );
};
