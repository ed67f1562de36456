import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Enrolment } from '@ponte/shared/courses.schema';
import { IconHistory, IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList } from '@/components/card-list';
import { PageLoader } from '@/components/page-loader';
import { RowAction } from '@/components/row-action';
import { SectionCard } from '@/components/section-card';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { TEXT } from '@/lib/semantic-colours';
import { personCoursesQuery } from '../api/courses-api.ts';
import { AttachClassModal } from './attach-class-modal.tsx';
import { CertificateLine } from './certificate-line.tsx';
import { className, EnrolmentStatusBadge, periodText, useOptionItems } from './course-labels.tsx';
import { EnrolmentHistoryDrawer } from './enrolment-history-drawer.tsx';
import { RevokeCertificateModal } from './revoke-certificate-modal.tsx';

export interface PersonCoursesProps {
  /** The person's publicId. */
  publicId: string;
  /** Their name as the screen shows it (the modal's "Pessoa"). */
  name: string;
}

type Dialog =
  | { kind: 'attach' }
  | { kind: 'edit'; enrolment: Enrolment }
  | { kind: 'history'; enrolment: Enrolment }
  | { kind: 'revoke'; code: string };

/**
 * A person's courses (GET /api/pessoas/{publicId}/cursos) where their profile and the sabimais student
 * edit show them, with the attach/edit modal (spec §2) for whoever may attach (`canAttach`, each row's
 * `canEdit`: none for a completed one, spec §4). Someone the server does not let read them sees nothing.
 */
export function PersonCourses({ publicId, name }: PersonCoursesProps) {
  const { t } = useTranslation();
  const query = useQuery(personCoursesQuery(publicId));
  const reasons = useOptionItems('EVASION_REASON');
  const [dialog, setDialog] = useState<Dialog | null>(null);

  if (query.isError && isApiError(query.error) && [403, 404].includes(query.error.status)) return null;
  const items = query.data?.items ?? [];

  return (
    <SectionCard
      gap="md"
      title={t('courses.person.title')}
      aside={
        query.data?.canAttach ? (
          <Button
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setDialog({ kind: 'attach' })}
          >
            {t('courses.person.attach')}
          </Button>
        ) : null
      }
      data-person-courses
    >
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {t('courses.person.loadFailed')}
        </Alert>
      ) : items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('courses.person.empty')}
        </Text>
      ) : (
        <CardList gap="xs" label={t('courses.person.caption')}>
          {items.map((e) => {
            const period = periodText(e.classe.startDate, e.classe.endDate);
            return (
              <Paper key={e.id} withBorder radius="sm" p="sm" component="li" data-person-course={e.course.id}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {e.course.name}
                    </Text>
                    <Text size="sm">
                      {className(e.classe)}
                      {period ? ` · ${period}` : ''}
                    </Text>
                    <Group gap="xs">
                      <EnrolmentStatusBadge status={e.status} />
                      <Text size="xs" c="dimmed">
                        {t('courses.mine.since', { date: formatDate(e.since) })}
                      </Text>
                    </Group>
                    {e.status === 'I' || e.status === 'E' ? (
                      <Text size="xs" c="dimmed">
                        {t('courses.enrolments.reason')}: {reasons.label(e.reasonCode)}
                      </Text>
                    ) : null}
                    {e.certificate ? (
                      <CertificateLine
                        certificate={e.certificate}
                        action={
                          query.data?.canAttach ? (
                            <Button
                              size="compact-sm"
                              variant="subtle"
                              color={TEXT.negative}
                              onClick={() => setDialog({ kind: 'revoke', code: e.certificate!.code })}
                            >
                              {t('courses.certificate.revoke')}
                            </Button>
                          ) : null
                        }
                        data-person-certificate
                      />
                    ) : null}
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <RowAction
                      icon={IconHistory}
                      kind="list"
                      label={t('courses.person.history', { course: e.course.name })}
                      onClick={() => setDialog({ kind: 'history', enrolment: e })}
                    />
                    {e.canEdit ? (
                      <RowAction
                        icon={IconPencil}
                        kind="list"
                        label={t('courses.person.edit', { course: e.course.name })}
                        onClick={() => setDialog({ kind: 'edit', enrolment: e })}
                        data-edit-enrolment
                      />
                    ) : null}
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </CardList>
      )}
      {dialog?.kind === 'revoke' ? (
        <RevokeCertificateModal code={dialog.code} name={name} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'attach' ? (
        <AttachClassModal person={{ publicId, name }} enrolment={null} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <AttachClassModal person={{ publicId, name }} enrolment={dialog.enrolment} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'history' ? (
        <EnrolmentHistoryDrawer
          courseId={dialog.enrolment.course.id}
          courseName={dialog.enrolment.course.name}
          person={{ publicId, name }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </SectionCard>
  );
}
