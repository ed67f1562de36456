import { type ProfileTab, profileTabVisible } from '@ponte/shared/permissions';
import { type Action, SENSITIVE_DATA_ACTION } from '@ponte/shared/policy';
import type { ProfileAccess, ProfileRelation } from '@ponte/shared/profile.schema';
import type { TenantSlug } from '@ponte/shared/tenants';
import type { Tx } from '../../db/scope.ts';
import { Errors } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../../http/request-context.ts';
import { type Decisions, decide } from '../policy/policy.service.ts';
import type { Tenant } from '../tenant/tenant.service.ts';
import { findProfileOwner, type ProfileOwner } from './profile-access.repository.ts';

export interface ProfileContext {
  tenant: TenantSlug;
  viewer: AuthenticatedUser;
  owner: ProfileOwner;
  access: ProfileAccess;
}

const PROFILE_ACTIONS = [
  'profile.read',
  'profile.edit',
  'profile.readSensitive',
  'profile.takeBehaviouralTest',
] as const satisfies readonly Action[];

/** Why the caller reads this profile, for the web's wording ("your test" or "their test"). */
function relationLabel(
  decisions: Decisions<(typeof PROFILE_ACTIONS)[number]>,
  viewer: AuthenticatedUser,
): ProfileRelation {
  if (decisions.relations.has('self')) return 'self';
  if (viewer.role === 'Admin') return 'admin';
  if (viewer.role === 'Rh') return 'hr';
  if (decisions.relations.has('activeMentor')) return 'mentor';
  return 'talentBase';
}

/**
 * Who may see whose profile: the rules of packages/shared/src/policy.ts ('profile.*'), evaluated
 * by the one resolver. Another tenant's profile is 404 (row-level security finds nothing); the
 * rest of the tenant is 403.
 */
export async function resolveProfile(
  tx: Tx,
  tenant: Tenant,
  viewer: AuthenticatedUser,
  publicId: string,
): Promise<ProfileContext> {
  const owner = await findProfileOwner(tx, publicId);
  if (!owner) throw Errors.notFound();
  const decisions = await decide(tx, tenant.slug, viewer, { person: owner }, PROFILE_ACTIONS);
  const { allowed } = decisions;
  if (!allowed['profile.read']) throw Errors.forbidden();
  return {
    tenant: tenant.slug,
    viewer,
    owner,
    access: {
      relation: relationLabel(decisions, viewer),
      canEdit: allowed['profile.edit'],
      seesSensitive: allowed[SENSITIVE_DATA_ACTION],
      canTakeTest: allowed['profile.takeBehaviouralTest'],
    },
  };
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
