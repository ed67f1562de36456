import type { FastifyRequest } from 'fastify';
import type { Tenant } from '../modules/tenant/tenant.service.ts';
import { Errors } from './errors.ts';
import type { AuthContext } from './request-context.ts';

// The permission hook has already refused requests that lack these; the guards give handlers the types.
export function requireTenant(request: FastifyRequest): Tenant {
  if (!request.tenant) throw Errors.notFound();
  return request.tenant;
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw Errors.unauthenticated();
  return request.auth;
}
