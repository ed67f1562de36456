import type { MentorshipEventKind, MentorshipPeriod, MentorshipStatus } from '@ponte/shared/mentoring.schema';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { foldedContains } from '../../db/like.ts';
import {
  mentorshipEvents,
  mentorshipRequests,
  optionItems,
  profiles,
  storedFiles,
  tenantSettings,
  users,
} from '../../db/schema.ts';
import type { PersonIdentity } from '../../domain/person.ts';
import type { CollaboratorRow } from '../collaborators/collaborators.repository.ts';
import { employeeSectorJoin } from '../options/options.repository.ts';

/** A person as a card shows them (spec §3 "Person card"): what the collaborators list reads too. */
export type PersonRow = CollaboratorRow;

export interface RequestRow {
  id: number;
  userId: number;
  user: {
    publicId: string;
    firstName: string;
    lastName: string;
    role: string;
    status: string;
    photoKey: string | null;
  };
  mentorId: number | null;
  mentor: PersonRow | null;
  areaOptionId: number | null;
  objective: string | null;
  period: MentorshipPeriod | null;
  status: MentorshipStatus;
  waitingRank: number;
  createdAt: Date;
  linkedAt: Date | null;
  endedAt: Date | null;
  endReason: string | null;
  closingNote: string | null;
  lastFollowUpAt: Date | null;
}

const talent = alias(users, 'talent');
const talentProfile = alias(profiles, 'talent_profile');
const talentPhoto = alias(storedFiles, 'talent_photo');
const mentor = alias(users, 'mentor');
const mentorProfile = alias(profiles, 'mentor_profile');
const mentorPhoto = alias(storedFiles, 'mentor_photo');
const mentorSector = alias(optionItems, 'mentor_sector');

const requestColumns = {
  id: mentorshipRequests.id,
  userId: mentorshipRequests.userId,
  talentPublicId: talent.publicId,
  talentFirstName: talent.firstName,
  talentLastName: talent.lastName,
  talentRole: talent.role,
  talentStatus: talent.status,
  talentPhoto: talentPhoto.storageKey,
  mentorId: mentorshipRequests.mentorId,
  mentorPublicId: mentor.publicId,
  mentorFirstName: mentor.firstName,
  mentorLastName: mentor.lastName,
  mentorPosition: mentor.position,
  mentorRole: mentor.role,
  mentorEmail: mentor.email,
  mentorSectorId: mentor.sectorId,
  mentorSectorLabel: mentorSector.labelPtBr,
  mentorPhoto: mentorPhoto.storageKey,
  areaOptionId: mentorshipRequests.areaOptionId,
  objective: mentorshipRequests.objective,
  period: mentorshipRequests.period,
  status: mentorshipRequests.status,
  waitingRank: mentorshipRequests.waitingRank,
  createdAt: mentorshipRequests.createdAt,
  linkedAt: mentorshipRequests.linkedAt,
  endedAt: mentorshipRequests.endedAt,
  endReason: mentorshipRequests.endReason,
  closingNote: mentorshipRequests.closingNote,
  lastFollowUpAt: mentorshipRequests.lastFollowUpAt,
};

type RawRequest = {
  [K in keyof typeof requestColumns]: (typeof requestColumns)[K]['_']['data'] | null;
};

function toRequestRow(r: RawRequest): RequestRow {
  return {
    id: r.id!,
    userId: r.userId!,
    user: {
      publicId: r.talentPublicId!,
      firstName: r.talentFirstName!,
      lastName: r.talentLastName!,
      role: r.talentRole!,
      status: r.talentStatus!,
      photoKey: r.talentPhoto,
    },
    mentorId: r.mentorId,
    mentor:
      r.mentorId !== null && r.mentorPublicId !== null
        ? {
            id: r.mentorId,
            publicId: r.mentorPublicId,
            firstName: r.mentorFirstName!,
            lastName: r.mentorLastName!,
            position: r.mentorPosition,
            role: r.mentorRole!,
            email: r.mentorEmail!,
            sectorId: r.mentorSectorId,
            sectorLabel: r.mentorSectorLabel,
            photoKey: r.mentorPhoto,
          }
        : null,
    areaOptionId: r.areaOptionId,
    objective: r.objective,
    period: r.period as MentorshipPeriod | null,
    status: r.status as MentorshipStatus,
    waitingRank: r.waitingRank!,
    createdAt: r.createdAt!,
    linkedAt: r.linkedAt,
    endedAt: r.endedAt,
    endReason: r.endReason,
    closingNote: r.closingNote,
    lastFollowUpAt: r.lastFollowUpAt,
  };
}

