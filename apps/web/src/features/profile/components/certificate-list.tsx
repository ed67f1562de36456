import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Certificate } from '@ponte/shared/profile-skills.schema';
import { IconExternalLink, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useIsMobile } from '@/lib/media';
import { notify } from '@/lib/notify';
import { certificatesQueryKey, certificatesQueryOptions, deleteCertificate } from '../api/certificates-api.ts';
import { CertificateModal } from './certificate-modal.tsx';

interface Props {
  publicId: string;
  readOnly: boolean;
}

/** Spec §3 "Certificate": course name, platform, issue date and link; added, edited (modal) and deleted. */
export function CertificateList({ publicId, readOnly }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const query = useQuery(certificatesQueryOptions(publicId));
  const mobile = useIsMobile();
  const [modal, setModal] = useState<{ opened: boolean; certificate: Certificate | null }>({
    opened: false,
    certificate: null,
  });

  const remove = useMutation({
    mutationFn: (certificate: Certificate) => deleteCertificate(publicId, certificate.certificateId),
    onSuccess: async () => {
      notify(t('profileSkills.certificates.deleted'), 'success', 'certificate-deleted');
      await queryClient.invalidateQueries({ queryKey: certificatesQueryKey(publicId) });
    },
    onError: (error) => {
      if (isApiError(error) && error.handled) return;
      notify(t('profileSkills.certificates.deleteFailed'), 'error', 'certificate-delete-failed');
    },
  });

  const confirmDelete = (certificate: Certificate) =>
    modals.openConfirmModal({
      title: t('profileSkills.certificates.confirmTitle'),
      children: (
        <Text size="sm">{t('profileSkills.certificates.confirmDelete', { name: certificate.courseName })}</Text>
      ),
      labels: { confirm: t('common.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      size: 400,
      onConfirm: () => remove.mutate(certificate),
    });

  const issued = (certificate: Certificate) =>
    certificate.issueDate ? formatDate(certificate.issueDate) : t('profileSkills.noValue');

  const link = (certificate: Certificate) => (
    <Anchor href={certificate.url} target="_blank" rel="noopener noreferrer" size="sm">
      <Group gap={4} wrap="nowrap" component="span">
        {t('profileSkills.certificates.openShort')}
        <VisuallyHidden>{` ${t('profileSkills.certificates.open', { name: certificate.courseName })}`}</VisuallyHidden>
        <IconExternalLink size={14} aria-hidden />
      </Group>
    </Anchor>
  );

  const actions = (certificate: Certificate) => (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        c="gray.8"
        aria-label={t('profileSkills.certificates.edit', { name: certificate.courseName })}
        onClick={() => setModal({ opened: true, certificate })}
      >
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        c="red.8"
        aria-label={t('profileSkills.certificates.delete', { name: certificate.courseName })}
        onClick={() => confirmDelete(certificate)}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );

  const rows = query.data ?? [];
  let content: ReactNode;
  if (query.isPending) {
    content = <Text size="sm">{t('common.loading')}</Text>;
  } else if (query.isError) {
    content = (
      <Alert role="alert" color="red" variant="light">
        {t('profileSkills.certificates.loadFailed')}
      </Alert>
    );
  } else if (rows.length === 0) {
    content = (
      <Text size="sm" c="dimmed">
        {t('profileSkills.certificates.empty')}
      </Text>
    );
  } else if (mobile) {
    content = (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={headingId}>
        {rows.map((certificate) => (
          <Paper key={certificate.certificateId} component="li" withBorder p="sm" radius="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {certificate.courseName}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t('profileSkills.certificates.platform')}: {certificate.platform}
                </Text>
                <Text size="sm">
                  {t('profileSkills.certificates.issueDate')}: {issued(certificate)}
                </Text>
                {link(certificate)}
              </Stack>
              {!readOnly && actions(certificate)}
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  } else {
    content = (
      <Table aria-labelledby={headingId} striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('profileSkills.certificates.courseName')}</Table.Th>
            <Table.Th scope="col">{t('profileSkills.certificates.platform')}</Table.Th>
            <Table.Th scope="col">{t('profileSkills.certificates.issueDate')}</Table.Th>
            <Table.Th scope="col">{t('profileSkills.certificates.url')}</Table.Th>
            {!readOnly && <Table.Th scope="col">{t('profileSkills.certificates.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((certificate) => (
            <Table.Tr key={certificate.certificateId}>
              <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {certificate.courseName}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{certificate.platform}</Table.Td>
              <Table.Td>{issued(certificate)}</Table.Td>
              <Table.Td>{link(certificate)}</Table.Td>
              {!readOnly && <Table.Td>{actions(certificate)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {t('profileSkills.certificates.title')}
          </Title>
          {!readOnly && (
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setModal({ opened: true, certificate: null })}
            >
              {t('profileSkills.certificates.add')}
            </Button>
          )}
        </Group>
        {content}
      </Stack>
      {!readOnly && (
        <CertificateModal
          publicId={publicId}
          opened={modal.opened}
          certificate={modal.certificate}
          onClose={() => setModal((current) => ({ ...current, opened: false }))}
        />
      )}
    </Paper>
  );
}
