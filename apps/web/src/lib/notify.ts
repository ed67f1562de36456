import type { NotificationData } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';

type Tone = 'success' | 'error' | 'info';

const COLORS: Record<Tone, string> = { success: 'green', error: 'red', info: 'blue' };

type MantineNotifications = typeof import('@mantine/notifications');

/**
 * Mantine's notifications (their store, the toasts, transitions and portal) are not part of the
 * first download: they arrive with the first toast, and the toasts' host mounts then
 * (components/notifications-host.tsx).
 */
let mantine: Promise<MantineNotifications> | undefined;
const listeners = new Set<() => void>();

export function loadNotifications(): Promise<MantineNotifications> {
  if (!mantine) {
    mantine = import('@mantine/notifications').catch((error: unknown) => {
      mantine = undefined;
      throw error;
    });
    for (const listener of listeners) listener();
  }
  return mantine;
}

/** Whether a toast was asked for yet: the host renders nothing before. */
export function useNotificationsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => mantine !== undefined,
  );
}

function show(notification: NotificationData): void {
  loadNotifications()
    .then(({ notifications }) => notifications.show(notification))
    // Offline with the chunk missing: the toast is lost, the screen itself still says what happened.
    .catch(() => undefined);
}

/**
 * One toast per id (Mantine ignores a show() whose id is on screen): guards and the fetch wrapper can report the same problem twice in a row
 * (StrictMode effects, parallel queries) and the person should see it once.
 */
export function notify(message: string, tone: Tone = 'info', id?: string): void {
  show({
    id,
    message,
    color: COLORS[tone],
    // Errors must stay until read: an assertive live region is announced by screen readers.
    autoClose: tone === 'error' ? 8000 : 4000,
    withBorder: true,
    // Mantine's close button has no name of its own; screen readers (and axe) need one.
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
  });
}

export function notifyForbidden(): void {
  notify(i18n.t('errors.forbidden'), 'error', 'forbidden');
}

export function notifyUnexpected(): void {
  notify(i18n.t('errors.unexpected'), 'error', 'unexpected');
}
