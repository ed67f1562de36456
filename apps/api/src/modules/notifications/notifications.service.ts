import { translate } from '@ponte/shared/i18n/catalogues';
import { DEFAULT_LOCALE, isLocale } from '@ponte/shared/locales';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationList,
  type NotificationParams,
  type NotificationPreferences,
} from '@ponte/shared/notifications.schema';
import type { TenantSlug } from '@ponte/shared/tenants';
import type { ScopedDatabase, Tx } from '../../db/scope.ts';
import { Errors } from '../../http/errors.ts';
import { decodeCursor, keysetPage } from '../../http/keyset-cursor.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { notificationMail } from '../../mail/templates.ts';
import type { Tenant, TenantDirectory } from '../tenant/tenant.service.ts';
import {
  activeUserIds,
  countUnread,
  deliveryOf,
  insertNotifications,
  listNotifications,
  markRead,
  notificationExists,
  readPreferences,
  savePreferences,
} from './notifications.repository.ts';

export const NOTIFICATION_EMAIL_JOB = 'notification-email';

interface EmailJob {
  tenantId: string;
  slug: TenantSlug;
  id: number;
}

export interface Notice {
  userIds: readonly number[];
  kind: NotificationKind;
  params: NotificationParams;
  /** A path under /plataforma. */
  link: string;
  /** Makes the notice idempotent per person (reminders). */
  dedupeKey?: string;
}

const CURSOR_LIST = 'notifications:newest';

/**
 * One module for telling people what happened (issue 11 §5): rows for the bell, written in the same
 * transaction as the change they report, and an email per row sent by the job runner after the
 * commit, in the recipient's language unless they opted out of that kind.
 */
export class NotificationsService {
  constructor(
    private readonly deps: {
      db: ScopedDatabase;
      jobs: JobQueue;
      mailer: Mailer;
      tenants: TenantDirectory;
    },
  ) {
    deps.jobs.work<EmailJob>(NOTIFICATION_EMAIL_JOB, (job) => this.deliver(job));
  }

  /** Inside the caller's transaction; answers the ids written, for `sendEmails` once it has committed. */
  async notify(tx: Tx, tenant: Tenant, notices: readonly Notice[]): Promise<number[]> {
    const ids: number[] = [];
    for (const notice of notices) {
      const recipients = await activeUserIds(tx, [...new Set(notice.userIds)]);
      ids.push(
        ...(await insertNotifications(
          tx,
          recipients.map((userId) => ({
            tenantId: tenant.id,
            userId,
            kind: notice.kind,
            params: notice.params,
            link: notice.link,
            dedupeKey: notice.dedupeKey,
          })),
        )),
      );
    }
    return ids;
  }

  async sendEmails(tenant: Tenant, ids: readonly number[]): Promise<void> {
    for (const id of ids) {
      await this.deps.jobs.send<EmailJob>(NOTIFICATION_EMAIL_JOB, { tenantId: tenant.id, slug: tenant.slug, id });
    }
  }

  private async deliver(job: EmailJob): Promise<void> {
    const tenant = this.deps.tenants.get(job.slug);
    if (!tenant) return;
    const delivery = await this.deps.db.inTenant(job.tenantId, (tx) => deliveryOf(tx, job.id));
    if (!delivery || delivery.optedOut || !delivery.active) return;
    const locale = isLocale(delivery.language) ? delivery.language : DEFAULT_LOCALE;
    await this.deps.mailer.send(
      notificationMail({
        locale,
        to: delivery.email,
        firstName: delivery.firstName,
        tenantName: tenant.definition.name,
        text: translate(locale, `notifications.kinds.${delivery.kind}`, delivery.params),
        link: `${this.deps.tenants.publicOrigin(tenant.slug)}${delivery.link}`,
      }),
    );
  }

  list(tenant: Tenant, userId: number, query: { cursor?: string; limit: number }): Promise<NotificationList> {
    const key = decodeCursor(CURSOR_LIST, query.cursor, ['instant', 'int']);
    const after = key ? { createdAt: key[0], id: key[1] } : null;
    return this.deps.db.inTenant(tenant.id, async (tx) => {
      const rows = await listNotifications(tx, userId, after, query.limit + 1);
      const page = keysetPage(rows, query.limit, CURSOR_LIST, (r) => [r.createdAt.toISOString(), r.id]);
      return {
        items: page.rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          params: r.params,
          link: r.link,
          createdAt: r.createdAt.toISOString(),
          read: r.readAt !== null,
        })),
        nextCursor: page.nextCursor,
        unread: await countUnread(tx, userId),
      };
    });
  }

  unread(tenant: Tenant, userId: number): Promise<number> {
    return this.deps.db.inTenant(tenant.id, (tx) => countUnread(tx, userId));
  }

  /** Another person's notification is as unknown as one that does not exist (404). */
  async markRead(tenant: Tenant, userId: number, id: number): Promise<void> {
    await this.deps.db.inTenant(tenant.id, async (tx) => {
      if (!(await notificationExists(tx, userId, id))) throw Errors.notFound();
      await markRead(tx, userId, id);
    });
  }

  async markAllRead(tenant: Tenant, userId: number): Promise<void> {
    await this.deps.db.inTenant(tenant.id, (tx) => markRead(tx, userId));
  }

  preferences(tenant: Tenant, userId: number): Promise<NotificationPreferences> {
    return this.deps.db.inTenant(tenant.id, async (tx) => {
      const saved = new Map((await readPreferences(tx, userId)).map((p) => [p.kind, p.email]));
      return { email: Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, saved.get(k) ?? true])) };
    });
  }

  async savePreferences(
    tenant: Tenant,
    userId: number,
    preferences: NotificationPreferences,
  ): Promise<NotificationPreferences> {
    await this.deps.db.inTenant(tenant.id, (tx) =>
      savePreferences(
        tx,
        tenant.id,
        userId,
        Object.entries(preferences.email).map(([kind, email]) => ({ kind, email: email === true })),
      ),
    );
    return this.preferences(tenant, userId);
  }
}

/**
 * A write that tells people: `work` collects notices, which are written in its transaction (the bell)
 * and mailed once it has committed. The courses' and quizzes' services write this way.
 */
export async function writeWithNotices<T>(
  db: ScopedDatabase,
  notifications: Pick<NotificationsService, 'notify' | 'sendEmails'>,
  tenant: Tenant,
  work: (tx: Tx, notices: Notice[]) => Promise<T>,
): Promise<T> {
  const { result, ids } = await db.inTenant(tenant.id, async (tx) => {
    const notices: Notice[] = [];
    const result = await work(tx, notices);
    return { result, ids: await notifications.notify(tx, tenant, notices) };
  });
  await notifications.sendEmails(tenant, ids);
  return result;
}
