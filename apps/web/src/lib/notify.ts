import { notifications } from '@mantine/notifications';
import { i18n } from './i18n.ts';

type Tone = 'success' | 'error' | 'info';

const COLORS: Record<Tone, string> = { success: 'green', error: 'red', info: 'blue' };

/**
 * One toast per id (Mantine ignores a show() whose id is on screen): guards and the fetch wrapper can report the same problem twice in a row
 * (StrictMode effects, parallel queries) and the person should see it once.
 */
export function notify(message: string, tone: Tone = 'info', id?: string): void {
  notifications.show({
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
