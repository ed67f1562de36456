import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { Notification } from '@ponte/shared/notifications.schema';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '@/lib/format';
import { FILLED, SURFACE, TEXT } from '@/lib/semantic-colours';
import { notificationsQuery, unreadQuery, useMarkRead } from '../api/notifications-api.ts';

// Opened from the bell's dropdown now and then: its code (and the switches) load when it is.
const EmailPreferencesModal = lazy(async () => ({
  default: (await import('./email-preferences-modal.tsx')).EmailPreferencesModal,
}));

function NotificationItem({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      onClick={onOpen}
      p="sm"
      style={{
        borderRadius: 8,
        display: 'block',
        width: '100%',
        background: item.read ? undefined : SURFACE.highlight,
      }}
      data-testid="notification-item"
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {!item.read && (
          <span
            aria-hidden
            style={{
              width: 8,
              height: 8,
              marginTop: 6,
              borderRadius: 4,
              flexShrink: 0,
              background: 'var(--mantine-color-blue-8)',
            }}
          />
        )}
        <Stack gap={2}>
          <Text size="sm" fw={item.read ? 400 : 600}>
            {/* The texts of every kind take these parameters at most (ns-notifications.ts). */}
            {t(
              `notifications.kinds.${item.kind}`,
              item.params as Record<
                'name' | 'days' | 'mentor' | 'action' | 'author' | 'title' | 'course' | 'code' | 'quiz' | 'when',
                string
              >,
            )}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDate(item.createdAt)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/** The header bell (issue 11 §5): unread count, newest first, mark read, each item to its screen. */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [preferences, setPreferences] = useState(false);
  const unread = useQuery(unreadQuery).data?.unread ?? 0;
  const list = useQuery({ ...notificationsQuery, enabled: opened });
  const markRead = useMarkRead();
  const label = unread > 0 ? t('notifications.bell.labelUnread', { count: unread }) : t('notifications.bell.label');

  const open = (item: Notification) => {
    if (!item.read) markRead.mutate(item.id);
    setOpened(false);
    void navigate(item.link);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          c={TEXT.body}
          size="lg"
          aria-label={label}
          onClick={() => setOpened((o) => !o)}
        >
          <Indicator
            label={unread > 99 ? '99+' : unread}
            size={18}
            disabled={unread === 0}
            color={FILLED.negative}
            offset={2}
          >
            <IconBell size={22} aria-hidden />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs" aria-label={t('notifications.bell.label')} role="dialog">
        <Stack gap="xs">
          <Group justify="space-between" px="xs">
            <Text fw={700}>{t('notifications.bell.label')}</Text>
            {unread > 0 && (
              <Button size="compact-xs" variant="subtle" onClick={() => markRead.mutate('all')}>
                {t('notifications.bell.markAllRead')}
              </Button>
            )}
          </Group>
          {list.isPending ? (
            <Group justify="center" p="md">
              <Loader size="sm" role="status" aria-label={t('common.loading')} />
            </Group>
          ) : list.isError ? (
            <Alert color="red">{t('notifications.bell.loadFailed')}</Alert>
          ) : list.data.items.length === 0 ? (
            <Text c="dimmed" size="sm" p="sm">
              {t('notifications.bell.empty')}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={380} type="auto">
              <Stack gap={2}>
                {list.data.items.map((item) => (
                  <NotificationItem key={item.id} item={item} onOpen={() => open(item)} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => {
              setOpened(false);
              setPreferences(true);
            }}
          >
            {t('notifications.preferences.title')}
          </Button>
        </Stack>
      </Popover.Dropdown>
      {preferences && (
        <Suspense fallback={null}>
          <EmailPreferencesModal onClose={() => setPreferences(false)} />
        </Suspense>
      )}
    </Popover>
  );
}
