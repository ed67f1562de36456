import type { Locale } from '@ponte/shared/locales';
import type { OptionType } from '@ponte/shared/options.schema';
import type { UserStatus } from '@ponte/shared/roles';
import type { Vocabulary } from '@ponte/shared/tenants';
import type { AccountState, UserSort } from '@ponte/shared/users.schema';
import { and, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { guardWrite } from '../../db/driver-errors.ts';
import { KEY_THEN, keyset, labelOf } from '../../db/keyset.ts';
import { foldedContains } from '../../db/like.ts';
import { companies, optionItems, users } from '../../db/schema.ts';
import type { AccountRef } from '../../domain/person.ts';
import { ROLE_OPTIONS } from './role-labels.ts';

export interface NewUser {
  tenantId: string;
  firstName: string;
  lastName: string;
  position: string | null;
  email: string;
  role: string;
  passwordHash: string;
  emailVerifiedAt: Date | null;
  companyId?: number | null;
  sectorId?: number | null;
  companyRelationshipIds?: number[];
}

export async function insertUser(tx: Tx, user: NewUser): Promise<{ id: number; publicId: string }> {
  const [row] = await guardWrite(tx.insert(users).values(user).returning({ id: users.id, publicId: users.publicId }));
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function countUsers(tx: Tx): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

// --- user management --------------------------------------------------------------------------

/** The list's sort key: the full name, case-folded, then id (the keyset). */
const sortName = sql<string>`lower(${users.firstName} || ' ' || ${users.lastName})`;

const managedColumns = {
  id: users.id,
  publicId: users.publicId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  status: users.status,
  position: users.position,
  companyId: users.companyId,
  companyName: companies.tradeName,
  sectorId: users.sectorId,
  companyRelationshipIds: users.companyRelationshipIds,
  emailVerifiedAt: users.emailVerifiedAt,
  lastLoginAt: users.lastLoginAt,
  anonymisedAt: users.anonymisedAt,
};

export interface ManagedUserRow extends AccountRef {
  role: string;
  status: string;
  position: string | null;
  companyId: number | null;
  companyName: string | null;
  sectorId: number | null;
  companyRelationshipIds: number[];
  emailVerifiedAt: Date | null;
  lastLoginAt: Date | null;
  /** Set once the person's deletion was confirmed (ADR 0044): the row stays, nobody may give it an identity again. */
  anonymisedAt: Date | null;
}

const companyJoin = and(eq(companies.tenantId, users.tenantId), eq(companies.id, users.companyId));

export interface UserListFilter {
  search?: string;
  role?: string;
  status?: AccountState;
  sort: UserSort;
  order: 'asc' | 'desc';
  /** Rows strictly after this (sort key, id) pair in the chosen order. */
  after?: { key: string; id: number } | null;
  limit: number;
}

/** Whose words the role sort reads: the reader's language and the tenant's ("Aluno" in sabimais). */
export interface SortLabels {
  locale: Locale;
  vocabulary: Vocabulary;
}

/**
 * The sort keys: names and emails case-folded (names in reading order, drizzle/0014); the role by the label
 * the reader sees; the company by its trade name (none after every company going up, ADR 0036) and the
 * account's state as the list shows it (active, invitation pending, inactive, deleted); each of these tied
 * on the name.
 */
const SORT_KEYS: Record<Exclude<UserSort, 'userType'>, SQL<string>> = {
  name: sortName,
  email: sql<string>`lower(${users.email})`,
  company: sql<string>`((case when ${companies.tradeName} is null then '2' else '1' end) || ${KEY_THEN}
    || coalesce(lower(${companies.tradeName}), '') || ${KEY_THEN} || ${sortName}) collate "und-x-icu"`,
  status: sql<string>`((case when ${users.anonymisedAt} is not null then '4' when ${users.status} = 'inactive' then '3'
    when ${users.emailVerifiedAt} is null then '2' else '1' end) || ${KEY_THEN} || ${sortName}) collate "und-x-icu"`,
};

/** The role by its label in the reader's language and the tenant's words (a code sorts in no language's order). */
function roleKey({ locale, vocabulary }: SortLabels): SQL<string> {
  const label = labelOf(users.role, ROLE_OPTIONS[vocabulary], locale);
  return sql<string>`(coalesce(${label}, ${users.role}) || ${KEY_THEN} || ${sortName}) collate "und-x-icu"`;
}

const sortKey = (sort: UserSort, labels: SortLabels) => (sort === 'userType' ? roleKey(labels) : SORT_KEYS[sort]);

function listConditions(filter: Omit<UserListFilter, 'after' | 'limit' | 'sort' | 'order'>): SQL[] {
  const conditions: SQL[] = [];
  if (filter.search) {
    conditions.push(
      or(
        foldedContains(sql`${users.firstName} || ' ' || ${users.lastName}`, filter.search),
        foldedContains(users.email, filter.search),
      ) as SQL,
    );
  }
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.status === 'anonymised') conditions.push(isNotNull(users.anonymisedAt));
  if (filter.status === 'inactive')
    conditions.push(sql`${users.status} = 'inactive' and ${users.anonymisedAt} is null`);
  if (filter.status === 'active')
    conditions.push(sql`${users.status} = 'active' and ${users.emailVerifiedAt} is not null`);
  if (filter.status === 'pending')
    conditions.push(sql`${users.status} = 'active' and ${users.emailVerifiedAt} is null`);
  return conditions;
}

/** One page by keyset, plus each row's sort key (the next cursor is built from the last one). */
export async function listUsers(
  tx: Tx,
  filter: UserListFilter,
  labels: SortLabels,
): Promise<(ManagedUserRow & { sortKey: string })[]> {
  const key = sortKey(filter.sort, labels);
  const page = keyset(key, users.id, filter.order, filter.after ?? null);
  const conditions = listConditions(filter);
  if (page.where) conditions.push(page.where);
  return tx
    .select({ ...managedColumns, sortKey: key })
    .from(users)
    .leftJoin(companies, companyJoin)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(...page.orderBy)
    .limit(filter.limit);
}

/** How many users the filters match, on every page. */
export async function countListedUsers(
  tx: Tx,
  filter: Omit<UserListFilter, 'after' | 'limit' | 'sort' | 'order'>,
): Promise<number> {
  const conditions = listConditions(filter);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(conditions.length > 0 ? and(...conditions) : undefined);
  return row?.n ?? 0;
}

export async function findManagedUser(
  tx: Tx,
  publicId: string,
  options: { lock?: boolean } = {},
): Promise<ManagedUserRow | undefined> {
  const query = tx
    .select(managedColumns)
    .from(users)
    .leftJoin(companies, companyJoin)
    .where(eq(users.publicId, publicId))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: users }) : await query;
  return row;
}

