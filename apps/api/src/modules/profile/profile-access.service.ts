import {
  can,
  MENTEE_READER_ROLES,
  PROFILE_EDITOR_ROLES,
  PROFILE_READER_ROLES,
  type ProfileTab,
  profileTabVisible,
} from '@ponte/shared/permissions';
import type { ProfileAccess, ProfileRelation } from '@ponte/shared/profile.schema';
import { isTenantSlug, type TenantSlug } from '@ponte/shared/tenants';
import type { Tx } from '../../db/client.ts';
import { Errors } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../../http/request-context.ts';
import type { Tenant } from '../tenant/tenant.service.ts';
import { findProfileOwner, isLinkedMentor, type ProfileOwner } from './profile-access.repository.ts';

export interface ProfileContext {
  tenant: TenantSlug;
  viewer: AuthenticatedUser;
  owner: ProfileOwner;
  access: ProfileAccess;
}

function accessFor(relation: ProfileRelation, viewer: AuthenticatedUser, owner: ProfileOwner): ProfileAccess {
  return {
    relation,
    canEdit: relation === 'self' || relation === 'admin',
    seesSensitive: relation === 'self' || relation === 'admin' || relation === 'hr',
    canTakeTest: relation === 'self' && viewer.id === owner.id,
  };
}

/**
 * Who may see whose profile (issue 3 "Who may see and change what"):
 * - the person; Admin and Rh of the tenant;
 * - a mentor, for the talents linked to them by a mentorship request;
 * - a role that reaches the talent base, for talents.
 * Another tenant's profile is 404 (row-level security finds nothing); the rest of the tenant is 403.
 */
export async function resolveProfile(
  tx: Tx,
  tenant: Tenant,
  viewer: AuthenticatedUser,
  publicId: string,
): Promise<ProfileContext> {
  if (!isTenantSlug(tenant.slug)) throw Errors.notFound();
  const owner = await findProfileOwner(tx, publicId);
  if (!owner) throw Errors.notFound();
  const relation = await relationOf(tx, tenant.slug, viewer, owner);
  if (!relation) throw Errors.forbidden();
  return { tenant: tenant.slug, viewer, owner, access: accessFor(relation, viewer, owner) };
}

async function relationOf(
  tx: Tx,
  tenant: TenantSlug,
  viewer: AuthenticatedUser,
  owner: ProfileOwner,
): Promise<ProfileRelation | null> {
  if (viewer.id === owner.id) return 'self';
  if (PROFILE_EDITOR_ROLES.includes(viewer.role)) return 'admin';
  if (PROFILE_READER_ROLES.includes(viewer.role)) return 'hr';
  if (owner.role !== 'Talento' || owner.status !== 'active') return null;
  if (MENTEE_READER_ROLES.includes(viewer.role) && (await isLinkedMentor(tx, viewer.id, owner.id))) return 'mentor';
  if (can(tenant, viewer.role, 'talentBase')) return 'talentBase';
  return null;
}

/** A tab the matrix hides for this owner (e.g. skills of an Rh) is forbidden through the API too. */
export function requireTab(ctx: ProfileContext, tab: ProfileTab): void {
  if (!profileTabVisible(tab, { tenant: ctx.tenant, ownerRole: ctx.owner.role, viewerRole: ctx.viewer.role })) {
    throw Errors.forbidden();
  }
}

export function requireEdit(ctx: ProfileContext): void {
  if (!ctx.access.canEdit) throw Errors.forbidden();
}

/** Leaves the listed keys out of an object (not null: absent), for callers who may not see them. */
export function omitKeys<T extends object, K extends keyof T>(value: T, keys: readonly K[], omit: boolean): T {
  if (!omit) return value;
  const copy = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}
