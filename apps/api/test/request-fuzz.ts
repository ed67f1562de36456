/**
 * Property-based requests (issue 15 §3 "Fuzzing"): for each route of `app.routeCatalogue`, requests
 * built from the route's own zod schemas (params, querystring, body, through their JSON Schema) and then
 * mutated — wrong types, huge strings, NUL bytes, odd unicode, numbers beyond any column, extra and
 * missing keys. Whatever arrives, the answer is never ≥ 500. Shared by the test (a few seeded cases per
 * route) and `npm run bench:fuzz` (a thousand and more).
 */

import { can } from '@ponte/shared/permissions';
import { ROLES, type Role } from '@ponte/shared/roles';
import type { TenantSlug } from '@ponte/shared/tenants';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteCatalogueEntry } from '../src/app.ts';
import { hostOf, login } from './test-app.ts';

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  additionalProperties?: JsonSchema | boolean;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Values nobody types but anyone can send. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\uD800',
  '\uFFFF',
  '\u202Eabc',
  'é'.normalize('NFD'),
  '🙂🏳️‍🌈',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '99999999999',
  '-1',
  '1e400',
  'NaN',
  'null',
  '2024-13-45',
  'ZZZZ-ZZZZ-ZZZZ',
  '00000000-0000-0000-0000-000000000000',
];
const HOSTILE_NUMBERS = [-1, 0, -0, 1.5, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, -(2 ** 53), 1e308, -1e308];

const hostile: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(...HOSTILE_STRINGS),
  fc.constantFrom<Json>(...HOSTILE_NUMBERS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('x'.repeat(100_000), 'ç'.repeat(20_000), '\u0000'.repeat(1_000)),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom<Json>([], {}, [null], { '': '' }, { __proto__: 'x' } as Json, { constructor: { prototype: 1 } }),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }),
);

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace(/^#\/\$defs\//, '');
  return root.$defs?.[name] ?? {};
}

/** A value the schema accepts, or close to it (patterns and refinements are not always met). */
function valid(schema: JsonSchema, root: JsonSchema, depth = 0): fc.Arbitrary<Json> {
  const s = resolve(schema, root);
  if (depth > 6) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const as Json);
  if (s.enum) return fc.constantFrom(...(s.enum as Json[]));
  const branches = s.anyOf ?? s.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => valid(b, root, depth + 1)));
  if (s.allOf?.length) return valid(s.allOf[0] as JsonSchema, root, depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return validString(s);
    case 'integer':
      return fc.integer({
        min: Math.max(Number.MIN_SAFE_INTEGER, s.minimum ?? (s.exclusiveMinimum ?? -1e9) + 1),
        max: Math.min(Number.MAX_SAFE_INTEGER, s.maximum ?? (s.exclusiveMaximum ?? 1e9) - 1),
      });
    case 'number':
      return fc.double({
        min: s.minimum ?? s.exclusiveMinimum ?? -1e9,
        max: s.maximum ?? s.exclusiveMaximum ?? 1e9,
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map((i) => valid(i, root, depth + 1)));
      return fc.array(s.items ? valid(s.items, root, depth + 1) : fc.string(), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, Math.max(4, s.minItems ?? 0)),
      });
    }
    case 'object': {
      const properties = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const record: Record<string, fc.Arbitrary<Json>> = {};
      for (const [key, child] of Object.entries(properties)) record[key] = valid(child, root, depth + 1);
      return fc.record(record, {
        requiredKeys: Object.keys(properties).filter((k) => required.has(k)),
      }) as fc.Arbitrary<Record<string, Json>>;
    }
    default:
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

function validString(s: JsonSchema): fc.Arbitrary<Json> {
  switch (s.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 10_000));
    } catch {
      // A pattern fast-check cannot build from: plain strings, which the route will (rightly) refuse.
    }
  }
  const minLength = s.minLength ?? 0;
  return fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(s.maxLength ?? 30, minLength + 30) });
}

/** Every place in a value a mutation can reach: the value itself, each key of an object, each item. */
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const out = [prefix];
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) out.push(...paths(v, [...prefix, i]));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) out.push(...paths(v, [...prefix, k]));
  }
  return out;
}

type Mutation =
  | { kind: 'replace'; at: number; value: Json }
  | { kind: 'delete'; at: number }
  | { kind: 'extra'; at: number; key: string; value: Json };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: hostile }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      at: fc.nat(),
      key: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'tenantId', 'role')),
      value: hostile,
    }),
  },
);

