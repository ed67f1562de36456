import type { NotificationKind, NotificationParams } from '@ponte/shared/notifications.schema';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notificationPreferences, notifications, userSettings, users } from '../../db/schema.ts';
import { userLanguageJoin } from '../user-settings/user-settings.repository.ts';

export interface NewNotification {
  tenantId: string;
  userId: number;
  kind: NotificationKind;
  params: NotificationParams;
  link: string;
  /** Same key, same person: written once (reminders run again and again). */
  dedupeKey?: string;
}

/** Writes the notifications and answers the ids of those written (a repeated dedupe key writes nothing). */
export async function insertNotifications(tx: Tx, rows: NewNotification[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(notifications)
    .values(rows.map((r) => ({ ...r, dedupeKey: r.dedupeKey ?? null })))
    .onConflictDoNothing({ target: [notifications.tenantId, notifications.userId, notifications.dedupeKey] })
    .returning({ id: notifications.id });
  return inserted.map((r) => r.id);
}

export interface NotificationRow {
  id: number;
  kind: NotificationKind;
  params: NotificationParams;
  link: string;
  createdAt: Date;
  readAt: Date | null;
}

const columns = {
  id: notifications.id,
  kind: notifications.kind,
  params: notifications.params,
  link: notifications.link,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

export async function listNotifications(
  tx: Tx,
  userId: number,
  after: { createdAt: string; id: number } | null,
  limit: number,
): Promise<NotificationRow[]> {
  const keyset = after
    ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after.createdAt}::timestamptz, ${after.id})`
    : undefined;
  const rows = await tx
    .select(columns)
    .from(notifications)
    .where(and(eq(notifications.userId, userId), keyset))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, kind: r.kind as NotificationKind, params: r.params as NotificationParams }));
}

export async function countUnread(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one (or, without an id, every) unread notification of the person read; answers how many changed. */
export async function markRead(tx: Tx, userId: number, id?: number): Promise<number> {
  const changed = await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        id === undefined ? undefined : eq(notifications.id, id),
      ),
    )
    .returning({ id: notifications.id });
  return changed.length;
}

export async function notificationExists(tx: Tx, userId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
  return row !== undefined;
}

export async function readPreferences(tx: Tx, userId: number): Promise<{ kind: string; email: boolean }[]> {
  return tx
    .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

export async function savePreferences(
  tx: Tx,
  tenantId: string,
  userId: number,
  email: { kind: string; email: boolean }[],
): Promise<void> {
  if (email.length === 0) return;
  await tx
    .insert(notificationPreferences)
    .values(email.map((e) => ({ tenantId, userId, ...e })))
    .onConflictDoUpdate({
      target: [notificationPreferences.tenantId, notificationPreferences.userId, notificationPreferences.kind],
      set: { email: sql`excluded.email` },
    });
}

export interface EmailDelivery {
  kind: NotificationKind;
  params: NotificationParams;
  link: string;
  email: string;
  firstName: string;
  language: string | null;
  /** The person turned this kind's email off. */
  optedOut: boolean;
  active: boolean;
}

/** What an email about one notification needs: the recipient's address, language and preference. */
export async function deliveryOf(tx: Tx, id: number): Promise<EmailDelivery | null> {
  const [row] = await tx
    .select({
      kind: notifications.kind,
      params: notifications.params,
      link: notifications.link,
      email: users.email,
      firstName: users.firstName,
      status: users.status,
      language: userSettings.value,
      emailPreference: notificationPreferences.email,
    })
    .from(notifications)
    .innerJoin(users, and(eq(users.tenantId, notifications.tenantId), eq(users.id, notifications.userId)))
    .leftJoin(userSettings, userLanguageJoin)
    .leftJoin(
      notificationPreferences,
      and(
        eq(notificationPreferences.tenantId, notifications.tenantId),
        eq(notificationPreferences.userId, notifications.userId),
        eq(notificationPreferences.kind, notifications.kind),
      ),
    )
    .where(eq(notifications.id, id));
  if (!row) return null;
  return {
    kind: row.kind as NotificationKind,
    params: row.params as NotificationParams,
    link: row.link,
    email: row.email,
    firstName: row.firstName,
    language: row.language,
    optedOut: row.emailPreference === false,
    active: row.status === 'active',
  };
}

export async function activeUserIds(tx: Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.status, 'active')));
  return rows.map((r) => r.id);
}