function selectRequests(tx: Tx) {
  return tx
    .select(requestColumns)
    .from(mentorshipRequests)
    .innerJoin(talent, and(eq(talent.tenantId, mentorshipRequests.tenantId), eq(talent.id, mentorshipRequests.userId)))
    .leftJoin(talentProfile, and(eq(talentProfile.tenantId, talent.tenantId), eq(talentProfile.userId, talent.id)))
    .leftJoin(talentPhoto, eq(talentPhoto.id, talentProfile.photoFileId))
    .leftJoin(mentor, and(eq(mentor.tenantId, mentorshipRequests.tenantId), eq(mentor.id, mentorshipRequests.mentorId)))
    .leftJoin(mentorProfile, and(eq(mentorProfile.tenantId, mentor.tenantId), eq(mentorProfile.userId, mentor.id)))
    .leftJoin(mentorPhoto, eq(mentorPhoto.id, mentorProfile.photoFileId))
    .leftJoin(mentorSector, employeeSectorJoin(mentorSector, mentor))
    .$dynamic();
}

function nameMatches(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return or(
    foldedContains(sql`${talent.firstName} || ' ' || ${talent.lastName}`, search),
    foldedContains(talent.email, search),
  );
}

export async function findRequest(tx: Tx, id: number): Promise<RequestRow | null> {
  const [row] = await selectRequests(tx).where(eq(mentorshipRequests.id, id)).limit(1);
  return row ? toRequestRow(row) : null;
}

/** Locks the request for a transition, so two linkers cannot both act on the state they read. */
export async function lockRequest(tx: Tx, id: number): Promise<{ status: MentorshipStatus } | null> {
  const [row] = await tx
    .select({ status: mentorshipRequests.status })
    .from(mentorshipRequests)
    .where(eq(mentorshipRequests.id, id))
    .for('update');
  return row ? { status: row.status as MentorshipStatus } : null;
}

export async function listRequestsOf(tx: Tx, userId: number): Promise<RequestRow[]> {
  const rows = await selectRequests(tx)
    .where(eq(mentorshipRequests.userId, userId))
    .orderBy(desc(mentorshipRequests.createdAt), desc(mentorshipRequests.id));
  return rows.map(toRequestRow);
}

export interface QueuePage {
  area?: number;
  search?: string;
  /** The keyset of the last row of the previous page. */
  after: { rank: number; createdAt: string; id: number } | null;
  limit: number;
}

/** The waiting list: requests a mentor declined first, then oldest first. */
export async function listWaiting(tx: Tx, page: QueuePage): Promise<{ rows: RequestRow[]; total: number }> {
  const filters = [
    eq(mentorshipRequests.status, 'AGUARDANDO'),
    page.area === undefined ? undefined : eq(mentorshipRequests.areaOptionId, page.area),
    nameMatches(page.search),
  ];
  const keyset = page.after
    ? sql`(${mentorshipRequests.waitingRank}, ${mentorshipRequests.createdAt}, ${mentorshipRequests.id}) > (${page.after.rank}, ${page.after.createdAt}::timestamptz, ${page.after.id})`
    : undefined;
  const rows = await selectRequests(tx)
    .where(and(...filters, keyset))
    .orderBy(asc(mentorshipRequests.waitingRank), asc(mentorshipRequests.createdAt), asc(mentorshipRequests.id))
    .limit(page.limit);
  return { rows: rows.map(toRequestRow), total: await countRequests(tx, filters) };
}

export interface EndedPage {
  area?: number;
  search?: string;
  after: { endedAt: string; id: number } | null;
  limit: number;
}

/** Concluded and cancelled mentorships, the most recently ended first. */
export async function listEnded(tx: Tx, page: EndedPage): Promise<{ rows: RequestRow[]; total: number }> {
  const filters = [
    inArray(mentorshipRequests.status, ['CONCLUIDA', 'CANCELADA']),
    page.area === undefined ? undefined : eq(mentorshipRequests.areaOptionId, page.area),
    nameMatches(page.search),
  ];
  const keyset = page.after
    ? sql`(${mentorshipRequests.endedAt}, ${mentorshipRequests.id}) < (${page.after.endedAt}::timestamptz, ${page.after.id})`
    : undefined;
  const rows = await selectRequests(tx)
    .where(and(...filters, keyset))
    .orderBy(desc(mentorshipRequests.endedAt), desc(mentorshipRequests.id))
    .limit(page.limit);
  return { rows: rows.map(toRequestRow), total: await countRequests(tx, filters) };
}

export interface InProgressPage {
  mentorId?: number;
  after: { linkedAt: string; id: number } | null;
  limit: number;
}

