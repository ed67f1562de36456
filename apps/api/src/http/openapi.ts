import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import { errorResponseSchema } from '@ponte/shared/errors.schema';
import { TENANT_SLUGS } from '@ponte/shared/tenants';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { RoutePermission } from './permissions.ts';

/**
 * The API's contract (/api/docs/json) is generated from the routes, so what makes it complete has to
 * be demanded of the routes: `assertDocumented` runs for every route as it is registered (app.ts), and
 * `npm run lint:openapi` holds the generated document to Redocly's recommended rules (ADR 0043).
 */

export const SESSION_SCHEME = 'sessionCookie';

const OPERATION_ID = /^[a-z][A-Za-z0-9]*$/;

/** A zod schema's description (zod keeps it in its registry, behind a getter). */
function descriptionOf(schema: unknown): string | undefined {
  return (schema as { description?: string } | null)?.description;
}

/**
 * Refuses a route the document could not describe: every route it lists needs a `summary`, an
 * `operationId` (lowerCamelCase, a verb first: `listTalents`, `updateCourse`) and a description on each
 * success response (`.describe('…')` on its zod schema). Routes outside the document say `hide: true`.
 */
export function assertDocumented(route: RouteOptions): void {
  const schema = route.schema;
  if (schema?.hide) return;
  const name = `${[route.method].flat().join(',')} ${route.url}`;
  const missing: string[] = [];
  if (!schema?.summary?.trim()) missing.push('schema.summary');
  if (!schema?.operationId || !OPERATION_ID.test(schema.operationId)) {
    missing.push('schema.operationId (lowerCamelCase)');
  }
  const responses = (schema?.response ?? {}) as Record<string, unknown>;
  const successes = Object.keys(responses).filter((status) => status.startsWith('2'));
  if (successes.length === 0) missing.push('a 2xx response schema');
  for (const status of successes) {
    if (!descriptionOf(responses[status])) missing.push(`a description of response ${status} (.describe())`);
  }
  for (const [status, response] of Object.entries(responses)) {
    if (Number(status) < 400) continue;
    if (response !== errorResponseSchema) missing.push(`errorResponseSchema as response ${status} (ADR 0010)`);
    if (!ERROR_DESCRIPTIONS[status]) missing.push(`a meaning for status ${status} in ERROR_DESCRIPTIONS`);
  }
  if (missing.length > 0) {
    throw new Error(`Route ${name} is not documented for /api/docs: it needs ${missing.join(', ')} (ADR 0043)`);
  }
}

/**
 * What each error status means. Every route answers them in the one error shape (ADR 0010), so the
 * meaning is the same everywhere and is written once; a route's own `description` says what is
 * particular to it (which rule gives a 409, when a 503 comes).
 */
export const ERROR_DESCRIPTIONS: Readonly<Record<string, string>> = {
  400: 'The input is invalid: `VALIDATION_ERROR` with a message per field path in `fields`, or `BAD_REQUEST`, `INVALID_TOKEN` or `INVALID_CODE`.',
  401: 'No valid session (`UNAUTHENTICATED`), or, on sign-in and password checks, wrong credentials (`INVALID_CREDENTIALS`).',
  403: 'Not allowed: the role may not do this here (`FORBIDDEN`), the email is not verified yet (`EMAIL_NOT_VERIFIED`), the account is inactive, or a write came from another origin (`CSRF_REJECTED`).',
  404: 'No such record in this tenant (another tenant’s records are never found), or the host names no tenant (`NOT_FOUND`).',
  409: 'The request conflicts with the stored state (`CONFLICT`): a value already taken, a record still in use, or a state that does not allow the change.',
  413: 'The upload is larger than this route accepts (`PAYLOAD_TOO_LARGE`).',
  415: 'The upload is not of a type this route accepts, judged by its content (`UNSUPPORTED_MEDIA_TYPE`).',
  429: 'Too many attempts (`RATE_LIMITED`): `Retry-After` says how many seconds to wait.',
  503: 'A service this answer needs does not answer (`UNAVAILABLE`): the database, or the configured address lookup.',
};

function needsSession(permission: RoutePermission | undefined): boolean {
  return permission?.kind === 'session' || permission?.kind === 'capability';
}

/**
 * One route's part of the document: the zod schemas as JSON Schema (fastify-type-provider-zod), then
 * what only the route's config knows: whether the session cookie is needed, and error responses as the
 * shared component (always JSON, even where the success is a PDF or CSV) with their status's meaning.
 */
const transform: SwaggerTransform = (input) => {
  const result = jsonSchemaTransform(input) as {
    schema: Record<string, unknown> & { hide?: boolean; response?: Record<string, unknown> };
    url: string;
  };
  const schema = result.schema;
  if (!schema || schema.hide) return result;
  const permission = (input.route.config as { permission?: RoutePermission } | undefined)?.permission;
  schema.security = needsSession(permission) ? [{ [SESSION_SCHEME]: [] }] : [];
  for (const [status, response] of Object.entries(schema.response ?? {})) {
    if (Number(status) < 400) continue;
    schema.response![status] = {
      description: ERROR_DESCRIPTIONS[status],
      content: { 'application/json': { schema: response } },
    };
  }
  return result;
};

