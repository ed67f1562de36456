import { Alert, Anchor, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { DeletionQueueItem } from '@ponte/shared/privacy.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table';
import { ListSummary } from '@/components/list-summary';
import { PageLoader } from '@/components/page-loader';
import { SectionCard } from '@/components/section-card';
import { StatusBadge, type StatusTone } from '@/components/status-badge';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { formatDate } from '@/lib/format';
import { useIsMobile } from '@/lib/media';
import { notify } from '@/lib/notify';
import { FILLED, TEXT } from '@/lib/semantic-colours';
import { useVocabularyT } from '@/lib/use-vocabulary';
import { confirmDeletion, deletionQueueQuery, PRIVACY_QUERY_KEY } from '../api/privacy-api.ts';

const TONES: Record<DeletionQueueItem['status'], StatusTone> = {
  pending: 'warning',
  completed: 'negative',
  cancelled: 'neutral',
};

/**
 * /plataforma/usuarios/pedidos-de-exclusao (Admin; issue 16 §3): the people who asked for their account to
 * be deleted, oldest first, each confirmed after a warning; below, the last decided. Linked from the users list.
 */
export function DeletionRequestsPage() {
  const { t } = useTranslation();
  const vt = useVocabularyT();
  const mobile = useIsMobile();
  const title = t('privacy.queue.title');
  useDocumentTitle(title);
  const queryClient = useQueryClient();
  const queue = useQuery(deletionQueueQuery);
  const confirm = useMutation({
    mutationFn: confirmDeletion,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PRIVACY_QUERY_KEY });
      notify(t('privacy.queue.done'), 'success', 'deletion-confirmed');
    },
  });
  const ask = (item: DeletionQueueItem) =>
    modals.openConfirmModal({
      title: t('privacy.queue.confirmTitle', { name: item.person?.name ?? '' }),
      children: <Text size="sm">{t('privacy.queue.confirmBody')}</Text>,
      labels: { confirm: t('privacy.queue.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: FILLED.negative },
      size: 440,
      onConfirm: () => confirm.mutate(item.id),
    });

  if (queue.isPending) return <PageLoader />;
  if (queue.isError) {
    return (
      <Alert role="alert" color="red" variant="light">
        {t('errors.unexpected')}
      </Alert>
    );
  }
  const failure = confirm.error;
  const who = (item: DeletionQueueItem) => item.person?.name ?? t('privacy.queue.anonymised');
  const status = (item: DeletionQueueItem) => (
    <StatusBadge tone={TONES[item.status]}>{t(`privacy.queue.statuses.${item.status}`)}</StatusBadge>
  );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text>{t('privacy.queue.intro')}</Text>
        <Anchor component={Link} to="/plataforma/usuarios" size="sm">
          {t('pages.users')}
        </Anchor>
      </Stack>
      {failure && isApiError(failure) ? (
        <Alert role="alert" color="red" variant="light">
          {failure.message}
        </Alert>
      ) : null}

      <SectionCard title={t('privacy.queue.pendingTitle')}>
        {queue.data.pending.length > 0 ? (
          <ListSummary totalText={t('privacy.queue.total', { count: queue.data.pending.length })} />
        ) : null}
        {queue.data.pending.length === 0 ? (
          <Text size="sm" c="dimmed" role="status">
            {t('privacy.queue.none')}
          </Text>
        ) : mobile ? (
          <Stack gap="sm" data-testid="deletion-queue">
            {queue.data.pending.map((item) => (
              <Paper key={item.id} withBorder radius="md" p="sm" data-testid="deletion-request">
                <Stack gap={4}>
                  <Text fw={600}>{who(item)}</Text>
                  {item.person ? <Text size="sm">{vt(`roles.${item.person.role}`)}</Text> : null}
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {item.person?.email}
                  </Text>
                  <Text size="sm">
                    {t('privacy.queue.requestedAt')}: {formatDate(item.requestedAt)}
                  </Text>
                  <Button
                    mt={4}
                    variant="outline"
                    color={TEXT.negative}
                    onClick={() => ask(item)}
                    loading={confirm.isPending && confirm.variables === item.id}
                  >
                    {t('privacy.queue.confirm')}
                  </Button>
                </Stack>
              </Paper>
            ))}
          </Stack>
        ) : (
          <Table striped verticalSpacing="sm" data-testid="deletion-queue">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('privacy.queue.person')}</Table.Th>
                <Table.Th>{t('privacy.queue.role')}</Table.Th>
                <Table.Th>{t('privacy.queue.email')}</Table.Th>
                <Table.Th>{t('privacy.queue.requestedAt')}</Table.Th>
                <Table.Th>{t('privacy.queue.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {queue.data.pending.map((item) => (
                <Table.Tr key={item.id} data-testid="deletion-request">
                  <Table.Td fw={500}>{who(item)}</Table.Td>
                  <Table.Td>{item.person ? vt(`roles.${item.person.role}`) : null}</Table.Td>
                  <Table.Td>{item.person?.email}</Table.Td>
                  <Table.Td>{formatDate(item.requestedAt)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="outline"
                      color={TEXT.negative}
                      onClick={() => ask(item)}
                      loading={confirm.isPending && confirm.variables === item.id}
                      aria-label={`${t('privacy.queue.confirm')}: ${who(item)}`}
                    >
                      {t('privacy.queue.confirm')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </SectionCard>

      <SectionCard title={t('privacy.queue.decidedTitle')}>
        {queue.data.decided.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('privacy.queue.noneDecided')}
          </Text>
        ) : (
          // Its rows hold no link or button: at 400 px the box that scrolls them takes the focus itself, so a
          // keyboard can scroll it too.
          <DataTable
            region={t('privacy.queue.decidedTitle')}
            minWidth={480}
            framed={false}
            highlightOnHover={false}
            verticalSpacing="xs"
            data-testid="deletion-decided"
            columns={[
              t('privacy.queue.person'),
              t('privacy.queue.status'),
              t('privacy.queue.requestedAt'),
              t('privacy.queue.decidedAt'),
              t('privacy.queue.decidedBy'),
            ]}
          >
            {queue.data.decided.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{who(item)}</Table.Td>
                <Table.Td>{status(item)}</Table.Td>
                <Table.Td>{formatDate(item.requestedAt)}</Table.Td>
                <Table.Td>{item.decidedAt ? formatDate(item.decidedAt) : null}</Table.Td>
                <Table.Td>{item.decidedBy}</Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </SectionCard>
    </Stack>
  );
}
