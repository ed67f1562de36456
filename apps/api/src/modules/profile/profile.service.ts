import { hasKey } from '@ponte/shared/i18n/catalogues';
import type { OptionType } from '@ponte/shared/options.schema';
import { profileTabsOf } from '@ponte/shared/permissions';
import type { ProfileSummary } from '@ponte/shared/profile.schema';
import type { z } from 'zod';
import type { ScopedDatabase, Tx } from '../../db/scope.ts';
import { type AppError, Errors } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../../http/request-context.ts';
import type { Tenant } from '../tenant/tenant.service.ts';
import { findOptions, findProfileHeader } from './profile.repository.ts';
import { type ProfileContext, resolveProfile } from './profile-access.service.ts';

/** Who asks for whose profile: what every profile call starts from. */
export interface ProfileRequest {
  tenant: Tenant;
  viewer: AuthenticatedUser;
  publicId: string;
}

/**
 * One transaction in the request's tenant, with the profile resolved: another tenant's id is 404,
 * a profile the caller may not see is 403, before any tab-specific work runs.
 */
export function withProfile<T>(
  db: ScopedDatabase,
  request: ProfileRequest,
  work: (tx: Tx, ctx: ProfileContext) => Promise<T>,
): Promise<T> {
  return db.inTenant(request.tenant.id, async (tx) => {
    const ctx = await resolveProfile(tx, request.tenant, request.viewer, request.publicId);
    return work(tx, ctx);
  });
}

/** Turns a rule the schema checks after the fact (it needed stored data) into the usual field errors. */
export function invalidFieldsFrom(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    fields[path] ??= hasKey('pt-BR', issue.message) ? issue.message : 'validation.invalid';
  }
  return Errors.invalidFields(fields);
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidFieldsFrom(result.error);
  return result.data;
}

export interface OptionCheck {
  field: string;
  type: OptionType;
  ids: readonly number[];
  /** Ids already stored for this person: still accepted after an admin deactivates the option. */
  kept?: readonly number[];
}

/** Every id must name an option item of the field's type, active or already chosen before. */
export async function requireOptions(tx: Tx, checks: readonly OptionCheck[]): Promise<void> {
  const wanted = [...new Set(checks.flatMap((c) => c.ids))];
  const found = new Map((await findOptions(tx, wanted)).map((o) => [o.id, o]));
  const fields: Record<string, string> = {};
  for (const check of checks) {
    const ok = check.ids.every((id) => {
      const option = found.get(id);
      return option !== undefined && option.type === check.type && (option.active || check.kept?.includes(id));
    });
    if (!ok) fields[check.field] = 'profileApi.unknownOption';
  }
  if (Object.keys(fields).length > 0) throw Errors.invalidFields(fields);
}

/** Stored codes are the contract's enum values; the response schema checks them on the way out. */
export const storedCode = <T extends string>(value: string | null): T | null => value as T | null;

/** Drops repeated ids, keeping the first occurrence's order. */
export function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

export class ProfileService {
  constructor(private readonly db: ScopedDatabase) {}

  summary(request: ProfileRequest): Promise<ProfileSummary> {
    return withProfile(this.db, request, async (tx, ctx) => {
      const header = await findProfileHeader(tx, ctx.owner.id);
      return {
        id: ctx.owner.id,
        publicId: ctx.owner.publicId,
        firstName: ctx.owner.firstName,
        lastName: ctx.owner.lastName,
        socialName: header.socialName,
        email: ctx.owner.email,
        userType: ctx.owner.role,
        position: ctx.owner.position,
        photoUrl: header.photoKey,
        tabs: profileTabsOf({ tenant: ctx.tenant, ownerRole: ctx.owner.role, viewerRole: ctx.viewer.role }),
        access: ctx.access,
      };
    });
  }
}
