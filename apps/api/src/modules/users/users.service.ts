import { EXPORT_MAX_ROWS } from '@ponte/shared/data-transfer.schema';
import type { Locale } from '@ponte/shared/locales';
import { ROLES, type Role } from '@ponte/shared/roles';
import {
  type AccountState,
  formRoleOf,
  NO_COMPANY_ID,
  storedRoleOf,
  type UserDetail,
  type UserListItem,
  type UserListResponse,
  type UserName,
  type UserRequestParsed,
  type userListQuerySchema,
} from '@ponte/shared/users.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { ScopedDatabase, Tx } from '../../db/scope.ts';
import { ConflictError } from '../../domain/domain-errors.ts';
import { AppError, Errors } from '../../http/errors.ts';
import { sortedKeyset } from '../../http/keyset-cursor.ts';
import type { AuthenticatedUser } from '../../http/request-context.ts';
import { hashPassword } from '../../security/password.ts';
import { randomToken } from '../../security/tokens.ts';
import { insertAuditEntry } from '../audit/audit.repository.ts';
import { invalidateResetTokens, revokeUserSessions } from '../auth/auth.repository.ts';
import type { Tenant } from '../tenant/tenant.service.ts';
import * as repo from './user.repository.ts';

type ListQuery = z.output<typeof userListQuerySchema>;

/** What the users module needs from auth: mailing a set-password invitation, telling a former address. */
export interface Inviter {
  invite(tenant: Tenant, user: { id: number; email: string; firstName: string }, locale: Locale): Promise<void>;
  tellEmailChanged(
    tenant: Tenant,
    user: { formerEmail: string; email: string; firstName: string },
    locale: Locale,
  ): Promise<void>;
}

export interface UsersServiceDeps {
  db: ScopedDatabase;
  inviter: Inviter;
  log: FastifyBaseLogger;
}

/** Rows per read while exporting: the list's keyset walk in larger steps. */
const EXPORT_PAGE = 1000;

const emailTaken = () =>
  new AppError(409, 'CONFLICT', 'users.errors.emailTaken', {}, { email: 'users.errors.emailTaken' });
const lastAdmin = () => Errors.conflict('users.errors.lastAdmin');
/** An anonymised account (ADR 0044) is not edited back into someone. */
const anonymised = () => Errors.conflict('privacy.errors.anonymised');

function asRole(value: string): Role {
  if (!(ROLES as readonly string[]).includes(value)) throw new Error(`unknown role ${value}`);
  return value as Role;
}

function fullName(row: { firstName: string; lastName: string }): string {
  return `${row.firstName} ${row.lastName}`.trim();
}

function company(row: repo.ManagedUserRow) {
  return row.companyId === null ? null : { id: row.companyId, name: row.companyName ?? '' };
}

/** The state the list shows: a deleted account (ADR 0044) is its own, whatever its stored status. */
function accountStateOf(row: repo.ManagedUserRow): AccountState {
  if (row.anonymisedAt) return 'anonymised';
  if (row.status === 'inactive') return 'inactive';
  return row.emailVerifiedAt === null ? 'pending' : 'active';
}

function toListItem(row: repo.ManagedUserRow): UserListItem {
  return {
    publicId: row.publicId,
    name: fullName(row),
    userType: asRole(row.role),
    position: row.position,
    email: row.email,
    company: company(row),
    businessRelationship: row.companyRelationshipIds,
    status: row.status === 'inactive' ? 'inactive' : 'active',
    accountState: accountStateOf(row),
  };
}

function toDetail(row: repo.ManagedUserRow): UserDetail {
  const userType = asRole(row.role);
  return {
    publicId: row.publicId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    userType,
    ...formRoleOf(userType),
    companyId: row.companyId ?? NO_COMPANY_ID,
    company: company(row),
    sectorId: row.sectorId,
    position: row.position,
    businessRelationships: row.companyRelationshipIds,
    status: row.status === 'inactive' ? 'inactive' : 'active',
    emailVerified: row.emailVerifiedAt !== null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    anonymised: row.anonymisedAt !== null,
  };
}

