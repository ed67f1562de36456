import { ActionIcon, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { EDUCATION_LEVELS, EDUCATION_SITUATIONS, optionLabel } from '@ponte/shared/profile-enums';
import type { Education } from '@ponte/shared/profile-personal.schema';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList } from '@/components/card-list';
import { PageLoader } from '@/components/page-loader';
import { currentLocale } from '@/lib/i18n';
import { useIsMobile } from '@/lib/media';
import { notify } from '@/lib/notify';
import { TEXT } from '@/lib/semantic-colours';
import { deleteEducation, educationListQuery } from '../api/personal-api.ts';
import { EducationModal } from './education-modal.tsx';
import { EducationSummary } from './education-summary.tsx';
import { FormSection } from './form-section.tsx';

interface EducationListProps {
  publicId: string;
}

/** Spec §3 "Education": a list with add/edit in a modal and delete after confirmation. */
export function EducationList({ publicId }: EducationListProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mobile = useIsMobile();
  const list = useQuery(educationListQuery(publicId));
  const [modal, setModal] = useState<{ opened: boolean; editing: Education | null }>({ opened: false, editing: null });
  const locale = currentLocale();

  const remove = useMutation({
    mutationFn: (educationId: number) => deleteEducation(publicId, educationId),
    onSuccess: async () => {
      notify(t('profilePersonal.education.removed'), 'success');
      await queryClient.invalidateQueries({ queryKey: educationListQuery(publicId).queryKey });
    },
    onError: () => notify(t('profilePersonal.education.removeFailed'), 'error'),
  });

  const confirmRemove = (entry: Education) =>
    modals.openConfirmModal({
      title: t('profilePersonal.education.removeConfirm'),
      labels: { confirm: t('common.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(entry.id),
    });

  const actions = (entry: Education) => (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        c="dimmed"
        aria-label={t('profilePersonal.education.edit', { course: entry.course })}
        onClick={() => setModal({ opened: true, editing: entry })}
      >
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('profilePersonal.education.remove', { course: entry.course })}
        onClick={() => confirmRemove(entry)}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );

  const entries = list.data ?? [];
  const level = (entry: Education) => optionLabel(EDUCATION_LEVELS, entry.educationType, locale);
  const situation = (entry: Education) => optionLabel(EDUCATION_SITUATIONS, entry.situation, locale);

  let body: React.ReactNode;
  if (list.isPending) body = <PageLoader />;
  else if (list.isError) body = <Text c={TEXT.negative}>{t('profile.form.loadFailed')}</Text>;
  else if (entries.length === 0) body = <Text c="dimmed">{t('profilePersonal.education.empty')}</Text>;
  else if (mobile)
    body = (
      <CardList>
        {entries.map((entry) => (
          <Card key={entry.id} withBorder padding="sm" component="li" data-education-row>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <EducationSummary entry={entry} locale={locale} />
              </Stack>
              {actions(entry)}
            </Group>
          </Card>
        ))}
      </CardList>
    );
  else
    body = (
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('profilePersonal.education.educationType')}</Table.Th>
            <Table.Th>{t('profilePersonal.education.course')}</Table.Th>
            <Table.Th>{t('profilePersonal.education.institution')}</Table.Th>
            <Table.Th>{t('profilePersonal.education.situation')}</Table.Th>
            <Table.Th>{t('profilePersonal.education.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id} data-education-row>
              <Table.Td>{level(entry)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.course}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.institution}</Table.Td>
              <Table.Td>{situation(entry)}</Table.Td>
              <Table.Td>{actions(entry)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );

  return (
    <FormSection
      title={t('profilePersonal.education.title')}
      testId="education"
      actions={
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setModal({ opened: true, editing: null })}
        >
          {t('profilePersonal.education.add')}
        </Button>
      }
    >
      {body}
      <EducationModal
        publicId={publicId}
        opened={modal.opened}
        editing={modal.editing}
        onClose={() => setModal((m) => ({ ...m, opened: false }))}
      />
    </FormSection>
  );
}
