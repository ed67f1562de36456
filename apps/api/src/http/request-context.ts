import type { Locale } from '@ponte/shared/locales';
import type { Role } from '@ponte/shared/roles';
import type { AccountRef } from '../domain/person.ts';
import type { Tenant } from '../modules/tenant/tenant.service.ts';
import type { RoutePermission } from './permissions.ts';

export interface AuthenticatedUser extends AccountRef {
  position: string | null;
  role: Role;
  emailVerified: boolean;
  language: Locale;
}

export interface AuthContext {
  sessionIdHash: string;
  user: AuthenticatedUser;
  /** The profile photo's file key, read with the session (one round trip): the header avatar's. */
  photoKey: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant | null;
    auth: AuthContext | null;
    locale: Locale;
  }
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
}