/** Removing (deactivating or demoting) an active Admin needs another active Admin left. */
function assertNotLastAdmin(activeAdmins: readonly number[], userId: number): void {
  if (activeAdmins.includes(userId) && activeAdmins.length <= 1) throw lastAdmin();
}

/** The words the role sort reads: the reader's language, the tenant's vocabulary. */
function sortLabels(tenant: Tenant, locale: Locale): repo.SortLabels {
  return { locale, vocabulary: tenant.definition.vocabulary };
}

function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

export class UsersService {
  constructor(private readonly deps: UsersServiceDeps) {}

  async list(tenant: Tenant, query: ListQuery, locale: Locale): Promise<UserListResponse> {
    const sorted = sortedKeyset('users', query);
    const filters = { search: query.search, role: query.role, status: query.status };
    const { rows, total } = await this.deps.db.inTenant(tenant.id, async (tx) => ({
      rows: await repo.listUsers(tx, { ...filters, ...sorted.search }, sortLabels(tenant, locale)),
      total: await repo.countListedUsers(tx, filters),
    }));
    const page = sorted.page(rows);
    return { items: page.rows.map(toListItem), nextCursor: page.nextCursor, total };
  }

  /** Every user the same filters find, in the list's order, up to EXPORT_MAX_ROWS (issue 16 §2). */
  async exportRows(
    tenant: Tenant,
    actor: AuthenticatedUser,
    query: ListQuery,
    locale: Locale,
  ): Promise<UserListItem[]> {
    const filters = { search: query.search, role: query.role, status: query.status };
    const labels = sortLabels(tenant, locale);
    return this.deps.db.inTenant(tenant.id, async (tx) => {
      const out: repo.ManagedUserRow[] = [];
      let after: { key: string; id: number } | undefined;
      while (out.length < EXPORT_MAX_ROWS) {
        const limit = Math.min(EXPORT_PAGE, EXPORT_MAX_ROWS - out.length);
        const rows = await repo.listUsers(
          tx,
          { ...filters, sort: query.sort, order: query.order, after, limit },
          labels,
        );
        out.push(...rows);
        const last = rows.at(-1);
        if (rows.length < limit || !last) break;
        after = { key: last.sortKey, id: last.id };
      }
      await this.audit(tx, tenant, actor, 'users.export', { filters, rows: out.length });
      return out.map(toListItem);
    });
  }

  async get(tenant: Tenant, publicId: string): Promise<UserDetail> {
    const row = await this.deps.db.inTenant(tenant.id, (tx) => repo.findManagedUser(tx, publicId));
    if (!row) throw Errors.notFound();
    return toDetail(row);
  }

  /** Any signed-in person may ask; row-level security makes another tenant's id unknown (404). */
  async nameOf(tenant: Tenant, publicId: string): Promise<UserName> {
    const row = await this.deps.db.inTenant(tenant.id, (tx) => repo.findUserName(tx, publicId));
    if (!row) throw Errors.notFound();
    return { publicId, name: fullName(row) };
  }

  /** Registers a person with no usable password and mails them a set-password invitation. */
  async create(
    tenant: Tenant,
    actor: AuthenticatedUser,
    input: UserRequestParsed,
    locale: Locale,
  ): Promise<UserDetail> {
    // Nobody knows this password: the account opens only through the invitation link.
    const passwordHash = await hashPassword(randomToken());
    let created: repo.ManagedUserRow;
    try {
      created = await this.deps.db.inTenant(tenant.id, async (tx) => {
        if (await repo.emailInUse(tx, input.email)) throw emailTaken();
        const fields = await this.checkedFields(tx, input, null);
        const { publicId } = await repo.insertUser(tx, {
          tenantId: tenant.id,
          ...fields,
          passwordHash,
          emailVerifiedAt: null,
        });
        await this.audit(tx, tenant, actor, 'users.create', { user: publicId, role: fields.role });
        const row = await repo.findManagedUser(tx, publicId);
        if (!row) throw new Error('created user not found');
        return row;
      });
    } catch (error) {
      // Two registrations of one email at once: the unique index decides, the answer is the same.
      if (error instanceof ConflictError && error.kind === 'unique') throw emailTaken();
      throw error;
    }
    await this.sendInvitation(tenant, created, locale);
    return toDetail(created);
  }

