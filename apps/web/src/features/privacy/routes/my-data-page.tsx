import { Alert, Button, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MY_DATA_COUNTS } from '@ponte/shared/privacy.schema';
import { IconDownload, IconFileZip, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table';
import { PageLoader } from '@/components/page-loader';
import { SectionCard } from '@/components/section-card';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { FILLED, TEXT } from '@/lib/semantic-colours';
import { useTenant } from '@/lib/tenant';
import { useVocabularyT } from '@/lib/use-vocabulary';
import {
  cancelDeletion,
  MY_DATA_JSON_URL,
  MY_DATA_ZIP_URL,
  myDataSummaryQuery,
  PRIVACY_QUERY_KEY,
  requestDeletion,
} from '../api/privacy-api.ts';
import { SensitiveConsent } from '../components/sensitive-consent.tsx';

// The copy as JSON, or as a ZIP with the person's files besides.
const DOWNLOADS = [
  { href: MY_DATA_JSON_URL, icon: IconDownload, label: 'privacy.myData.downloadJson', variant: undefined },
  { href: MY_DATA_ZIP_URL, icon: IconFileZip, label: 'privacy.myData.downloadZip', variant: 'default' },
] as const;

/**
 * /plataforma/meus-dados (issue 16 §3, LGPD Art. 18): what is kept about the person, a copy to take
 * (JSON, or a ZIP with their files), the sensitive-data consent, others' notes by date and role, and
 * asking for the account's deletion. Opened from the profile menu.
 */
export function MyDataPage() {
  const { t } = useTranslation();
  const vt = useVocabularyT();
  const tenant = useTenant();
  const title = t('privacy.myData.title');
  useDocumentTitle(title);
  const queryClient = useQueryClient();
  const summary = useQuery(myDataSummaryQuery);

  const refresh = () => queryClient.invalidateQueries({ queryKey: PRIVACY_QUERY_KEY });
  const ask = useMutation({
    mutationFn: requestDeletion,
    onSuccess: async () => {
      await refresh();
      notify(t('privacy.deletion.requested'), 'success', 'deletion-requested');
    },
  });
  const cancel = useMutation({
    mutationFn: cancelDeletion,
    onSuccess: async () => {
      await refresh();
      notify(t('privacy.deletion.cancelled'), 'success', 'deletion-cancelled');
    },
  });
  const confirmAsk = () =>
    modals.openConfirmModal({
      title: t('privacy.deletion.confirmTitle'),
      children: <Text size="sm">{t('privacy.deletion.confirmBody')}</Text>,
      labels: { confirm: t('privacy.deletion.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: FILLED.negative },
      size: 420,
      onConfirm: () => ask.mutate(),
    });

  if (summary.isPending) return <PageLoader />;
  if (summary.isError) {
    return (
      <Alert role="alert" color="red" variant="light">
        {t('errors.unexpected')}
      </Alert>
    );
  }
  const data = summary.data;
  const pending = data.deletionRequest;
  const failure = [ask.error, cancel.error].find((e) => isApiError(e) && !e.handled) ?? ask.error;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text>{t('privacy.myData.intro', { tenant: tenant.name })}</Text>
      </Stack>

      <SectionCard title={t('privacy.myData.storedTitle')}>
        <List spacing={4} size="sm" data-testid="stored-counts">
          <List.Item>{t('privacy.myData.profile')}</List.Item>
          {MY_DATA_COUNTS.map((key) => (
            <List.Item key={key}>
              {t(`privacy.myData.${key}`)}: <strong>{data.counts[key]}</strong>
            </List.Item>
          ))}
          <List.Item>
            {t('privacy.myData.notesCount')}: <strong>{data.notesAboutMe.length}</strong>
          </List.Item>
        </List>
      </SectionCard>

      <SectionCard title={t('privacy.myData.downloadTitle')}>
        <Text size="sm">{t('privacy.myData.downloadBody')}</Text>
        <Group gap="sm">
          {DOWNLOADS.map(({ href, icon: Icon, label, variant }) => (
            <Button
              key={href}
              component="a"
              href={href}
              download
              variant={variant}
              leftSection={<Icon size={18} aria-hidden />}
              onClick={() => notify(t('privacy.myData.downloaded'), 'info', 'my-data-download')}
            >
              {t(label)}
            </Button>
          ))}
        </Group>
      </SectionCard>

      <SensitiveConsent />

      <SectionCard title={t('privacy.myData.notesTitle')}>
        <Text size="sm">{t('privacy.myData.notesBody')}</Text>
        {data.notesAboutMe.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('privacy.myData.notesNone')}
          </Text>
        ) : (
          <DataTable
            minWidth={320}
            framed={false}
            highlightOnHover={false}
            data-testid="notes-about-me"
            columns={[t('privacy.myData.notesDate'), t('privacy.myData.notesAuthor'), t('privacy.myData.notesShared')]}
          >
            {data.notesAboutMe.map((note, index) => (
              // Notes carry no id here on purpose: the list says when and who, nothing to open.
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows never reorder while shown.
              <Table.Tr key={index}>
                <Table.Td>{formatDate(note.date)}</Table.Td>
                <Table.Td>{vt(`roles.${note.authorRole}`)}</Table.Td>
                <Table.Td>{t(note.shared ? 'common.yes' : 'common.no')}</Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </SectionCard>

      <SectionCard title={t('privacy.deletion.title')}>
        <Text size="sm">{t('privacy.deletion.body')}</Text>
        {pending ? (
          <Alert color="yellow" variant="light" data-testid="deletion-pending">
            <Text size="sm" c={TEXT.body}>
              {t('privacy.deletion.pending', { date: formatDate(pending.requestedAt) })}
            </Text>
          </Alert>
        ) : null}
        {data.lastAdmin ? (
          <Text size="sm" c="dimmed">
            {t('privacy.deletion.lastAdmin')}
          </Text>
        ) : null}
        {failure && isApiError(failure) ? (
          <Alert role="alert" color="red" variant="light">
            {failure.message}
          </Alert>
        ) : null}
        <Group>
          {pending ? (
            <Button variant="default" onClick={() => cancel.mutate()} loading={cancel.isPending}>
              {t('privacy.deletion.cancel')}
            </Button>
          ) : (
            <Button
              variant="outline"
              color={TEXT.negative}
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={confirmAsk}
              loading={ask.isPending}
              disabled={data.lastAdmin}
            >
              {t('privacy.deletion.request')}
            </Button>
          )}
        </Group>
      </SectionCard>
    </Stack>
  );
}
