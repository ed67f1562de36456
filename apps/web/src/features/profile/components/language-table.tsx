import { ActionIcon, Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Locale } from '@ponte/shared/locales';
import { OFFERED_LANGUAGES, optionLabel } from '@ponte/shared/profile-enums';
import type { Language } from '@ponte/shared/profile-skills.schema';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { useIsMobile } from '@/lib/media';
import { notify } from '@/lib/notify';
import { deleteLanguage, languagesQueryKey, languagesQueryOptions } from '../api/languages-api.ts';
import { useOptionLabeller } from '../api/professional-options.ts';
import { LanguageModal } from './language-modal.tsx';

interface Props {
  publicId: string;
  readOnly: boolean;
}

/** Spec §2 language list: language, writing, conversation, reading, actions (edit/delete). */
export function LanguageTable({ publicId, readOnly }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const headingId = useId();
  const queryClient = useQueryClient();
  const query = useQuery(languagesQueryOptions(publicId));
  const levelLabel = useOptionLabeller('FLUENCY_LEVEL');
  const mobile = useIsMobile();
  const [modal, setModal] = useState<{ opened: boolean; language: Language | null }>({
    opened: false,
    language: null,
  });

  const remove = useMutation({
    mutationFn: (language: Language) => deleteLanguage(publicId, language.languageId),
    onSuccess: async () => {
      notify(t('profileSkills.languages.deleted'), 'success', 'language-deleted');
      await queryClient.invalidateQueries({ queryKey: languagesQueryKey(publicId) });
    },
    onError: (error) => {
      if (isApiError(error) && error.handled) return;
      notify(t('profileSkills.languages.deleteFailed'), 'error', 'language-delete-failed');
    },
  });

  const nameOf = (language: Language) => optionLabel(OFFERED_LANGUAGES, language.nameLanguage, locale);
  const level = (id: number | null) => levelLabel(id) ?? t('profileSkills.noValue');

  const confirmDelete = (language: Language) =>
    modals.openConfirmModal({
      title: t('profileSkills.languages.confirmTitle'),
      children: <Text size="sm">{t('profileSkills.languages.confirmDelete', { name: nameOf(language) })}</Text>,
      labels: { confirm: t('common.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      size: 400,
      onConfirm: () => remove.mutate(language),
    });

  const actions = (language: Language) => (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        c="gray.8"
        aria-label={t('profileSkills.languages.edit', { name: nameOf(language) })}
        onClick={() => setModal({ opened: true, language })}
      >
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        c="red.8"
        aria-label={t('profileSkills.languages.delete', { name: nameOf(language) })}
        onClick={() => confirmDelete(language)}
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
        {t('profileSkills.languages.loadFailed')}
      </Alert>
    );
  } else if (rows.length === 0) {
    content = (
      <Text size="sm" c="dimmed">
        {t('profileSkills.languages.empty')}
      </Text>
    );
  } else if (mobile) {
    // Below 450px the table becomes one card per language.
    content = (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={headingId}>
        {rows.map((language) => (
          <Paper key={language.languageId} component="li" withBorder p="sm" radius="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2}>
                <Text fw={600}>{nameOf(language)}</Text>
                <Text size="sm">
                  {t('profileSkills.languages.writing')}: {level(language.writingLevel)}
                </Text>
                <Text size="sm">
                  {t('profileSkills.languages.conversation')}: {level(language.speakingLevel)}
                </Text>
                <Text size="sm">
                  {t('profileSkills.languages.reading')}: {level(language.readingLevel)}
                </Text>
              </Stack>
              {!readOnly && actions(language)}
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
            <Table.Th scope="col">{t('profileSkills.languages.language')}</Table.Th>
            <Table.Th scope="col">{t('profileSkills.languages.writing')}</Table.Th>
            <Table.Th scope="col">{t('profileSkills.languages.conversation')}</Table.Th>
            <Table.Th scope="col">{t('profileSkills.languages.reading')}</Table.Th>
            {!readOnly && <Table.Th scope="col">{t('profileSkills.languages.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((language) => (
            <Table.Tr key={language.languageId}>
              <Table.Th scope="row" fw={500}>
                {nameOf(language)}
              </Table.Th>
              <Table.Td>{level(language.writingLevel)}</Table.Td>
              <Table.Td>{level(language.speakingLevel)}</Table.Td>
              <Table.Td>{level(language.readingLevel)}</Table.Td>
              {!readOnly && <Table.Td>{actions(language)}</Table.Td>}
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
            {t('profileSkills.languages.title')}
          </Title>
          {!readOnly && (
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setModal({ opened: true, language: null })}
            >
              {t('profileSkills.languages.add')}
            </Button>
          )}
        </Group>
        {content}
      </Stack>
      {!readOnly && (
        <LanguageModal
          publicId={publicId}
          opened={modal.opened}
          language={modal.language}
          onClose={() => setModal((current) => ({ ...current, opened: false }))}
        />
      )}
    </Paper>
  );
}
