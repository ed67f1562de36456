import type { FastifyRequest } from 'fastify';
import { requireAuth, requireTenant } from '../../http/request-guards.ts';
import type { ProfileRequest } from './profile.service.ts';

/** Every profile route has `:id`, the owner's publicId; the caller and tenant come from the session and host. */
export function profileRequest(request: FastifyRequest<{ Params: { id: string } }>): ProfileRequest {
  return { tenant: requireTenant(request), viewer: requireAuth(request).user, publicId: request.params.id };
}
