import { ActionIcon, Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { Classe } from '@ponte/shared/courses.schema';
import { optionLabel } from '@ponte/shared/enum-options';
import { SHIFTS } from '@ponte/shared/profile-enums';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList, ListCard } from '@/components/card-list';
import { DataTable, HiddenTh } from '@/components/data-table';
import { PageLoader } from '@/components/page-loader';
import { SectionCard } from '@/components/section-card';
import { currentLocale } from '@/lib/i18n';
import { useIsMobile } from '@/lib/media';
import { TEXT } from '@/lib/semantic-colours';
import { classesQuery } from '../api/courses-api.ts';
import { ClassModal } from './class-modal.tsx';
import { ClassStageBadge, periodText } from './course-labels.tsx';

function Seats({ classe }: { classe: Classe }) {
  const { t } = useTranslation();
  return (
    <>
      {classe.capacity === null
        ? t('courses.classes.seatsUnlimited', { used: classe.seatsUsed })
        : t('courses.classes.seatsOf', { used: classe.seatsUsed, capacity: classe.capacity })}
    </>
  );
}

/** The Curso tab's classes: seats used of capacity and stage, each editable, and "Nova turma". */
export function ClassesSection({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const classes = useQuery(classesQuery(courseId));
  const [editing, setEditing] = useState<Classe | 'new' | null>(null);
  const locale = currentLocale();
  const shift = (c: Classe) => (c.shift ? optionLabel(SHIFTS, c.shift, locale) : '—');
  const period = (c: Classe) => periodText(c.startDate, c.endDate) ?? '—';
  const edit = (c: Classe) => (
    <ActionIcon
      variant="subtle"
      color={TEXT.secondary}
      aria-label={t('courses.classes.edit', { name: c.name })}
      onClick={() => setEditing(c)}
    >
      <IconPencil size={18} aria-hidden />
    </ActionIcon>
  );

  return (
    <SectionCard
      gap="md"
      title={t('courses.classes.title')}
      aside={
        <Button size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('courses.classes.add')}
        </Button>
      }
    >
      {classes.isPending ? (
        <PageLoader />
      ) : classes.isError ? (
        <Alert color="red" role="alert">
          {t('courses.classes.loadFailed')}
        </Alert>
      ) : classes.data.length === 0 ? (
        <Text c="dimmed" role="status" data-empty-classes>
          {t('courses.emptyClasses')}
        </Text>
      ) : mobile ? (
        <CardList label={t('courses.classes.caption')}>
          {classes.data.map((c) => (
            <ListCard key={c.id} data-class-row={c.id}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>{c.code ? `${c.code} · ${c.name}` : c.name}</Text>
                  <Text size="sm" c="dimmed">
                    {period(c)} · {shift(c)}
                  </Text>
                  <Text size="sm">
                    {t('courses.classes.seats')}: <Seats classe={c} />
                  </Text>
                  <ClassStageBadge stage={c.stage} />
                </Stack>
                {edit(c)}
              </Group>
            </ListCard>
          ))}
        </CardList>
      ) : (
        <DataTable
          caption={t('courses.classes.caption')}
          minWidth={640}
          framed={false}
          highlightOnHover={false}
          columns={[
            t('courses.classes.code'),
            t('courses.classes.name'),
            t('courses.classes.period'),
            t('courses.classes.shift'),
            t('courses.classes.seats'),
            t('courses.classes.stage'),
            <HiddenTh key="actions" label={t('courses.enrolments.actions')} />,
          ]}
        >
          {classes.data.map((c) => (
            <Table.Tr key={c.id} data-class-row={c.id}>
              <Table.Td>{c.code ?? '—'}</Table.Td>
              <Table.Td>{c.name}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{period(c)}</Table.Td>
              <Table.Td>{shift(c)}</Table.Td>
              <Table.Td>
                <Seats classe={c} />
              </Table.Td>
              <Table.Td>
                <ClassStageBadge stage={c.stage} />
              </Table.Td>
              <Table.Td>{edit(c)}</Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
      {editing !== null ? (
        <ClassModal courseId={courseId} classe={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </SectionCard>
  );
}