type OpenApiObject = ReturnType<typeof jsonSchemaTransformObject>;

/** A response body of bytes (a stored file, a PDF): OpenAPI 3.0's way of saying "a file". */
export const fileBytes = z
  .custom<Buffer | Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary' });

/** Component schemas nothing refers to (zod's registry yields an input and an output copy of each). */
function withoutUnusedSchemas(document: OpenApiObject): OpenApiObject {
  const { components } = document as { components?: { schemas?: Record<string, unknown> } };
  const schemas = components?.schemas;
  if (!schemas) return document;
  const text = JSON.stringify({ ...document, components: { ...components, schemas: {} } });
  const referenced = new Set<string>();
  const pending = Object.keys(schemas).filter((name) => text.includes(`"#/components/schemas/${name}"`));
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (referenced.has(name)) continue;
    referenced.add(name);
    const inner = JSON.stringify(schemas[name]);
    for (const other of Object.keys(schemas)) {
      if (!referenced.has(other) && inner.includes(`"#/components/schemas/${other}"`)) pending.push(other);
    }
  }
  for (const name of Object.keys(schemas)) if (!referenced.has(name)) delete schemas[name];
  return document;
}

/**
 * The host decides the tenant, so the document's own address ("/": wherever /api/docs/json was read) is
 * the server; with BASE_DOMAIN the tenants' addresses are also spelled out as a template.
 */
function serversOf(config: Config): Array<{
  url: string;
  description: string;
  variables?: Record<string, { default: string; enum: string[] }>;
}> {
  const here = { url: '/', description: 'This tenant’s address, where this document was read.' };
  if (!config.baseDomain) return [here];
  return [
    here,
    {
      url: `${new URL(config.publicUrl).protocol}//{tenant}.${config.baseDomain}`,
      description: 'A tenant’s address: a session belongs to the tenant it was made on.',
      variables: { tenant: { default: config.defaultTenant, enum: [...TENANT_SLUGS] } },
    },
  ];
}

type JsonObject = Record<string, unknown>;

/**
 * Where zod's OpenAPI 3.0 output says less than 3.0 lets it, said in 3.0's words (each walked schema):
 * - a discriminated union of one member (a contract meant to grow) is that member, not a oneOf of one;
 * - a nullable union (`.nullable()` on a union) gets the `type` its branches share, since 3.0's
 *   `nullable` means nothing without one, or, when they differ, its first typed branch takes the null;
 * - a record over an enum of keys (`z.record(z.enum(…), …)`) requires keys it does not list: each is
 *   listed with the record's value schema.
 */
export function normalised(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalised);
  if (!value || typeof value !== 'object') return value;
  const { oneOf, ...rest } = value as { oneOf?: unknown[] };
  let schema: JsonObject = Object.fromEntries(Object.entries(rest).map(([key, item]) => [key, normalised(item)]));
  if (Array.isArray(oneOf)) {
    schema =
      oneOf.length === 1
        ? { ...(normalised(oneOf[0]) as JsonObject), ...schema }
        : { ...schema, oneOf: normalised(oneOf) };
  }
  const union = schema.oneOf ? 'oneOf' : schema.anyOf ? 'anyOf' : undefined;
  if (schema.nullable === true && schema.type === undefined && union) {
    const branches = schema[union] as JsonObject[];
    const types = new Set(branches.map((branch) => branch.type));
    const typed = branches.findIndex((branch) => typeof branch.type === 'string');
    if (types.size === 1 && typed === 0) schema = { type: branches[0]?.type, ...schema };
    else if (typed >= 0) {
      // Branches of different types: null is one branch's, so that it still matches exactly one.
      const { nullable: _, ...withoutNullable } = schema;
      schema = {
        ...withoutNullable,
        [union]: branches.map((branch, index) => (index === typed ? { ...branch, nullable: true } : branch)),
      };
    }
  }
  const properties = schema.properties as JsonObject | undefined;
  const additional = schema.additionalProperties;
  if (Array.isArray(schema.required) && additional && typeof additional === 'object') {
    const missing = (schema.required as string[]).filter((key) => !properties || !(key in properties));
    if (missing.length > 0) {
      schema.properties = { ...properties, ...Object.fromEntries(missing.map((key) => [key, additional])) };
    }
  }
  return schema;
}

/** The @fastify/swagger options: document metadata, the session cookie scheme, the transforms above. */
export function openApiOptions(config: Config): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Ponte API',
        version: '1.0.0',
        description:
          'Multi-tenant talent development and mentoring platform. Every failure has one shape, `ErrorResponse`. Writes from a browser must come from the tenant’s own origin (CSRF).',
      },
      servers: serversOf(config),
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: config.sessionCookie,
            description:
              'The session set by POST /api/auth/login (HttpOnly, SameSite=Lax). It is `ponte_session`, and `__Host-ponte_session` in production behind HTTPS (always Secure, no Domain).',
          },
        },
      },
    },
    transform,
    transformObject: (input) => withoutUnusedSchemas(normalised(jsonSchemaTransformObject(input)) as OpenApiObject),
  };
}
