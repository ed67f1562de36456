/**
 * Schemas of the enumerations every contract uses. The lists themselves live in roles.ts, tenants.ts
 * and locales.ts without the schema library, because the web's first load (the sign-in page) reads
 * them and must not carry it (ADR 0032).
 */
import { z } from 'zod';
import { LOCALES } from './locales.ts';
import { ROLES, USER_STATUSES } from './roles.ts';
import { TENANT_SLUGS } from './tenants.ts';

export const roleSchema = z.enum(ROLES);
export const userStatusSchema = z.enum(USER_STATUSES);
export const tenantSlugSchema = z.enum(TENANT_SLUGS);
export const localeSchema = z.enum(LOCALES);
