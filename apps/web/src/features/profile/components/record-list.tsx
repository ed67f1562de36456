import { ActionIcon, Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type QueryKey, type UseQueryResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList, ListCard } from '@/components/card-list';
import { isApiError } from '@/lib/api-client';
import { useIsMobile } from '@/lib/media';
import { notify } from '@/lib/notify';
import { TEXT } from '@/lib/semantic-colours';

export interface RecordColumn<R> {
  label: string;
  cell: (row: R) => ReactNode;
  /** Long free text (a course name, a platform) may break anywhere rather than widen the table. */
  wrap?: boolean;
}

/**
 * A person's list of records on the skills tab (certificates, languages): a titled section with an
 * "add" button, a table on wide screens and one card per record on narrow ones, each record edited in
 * the kind's modal or deleted after the spec's confirmation. Texts come from `profileSkills.<kind>.*`.
 */
export function RecordList<R>({
  kind,
  query,
  rowKey,
  nameOf,
  columns,
  remove,
  queryKey,
  modal: renderModal,
  readOnly,
}: {
  kind: 'certificates' | 'languages';
  query: UseQueryResult<R[]>;
  rowKey: (row: R) => number;
  /** What the record is called in the edit/delete labels and the confirmation. */
  nameOf: (row: R) => string;
  /** The first column names the record (a row header, and the card's title). */
  columns: readonly [RecordColumn<R>, ...RecordColumn<R>[]];
  remove: (row: R) => Promise<unknown>;
  queryKey: QueryKey;
  modal: (state: { opened: boolean; row: R | null; onClose: () => void }) => ReactNode;
  /** A record no one edits here (a certificate Ponte issued): what shows instead of edit and delete. */
  readOnly?: (row: R) => ReactNode | null;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const mobile = useIsMobile();
  const [editing, setEditing] = useState<{ opened: boolean; row: R | null }>({ opened: false, row: null });
  const text = (key: 'title' | 'add' | 'loadFailed' | 'empty' | 'actions') => t(`profileSkills.${kind}.${key}`);

  const deletion = useMutation({
    mutationFn: remove,
    onSuccess: async () => {
      notify(t(`profileSkills.${kind}.deleted`), 'success', `${kind}-deleted`);
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      if (isApiError(error) && error.handled) return;
      notify(t(`profileSkills.${kind}.deleteFailed`), 'error', `${kind}-delete-failed`);
    },
  });

  const confirmDelete = (row: R) =>
    modals.openConfirmModal({
      title: t(`profileSkills.${kind}.confirmTitle`),
      children: <Text size="sm">{t(`profileSkills.${kind}.confirmDelete`, { name: nameOf(row) })}</Text>,
      labels: { confirm: t('common.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      size: 400,
      onConfirm: () => deletion.mutate(row),
    });

  const actions = (row: R) =>
    readOnly?.(row) ?? (
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          c="dimmed"
          aria-label={t(`profileSkills.${kind}.edit`, { name: nameOf(row) })}
          onClick={() => setEditing({ opened: true, row })}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          c={TEXT.negative}
          aria-label={t(`profileSkills.${kind}.delete`, { name: nameOf(row) })}
          onClick={() => confirmDelete(row)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    );

  const rows = query.data ?? [];
  const [first, ...rest] = columns;
  const wrap = (column: RecordColumn<R>) => (column.wrap ? { overflowWrap: 'anywhere' as const } : undefined);
  let content: ReactNode;
  if (query.isPending) {
    content = <Text size="sm">{t('common.loading')}</Text>;
  } else if (query.isError) {
    content = (
      <Alert role="alert" color="red" variant="light">
        {text('loadFailed')}
      </Alert>
    );
  } else if (rows.length === 0) {
    content = (
      <Text size="sm" c="dimmed">
        {text('empty')}
      </Text>
    );
  } else if (mobile) {
    // Narrow screens: one card per record instead of a table that would scroll sideways.
    content = (
      <CardList gap="xs" aria-labelledby={headingId}>
        {rows.map((row) => (
          <ListCard key={rowKey(row)}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} style={wrap(first)}>
                  {first.cell(row)}
                </Text>
                {rest.map((column) => (
                  <Text key={column.label} size="sm" style={wrap(column)}>
                    {column.label}: {column.cell(row)}
                  </Text>
                ))}
              </Stack>
              {actions(row)}
            </Group>
          </ListCard>
        ))}
      </CardList>
    );
  } else {
    content = (
      <Table aria-labelledby={headingId} striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label} scope="col">
                {column.label}
              </Table.Th>
            ))}
            <Table.Th scope="col">{text('actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              <Table.Th scope="row" fw={500} style={wrap(first)}>
                {first.cell(row)}
              </Table.Th>
              {rest.map((column) => (
                <Table.Td key={column.label} style={wrap(column)}>
                  {column.cell(row)}
                </Table.Td>
              ))}
              <Table.Td>{actions(row)}</Table.Td>
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
            {text('title')}
          </Title>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ opened: true, row: null })}
          >
            {text('add')}
          </Button>
        </Group>
        {content}
      </Stack>
      {renderModal({
        opened: editing.opened,
        row: editing.row,
        onClose: () => setEditing((current) => ({ ...current, opened: false })),
      })}
    </Paper>
  );
}
