import { Badge, Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { UserDetail } from '@ponte/shared/users.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { SectionCard } from '@/components/section-card';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { FILLED, TEXT } from '@/lib/semantic-colours';
import { resendInvitation, setUserActive, USERS_QUERY_KEY } from '../api/users-api.ts';

/** Account status on the edit page: deactivate / reactivate after a confirmation, and resend a pending invitation. */
export function UserStatusPanel({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const name = `${user.firstName} ${user.lastName}`;
  const active = user.status === 'active';

  const toggle = useMutation({
    mutationFn: () => setUserActive(user.publicId, !active),
    onSuccess: async (updated) => {
      queryClient.setQueryData([...USERS_QUERY_KEY, 'detail', user.publicId], updated);
      await queryClient.invalidateQueries({ queryKey: [...USERS_QUERY_KEY, 'list'] });
      notify(t(updated.status === 'active' ? 'users.status.reactivated' : 'users.status.deactivated'), 'success');
    },
  });
  const invite = useMutation({
    mutationFn: () => resendInvitation(user.publicId),
    onSuccess: () => notify(t('users.status.inviteSent', { email: user.email }), 'success'),
  });

  const confirm = () =>
    modals.openConfirmModal({
      title: t(active ? 'users.status.deactivateTitle' : 'users.status.reactivateTitle'),
      children: (
        <Text size="sm">
          {t(active ? 'users.status.deactivateConfirm' : 'users.status.reactivateConfirm', { name })}
        </Text>
      ),
      labels: {
        confirm: t(active ? 'users.status.deactivate' : 'users.status.reactivate'),
        cancel: t('common.cancel'),
      },
      // red.9 keeps white text above 4.5:1.
      confirmProps: { color: active ? FILLED.negative : undefined },
      size: 400,
      onConfirm: () => toggle.mutate(),
    });

  const failure = [toggle.error, invite.error].find((e) => isApiError(e) && !e.handled);

  return (
    <SectionCard
      title={t('users.status.title')}
      aside={
        <Badge color={active ? 'green' : 'gray'} variant="dot" data-testid="user-status">
          {t(active ? 'users.status.active' : 'users.status.inactive')}
        </Badge>
      }
    >
      <Text size="sm">{t(active ? 'users.status.activeBody' : 'users.status.inactiveBody')}</Text>
      {active && !user.emailVerified ? (
        <Text size="sm" c="dimmed">
          {t('users.status.pendingInvite')}
        </Text>
      ) : null}
      <ApiErrorAlert error={failure} />
      <Group gap="sm">
        <Button
          variant={active ? 'outline' : 'filled'}
          color={active ? TEXT.negative : undefined}
          onClick={confirm}
          loading={toggle.isPending}
        >
          {t(active ? 'users.status.deactivate' : 'users.status.reactivate')}
        </Button>
        {active && !user.emailVerified ? (
          <Button variant="default" onClick={() => invite.mutate()} loading={invite.isPending}>
            {t('users.status.resendInvite')}
          </Button>
        ) : null}
      </Group>
    </SectionCard>
  );
}