  async update(
    tenant: Tenant,
    actor: AuthenticatedUser,
    publicId: string,
    input: UserRequestParsed,
    locale: Locale,
  ): Promise<UserDetail> {
    let outcome: { row: repo.ManagedUserRow; reinvite: boolean; formerEmail: string | null };
    try {
      outcome = await this.deps.db.inTenant(tenant.id, async (tx) => {
        const { current, admins } = await this.lockTarget(tx, publicId);
        if (current.anonymisedAt) throw anonymised();
        if (await repo.emailInUse(tx, input.email, current.id)) throw emailTaken();
        const fields = await this.checkedFields(tx, input, current);
        if (fields.role !== 'Admin') assertNotLastAdmin(admins, current.id);
        const emailChanged = fields.email.toLowerCase() !== current.email.toLowerCase();
        if (emailChanged && current.role === 'Admin' && current.emailVerifiedAt !== null) {
          // A new address is unconfirmed: the last Admin who can sign in must keep theirs.
          const verified = await repo.verifiedActiveAdminIds(tx);
          if (verified.length <= 1 && verified.includes(current.id)) {
            throw Errors.conflict('users.errors.lastVerifiedAdmin');
          }
        }
        await repo.updateUser(tx, current.id, { ...fields, ...(emailChanged ? { emailVerifiedAt: null } : {}) });
        if (emailChanged) {
          const now = new Date();
          // Neither a link mailed to the old address nor a session opened with it goes on.
          await invalidateResetTokens(tx, current.id, now);
          await revokeUserSessions(tx, current.id, now);
        }
        await this.audit(tx, tenant, actor, 'users.update', {
          user: publicId,
          ...(fields.role === current.role ? {} : { role: { from: current.role, to: fields.role } }),
          ...(emailChanged ? { emailChanged: true } : {}),
        });
        const row = await repo.findManagedUser(tx, publicId);
        if (!row) throw new Error('updated user not found');
        // Someone still waiting for their invitation gets it again, at the corrected address.
        return {
          row,
          reinvite: emailChanged && current.emailVerifiedAt === null && row.status === 'active',
          // The owner of the old address hears of it: an Admin cannot take an account over silently.
          formerEmail: emailChanged && current.emailVerifiedAt !== null ? current.email : null,
        };
      });
    } catch (error) {
      if (error instanceof ConflictError && error.kind === 'unique') throw emailTaken();
      throw error;
    }
    if (outcome.reinvite) await this.sendInvitation(tenant, outcome.row, locale);
    if (outcome.formerEmail) {
      const { email, firstName } = outcome.row;
      await this.deps.inviter
        .tellEmailChanged(tenant, { formerEmail: outcome.formerEmail, email, firstName }, locale)
        .catch((err) => this.deps.log.error({ err }, 'could not tell the former address of an email change'));
    }
    return toDetail(outcome.row);
  }

  /** Deactivating signs the person out everywhere and kills any pending set-password link. */
  async deactivate(tenant: Tenant, actor: AuthenticatedUser, publicId: string): Promise<UserDetail> {
    const row = await this.deps.db.inTenant(tenant.id, async (tx) => {
      const { current, admins } = await this.lockTarget(tx, publicId);
      if (current.status === 'inactive') return current;
      assertNotLastAdmin(admins, current.id);
      const now = new Date();
      await repo.setUserStatus(tx, current.id, 'inactive');
      await revokeUserSessions(tx, current.id, now);
      await invalidateResetTokens(tx, current.id, now);
      await this.audit(tx, tenant, actor, 'users.deactivate', { user: publicId });
      return { ...current, status: 'inactive' };
    });
    return toDetail(row);
  }

