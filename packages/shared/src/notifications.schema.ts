/**
 * Notifications (issue 11 §5): in-app (the bell) and by email, in the recipient's language, with a
 * per-person email opt-out per kind. Every signed-in person:
 *   GET  /api/notificacoes?cursor&limit      → notificationListSchema (newest first, with the unread count)
 *   GET  /api/notificacoes/nao-lidas         → {unread}
 *   POST /api/notificacoes/{id}/lida         → 204
 *   POST /api/notificacoes/lidas             → 204 (mark all read)
 *   GET  /api/notificacoes/preferencias      → notificationPreferencesSchema
 *   PUT  /api/notificacoes/preferencias      ← notificationPreferencesSchema → the same
 * Texts are i18n keys `notifications.kinds.<kind>` interpolated with `params`, so a notification
 * reads in whatever language its reader uses today.
 */
import { z } from 'zod';
import { rowIdSchema } from './validation.ts';

export const NOTIFICATION_KINDS = [
  'mentorshipRequested',
  'mentorLinkedToTalent',
  'mentorLinkedToMentor',
  'mentorshipDeclined',
  'mentorshipCancelled',
  'mentorshipConcluded',
  'requestWaiting',
  'mentorshipStalled',
  // Follow-up (issue 12).
  'feedbackReceived',
  'actionDone',
  'actionDueSoon',
  'actionOverdue',
  // Courses (issue 13): params course and context (the new status, A/I/E/C), which picks the text's
  // variant (notifications.kinds.enrolmentStatusChanged_<status>) as i18next's context does.
  'enrolmentStatusChanged',
  // Certificates (issue 13 §3): params course and code; the link is the public verification page.
  'certificateIssued',
  // Quizzes (issue 14): params quiz, and when for the closing reminder (a date and time).
  'quizAssigned',
  'quizClosing',
  'quizGraded',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** Values interpolated into the kind's text: names, an area label in three languages, a count of days. */
export const notificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  params: notificationParamsSchema,
  /** Where it leads: a path under /plataforma. */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATION_PAGE_DEFAULT = 20;
export const NOTIFICATION_PAGE_MAX = 50;

export const notificationListQuerySchema = z.object({
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_MAX).default(NOTIFICATION_PAGE_DEFAULT),
});

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });

export const notificationIdParamsSchema = z.object({
  id: rowIdSchema,
});

/** Email on or off per kind; a kind not listed is on. */
export const notificationPreferencesSchema = z.object({
  email: z.partialRecord(notificationKindSchema, z.boolean()),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
