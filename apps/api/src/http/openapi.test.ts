import { errorResponseSchema } from '@ponte/shared/errors.schema';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assertDocumented } from './openapi.ts';

const route = (schema: RouteOptions['schema']): RouteOptions =>
  ({ method: 'GET', url: '/api/x', schema, handler: async () => null }) as RouteOptions;

describe('assertDocumented', () => {
  it('accepts a route with a summary, an operationId and described successes', () => {
    expect(() =>
      assertDocumented(
        route({
          summary: 'Read x',
          operationId: 'getX',
          response: { 200: z.object({}).describe('The x.'), 404: errorResponseSchema },
        }),
      ),
    ).not.toThrow();
  });

  it('names everything a route lacks', () => {
    expect(() => assertDocumented(route({ response: { 200: z.object({}) } }))).toThrow(
      /GET \/api\/x .*schema\.summary, schema\.operationId.*description of response 200/,
    );
    expect(() => assertDocumented(route(undefined))).toThrow(/a 2xx response schema/);
  });

  it('refuses an operationId that is not lowerCamelCase, and an error answered in another shape', () => {
    expect(() =>
      assertDocumented(
        route({
          summary: 'Read x',
          operationId: 'get-x',
          response: { 200: z.object({}).describe('The x.'), 400: z.object({ message: z.string() }) },
        }),
      ),
    ).toThrow(/operationId.*errorResponseSchema as response 400/);
  });

  it('leaves hidden routes alone', () => {
    expect(() => assertDocumented(route({ hide: true }))).not.toThrow();
  });
});