/** Mentorships in progress, the longest-running first. */
export async function listInProgress(tx: Tx, page: InProgressPage): Promise<{ rows: RequestRow[]; total: number }> {
  const filters = [
    eq(mentorshipRequests.status, 'EM_ANDAMENTO'),
    page.mentorId === undefined ? undefined : eq(mentorshipRequests.mentorId, page.mentorId),
  ];
  const keyset = page.after
    ? sql`(${mentorshipRequests.linkedAt}, ${mentorshipRequests.id}) > (${page.after.linkedAt}::timestamptz, ${page.after.id})`
    : undefined;
  const rows = await selectRequests(tx)
    .where(and(...filters, keyset))
    .orderBy(asc(mentorshipRequests.linkedAt), asc(mentorshipRequests.id))
    .limit(page.limit);
  return { rows: rows.map(toRequestRow), total: await countRequests(tx, filters) };
}

async function countRequests(tx: Tx, filters: (SQL | undefined)[]): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(mentorshipRequests)
    .innerJoin(talent, and(eq(talent.tenantId, mentorshipRequests.tenantId), eq(talent.id, mentorshipRequests.userId)))
    .where(and(...filters));
  return row?.n ?? 0;
}

export interface NewRequest {
  tenantId: string;
  userId: number;
  createdBy: number;
  areaOptionId: number;
  objective: string;
  period: MentorshipPeriod | null;
}

/** null when the person already has an open request (the one-open constraint refused it). */
export async function insertRequest(tx: Tx, request: NewRequest): Promise<number | null> {
  const [row] = await tx
    .insert(mentorshipRequests)
    .values({ ...request, status: 'AGUARDANDO' })
    .onConflictDoNothing({
      target: [mentorshipRequests.tenantId, mentorshipRequests.userId],
      where: sql`${mentorshipRequests.status} in ('AGUARDANDO','EM_ANDAMENTO')`,
    })
    .returning({ id: mentorshipRequests.id });
  return row?.id ?? null;
}

export interface RequestChange {
  status: MentorshipStatus;
  mentorId: number | null;
  waitingRank?: number;
  linkedAt?: Date | null;
  endedAt?: Date | null;
  endReason?: string | null;
  closingNote?: string | null;
}

export async function updateRequest(tx: Tx, id: number, change: RequestChange): Promise<void> {
  await tx.update(mentorshipRequests).set(change).where(eq(mentorshipRequests.id, id));
}

export interface NewEvent {
  tenantId: string;
  requestId: number;
  actorId: number | null;
  kind: MentorshipEventKind;
  fromStatus: MentorshipStatus | null;
  toStatus: MentorshipStatus;
  mentorBefore: number | null;
  mentorAfter: number | null;
  reason?: string | null;
  note?: string | null;
  overCapacity?: boolean;
}

export async function insertEvent(tx: Tx, event: NewEvent): Promise<void> {
  await tx.insert(mentorshipEvents).values(event);
}

const actor = alias(users, 'actor');
const before = alias(users, 'mentor_before');
const after = alias(users, 'mentor_after');

export interface EventRow {
  kind: MentorshipEventKind;
  at: Date;
  actor: string | null;
  fromStatus: MentorshipStatus | null;
  toStatus: MentorshipStatus;
  mentorBefore: string | null;
  mentorAfter: string | null;
  reason: string | null;
  overCapacity: boolean;
}

const fullName = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`${u.firstName} || ' ' || ${u.lastName}`;

export async function listEvents(tx: Tx, requestId: number): Promise<EventRow[]> {
  const rows = await tx
    .select({
      kind: mentorshipEvents.kind,
      at: mentorshipEvents.createdAt,
      actor: fullName(actor),
      fromStatus: mentorshipEvents.fromStatus,
      toStatus: mentorshipEvents.toStatus,
      mentorBefore: fullName(before),
      mentorAfter: fullName(after),
      reason: mentorshipEvents.reason,
      overCapacity: mentorshipEvents.overCapacity,
    })
    .from(mentorshipEvents)
    .leftJoin(actor, and(eq(actor.tenantId, mentorshipEvents.tenantId), eq(actor.id, mentorshipEvents.actorId)))
    .leftJoin(before, and(eq(before.tenantId, mentorshipEvents.tenantId), eq(before.id, mentorshipEvents.mentorBefore)))
    .leftJoin(after, and(eq(after.tenantId, mentorshipEvents.tenantId), eq(after.id, mentorshipEvents.mentorAfter)))
    .where(eq(mentorshipEvents.requestId, requestId))
    .orderBy(asc(mentorshipEvents.createdAt), asc(mentorshipEvents.id));
  return rows.map((r) => ({
    ...r,
    kind: r.kind as MentorshipEventKind,
    fromStatus: r.fromStatus as MentorshipStatus | null,
    toStatus: r.toStatus as MentorshipStatus,
  }));
}

