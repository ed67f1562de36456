import { type Capability, can } from '@ponte/shared/permissions';
import { isTenantSlug } from '@ponte/shared/tenants';
import type { FastifyRequest } from 'fastify';
import { Errors } from './errors.ts';

/**
 * What a route needs, declared on every route as `config.permission` (app.ts refuses to start with
 * a route that declares none):
 * - anonymous: nothing, not even a tenant (health checks, docs, static files);
 * - public: a known tenant host, no session (tenant branding, sign-in, password reset);
 * - session: a signed-in user of this tenant with a verified email, unless `unverified` allows it;
 * - capability: a session whose role the shared matrix allows that capability in this tenant.
 */
export type RoutePermission =
  | { kind: 'anonymous' }
  | { kind: 'public' }
  | { kind: 'session'; unverified: boolean }
  | { kind: 'capability'; capability: Capability };

export const P = {
  anonymous: { kind: 'anonymous' } as RoutePermission,
  public: { kind: 'public' } as RoutePermission,
  session: (options: { unverified?: boolean } = {}): RoutePermission => ({
    kind: 'session',
    unverified: options.unverified ?? false,
  }),
  can: (capability: Capability): RoutePermission => ({ kind: 'capability', capability }),
};

export function describePermission(permission: RoutePermission | undefined): string {
  if (!permission) return 'NONE';
  switch (permission.kind) {
    case 'anonymous':
    case 'public':
      return permission.kind;
    case 'session':
      return permission.unverified ? 'session (unverified email allowed)' : 'session';
    case 'capability':
      return `capability:${permission.capability}`;
  }
}

/** Runs once a request's tenant and session are known; throws the 401/403/404 the route's permission calls for. */
export function authorize(request: FastifyRequest, permission: RoutePermission): void {
  if (permission.kind === 'anonymous') return;
  if (!request.tenant) throw Errors.notFound();
  if (permission.kind === 'public') return;
  const auth = request.auth;
  if (!auth) throw Errors.unauthenticated();
  if (permission.kind === 'session') {
    if (!permission.unverified && !auth.user.emailVerified) throw Errors.emailNotVerified();
    return;
  }
  if (!auth.user.emailVerified) throw Errors.emailNotVerified();
  const slug = request.tenant.slug;
  if (!isTenantSlug(slug) || !can(slug, auth.user.role, permission.capability)) throw Errors.forbidden();
}
