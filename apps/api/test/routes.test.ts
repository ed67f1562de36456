import { type Capability, can } from '@ponte/shared/permissions';
import { ROLES } from '@ponte/shared/roles';
import { TENANT_SLUGS } from '@ponte/shared/tenants';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { describePermission, P } from '../src/http/permissions.ts';
import { call, login } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const PROBED: Capability[] = ['talentBase', 'analytics', 'users', 'quiz'];
const ctx = useTestApp({
  extend(app: FastifyInstance) {
    // Probes that exercise the real permission hook for capabilities the matrix grants or denies.
    for (const capability of PROBED) {
      app.get(
        `/api/probe/${capability}`,
        { config: { permission: P.can(capability) }, schema: { hide: true } },
        async () => ({ ok: true }),
      );
    }
  },
});

describe('route permissions', () => {
  it('lists every route with the permission it declares', () => {
    const listed = ctx.app.routeCatalogue
      .filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/probe/'))
      .map((r) => `${r.method} ${r.url} → ${describePermission(r.permission)}`)
      .sort();
    expect(listed.every((line) => !line.endsWith('NONE'))).toBe(true);
    expect(listed).toMatchSnapshot();
  });

  it('refuses to register a route that declares no permission', () => {
    expect(() => ctx.app.get('/api/undeclared', async () => 'x')).toThrow();
  });

  it('answers 403 wherever the matrix denies a capability, for all 8 roles in all 5 tenants', async () => {
    for (const tenant of TENANT_SLUGS) {
      for (const role of ROLES) {
        const { cookie } = await login(ctx.app, tenant, role);
        for (const capability of PROBED) {
          const response = await call(ctx.app, { url: `/api/probe/${capability}`, tenant, cookie });
          const expected = can(tenant, role, capability) ? 200 : 403;
          expect(response.statusCode, `${role}@${tenant} → ${capability}`).toBe(expected);
          if (expected === 403) expect(response.json().error.code).toBe('FORBIDDEN');
        }
      }
    }
  });

  it('answers 401 to a capability route without a session', async () => {
    const response = await call(ctx.app, { url: '/api/probe/talentBase' });
    expect(response.statusCode).toBe(401);
  });
});

describe('the API contract (/api/docs/json, ADR 0043)', () => {
  interface Operation {
    summary?: string;
    operationId?: string;
    security?: Array<Record<string, string[]>>;
    responses: Record<string, { description: string; content?: Record<string, { schema: { $ref?: string } }> }>;
  }

  async function operations(): Promise<Array<{ method: string; url: string; operation: Operation }>> {
    const response = await call(ctx.app, { url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { paths: Record<string, Record<string, Operation>> };
    return Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), url, operation })),
    );
  }

  it('gives every operation a summary and a unique operationId', async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter(({ operation }) => !operation.summary || !operation.operationId)).toEqual([]);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('asks for the session cookie exactly where the route needs a session', async () => {
    const permissionOf = new Map(
      ctx.app.routeCatalogue.map((r) => [`${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`, r.permission]),
    );
    for (const { method, url, operation } of await operations()) {
      const permission = permissionOf.get(`${method} ${url}`);
      expect(permission, `${method} ${url}`).toBeDefined();
      const needsSession = permission?.kind === 'session' || permission?.kind === 'capability';
      expect(operation.security, `${method} ${url}`).toEqual(needsSession ? [{ sessionCookie: [] }] : []);
    }
  });

  it('describes every response, and answers every error with the one shared shape', async () => {
    for (const { method, url, operation } of await operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(response.description, `${method} ${url} ${status}`).not.toBe('Default Response');
        if (Number(status) >= 400) {
          expect(response.content, `${method} ${url} ${status}`).toEqual({
            'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } },
          });
        }
      }
    }
  });
});