export async function findUserName(
  tx: Tx,
  publicId: string,
): Promise<{ firstName: string; lastName: string } | undefined> {
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.publicId, publicId))
    .limit(1);
  return row;
}

/** Whether another user of the tenant already has this email (case-insensitive). */
export async function emailInUse(tx: Tx, email: string, exceptUserId?: number): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        exceptUserId === undefined ? undefined : sql`${users.id} <> ${exceptUserId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function activeCompanyExists(tx: Tx, companyId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.status, 'active')))
    .limit(1);
  return rows.length > 0;
}

/** Which of these ids are options of this type, active or among those already kept. */
export async function validOptionIds(
  tx: Tx,
  type: OptionType,
  ids: readonly number[],
  kept: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: optionItems.id })
    .from(optionItems)
    .where(
      and(
        eq(optionItems.type, type),
        inArray(optionItems.id, [...ids]),
        kept.length > 0
          ? or(eq(optionItems.active, true), inArray(optionItems.id, [...kept]))
          : eq(optionItems.active, true),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * The tenant's active Admins, locked: two Admins demoting or deactivating each other at once are
 * serialised here, and the second sees the first's change.
 */
export async function lockActiveAdminIds(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'Admin'), eq(users.status, 'active')))
    .orderBy(users.id)
    .for('update');
  return rows.map((r) => r.id);
}

/** The active Admins whose email is confirmed (read after lockActiveAdminIds, in the same transaction). */
export async function verifiedActiveAdminIds(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'Admin'), eq(users.status, 'active'), isNotNull(users.emailVerifiedAt)));
  return rows.map((r) => r.id);
}

export interface UserChanges {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  position: string | null;
  companyId: number | null;
  sectorId: number | null;
  companyRelationshipIds: number[];
  /** Set only when the email changed: the new address is not proven yet. */
  emailVerifiedAt?: null;
}

export async function updateUser(tx: Tx, userId: number, changes: UserChanges): Promise<void> {
  await guardWrite(
    tx
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, userId)),
  );
}

export async function setUserStatus(tx: Tx, userId: number, status: UserStatus): Promise<void> {
  await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, userId));
}