/**
 * The follow-up wrote about a mentee: the mentorship in progress between this mentor and person
 * moves its "last follow-up" (what the stall reminder measures) to `at`.
 */
export async function recordFollowUp(tx: Tx, mentorId: number, personId: number, at: Date): Promise<void> {
  await tx
    .update(mentorshipRequests)
    .set({ lastFollowUpAt: at })
    .where(
      and(
        eq(mentorshipRequests.userId, personId),
        eq(mentorshipRequests.mentorId, mentorId),
        eq(mentorshipRequests.status, 'EM_ANDAMENTO'),
      ),
    );
}

// --- settings -----------------------------------------------------------------------------------

export interface MentoringSettings {
  mentorLinking: boolean;
  waitingAlertDays: number;
  stallAlertDays: number;
}

const DEFAULT_SETTINGS: MentoringSettings = { mentorLinking: true, waitingAlertDays: 7, stallAlertDays: 21 };

/** The tenant's settings; a tenant that never saved any has the defaults. */
export async function readSettings(tx: Tx): Promise<MentoringSettings> {
  const [row] = await tx
    .select({
      mentorLinking: tenantSettings.mentorLinking,
      waitingAlertDays: tenantSettings.waitingAlertDays,
      stallAlertDays: tenantSettings.stallAlertDays,
    })
    .from(tenantSettings)
    .limit(1);
  return row ?? DEFAULT_SETTINGS;
}

export async function saveSettings(tx: Tx, tenantId: string, settings: MentoringSettings): Promise<void> {
  await tx
    .insert(tenantSettings)
    .values({ tenantId, ...settings })
    .onConflictDoUpdate({ target: tenantSettings.tenantId, set: { ...settings, updatedAt: new Date() } });
}

// --- reminders ----------------------------------------------------------------------------------

export interface ReminderRow {
  id: number;
  createdAt: Date;
  userId: number;
  talentName: string;
  mentorId: number | null;
  /** For a stall: when the mentorship last moved (its newest follow-up entry, else its link). */
  since: Date;
}

/** Requests in `status` whose `since` instant is more than `days` ago, with their talent's name. */
function remindersSince(tx: Tx, status: MentorshipStatus, since: SQL<Date>, days: number): Promise<ReminderRow[]> {
  return tx
    .select({
      id: mentorshipRequests.id,
      createdAt: mentorshipRequests.createdAt,
      userId: mentorshipRequests.userId,
      talentName: sql<string>`${talent.firstName} || ' ' || ${talent.lastName}`,
      mentorId: mentorshipRequests.mentorId,
      since: sql<Date>`${since}`.mapWith(mentorshipRequests.createdAt),
    })
    .from(mentorshipRequests)
    .innerJoin(talent, and(eq(talent.tenantId, mentorshipRequests.tenantId), eq(talent.id, mentorshipRequests.userId)))
    .where(and(eq(mentorshipRequests.status, status), sql`${since} < now() - make_interval(days => ${days})`));
}

/** Waiting requests older than `days`. */
export function waitingLongerThan(tx: Tx, days: number): Promise<ReminderRow[]> {
  return remindersSince(tx, 'AGUARDANDO', sql<Date>`${mentorshipRequests.createdAt}`, days);
}

/** Mentorships in progress with no follow-up entry (or link) for `days`. */
export function stalledLongerThan(tx: Tx, days: number): Promise<ReminderRow[]> {
  const since = sql<Date>`coalesce(${mentorshipRequests.lastFollowUpAt}, ${mentorshipRequests.linkedAt}, ${mentorshipRequests.createdAt})`;
  return remindersSince(tx, 'EM_ANDAMENTO', since, days);
}

/** Who of the tenant gets what Admin and Rh get: active people of these roles. */
export async function activeUsersWithRoles(tx: Tx, roles: readonly string[]): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, [...roles]), eq(users.status, 'active')));
  return rows.map((r) => r.id);
}

export type AskablePerson = PersonIdentity;

/**
 * Active people without an open request whose name or email contains the text: the choices for a
 * request opened on someone's behalf. Ordered as people read names (accents and case ignored).
 */
export async function searchAskablePeople(tx: Tx, search: string, limit: number): Promise<AskablePerson[]> {
  return tx
    .select({ publicId: users.publicId, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        or(
          foldedContains(sql`${users.firstName} || ' ' || ${users.lastName}`, search),
          foldedContains(users.email, search),
        ),
        sql`not exists (select 1 from mentorship_requests m where m.tenant_id = ${users.tenantId}
              and m.user_id = ${users.id} and m.status in ('AGUARDANDO', 'EM_ANDAMENTO'))`,
      ),
    )
    .orderBy(sql`${users.firstName} || ' ' || ${users.lastName} collate "und-x-icu"`, asc(users.id))
    .limit(limit);
}
