import { errorResponseSchema } from '@ponte/shared/errors.schema';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assertDocumented, normalised } from './openapi.ts';

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

describe('normalised (zod’s OpenAPI 3.0 output in 3.0’s words)', () => {
  it('unwraps a oneOf of one schema', () => {
    expect(normalised({ oneOf: [{ type: 'object', properties: {} }], description: 'd' })).toEqual({
      type: 'object',
      properties: {},
      description: 'd',
    });
  });

  it('gives a nullable union its branches’ type, or the null to its first typed branch', () => {
    expect(normalised({ nullable: true, anyOf: [{ type: 'object' }, { type: 'object' }] })).toEqual({
      type: 'object',
      nullable: true,
      anyOf: [{ type: 'object' }, { type: 'object' }],
    });
    expect(normalised({ nullable: true, anyOf: [{ type: 'number' }, { type: 'string' }] })).toEqual({
      anyOf: [{ type: 'number', nullable: true }, { type: 'string' }],
    });
  });

  it('lists the required keys of a record over an enum', () => {
    expect(
      normalised({ type: 'object', additionalProperties: { type: 'number' }, required: ['a', 'b'] }),
    ).toMatchObject({ properties: { a: { type: 'number' }, b: { type: 'number' } }, required: ['a', 'b'] });
  });
});
