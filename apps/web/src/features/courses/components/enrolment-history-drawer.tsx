import { Alert, Drawer, Group, Stack, Text, Timeline } from '@mantine/core';
import { ENROLMENT_EVENT_KINDS } from '@ponte/shared/courses.schema';
import { optionLabel } from '@ponte/shared/enum-options';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { formatDate } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { useIsMobile } from '@/lib/media';
import { enrolmentHistoryQuery } from '../api/courses-api.ts';
import { EnrolmentStatusBadge, useOptionItems } from './course-labels.tsx';

function timeOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleTimeString(currentLocale(), { hour: '2-digit', minute: '2-digit' });
}

/** An enrolment's history, oldest first: what changed (status, class, reason), who did it, when, why. */
export function EnrolmentHistoryDrawer({
  courseId,
  courseName,
  person,
  onClose,
}: {
  courseId: number;
  courseName: string;
  person: { publicId: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const history = useQuery(enrolmentHistoryQuery(courseId, person.publicId));
  const reasons = useOptionItems('EVASION_REASON');
  const locale = currentLocale();

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={mobile ? '100%' : 'md'}
      title={t('courses.history.of', { name: person.name, course: courseName })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {history.isPending ? (
        <PageLoader />
      ) : history.isError ? (
        <Alert color="red" role="alert">
          {t('courses.history.loadFailed')}
        </Alert>
      ) : history.data.length === 0 ? (
        <Text c="dimmed">{t('courses.history.empty')}</Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} active={history.data.length} data-history>
          {history.data.map((event) => (
            <Timeline.Item
              key={event.id}
              title={optionLabel(ENROLMENT_EVENT_KINDS, event.kind, locale)}
              data-event-kind={event.kind}
            >
              <Stack gap={4}>
                <Text size="sm" c="dimmed">
                  {formatDate(event.at)} {timeOf(event.at)} ·{' '}
                  {event.actor ? t('courses.history.by', { name: event.actor.name }) : t('courses.history.bySystem')}
                </Text>
                <Group gap={6} wrap="wrap">
                  {event.fromStatus && event.fromStatus !== event.toStatus ? (
                    <>
                      <EnrolmentStatusBadge status={event.fromStatus} />
                      <Text span size="sm" aria-hidden>
                        →
                      </Text>
                    </>
                  ) : null}
                  <EnrolmentStatusBadge status={event.toStatus} />
                </Group>
                <Text size="sm">
                  {event.classeBefore && event.classeBefore.id !== event.classeAfter.id
                    ? t('courses.history.classMove', { from: event.classeBefore.name, to: event.classeAfter.name })
                    : t('courses.history.classe', { name: event.classeAfter.name })}
                </Text>
                {event.reasonCode !== null || event.toStatus === 'I' || event.toStatus === 'E' ? (
                  <Text size="sm">{t('courses.history.reason', { reason: reasons.label(event.reasonCode) })}</Text>
                ) : null}
                {event.note ? (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {t('courses.history.note', { note: event.note })}
                  </Text>
                ) : null}
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Drawer>
  );
}