  async reactivate(tenant: Tenant, actor: AuthenticatedUser, publicId: string): Promise<UserDetail> {
    const row = await this.deps.db.inTenant(tenant.id, async (tx) => {
      const current = await repo.findManagedUser(tx, publicId, { lock: true });
      if (!current) throw Errors.notFound();
      if (current.status === 'active') return current;
      if (current.anonymisedAt) throw anonymised();
      await repo.setUserStatus(tx, current.id, 'active');
      await this.audit(tx, tenant, actor, 'users.reactivate', { user: publicId });
      return { ...current, status: 'active' };
    });
    return toDetail(row);
  }

  async resendInvitation(tenant: Tenant, actor: AuthenticatedUser, publicId: string, locale: Locale): Promise<void> {
    const row = await this.deps.db.inTenant(tenant.id, async (tx) => {
      const current = await repo.findManagedUser(tx, publicId);
      if (!current) throw Errors.notFound();
      if (current.status !== 'active') throw Errors.conflict('users.errors.inviteInactive');
      await this.audit(tx, tenant, actor, 'users.invite', { user: publicId });
      return current;
    });
    await this.deps.inviter.invite(tenant, row, locale);
  }

  /** The stored values of a request, after the checks that need the tenant's data. */
  private async checkedFields(tx: Tx, input: UserRequestParsed, current: repo.ManagedUserRow | null) {
    const invalid: Record<string, string> = {};
    const companyId = input.companyId === NO_COMPANY_ID ? null : input.companyId;
    // The current company stays acceptable after it is deactivated, so other edits still save.
    if (companyId !== null && companyId !== current?.companyId && !(await repo.activeCompanyExists(tx, companyId))) {
      invalid.companyId = 'validation.invalid';
    }
    if (input.sectorId !== null) {
      const kept = current?.sectorId === null || current === null ? [] : [current.sectorId];
      const valid = await repo.validOptionIds(tx, 'EMPLOYEE_SECTOR', [input.sectorId], kept);
      if (!valid.has(input.sectorId)) invalid.sectorId = 'validation.invalid';
    }
    const relationships = unique(input.businessRelationships);
    const validRelationships = await repo.validOptionIds(
      tx,
      'COMPANY_RELATIONSHIP',
      relationships,
      current?.companyRelationshipIds ?? [],
    );
    if (relationships.some((id) => !validRelationships.has(id))) invalid.businessRelationships = 'validation.invalid';
    if (Object.keys(invalid).length > 0) throw Errors.invalidFields(invalid);
    return {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      role: storedRoleOf(input.role, input.isMentor),
      position: input.position,
      companyId,
      sectorId: input.sectorId,
      companyRelationshipIds: relationships,
    };
  }

  /**
   * Locks the tenant's active Admins, then the person: always in this order, so two Admins removing
   * each other at once queue instead of deadlocking, and the second sees the first's change.
   */
  private async lockTarget(tx: Tx, publicId: string) {
    const admins = await repo.lockActiveAdminIds(tx);
    const current = await repo.findManagedUser(tx, publicId, { lock: true });
    if (!current) throw Errors.notFound();
    return { current, admins };
  }

  private audit(tx: Tx, tenant: Tenant, actor: AuthenticatedUser, action: string, detail: Record<string, unknown>) {
    return insertAuditEntry(tx, { tenantId: tenant.id, userId: actor.id, action, detail });
  }

  /** The account exists whatever the mail server says; an Admin can resend from the edit page. */
  private async sendInvitation(tenant: Tenant, row: repo.ManagedUserRow, locale: Locale): Promise<void> {
    try {
      await this.deps.inviter.invite(tenant, row, locale);
    } catch (err) {
      this.deps.log.error({ err }, 'could not send the invitation');
    }
  }
}
