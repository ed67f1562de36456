import { lazy, Suspense } from 'react';
import { loadNotifications, useNotificationsWanted } from '@/lib/notify';

const Notifications = lazy(async () => ({ default: (await loadNotifications()).Notifications }));

/** Where toasts appear; it mounts with the first one (lib/notify.ts) and then stays. */
export function NotificationsHost() {
  if (!useNotificationsWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}
