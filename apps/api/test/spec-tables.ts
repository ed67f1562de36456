/**
 * Tables of the product specification restated by hand, for the tests to hold the code to: written from
 * the spec, never read from the code they check.
 */
import type { Role } from '@ponte/shared/roles';
import type { TenantSlug } from '@ponte/shared/tenants';

/** Spec §6 "Talent/student base": the roles that see a tenant's talents without mentoring them. */
export const TALENT_BASE: Readonly<Record<TenantSlug, readonly Role[]>> = {
  trindtech: ['Admin', 'Rh'],
  sandbox: ['Admin', 'Rh', 'RhMentor'],
  'mais-pra-ti': ['Admin', 'Rh', 'RhMentor'],
  sabimais: ['Admin'],
  asid: ['Admin'],
};