function mutate(value: Json, m: Mutation): Json {
  const all = paths(value);
  const path = all[m.at % all.length] as (string | number)[];
  const copy = structuredClone(value);
  if (path.length === 0) {
    if (m.kind === 'replace') return m.value;
    if (m.kind === 'extra' && copy && typeof copy === 'object' && !Array.isArray(copy)) {
      Object.defineProperty(copy, m.key, { value: m.value, enumerable: true, configurable: true, writable: true });
    }
    return m.kind === 'delete' ? {} : copy;
  }
  let parent = copy as Record<string | number, Json>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, Json>;
  const last = path[path.length - 1] as string | number;
  if (m.kind === 'replace') parent[last] = m.value;
  else if (m.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else if (parent && typeof parent === 'object' && !Array.isArray(parent)) {
    Object.defineProperty(parent, m.key, { value: m.value, enumerable: true, configurable: true, writable: true });
  }
  return copy;
}

/** The route's part as JSON Schema, from its zod schema; routes without one get junk of any shape. */
function jsonSchemaOf(part: unknown): JsonSchema | null {
  if (!part || typeof part !== 'object' || !('_zod' in part)) return null;
  try {
    return z.toJSONSchema(part as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

function partArbitrary(part: unknown, extra: Record<string, fc.Arbitrary<Json>> = {}): fc.Arbitrary<Json> {
  const schema = jsonSchemaOf(part);
  const base = schema ? valid(schema, schema) : fc.dictionary(fc.string({ maxLength: 8 }), hostile, { maxKeys: 3 });
  const seeded =
    Object.keys(extra).length > 0 && schema?.properties
      ? fc
          .tuple(base, fc.record(extra, { requiredKeys: [] }))
          .map(([value, real]) =>
            value && typeof value === 'object' && !Array.isArray(value)
              ? { ...value, ...Object.fromEntries(Object.entries(real).filter(([k]) => k in value)) }
              : value,
          )
      : base;
  return fc
    .tuple(seeded, fc.array(mutation, { maxLength: 3 }))
    .map(([value, mutations]) => mutations.reduce<Json>((v, m) => mutate(v, m), value as Json));
}

/** Percent-encodes UTF-8 bytes, as encodeURIComponent would, without throwing on a lone surrogate (sent as U+FFFD). */
function encodeSegment(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.!~*'()]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

export interface FuzzRequest {
  method: string;
  url: string;
  body?: Json;
}

function text(value: Json | undefined): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Real ids of the tenant, so some requests reach past "no such row". */
export interface FuzzIds {
  publicIds: string[];
}

export function requestArbitrary(route: RouteCatalogueEntry, ids: FuzzIds): fc.Arbitrary<FuzzRequest> {
  const schema = (route.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown };
  const names = [...route.url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
  const real: Record<string, fc.Arbitrary<Json>> = {};
  for (const name of names) {
    real[name] = /publicId|^id$|userId/.test(name)
      ? fc.oneof(fc.constantFrom(...ids.publicIds), fc.integer({ min: 1, max: 60 }))
      : fc.integer({ min: 1, max: 60 });
  }
  const params = schema.params
    ? partArbitrary(schema.params, real)
    : fc.record(Object.fromEntries(names.map((n) => [n, fc.oneof(real[n] as fc.Arbitrary<Json>, hostile)])));
  const query = partArbitrary(schema.querystring);
  const write = route.method !== 'GET' && route.method !== 'HEAD';
  const body = write ? partArbitrary(schema.body) : fc.constant(undefined);
  return fc.tuple(params, query, body).map(([p, q, b]) => {
    const values = p && typeof p === 'object' && !Array.isArray(p) ? p : {};
    const path = route.url.replace(/:(\w+)|\*/g, (_, name: string | undefined) => {
      const value = text((values as Record<string, Json>)[name ?? '*']);
      return encodeSegment(value);
    });
    const search = new URLSearchParams();
    if (q && typeof q === 'object' && !Array.isArray(q)) {
      for (const [k, v] of Object.entries(q)) {
        for (const item of Array.isArray(v) ? v : [v]) search.append(k, text(item));
      }
    } else if (q !== null && q !== undefined) {
      search.append(text(q), '');
    }
    const qs = search.toString();
    return { method: route.method, url: qs ? `${path}?${qs}` : path, ...(write ? { body: b as Json } : {}) };
  });
}

/** Routes that answer 503 on purpose when a service they call is not configured (CEP_LOOKUP_URL). */
const UNCONFIGURED = new Set(['/api/cep/:cep']);

const TENANT_ORDER: TenantSlug[] = ['mais-pra-ti', 'trindtech', 'sandbox', 'sabimais', 'asid'];

/** Who the route's cases are sent as: an Admin, or where no Admin may, the first role that may. */
export function callerFor(route: RouteCatalogueEntry): { tenant: TenantSlug; role: Role } {
  const permission = route.permission;
  if (permission.kind !== 'capability') return { tenant: 'mais-pra-ti', role: 'Admin' };
  for (const role of ['Admin', ...ROLES.filter((r) => r !== 'Admin')] as Role[]) {
    for (const tenant of TENANT_ORDER) if (can(tenant, role, permission.capability)) return { tenant, role };
  }
  return { tenant: 'mais-pra-ti', role: 'Admin' };
}

/** Routes left out: the docs are the swagger plugin's and take no input; logout would end the caller's session. */
export function fuzzable(route: RouteCatalogueEntry): boolean {
  return route.method !== 'HEAD' && !route.url.startsWith('/api/docs') && route.url !== '/api/auth/logout';
}

export interface RouteResult {
  route: string;
  as: string;
  cases: number;
  serverErrors: number;
  /** 503s that say so by design: the address lookup, which tests do not configure. */
  unavailable: number;
  examples: string[];
}

/**
 * Sends `runs` seeded cases of one route as the given caller (a cookie, or none) and counts the
 * answers ≥ 500, keeping a few of them to show.
 */
export async function fuzzRoute(
  app: FastifyInstance,
  route: RouteCatalogueEntry,
  options: { tenant: TenantSlug; cookie?: string; runs: number; seed: number; ids: FuzzIds; counter: { n: number } },
): Promise<RouteResult> {
  const cases = fc.sample(requestArbitrary(route, options.ids), { numRuns: options.runs, seed: options.seed });
  const result: RouteResult = {
    route: `${route.method} ${route.url}`,
    as: options.cookie ? 'session' : 'anonymous',
    cases: 0,
    serverErrors: 0,
    unavailable: 0,
    examples: [],
  };
  const host = hostOf(options.tenant);
  for (const request of cases) {
    const n = options.counter.n++;
    const headers: Record<string, string> = { host };
    if (options.cookie) headers.cookie = options.cookie;
    if (request.method !== 'GET') {
      headers.origin = `http://${host}`;
      headers['content-type'] = 'application/json';
    }
    const response = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      // An address per case: sign-in, reset and certificate routes are rate-limited per address.
      remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) ?? 'null' }),
    });
    result.cases += 1;
    if (response.statusCode === 503 && UNCONFIGURED.has(route.url)) {
      result.unavailable += 1;
    } else if (response.statusCode >= 500) {
      result.serverErrors += 1;
      if (result.examples.length < 3) {
        result.examples.push(
          `${request.method} ${request.url.slice(0, 200)} ${JSON.stringify(request.body ?? null).slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }
    }
  }
  return result;
}

/** Sessions per (tenant, role), signed in again when a case ended one (a password change, say). */
export function sessions(app: FastifyInstance) {
  const cookies = new Map<string, string>();
  return async (tenant: TenantSlug, role: Role, fresh = false): Promise<string> => {
    const key = `${tenant}:${role}`;
    if (fresh || !cookies.has(key)) cookies.set(key, (await login(app, tenant, role)).cookie);
    return cookies.get(key) as string;
  };
}

/** Fuzzes every fuzzable route: as its caller, and anonymously where no session is needed. */
export async function fuzzAll(
  app: FastifyInstance,
  options: {
    runs: number;
    seed: number;
    ids: FuzzIds;
    only?: (route: RouteCatalogueEntry) => boolean;
    onResult?: (result: RouteResult) => void;
  },
): Promise<RouteResult[]> {
  const signIn = sessions(app);
  const counter = { n: 0 };
  const results: RouteResult[] = [];
  for (const route of app.routeCatalogue.filter(fuzzable).filter(options.only ?? (() => true))) {
    const open = route.permission.kind === 'anonymous' || route.permission.kind === 'public';
    const { tenant, role } = callerFor(route);
    const seed = options.seed + results.length;
    let cookie: string | undefined;
    if (!open) {
      cookie = await signIn(tenant, role);
      // A case may have ended the session (a password change, the person's own deletion): sign in again.
      const alive = await app.inject({ url: '/api/auth/sessao', headers: { host: hostOf(tenant), cookie } });
      if (alive.statusCode !== 200) cookie = await signIn(tenant, role, true);
    }
    const result = await fuzzRoute(app, route, {
      tenant,
      ...(cookie ? { cookie } : {}),
      runs: options.runs,
      seed,
      ids: options.ids,
      counter,
    });
    options.onResult?.(result);
    results.push(result);
  }
  return results;
}
