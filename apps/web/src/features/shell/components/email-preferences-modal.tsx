import { Alert, Loader, Stack, Switch, Text } from '@mantine/core';
import { NOTIFICATION_KINDS, type NotificationPreferences } from '@ponte/shared/notifications.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeadingModal } from '@/components/heading-modal';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/notify';

const KEY = ['notifications', 'preferences'] as const;

/** Issue 11 §5: a per-person email opt-out per kind; the in-app bell always tells. */
export function EmailPreferencesModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const prefs = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest<NotificationPreferences>('/api/notificacoes/preferencias', { signal }),
  });
  // What the person just switched, shown at once: the query cache notifies its readers on a later
  // task, and a controlled switch re-rendered before that snaps back for a moment (seen under load).
  const [moved, setMoved] = useState<NotificationPreferences['email']>({});
  const save = useMutation({
    mutationKey: KEY,
    mutationFn: (email: NotificationPreferences['email']) =>
      apiRequest<NotificationPreferences>('/api/notificacoes/preferencias', {
        method: 'PUT',
        body: { email },
        quietFailure: true,
      }),
    onMutate: (email) => {
      const before = queryClient.getQueryData<NotificationPreferences>(KEY);
      if (before) queryClient.setQueryData(KEY, { email: { ...before.email, ...email } });
      return { before };
    },
    onSuccess: (data) => {
      // Two quick toggles: the first answer must not put back a switch the second one moved.
      if (queryClient.isMutating({ mutationKey: KEY }) <= 1) {
        queryClient.setQueryData(KEY, data);
        setMoved({});
      }
      notify(t('notifications.preferences.saved'), 'success', 'email-preferences');
    },
    onError: (_error, _email, context) => {
      if (context?.before) queryClient.setQueryData(KEY, context.before);
      setMoved({});
      notify(t('notifications.preferences.failed'), 'error');
    },
  });
  return (
    <HeadingModal onClose={onClose} title={t('notifications.preferences.title')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('notifications.preferences.intro')}
        </Text>
        {prefs.isPending ? (
          <Loader size="sm" role="status" aria-label={t('common.loading')} />
        ) : prefs.isError ? (
          <Alert color="red">{t('notifications.bell.loadFailed')}</Alert>
        ) : (
          NOTIFICATION_KINDS.map((kind) => (
            <Switch
              key={kind}
              label={t(`notifications.kindLabels.${kind}`)}
              checked={(moved[kind] ?? prefs.data.email[kind]) !== false}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setMoved((was) => ({ ...was, [kind]: checked }));
                save.mutate({ [kind]: checked });
              }}
            />
          ))
        )}
      </Stack>
    </HeadingModal>
  );
}
